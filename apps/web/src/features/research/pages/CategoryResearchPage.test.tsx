import { FREE_RESULT_LIMIT } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { chargedReply, errorReply, FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import {
  agreeToCost,
  analytics,
  brands,
  limited,
  makeCategory,
  premium,
  productPage,
} from '../../../testing/research.ts';
import { makePaidUser, makeUser } from '../../../testing/user.ts';
import { defaultRange, jakartaToday } from '../dates.ts';

const PRODUCTS = '/internal/feature/category_research/products';
const CATEGORIES = '/internal/feature/category_research/categories';
const ANALYTICS = '/internal/feature/category_research/analytics';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  api.on('GET', '/internal/feature/category', ({ query }) => {
    const parent = query.get('parent_id');
    if (parent === null) return { items: [makeCategory(), makeCategory({ id: 20, name: 'Elektronik' })] };
    if (parent === '10')
      return { items: [makeCategory({ id: 11, name: 'Perawatan Wajah', level: 2, parentId: 10, hasChildren: false })] };
    return { items: [] };
  });
  api.on(
    'POST',
    CATEGORIES,
    premium({
      items: [
        makeCategory(),
        makeCategory({
          id: 20,
          name: 'Elektronik',
          revenue30: 1_000_000_000,
          revenue30Range: { low: 1_000_000_000, high: 1_000_000_000 },
        }),
      ],
      total_count: 2,
    }),
  );
  // The server pages by the numbering it was sent: 45 products, 20 a page.
  api.on('POST', PRODUCTS, ({ body }) =>
    premium(productPage(body.page === 2 ? 5 : 20, { page: body.page, marketplace: body.marketplace })),
  );
});

afterEach(uninstallFakeApi);

const productCalls = () => api.calls('POST', PRODUCTS);
const authChecks = () => api.calls('GET', '/internal/auth/check').length;
const table = () => screen.findByTestId('product-table', {}, { timeout: 10_000 });
const firstProductName = (rows: HTMLElement) => within(rows).getAllByTestId('product-name')[0]?.textContent;

describe('category research', () => {
  it("shows the chosen category's products from the server and sends sort and page through the URL (Shopee from page 0)", async () => {
    const { router } = renderApp(`${paths.categoryResearch}?category=10.11`);
    const rows = await table();
    await waitFor(() => expect(firstProductName(rows)).toBe('Produk 0-0'));
    expect(productCalls()[0]?.body).toEqual({ marketplace: 'shopee', category_id: 11, page: 0 });
    // The path from the URL shows with the names of the tree.
    await waitFor(() => expect(screen.getByTestId('category-path').textContent).toContain('Perawatan Wajah'));
    // Partly estimated 30-day figures are marked, units and revenue alike, and the legend under the rows says what the marks mean.
    // (In the columns — the 7-day revenue's too, measured on 3 of its 7 days — and on a phone again in the figures under the name.)
    const inPhoneFigures = (element: HTMLElement) => element.closest('[data-testid="phone-figures"]') !== null;
    const tags = within(rows).getAllByTestId('estimated-tag');
    expect(tags.filter((tag) => !inPhoneFigures(tag))).toHaveLength(3);
    expect(tags.filter(inPhoneFigures)).toHaveLength(1);
    const legend = within(rows).getByTestId('estimate-legend');
    expect(legend.textContent).toContain('diperkirakan, bukan diukur');
    expect([...legend.querySelectorAll<HTMLElement>('[data-level]')].map((item) => item.dataset.level)).toEqual([
      'high',
      'medium',
      'low',
    ]);
    // Revenue reads as Indonesians write it, the exact amount on hover.
    const revenue = within(rows).getAllByTestId('revenue30')[1]!;
    expect(revenue.textContent).toContain('Rp 106,8\u00a0jt');
    expect(revenue.querySelector('[title]')?.getAttribute('title')).toBe('Rp 106.800.000');
    // … and each 30-day revenue says how far it can be trusted: the first product's mostly read off reviews.
    const levels = (cells: HTMLElement[]) =>
      cells.map((cell) => within(cell).getByTestId('confidence-badge').dataset.level);
    expect(levels(within(rows).getAllByTestId('revenue30'))).toEqual(['low', ...new Array(19).fill('high')]);
    expect(levels(within(rows).getAllByTestId('phone-figures'))).toEqual(['low', ...new Array(19).fill('high')]);
    // On a phone the figure columns give way to the key figures under each name.
    expect(within(rows).getAllByTestId('phone-figures')[1]?.textContent).toMatch(
      /^Rp [\d.]+.+ terjual\/30 hrRp 106,8\u00a0jt\/30 hr\s+Keyakinan tinggi$/,
    );

    fireEvent.click(within(rows).getByRole('columnheader', { name: 'Harga' }));

    await waitFor(() => expect(searchOf(router).get('sort')).toBe('price'));
    await waitFor(() =>
      expect(productCalls().at(-1)?.body).toEqual({ marketplace: 'shopee', category_id: 11, page: 0, sort: 'price' }),
    );

    fireEvent.click(screen.getByTitle('2'));

    await waitFor(() => expect(firstProductName(rows)).toBe('Produk 1-0'));
    expect(searchOf(router).get('page')).toBe('2');
    expect(productCalls().at(-1)?.body).toEqual({ marketplace: 'shopee', category_id: 11, page: 1, sort: 'price' });
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
  }, 30_000); // loads the page, sorts and pages on the server

  it('sorts the other way on a second click (cheapest first) and back to the default on a third', async () => {
    const { router } = renderApp(`${paths.categoryResearch}?category=10.11&sort=price`);
    const rows = await table();
    await waitFor(() => expect(productCalls()).toHaveLength(1));
    fireEvent.click(within(rows).getByRole('columnheader', { name: 'Harga' }));
    await waitFor(() => expect(searchOf(router).get('order')).toBe('asc'));
    await waitFor(() =>
      expect(productCalls().at(-1)?.body).toEqual({
        marketplace: 'shopee',
        category_id: 11,
        page: 0,
        sort: 'price',
        order: 'asc',
      }),
    );
    expect(document.querySelector('.ant-table-column-sort .ant-table-column-sorter-up.active')).not.toBeNull();
    fireEvent.click(within(rows).getByRole('columnheader', { name: 'Harga' }));
    await waitFor(() => expect(searchOf(router).has('sort')).toBe(false));
    expect(searchOf(router).has('order')).toBe(false);
  });

  it('numbers the pages of the other marketplaces from 1 and loads a shared view as it was', async () => {
    renderApp(
      `${paths.categoryResearch}?marketplace=tokopedia&category=10&page=3&page_size=20&sort=units30&min_price=10000&official_only=1`,
    );
    const rows = await table();
    await waitFor(() => expect(firstProductName(rows)).toBe('Produk 3-0'));
    expect(productCalls()).toHaveLength(1);
    expect(productCalls()[0]?.body).toEqual({
      marketplace: 'tokopedia',
      category_id: 10,
      page: 3,
      page_size: 20,
      sort: 'units30',
      filters: { min_price: 10_000, official_only: true },
    });
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('3');
  });

  it('shows the token balance the charged answer carries, without asking for the user again', async () => {
    let answer: (reply: Response) => void = () => undefined;
    api.on('POST', PRODUCTS, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp(`${paths.categoryResearch}?category=10.11`);
    await waitFor(() => expect(productCalls()).toHaveLength(1));
    expect(screen.getByTestId('token-balance').textContent).toBe('3.480 / 3.600Pinter');

    answer(chargedReply(premium(productPage(20, { page: 0 })), { count: 121, limit: 3_600 }));

    await waitFor(() => expect(screen.getByTestId('token-balance').textContent).toBe('3.479 / 3.600Pinter'));
    const rows = await table();
    await waitFor(() => expect(firstProductName(rows)).toBe('Produk 0-0'));
    expect(authChecks()).toBe(1);
  });

  it("shows a free user's limited rows with the paywall and no pager", async () => {
    api.user = makeUser();
    api.on('POST', PRODUCTS, limited(productPage(FREE_RESULT_LIMIT, { page: 0, pageSize: FREE_RESULT_LIMIT })));
    renderApp(`${paths.categoryResearch}?category=10.11&page=4&sort=price`);
    const rows = await table();
    await waitFor(() => expect(within(rows).getAllByTestId('product-name')).toHaveLength(FREE_RESULT_LIMIT));
    const paywall = screen.getByTestId('paywall');
    expect(paywall.textContent).toContain(`${FREE_RESULT_LIMIT} hasil pertama`);
    expect(within(paywall).getByRole('link', { name: 'Lihat paket' }).getAttribute('href')).toBe(paths.pricing);
    expect(document.querySelector('.ant-pagination')).toBeNull();
    // The server's default order is not shown as the price order the URL asked for.
    expect(document.querySelector('.ant-table-column-sort')).toBeNull();
    const sortSelect = screen.getByTestId('sort-select');
    expect(sortSelect.className).toContain('ant-select-disabled');
    expect(sortSelect.textContent).toContain('Omzet (30 hari)');
  });

  it('loads the tree level by level in the cascader and puts the chosen path in the URL', async () => {
    const { router } = renderApp(`${paths.categoryResearch}?marketplace=tiktok`);
    const picker = await screen.findByTestId('category-picker', {}, { timeout: 10_000 });
    await waitFor(() => expect(api.calls('GET', '/internal/feature/category')).toHaveLength(1));
    expect(api.calls('GET', '/internal/feature/category')[0]?.query.get('marketplace')).toBe('tiktok');
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
    fireEvent.click(await screen.findByTitle('Kecantikan'));

    // Passing through a level loads its children but chooses (and pays for) nothing yet.
    await waitFor(() =>
      expect(api.calls('GET', '/internal/feature/category').map((call) => call.query.get('parent_id'))).toEqual([
        null,
        '10',
      ]),
    );
    expect(searchOf(router).has('category')).toBe(false);
    fireEvent.click(await screen.findByTitle('Perawatan Wajah'));

    await waitFor(() => expect(searchOf(router).get('category')).toBe('10.11'));
    await waitFor(() => expect(productCalls()).toHaveLength(1));
    expect(productCalls()[0]?.body).toEqual({ marketplace: 'tiktok', category_id: 11, page: 1 });
  });

  it('chooses a category above the leaves when the cascader closes on it', async () => {
    const { router } = renderApp(paths.categoryResearch);
    const picker = await screen.findByTestId('category-picker', {}, { timeout: 10_000 });
    const selector = picker.querySelector('.ant-select-selector') ?? picker;
    fireEvent.mouseDown(selector);
    fireEvent.click(await screen.findByTitle('Kecantikan'));
    await screen.findByTitle('Perawatan Wajah');
    expect(searchOf(router).has('category')).toBe(false);

    fireEvent.keyDown(picker.querySelector('input') ?? selector, { key: 'Escape', code: 'Escape', keyCode: 27 });

    await waitFor(() => expect(searchOf(router).get('category')).toBe('10'));
    await waitFor(() => expect(productCalls()[0]?.body).toEqual({ marketplace: 'shopee', category_id: 10, page: 0 }));
  });

  it('survives a category tree whose answer lists a category under itself', async () => {
    api.on('GET', '/internal/feature/category', ({ query }) => ({
      items:
        query.get('parent_id') === '10'
          ? [makeCategory({ id: 10 }), makeCategory({ id: 11, name: 'Perawatan Wajah', level: 2, parentId: 10 })]
          : [makeCategory()],
    }));
    renderApp(`${paths.categoryResearch}?category=10.11`);
    await waitFor(() => expect(screen.getByTestId('category-path').textContent).toContain('Perawatan Wajah'), {
      timeout: 10_000,
    });
    const rows = await table();
    await waitFor(() => expect(firstProductName(rows)).toBe('Produk 0-0'));
  });

  it('says that nothing was found in the category and that no token was deducted', async () => {
    api.on('POST', PRODUCTS, premium({ items: [], total_count: 0, page: 0, page_size: 20 }));
    renderApp(`${paths.categoryResearch}?category=10.11`);
    const empty = await screen.findByTestId('no-results', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('Tidak ada produk di kategori ini');
    expect(empty.textContent).toContain('Token Anda tidak dipotong.');
    expect(screen.queryByTestId('product-table')).toBeNull();
  });

  it("treats the API's DATA_NOT_FOUND as nothing found, without reloading the user", async () => {
    api.on('POST', PRODUCTS, () => errorReply(404, 'DATA_NOT_FOUND', 'The data you are looking for is not found'));
    renderApp(`${paths.categoryResearch}?category=10.11`);
    const empty = await screen.findByTestId('no-results', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('Token Anda tidak dipotong.');
    expect(authChecks()).toBe(1);
  });

  it('says when the tokens are used up, that nothing was deducted, and reloads the balance', async () => {
    api.on('POST', PRODUCTS, () => errorReply(402, 'TOKENS_EXHAUSTED', 'Your tokens are used up, refilled next month'));
    renderApp(`${paths.categoryResearch}?category=10.11`);
    const error = await screen.findByTestId('research-error', {}, { timeout: 10_000 });
    expect(error.getAttribute('data-code')).toBe('TOKENS_EXHAUSTED');
    expect(error.textContent).toContain('Token Anda sudah habis, diisi ulang bulan depan');
    expect(error.textContent).toContain('Token Anda tidak dipotong.');
    await waitFor(() => expect(authChecks()).toBe(2));
  });

  it('shows the issues of invalid filters without calling the server', async () => {
    renderApp(`${paths.categoryResearch}?category=10.11&min_price=500&max_price=100`);
    const error = await screen.findByTestId('research-error', {}, { timeout: 10_000 });
    expect(error.getAttribute('data-code')).toBe('VALIDATION_FAILED');
    expect(screen.getByTestId('research-issues').textContent).toContain(
      'The lowest price must not be above the highest',
    );
    expect(error.textContent).toContain('Token Anda tidak dipotong.');
    expect(productCalls()).toHaveLength(0);
  });

  it('applies the filters from the form to the URL and the request, back on the first page', async () => {
    const { router } = renderApp(`${paths.categoryResearch}?category=10.11&page=2`);
    await table();
    await waitFor(() => expect(productCalls()).toHaveLength(1));
    fireEvent.change(
      screen.getByTestId('filter-min-price').querySelector('input') ?? screen.getByTestId('filter-min-price'),
      { target: { value: '50000' } },
    );
    fireEvent.click(screen.getByTestId('filter-official'));
    fireEvent.click(screen.getByTestId('filters-apply'));
    await waitFor(() => expect(searchOf(router).get('min_price')).toBe('50000'));
    expect(searchOf(router).get('official_only')).toBe('1');
    expect(searchOf(router).has('page')).toBe(false);
    await waitFor(() =>
      expect(productCalls().at(-1)?.body).toEqual({
        marketplace: 'shopee',
        category_id: 11,
        page: 0,
        filters: { min_price: 50_000, official_only: true },
      }),
    );
  });

  it("lists the marketplace's top categories before one is chosen, and goes into one", async () => {
    const { router } = renderApp(`${paths.categoryResearch}?marketplace=lazada`);
    const categories = await screen.findByTestId('category-table', {}, { timeout: 10_000 });
    expect(api.calls('POST', CATEGORIES)[0]?.body).toEqual({ marketplace: 'lazada' });
    expect(productCalls()).toHaveLength(0);
    // An estimated 30-day revenue shows as its 80% range, a measured one as its amount.
    const [estimated, measured] = within(categories).getAllByRole('row').slice(1);
    expect(within(estimated!).getByTestId('rupiah-range').textContent).toBe('Rp 4,6–5,5\u00a0M');
    expect(within(measured!).queryByTestId('rupiah-range')).toBeNull();
    // Before a category is opened (and its products charged), the page says what opening one costs.
    expect(screen.getByTestId('cost-note').textContent).toBe(
      'Membuka kategori memakai 1 token untuk daftar produknya, begitu pula setiap halaman berikutnya. Daftar kategori dan subkategori gratis; tidak ada token yang dipotong jika data tidak ditemukan.',
    );
    fireEvent.click(within(categories).getByText('Elektronik'));
    await waitFor(() => expect(searchOf(router).get('category')).toBe('20'));
    await waitFor(() => expect(productCalls()[0]?.body).toEqual({ marketplace: 'lazada', category_id: 20, page: 1 }));
  });

  it("shows the category's analytics: brand shares and daily sales with the estimated revenue marked", async () => {
    const range = defaultRange(jakartaToday());
    api.on('POST', ANALYTICS, premium(analytics(range.start_date, 7, brands)));
    renderApp(`${paths.categoryResearch}?category=10&view=analytics`);
    const panel = await screen.findByTestId('category-analytics', {}, { timeout: 10_000 });
    expect(await agreeToCost()).toContain('Hasil ini memakai 2 token. Sisa token Anda: 3.480.');
    await waitFor(() => expect(within(panel).getByTestId('sales-summary').textContent).toContain('Rp 21.000.000'));
    expect(api.calls('POST', ANALYTICS)[0]?.body).toEqual({ category_id: 10, ...range });
    expect(productCalls()).toHaveLength(0);
    expect(within(panel).getByTestId('estimate-note').textContent).toContain('omzet estimasi');
    // 63M in the category: Glowria 30M, Somethinc 15M, the rest other brands.
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('brand-share')
          .map((cell) => cell.textContent),
      ).toEqual(['47,6%', '23,8%']),
    );
    expect((await within(panel).findByTestId('sales-chart', {}, { timeout: 10_000 })).getAttribute('aria-label')).toBe(
      'Penjualan harian',
    );
  });

  it('shows the chart paywall when the plan has no history', async () => {
    api.user = makeUser();
    api.on('POST', ANALYTICS, limited({ items: [], total_count: 0, daily_sales: [], summary: null }));
    renderApp(`${paths.categoryResearch}?category=10&view=analytics`);
    const paywall = await screen.findByTestId('paywall', {}, { timeout: 10_000 });
    expect(paywall.getAttribute('data-kind')).toBe('charts');
    expect(paywall.textContent).toContain('Pinter');
    expect(screen.queryByTestId('sales-summary')).toBeNull();
  });

  it('does not ask for a range the plan cannot see', async () => {
    renderApp(`${paths.categoryResearch}?category=10&view=analytics&from=2025-01-01&to=2025-03-01`);
    const problem = await screen.findByTestId('range-problem', {}, { timeout: 10_000 });
    expect(problem.textContent).toContain('Pilih rentang tanggal yang valid');
    expect(problem.textContent).toContain('antara 3 dan 30 hari');
    expect(api.calls('POST', ANALYTICS)).toHaveLength(0);
  });
});
