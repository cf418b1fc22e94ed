import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/language.ts';
import { paths } from '../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { renderApp } from '../testing/render.tsx';
import { makePaidUser, makeUser } from '../testing/user.ts';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.on('GET', '/internal/history', { items: [] });
});

afterEach(uninstallFakeApi);

describe('token balance in the app header', () => {
  it('shows tokens left of the allowance and the plan, without a banner while tokens remain', async () => {
    api.user = makePaidUser('smart');
    renderApp(paths.home);
    const balance = await screen.findByTestId('token-balance', {}, { timeout: 10_000 });
    expect(balance.textContent).toBe('3.480 / 3.600Pinter');
    expect(balance.getAttribute('aria-label')).toBe('Sisa token bulan ini: 3.480 dari 3.600 · Paket Pinter');
    expect(balance.getAttribute('href')).toBe(paths.managePayment);
    expect(screen.queryByTestId('tokens-used-up')).toBeNull();
  });

  it('warns once the tokens are used up that they refill next month', async () => {
    const user = makePaidUser('basic');
    api.user = { ...user, quota: { ...user.quota, count: user.quota.limit } };
    renderApp(paths.home);
    const banner = await screen.findByTestId('tokens-used-up', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('Token Anda sudah habis, diisi ulang bulan depan');
    expect(banner.textContent).toContain('akses gratis terbatas tetap tersedia');
  });
});

describe('token balance in English', () => {
  afterEach(() => changeLanguage('id'));

  it('names the plan as the English pricing page does', async () => {
    await changeLanguage('en');
    api.user = makeUser();
    renderApp(paths.home);
    const balance = await screen.findByTestId('token-balance', {}, { timeout: 10_000 });
    expect(balance.textContent).toBe('47 / 50Free');
  });
});

describe('money entries in the navigation', () => {
  it('puts the download quota top-up in the sidebar and payment and referral in the user menu', async () => {
    api.user = makePaidUser('smart');
    const { router } = renderApp(paths.home);
    await screen.findByTestId('token-balance', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByText('Tambah Kuota Unduhan'));
    expect(router.state.location.pathname).toBe(paths.downloadQuota);
    fireEvent.click(screen.getByTestId('user-menu'));
    expect((await screen.findByTestId('menu-payment')).textContent).toBe('Kelola Pembayaran');
    expect(screen.getByTestId('menu-referral').textContent).toBe('Referral');
  });
});
