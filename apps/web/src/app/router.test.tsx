import { apiPaths } from '@pasarlens/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { renderApp } from '../testing/render.tsx';
import { makeUser } from '../testing/user.ts';
import { sectionsWithoutPage, PUBLIC_PATHS } from './router.tsx';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
});

afterEach(uninstallFakeApi);

const pageViews = () => api.calls('POST', apiPaths.pageViews);

describe('routes', () => {
  it('sends an unauthenticated visitor of a private route to login with redirected_from', async () => {
    const { router } = renderApp(`${paths.storeResearch}?x=1`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(new URLSearchParams(router.state.location.search).get('redirected_from')).toBe(`${paths.storeResearch}?x=1`);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Silakan masuk untuk membuka halaman tersebut.',
    );
    expect(screen.getByTestId('login-submit').textContent).toBe('Masuk');
  });

  it('opens the back office for an admin, and every sidebar section has a page of its own', async () => {
    api.user = makeUser({ role: 'admin' });
    api.on('GET', '/internal/admin/getAllUsers', { items: [], page: 1, total_page: 0, total: 0 });
    renderApp(paths.admin);
    expect((await screen.findByTestId('admin-page', {}, { timeout: 10_000 })).textContent).toContain(
      'Back office admin',
    );
    expect(screen.getByTestId('user-menu').textContent).toContain('Budi');
    expect(sectionsWithoutPage()).toEqual([]);
  });

  it('keeps the payment result pages public although they sit under /app', async () => {
    renderApp(paths.paymentSuccess);
    const result = await screen.findByTestId('result-no-order', {}, { timeout: 10_000 });
    expect(result.textContent).toContain('Status pembayaran');
  });

  it('renders every public path without waiting for the authentication check', async () => {
    // Public pages ask who is looking (to offer a signed-in user the dashboard) but never wait for it.
    api.on('GET', apiPaths.authCheck, () => new Promise<Response>(() => {}));
    for (const pattern of PUBLIC_PATHS) {
      const path = pattern.replace(':token', 'snap-token-1');
      const { router } = renderApp(path);
      await waitFor(() => expect(document.querySelector('.pl-spinner')).toBeNull(), { timeout: 10_000 });
      expect(router.state.location.pathname, path).toBe(path);
      expect(screen.queryByTestId('not-found'), path).toBeNull();
      cleanup();
    }
  }, 20_000); // every public page is loaded and rendered in turn

  it('shows a translated 404 for an unknown path', async () => {
    renderApp('/tidak-ada');
    expect((await screen.findByTestId('not-found', {}, { timeout: 10_000 })).textContent).toBe(
      'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    );
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan · Pasarlens'));
  });

  it('records a page view for every route change', async () => {
    const { router } = renderApp(paths.pricing);
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await router.navigate(`${paths.classes}?a=1`);
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]?.body).toEqual({
      path: `${paths.classes}?a=1`,
      referrer: `${window.location.origin}${paths.pricing}`,
    });
  });

  it('asks for the persona on the dashboard home when the user has none', async () => {
    api.user = makeUser({ persona: null });
    renderApp(paths.home);
    expect((await screen.findByTestId('welcome', {}, { timeout: 10_000 })).textContent).toBe('Halo, Budi');
    expect((await screen.findByTestId('persona-modal')).textContent).toContain('Ceritakan sedikit tentang bisnis Anda');
  });
});
