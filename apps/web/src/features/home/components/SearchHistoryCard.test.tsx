import type { TokenUse, TokenUseContext } from '@pasarlens/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp } from '../../../testing/render.tsx';
import { makeUser } from '../../../testing/user.ts';

const NO_CONTEXT: TokenUseContext = {
  feature: null,
  marketplace: null,
  subject: null,
  page: null,
  from: null,
  to: null,
  request: null,
};
const use = (id: number, action: string, tokens: number, context: Partial<TokenUseContext> = {}): TokenUse => ({
  id,
  action,
  tokens,
  context: { ...NO_CONTEXT, ...context },
  createdAt: '2026-03-01T03:00:00.000Z',
});

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser();
});

afterEach(uninstallFakeApi);

describe('search history on the dashboard', () => {
  it('names each use by its tool, says what it asked in words, its cost and time, and opens the answer again', async () => {
    api.on('GET', '/internal/history', {
      items: [
        use(3, 'search', 1, {
          feature: 'product_research',
          marketplace: 'shopee',
          subject: 'sepatu',
          page: 1,
          request: { marketplace: 'shopee', q: 'sepatu', page: 1, filters: { min_price: 50_000 } },
        }),
        use(2, 'historicalCategoryOrStoreDetail', 2, {
          feature: 'store_history',
          marketplace: 'tokopedia',
          subject: 'Toko Berkah',
          from: '2026-02-01',
          to: '2026-02-28',
          request: { store_id: 42, start_date: '2026-02-01', end_date: '2026-02-28' },
        }),
        use(1, 'enterpriseFilter', 5, { marketplace: 'shopee,tokopedia,tiktok', subject: 'Pasar Serum' }),
      ],
    });
    renderApp(paths.home);
    const items = await screen.findAllByTestId('history-item', {}, { timeout: 10_000 });
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Riset produk');
    expect(items[0]!.textContent).toContain('“sepatu” · Shopee · hal. 2');
    expect(items[0]!.textContent).toContain('−1 token');
    expect(within(items[0]!).getByTestId('history-reopen').getAttribute('href')).toBe(
      '/app/research/product?marketplace=shopee&page=2&q=sepatu&min_price=50000',
    );
    expect(items[1]!.textContent).toContain('Historis toko');
    expect(items[1]!.textContent).toContain('“Toko Berkah” · Tokopedia · 1 Feb 2026 – 28 Feb 2026');
    expect(within(items[1]!).getByTestId('history-reopen').getAttribute('href')).toBe(
      '/app/history/store/42?from=2026-02-01&to=2026-02-28',
    );
    expect(items[2]!.textContent).toContain('Filter dashboard enterprise');
    expect(items[2]!.textContent).toContain('−5 token');
    expect(items[2]!.textContent).toContain('“Pasar Serum” · Shopee, Tokopedia, TikTok Shop');
    expect(within(items[2]!).queryByTestId('history-reopen')).toBeNull();
  });

  it('keeps the empty state when no token was used yet', async () => {
    api.on('GET', '/internal/history', { items: [] });
    renderApp(paths.home);
    const card = await screen.findByTestId('search-history', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(card.textContent).toContain('Belum ada riwayat. 10 penggunaan token terakhir Anda akan tampil di sini.'),
    );
    expect(screen.queryAllByTestId('history-item')).toHaveLength(0);
  });
});
