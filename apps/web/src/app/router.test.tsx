import type { CurrentUser } from '@pasarlens/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { paths } from '../lib/paths.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { PUBLIC_PATHS, routes } from './router.tsx';
import { makeUser } from '../testing/user.ts';

const user = makeUser();

let signedIn: CurrentUser | null = null;
const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function requests(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === path);
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  signedIn = null;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/internal/auth/check') return signedIn ? json(200, { user: signedIn }) : json(401, { code: 'AUTH_REQUIRED', message: 'x' });
    if (url === '/public/v1/page-views') return json(202, { ok: true });
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('sends an unauthenticated visitor of a private route to login with redirected_from', async () => {
    const router = renderAt(`${paths.storeResearch}?x=1`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(new URLSearchParams(router.state.location.search).get('redirected_from')).toBe(`${paths.storeResearch}?x=1`);
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Silakan masuk untuk membuka halaman tersebut.');
    expect(screen.getByTestId('login-submit').textContent).toBe('Masuk');
  });

  it('shows a translated coming-soon card inside the layout for a placeholder route', async () => {
    signedIn = user;
    renderAt(paths.priceAlerts);
    const card = await screen.findByTestId('coming-soon', {}, { timeout: 3000 });
    expect(card.textContent).toContain('Notifikasi Harga');
    expect(within(card).getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe(paths.home);
    expect(screen.getByTestId('user-menu').textContent).toContain('Budi');
  });

  it('keeps the payment result pages public although they sit under /app', async () => {
    renderAt(paths.paymentSuccess);
    const result = await screen.findByTestId('result-no-order', {}, { timeout: 3000 });
    expect(result.textContent).toContain('Status pembayaran');
    expect(requests('/internal/auth/check')).toHaveLength(0);
  });

  it('renders every public path without an authentication check', async () => {
    for (const pattern of PUBLIC_PATHS) {
      const path = pattern.replace(':token', 'snap-token-1');
      const router = renderAt(path);
      await waitFor(() => expect(document.querySelector('.pl-spinner')).toBeNull(), { timeout: 3000 });
      expect(router.state.location.pathname, path).toBe(path);
      expect(screen.queryByTestId('not-found'), path).toBeNull();
      cleanup();
    }
    expect(requests('/internal/auth/check')).toHaveLength(0);
  }, 20_000); // every public page is loaded and rendered in turn

  it('shows a translated 404 for an unknown path', async () => {
    renderAt('/tidak-ada');
    expect((await screen.findByTestId('not-found', {}, { timeout: 3000 })).textContent).toBe('Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.');
    expect(document.title).toBe('Halaman tidak ditemukan · Pasarlens');
  });

  it('records a page view for every route change', async () => {
    const router = renderAt(paths.pricing);
    await waitFor(() => expect(requests('/public/v1/page-views')).toHaveLength(1));
    await router.navigate(`${paths.classes}?a=1`);
    await waitFor(() => expect(requests('/public/v1/page-views')).toHaveLength(2));
    const body = JSON.parse(String(requests('/public/v1/page-views')[1]?.[1]?.body)) as { path: string; referrer?: string };
    expect(body.path).toBe(`${paths.classes}?a=1`);
    expect(body.referrer).toBe(`${window.location.origin}${paths.pricing}`);
  });

  it('asks for the persona on the dashboard home when the user has none', async () => {
    signedIn = { ...user, persona: null };
    renderAt(paths.home);
    expect((await screen.findByTestId('welcome', {}, { timeout: 3000 })).textContent).toBe('Halo, Budi');
    expect((await screen.findByTestId('persona-modal')).textContent).toContain('Ceritakan sedikit tentang bisnis Anda');
  });
});
