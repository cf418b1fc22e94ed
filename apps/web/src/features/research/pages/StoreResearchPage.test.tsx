import { STORE_FIRST_PRODUCTS } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { errorReply, FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import {
  agreeToCost,
  analytics,
  limited,
  makeStore,
  makeStoreSummary,
  premium,
  productPage,
} from '../../../testing/research.ts';
import { makePaidUser, makeUser } from '../../../testing/user.ts';
import { defaultRange, jakartaToday } from '../dates.ts';

const STORES = '/internal/feature/store_research/stores';
const STORE = '/internal/feature/store_research/store';
const STORE_PRODUCTS = '/internal/feature/store_research/products';
const STORE_ANALYTICS = '/internal/feature/store_research/analytics';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  api.on('POST', STORES, ({ body }) =>
    premium({
      items: [
        makeStoreSummary({ marketplace: body.marketplace }),
        makeStoreSummary({ storeId: 8, name: 'Toko Kedua', official: false }),
      ],
      total_count: 2,
      page: body.page,
      page_size: 20,
    }),
  );
  api.on('POST', STORE, premium(makeStore()));
  // Without a page the server answers with its first page: the store's first 30 products.
  api.on('POST', STORE_PRODUCTS, ({ body }) =>
    premium(
      productPage(body.page === 2 ? 4 : STORE_FIRST_PRODUCTS, {
        page: body.page ?? 1,
        pageSize: STORE_FIRST_PRODUCTS,
        total: 64,
        marketplace: 'tokopedia',
      }),
    ),
  );
});

afterEach(uninstallFakeApi);

const storeNames = (table: HTMLElement) =>
  within(table)
    .getAllByTestId('store-name')
    .map((name) => name.textContent);

describe('store research', () => {
  it('searches stores by name on a marketplace and opens the one chosen', async () => {
    const { router } = renderApp(paths.storeResearch);
    await screen.findByTestId('store-search-prompt', {}, { timeout: 10_000 });
    expect(api.calls('POST', STORES)).toHaveLength(0);
    // Before anything is charged, the page says that a search and opening a store each take a token.
    expect(screen.getByTestId('cost-note').textContent).toBe(
      'Setiap pencarian memakai 1 token, begitu pula setiap halaman hasil berikutnya dan membuka toko (daftar produknya). Tidak ada token yang dipotong jika data tidak ditemukan.',
    );
    const input = screen.getByTestId('store-search').querySelector('input') ?? screen.getByTestId('store-search');
    fireEvent.change(input, { target: { value: 'glow' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });

    const stores = await screen.findByTestId('store-table');
    await waitFor(() => expect(storeNames(stores)).toEqual(['Glowria Official', 'Toko Kedua']));
    expect(api.calls('POST', STORES)[0]?.body).toEqual({ marketplace: 'shopee', q: 'glow', page: 0 });
    expect(searchOf(router).get('q')).toBe('glow');
    expect(within(stores).getAllByTestId('flag-official')).toHaveLength(1);
    // A store's 30-day revenue is as trusted as most of it: 60% read off exact counters day by day.
    for (const cells of [
      within(stores).getAllByTestId('store-revenue30'),
      within(stores).getAllByTestId('phone-figures'),
    ]) {
      expect(cells.map((cell) => within(cell).getByTestId('confidence-badge').textContent)).toEqual([
        'Keyakinan tinggi',
        'Keyakinan tinggi',
      ]);
    }
    // … and its 80% range, the estimate and the range spelled out on hover.
    const range = within(within(stores).getAllByTestId('store-revenue30')[0]!).getByTestId('rupiah-range');
    expect(range.textContent).toBe('Rp 780–830\u00a0jt');
    expect(range.getAttribute('title')).toBe(
      'Perkiraan Rp 801.000.000; 80% kemungkinan antara Rp 780.000.000 dan Rp 830.000.000',
    );
    expect(within(stores).getAllByTestId('phone-figures')[0]!.textContent).toContain('Rp 780–830\u00a0jt');

    fireEvent.click(within(stores).getByText('Glowria Official'));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.store(7)));
  });

  it('sorts the stores on the server through the URL', async () => {
    const { router } = renderApp(`${paths.storeResearch}?marketplace=blibli&q=`);
    const stores = await screen.findByTestId('store-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(storeNames(stores)).toEqual(['Glowria Official', 'Toko Kedua']));
    expect(api.calls('POST', STORES)[0]?.body).toEqual({ marketplace: 'blibli', page: 1 });
    fireEvent.click(within(stores).getByRole('columnheader', { name: 'Produk' }));
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('products'));
    await waitFor(() =>
      expect(api.calls('POST', STORES).at(-1)?.body).toEqual({ marketplace: 'blibli', page: 1, sort: 'products' }),
    );
  });

  it('shows the store with its flags and figures and its first 30 products', async () => {
    renderApp(paths.store(7));
    const detail = await screen.findByTestId('store-detail', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(detail).getByRole('heading', { level: 3 }).textContent).toBe('Glowria Official'));
    expect(within(detail).getByTestId('flag-official').textContent).toBe('Toko Resmi');
    expect(within(detail).getByTestId('flag-golden').textContent).toBe('Golden Merchant');
    expect(within(detail).queryByTestId('flag-lazmall')).toBeNull();
    expect(within(detail).getByTestId('store-followers').textContent).toBe('12.345');
    expect(within(detail).getByTestId('store-facts').textContent).toContain('98%');
    expect(within(detail).getByTestId('store-facts').textContent).toContain('Kota Bandung');
    expect(within(within(detail).getByTestId('store-facts')).getByTestId('confidence-badge').dataset.level).toBe(
      'high',
    );
    expect(api.calls('POST', STORE)[0]?.body).toEqual({ store_id: 7 });

    const products = await screen.findByTestId('product-table');
    await waitFor(() => expect(within(products).getAllByTestId('product-name')).toHaveLength(STORE_FIRST_PRODUCTS));
    expect(api.calls('POST', STORE_PRODUCTS)[0]?.body).toEqual({ store_id: 7 });
    expect(screen.getByTestId('cost-note').textContent).toContain('Daftar produk toko memakai 1 token per halaman.');
  });

  it("pages the store's products in its marketplace's numbering", async () => {
    const { router } = renderApp(paths.store(7));
    const products = await screen.findByTestId('product-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(products).getAllByTestId('product-name')).toHaveLength(STORE_FIRST_PRODUCTS));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(within(products).getAllByTestId('product-name')).toHaveLength(4));
    expect(searchOf(router).get('page')).toBe('2');
    // Tokopedia counts pages from 1.
    expect(api.calls('POST', STORE_PRODUCTS).at(-1)?.body).toEqual({ store_id: 7, page: 2 });
  });

  it("shows the store's sales chart over the default window", async () => {
    const range = defaultRange(jakartaToday());
    api.on('POST', STORE_ANALYTICS, premium(analytics(range.start_date, 7)));
    renderApp(`${paths.store(7)}?view=analytics`);
    const panel = await screen.findByTestId('store-analytics', {}, { timeout: 10_000 });
    // The range's cost is said beside the picker, and asked before it is spent.
    expect(within(panel).getByTestId('range-cost').textContent).toContain(
      'Setiap rentang tanggal yang ditampilkan memakai 2 token',
    );
    await agreeToCost();
    // Seven days of 100…106 units and Rp 9.000.000 each.
    await waitFor(() => expect(within(panel).getByTestId('summary-units').textContent).toContain('721'));
    expect(within(panel).getByTestId('summary-revenue').textContent).toContain('Rp 63.000.000');
    expect(api.calls('POST', STORE_ANALYTICS)[0]?.body).toEqual({ store_id: 7, ...range });
    expect(api.calls('POST', STORE_PRODUCTS)).toHaveLength(0);
    // echarts draws the chart (SVG) in the lazily loaded chart component.
    const chart = await within(panel).findByTestId('sales-chart', {}, { timeout: 10_000 });
    expect(chart.getAttribute('aria-label')).toBe('Penjualan harian');
    await waitFor(() => expect(chart.querySelectorAll('svg')).toHaveLength(1));
  });

  it("puts a free user's store view behind the paywall", async () => {
    api.user = makeUser();
    api.on('POST', STORE, limited(makeStore()));
    api.on('POST', STORE_PRODUCTS, limited(productPage(5, { page: 1, pageSize: 5, marketplace: 'tokopedia' })));
    renderApp(paths.store(7));
    const products = await screen.findByTestId('product-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(products).getAllByTestId('product-name')).toHaveLength(5));
    // One paywall, under the limited rows; not a second identical card for the store.
    expect(screen.getAllByTestId('paywall').map((paywall) => paywall.getAttribute('data-kind'))).toEqual(['results']);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('says an unknown store was not found and that no token was deducted', async () => {
    api.on('POST', STORE, () => errorReply(404, 'DATA_NOT_FOUND', 'The data you are looking for is not found'));
    api.on('POST', STORE_PRODUCTS, () =>
      errorReply(404, 'DATA_NOT_FOUND', 'The data you are looking for is not found'),
    );
    renderApp(paths.store(999));
    await waitFor(
      () =>
        expect(screen.getAllByTestId('no-results').map((empty) => empty.getAttribute('data-kind'))).toEqual([
          'store',
          'storeProducts',
        ]),
      { timeout: 10_000 },
    );
    expect(screen.getAllByTestId('no-results')[0]?.textContent).toContain('Token Anda tidak dipotong.');
  });
});
