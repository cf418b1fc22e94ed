import { screen, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { renderApp } from '../testing/render.tsx';
import { makeUser } from '../testing/user.ts';

const SARI = '5a0c7a52-3b9e-4a51-8a2f-0c1d2e3f4a5b';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
});
afterEach(uninstallFakeApi);

describe('viewing the app as a user', () => {
  it('says so on every page, and the exit returns the admin to that user’s page as themselves', async () => {
    api.user = makeUser({ id: SARI, name: 'Sari', email: 'sari@toko.id', viewedBy: 'admin@pasarlens.id' });
    api.on('POST', '/internal/users/view-as/exit', () => {
      api.user = makeUser({ id: 'a1', name: 'Admin', email: 'admin@pasarlens.id', role: 'admin' });
      return { viewing: null };
    });
    const { router } = renderApp(paths.referral);
    const banner = await screen.findByTestId('view-as-banner', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('Anda melihat Pasarlens sebagai Sari (sari@toko.id) — hanya baca');
    expect(banner.textContent).toContain('admin@pasarlens.id');

    fireEvent.click(screen.getByTestId('view-as-exit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminUser(SARI)));
    expect(api.calls('POST', '/internal/users/view-as/exit')).toHaveLength(1);
    // The user is loaded again: the admin, without the banner.
    await waitFor(() => expect(screen.getByTestId('user-menu').textContent).toContain('Admin'), { timeout: 10_000 });
    expect(screen.queryByTestId('view-as-banner')).toBeNull();
  });

  it('shows no banner to a user viewed by nobody', async () => {
    api.user = makeUser();
    renderApp(paths.referral);
    await screen.findByTestId('user-menu', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('view-as-banner')).toBeNull();
  });
});
