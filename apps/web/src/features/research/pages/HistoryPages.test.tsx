import { STORE_FIRST_PRODUCTS } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import {
  agreeToCost,
  analytics,
  brands,
  makeCategory,
  makeProduct,
  makeStore,
  makeStoreSummary,
  premium,
  productPage,
} from '../../../testing/research.ts';
import { makePaidUser, makeUser } from '../../../testing/user.ts';
import { addDays, jakartaToday } from '../dates.ts';

const charts = vi.hoisted(() => ({
  rendered: [] as { option: any; onEvents?: Record<string, (params: unknown) => void> }[],
}));
vi.mock('echarts-for-react/esm/core', () => ({
  default: (props: { option: unknown; onEvents?: Record<string, (params: unknown) => void> }) => {
    charts.rendered.push(props as (typeof charts.rendered)[number]);
    return null;
  },
}));
const lastChart = (seriesId: string) =>
  [...charts.rendered].reverse().find((props) => props.option.series?.[0]?.id === seriesId);

const STORE = '/internal/feature/store_research/store';
const STORE_ANALYTICS = '/internal/feature/store_research/analytics';
const STORE_PRODUCTS = '/internal/feature/store_research/products';
const CATEGORY_ANALYTICS = '/internal/feature/category_research/analytics';
const TREE = '/internal/feature/category';

let api: FakeApi;
const today = jakartaToday();

/** 32 products whose units and revenue grow with their index: product i sells i × 10 units for i × 1,000,000. */
const storeProducts = Array.from({ length: 32 }, (_, index) =>
  makeProduct({
    productId: 100 + index,
    name: index === 0 ? 'Serum <b>Bold</b>' : `Produk ${index}`,
    units30: (index + 1) * 10,
    revenue30: (index + 1) * 1_000_000,
  }),
);

beforeEach(() => {
  charts.rendered.length = 0;
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  api.on('POST', STORE, premium(makeStore({ storeId: 7, name: 'Glowria Official' })));
  api.on('POST', STORE_ANALYTICS, ({ body }) => premium(analytics(body.start_date, 7)));
  api.on('POST', STORE_PRODUCTS, premium({ items: storeProducts, total_count: 64, page: 1, page_size: 32 }));
});

afterEach(uninstallFakeApi);

describe('store history', () => {
  it('shows the store and its history at two tokens a range', async () => {
    renderApp(paths.storeHistory(7));
    const header = await screen.findByTestId('history-header', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(header).getByRole('heading', { level: 3 }).textContent).toBe('Glowria Official'));
    expect(await agreeToCost()).toContain('memakai 2 token');
    await screen.findByTestId('sales-summary');
    expect(api.calls('POST', STORE_ANALYTICS)[0]?.body).toMatchObject({
      store_id: 7,
      start_date: addDays(today, -8),
      end_date: addDays(today, -2),
    });
    expect(screen.getByTestId('range-cost').textContent).toContain('memakai 2 token');
    // The quadrant's products load only when its tab is opened (they cost a search).
    expect(api.calls('POST', STORE_PRODUCTS)).toHaveLength(0);
  });

  it("costs a dashboard page's one token when a Genius user opens it from the enterprise dashboard, and says where it came from", async () => {
    api.user = makePaidUser('genius');
    renderApp(paths.fromEnterprise(paths.storeHistory(7)));
    await screen.findByTestId('sales-summary', {}, { timeout: 10_000 });
    expect(api.calls('POST', STORE_ANALYTICS)[0]?.body).toMatchObject({ store_id: 7, from: 'enterprise_dashboard' });
    expect(screen.getByTestId('range-cost').textContent).toContain('memakai 1 token');
    // The way back is the dashboard it came from.
    expect(screen.getByTestId('history-back').getAttribute('href')).toBe(paths.enterprise);
    expect(screen.getByTestId('history-back').textContent).toBe('Kembali ke dashboard enterprise');
  });

  it('keeps the history price, and sends no origin, for a user without the dashboard who follows such a link', async () => {
    renderApp(paths.fromEnterprise(paths.storeHistory(7)));
    await screen.findByTestId('history-header', {}, { timeout: 10_000 });
    expect(screen.getByTestId('history-back').getAttribute('href')).toBe(paths.storeHistories);
    expect(await agreeToCost()).toContain('memakai 2 token');
    await screen.findByTestId('sales-summary');
    expect(api.calls('POST', STORE_ANALYTICS)[0]?.body).not.toHaveProperty('from');
  });

  it("plots the store's first 30 products by 30-day units and revenue, split at the medians, and a product opens its history", async () => {
    const from = addDays(today, -12);
    const to = addDays(today, -3);
    const { router } = renderApp(`${paths.storeHistory(7)}?view=products&from=${from}&to=${to}`);
    await screen.findByTestId('product-quadrant', {}, { timeout: 10_000 });
    // The quadrant chart loads lazily.
    await waitFor(() => expect(lastChart('products')?.option.series[0].type).toBe('scatter'), { timeout: 10_000 });
    expect(api.calls('POST', STORE_PRODUCTS)[0]?.body).toEqual({ store_id: 7 });

    const { option, onEvents } = lastChart('products')!;
    const [series] = option.series;
    expect(series.data).toHaveLength(STORE_FIRST_PRODUCTS);
    expect(series.data[0]).toEqual({ name: 'Serum <b>Bold</b>', value: [10, 1_000_000], productId: 100 });
    expect(series.data.at(-1)).toEqual({ name: 'Produk 29', value: [300, 30_000_000], productId: 129 });
    // Medians of 10…300 and 1M…30M over 30 products: the mean of the 15th and 16th.
    expect(series.markLine.data).toEqual([{ xAxis: 155 }, { yAxis: 15_500_000 }]);
    expect(option.xAxis.name).toBe('Terjual (30 hari)');
    expect(option.yAxis.name).toBe('Omzet (30 hari)');
    const tooltip = option.tooltip.formatter({ data: series.data[0] });
    expect(tooltip).toContain('Serum &lt;b&gt;Bold&lt;/b&gt;');
    expect(tooltip).toContain('Rp 1.000.000');

    onEvents?.click?.({ data: series.data[3] });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.productHistory(103)));
    expect(searchOf(router).get('from')).toBe(from);
    expect(searchOf(router).get('to')).toBe(to);
  });
});

describe('category history', () => {
  beforeEach(() => {
    api.on('GET', TREE, ({ query }) => ({
      items:
        query.get('parent_id') === '10'
          ? [makeCategory({ id: 11, name: 'Perawatan Wajah', level: 2, parentId: 10, hasChildren: false })]
          : [makeCategory()],
    }));
    api.on('POST', CATEGORY_ANALYTICS, ({ body }) => premium(analytics(body.start_date, 7, brands)));
  });

  it('names the category from its path and charts its sales with the brand shares', async () => {
    renderApp(`${paths.categoryHistory(11)}?marketplace=shopee&category=10.11&view=charts`);
    await waitFor(() => expect(screen.getByTestId('history-name').textContent).toBe('Perawatan Wajah'), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('category-path').textContent).toContain('Kecantikan');
    await agreeToCost();
    const shares = await screen.findByTestId('brand-shares');
    expect(
      within(shares)
        .getAllByTestId('brand-share')
        .map((cell) => cell.textContent),
    ).toEqual(['47,6%', '23,8%']);
    expect(api.calls('POST', CATEGORY_ANALYTICS)[0]?.body).toMatchObject({ category_id: 11 });
    expect(screen.getByTestId('range-cost').textContent).toContain('memakai 2 token');
  });

  it('still shows the history of a category reached without its path', async () => {
    renderApp(paths.categoryHistory(11));
    await agreeToCost();
    await screen.findByTestId('sales-summary', {}, { timeout: 10_000 });
    expect(screen.getByTestId('history-name').textContent).toBe('Kategori #11');
  });

  it('opens a category of the top level from the list', async () => {
    api.on(
      'POST',
      '/internal/feature/category_research/categories',
      premium({ items: [makeCategory()], total_count: 1 }),
    );
    const { router } = renderApp(`${paths.categoryHistories}?marketplace=tokopedia`);
    const table = await screen.findByTestId('category-table', {}, { timeout: 10_000 });
    fireEvent.click(within(table).getByTestId('category-name'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.categoryHistory(10)));
    expect(searchOf(router).get('marketplace')).toBe('tokopedia');
    expect(searchOf(router).get('category')).toBe('10');
  });
});

describe('history lists', () => {
  it('finds a product by keyword and opens its history', async () => {
    api.on('POST', '/internal/feature/product_research/products', ({ body }) =>
      premium(productPage(3, { page: body.page, total: 3 })),
    );
    const { router } = renderApp(paths.productHistories);
    await screen.findByTestId('product-search-prompt', {}, { timeout: 10_000 });
    expect(screen.getByTestId('history-cost-intro').textContent).toContain('memakai 1 token');
    const input = screen.getByTestId('product-search').querySelector('input') ?? screen.getByTestId('product-search');
    fireEvent.change(input, { target: { value: 'serum' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const table = await screen.findByTestId('product-table');
    await waitFor(() => expect(within(table).getAllByTestId('product-name')).toHaveLength(3));
    expect(api.calls('POST', '/internal/feature/product_research/products')[0]?.body).toEqual({
      marketplace: 'shopee',
      q: 'serum',
      page: 0,
    });
    fireEvent.click(within(table).getAllByTestId('product-name')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.productHistory(2)));
  });

  it('finds a store and opens its history', async () => {
    api.on(
      'POST',
      '/internal/feature/store_research/stores',
      premium({
        items: [makeStoreSummary({ storeId: 8, name: 'Toko Kedua' })],
        total_count: 1,
        page: 0,
        page_size: 20,
      }),
    );
    const { router } = renderApp(`${paths.storeHistories}?q=`);
    const table = await screen.findByTestId('store-table', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByTestId('store-name')
          .map((name) => name.textContent),
      ).toEqual(['Toko Kedua']),
    );
    fireEvent.click(within(table).getByText('Toko Kedua'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.storeHistory(8)));
  });

  it('tells a plan without history up front that history needs a paid plan', async () => {
    api.user = makeUser();
    renderApp(paths.storeHistories);
    const paywall = await screen.findByTestId('paywall', {}, { timeout: 10_000 });
    expect(paywall.getAttribute('data-kind')).toBe('charts');
  });
});
