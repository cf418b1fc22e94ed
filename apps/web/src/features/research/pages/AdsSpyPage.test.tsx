import type { AdSighting, ResearchMarketplace } from '@pasarlens/contracts';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { installFakeSocket, uninstallFakeSocket, type FakeSocket } from '../../../testing/fakeSocket.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import { makeProductDetail, premium } from '../../../testing/research.ts';
import { makePaidUser, makeUser } from '../../../testing/user.ts';

const AUTH = '/internal/auth/check';

const ad = (overrides: Partial<AdSighting> = {}): AdSighting => ({
  productId: 1,
  name: 'Serum Vitamin C 20ml',
  storeName: 'Glowria Official',
  price: 89_000,
  revenue30: 106_800_000,
  day: '2026-03-08',
  bidPrice: 1_500,
  recommendedBidPrice: 1_800,
  clickThroughRate: 0.0325,
  conversionRate: 0.051,
  matchType: 'broad',
  ...overrides,
});

const twoAds = (payload: { keyword: string; marketplace: ResearchMarketplace }) => ({
  result: premium({
    keyword: payload.keyword,
    marketplace: payload.marketplace,
    items: [ad(), ad({ productId: 2, name: 'Toner', bidPrice: 900, matchType: 'exact' })],
    total_count: 2,
  }),
});

let api: FakeApi;
let socket: FakeSocket;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  ({ socket } = installFakeSocket());
  socket.reply('ads_spy', twoAds);
});

afterEach(() => {
  uninstallFakeApi();
  uninstallFakeSocket();
});

describe('ads spy', () => {
  it("lists the ads on the URL's keyword with bids, rates and match types, and reloads the user", async () => {
    const smart = makePaidUser('smart');
    socket.reply('ads_spy', (payload) => {
      // The lookup is charged on the server: the reloaded profile counts it.
      api.user = { ...smart, premium: { ...smart.premium, adsCount: 1 } };
      return twoAds(payload);
    });
    const { router } = renderApp(`${paths.adsSpy}?keyword=serum&marketplace=tiktok`);
    const table = await screen.findByTestId('ads-table', {}, { timeout: 10_000 });
    expect(socket.sentOn('ads_spy')).toEqual([{ marketplace: 'tiktok', keyword: 'serum', uuid: expect.any(String) }]);
    const rows = table.querySelectorAll('tbody tr.ant-table-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain('Serum Vitamin C 20ml');
    expect(first.textContent).toContain('Glowria Official');
    expect(first.textContent).toContain('Rp 89.000');
    expect(first.textContent).toContain('Rp 106,8\u00a0jt');
    expect(within(first).getByTestId('ad-store').textContent).toBe('Glowria Official');
    expect(within(first).getByTestId('ad-bid').textContent).toBe('Rp 1.500');
    expect(first.textContent).toContain('Rp 1.800');
    expect(within(first).getByTestId('ad-ctr').textContent).toBe('3,25%');
    expect(within(first).getByTestId('ad-conversion').textContent).toBe('5,1%');
    expect(first.textContent).toContain('Luas');
    expect(first.textContent).toContain('8 Mar 2026');
    expect(rows[1]?.textContent).toContain('Tepat');
    expect(screen.getByTestId('ads-found').textContent).toContain('2 iklan');
    expect(screen.getByTestId('ads-allowance').textContent).toContain('5 pencarian Ads Spy per bulan');
    await waitFor(() => expect(api.calls('GET', AUTH).length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(screen.getByTestId('ads-allowance').textContent).toContain('1 terpakai pada periode ini'),
    );

    api.on('POST', '/internal/feature/product_research/product', premium(makeProductDetail()));
    fireEvent.click(within(first).getByTestId('ad-product'));
    await waitFor(() => expect(searchOf(router).get('product')).toBe('1'));
  });

  it('shows the paywall when the plan has no ads spy', async () => {
    api.user = makeUser();
    socket.reply('ads_spy', () => ({
      error: { code: 'PLAN_REQUIRED', message: 'Upgrade your plan to use this feature' },
    }));
    renderApp(`${paths.adsSpy}?keyword=serum`);
    const error = await screen.findByTestId('research-error', {}, { timeout: 10_000 });
    expect(error.getAttribute('data-code')).toBe('PLAN_REQUIRED');
    const paywall = within(error).getByTestId('paywall');
    expect(paywall.getAttribute('data-kind')).toBe('ads');
    expect(paywall.textContent).toContain('Tingkatkan paket Anda untuk memakai fitur ini');
    expect(paywall.textContent).toContain('paket Dasar');
    expect(screen.getByTestId('ads-allowance').textContent).toContain(
      'Ads Spy memerlukan paket Dasar atau lebih tinggi.',
    );
    // Even a refusal is an answer: the user is reloaded.
    await waitFor(() => expect(api.calls('GET', AUTH).length).toBeGreaterThan(1));
  });

  it("says the month's lookups are used up, with the plan's allowance", async () => {
    api.user = makePaidUser('basic');
    socket.reply('ads_spy', () => ({
      error: { code: 'ADS_LIMIT_REACHED', message: 'Your ads spy lookups for this month are used up' },
    }));
    renderApp(`${paths.adsSpy}?keyword=serum`);
    const alert = await screen.findByTestId('ads-limit-reached', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Jatah Ads Spy Anda untuk bulan ini sudah habis');
    expect(alert.textContent).toContain('2 pencarian per bulan');
    expect(alert.textContent).toContain('Token Anda tidak dipotong.');
    expect(screen.queryByTestId('ads-table')).toBeNull();
  });

  it('says the keyword was not found and that no token was deducted', async () => {
    socket.reply('ads_spy', () => ({
      error: { code: 'DATA_NOT_FOUND', message: 'The data you are looking for is not found' },
    }));
    renderApp(`${paths.adsSpy}?keyword=zzzz`);
    const empty = await screen.findByTestId('no-results', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('Data yang Anda cari tidak ditemukan');
    expect(empty.textContent).toContain('Token Anda tidak dipotong.');
  });

  it('offers to try again when the connection dropped before the answer', async () => {
    socket.reply('ads_spy', () => null);
    renderApp(`${paths.adsSpy}?keyword=serum`);
    await waitFor(() => expect(socket.sentOn('ads_spy')).toHaveLength(1), { timeout: 10_000 });
    socket.drop();
    const error = await screen.findByTestId('research-error');
    expect(error.getAttribute('data-code')).toBe('CONNECTION_LOST');
    expect(error.textContent).toContain('Koneksi terputus sebelum jawaban tiba');
    expect(error.textContent).not.toContain('Token Anda tidak dipotong.');
    socket.connectNow();
    socket.reply('ads_spy', (payload) => ({
      result: premium({ keyword: payload.keyword, marketplace: 'shopee', items: [ad()], total_count: 1 }),
    }));
    fireEvent.click(screen.getByTestId('ads-retry'));
    await screen.findByTestId('ads-table');
    expect(socket.sentOn('ads_spy')).toHaveLength(2);
  });
});
