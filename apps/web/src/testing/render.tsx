import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';

/*
 * antd's generated style rules go to a node outside the page. In the page, every getComputedStyle
 * (antd's table measures its container on each mount) matched thousands of them against each
 * ancestor: a quarter of the web tests' time. What the tests read of visibility, antd says
 * through attributes and inline styles.
 */
const UNSEEN_STYLES = document.createElement('div');

/** The whole app (router, providers, layouts, lazy pages) at a path, as the browser would load it. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  // A failed query shows its error at once instead of after the production retry delay.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StyleProvider container={UNSEEN_STYLES}>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StyleProvider>,
  );
  return { router, queryClient, ...view };
}

/** The current URL's query parameters. */
export const searchOf = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search);
