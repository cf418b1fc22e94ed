import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';

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
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient, ...view };
}

/** The current URL's query parameters. */
export const searchOf = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search);
