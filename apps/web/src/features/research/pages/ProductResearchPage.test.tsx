import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { errorReply, FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import {
  agreeToCost,
  limited,
  makeProduct,
  makeProductDetail,
  makeTokopediaProduct,
  premium,
  productPage,
} from '../../../testing/research.ts';
import { makePaidUser, makeUser } from '../../../testing/user.ts';

const PRODUCTS = '/internal/feature/product_research/products';
const PRODUCT = '/internal/feature/product_research/product';
const STATISTICS = '/internal/feature/tokopedia/statistics';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  api.on('POST', PRODUCTS, ({ body }) =>
    premium(productPage(3, { page: body.page, marketplace: body.marketplace, prefix: body.q, total: 3 })),
  );
  api.on('POST', PRODUCT, ({ body }) => {
    const tokopedia = body.product_id === 1001;
    return premium(
      makeProductDetail({
        productId: body.product_id,
        marketplace: tokopedia ? 'tokopedia' : 'shopee',
        name: `Produk ${body.product_id}`,
        url: tokopedia ? 'https://www.tokopedia.com/glowria/serum-vitamin-c-20ml' : 'https://shopee.co.id/serum-i.7.1',
        tokopediaKeys: tokopedia ? { shopDomain: 'glowria', productKey: 'serum-vitamin-c-20ml' } : null,
      }),
    );
  });
  api.on('GET', STATISTICS, {
    product: makeTokopediaProduct({ product_id: 1001, name: 'Produk 1001' }),
    daily_sales: [],
    variantsStatistics: [],
    detailVariants: [
      {
        variantName: '20ml',
        estimatedRevenue: 80_100_000,
        thisMonthEstimatedRevenue: 26_700_000,
        estimatedSales: 900,
        thisMonthEstimatedSales: 300,
        stock: 500,
        stockValue: 44_500_000,
        price: 89_000,
        productURL: '',
        productName: 'Produk 1001',
        imageURL: null,
      },
    ],
    isPremium: true,
    showPaywall: false,
  });
});

afterEach(uninstallFakeApi);

const searchCalls = () => api.calls('POST', PRODUCTS);

function search(keyword: string) {
  const box = screen.getByTestId('product-search');
  const input = box.querySelector('input') ?? box;
  fireEvent.change(input, { target: { value: keyword } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('product research', () => {
  it('offers only the marketplaces with data as tabs', async () => {
    api.on('GET', '/public/v1/marketplaces', { items: ['shopee', 'tokopedia', 'tiktok'], lastDay: null, lastDays: {} });
    renderApp(paths.productResearch);
    const tabs = await screen.findByTestId('marketplace-tabs', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Shopee', 'Tokopedia', 'TikTok Shop']),
    );
  });

  it('asks nothing before a keyword is given', async () => {
    renderApp(paths.productResearch);
    expect((await screen.findByTestId('product-search-prompt', {}, { timeout: 10_000 })).textContent).toContain(
      'Ketik kata kunci untuk mencari produk.',
    );
    expect(searchCalls()).toHaveLength(0);
  });

  it("refuses a one-letter keyword in the page's language, asking nothing, and so does a shared URL", async () => {
    const { router } = renderApp(`${paths.productResearch}?q=a`);
    await screen.findByTestId('product-search-prompt', {}, { timeout: 10_000 });
    expect(screen.getByTestId('keyword-too-short').textContent).toBe('Ketik minimal 2 karakter.');
    const input = screen.getByTestId('product-search').querySelector('input')!;
    fireEvent.change(input, { target: { value: ' b ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect((await screen.findByTestId('keyword-too-short')).textContent).toBe('Ketik minimal 2 karakter.');
    expect(searchOf(router).get('q')).toBe('a');
    expect(searchCalls()).toHaveLength(0);
  });

  it('sends the keyword and the filters, then opens a product with its Tokopedia variants', async () => {
    const { router } = renderApp(`${paths.productResearch}?marketplace=tokopedia`);
    await screen.findByTestId('product-search-prompt', {}, { timeout: 10_000 });
    search('serum');

    await waitFor(() => expect(searchOf(router).get('q')).toBe('serum'));
    const rows = await screen.findByTestId('product-table');
    await waitFor(() =>
      expect(
        within(rows)
          .getAllByTestId('product-name')
          .map((name) => name.textContent),
      ).toEqual(['serum 1-0', 'serum 1-1', 'serum 1-2']),
    );
    expect(searchCalls()[0]?.body).toEqual({ marketplace: 'tokopedia', q: 'serum', page: 1 });

    fireEvent.change(
      screen.getByTestId('filter-max-price').querySelector('input') ?? screen.getByTestId('filter-max-price'),
      { target: { value: '200000' } },
    );
    fireEvent.change(
      screen.getByTestId('filter-min-rating').querySelector('input') ?? screen.getByTestId('filter-min-rating'),
      { target: { value: '4.5' } },
    );
    fireEvent.click(screen.getByTestId('filters-apply'));

    await waitFor(() =>
      expect(searchCalls().at(-1)?.body).toEqual({
        marketplace: 'tokopedia',
        q: 'serum',
        page: 1,
        filters: { max_price: 200_000, min_rating: 4.5 },
      }),
    );
    expect(searchOf(router).get('max_price')).toBe('200000');
    expect(searchOf(router).get('min_rating')).toBe('4.5');

    fireEvent.click(within(rows).getByText('serum 1-0'));

    await waitFor(() => expect(searchOf(router).get('product')).toBe('1001'));
    const drawer = await screen.findByTestId('product-drawer');
    await waitFor(() =>
      expect(within(drawer).getByTestId('product-facts').textContent).toContain('Kecantikan › Perawatan Wajah'),
    );
    expect(api.calls('POST', PRODUCT)[0]?.body).toEqual({ product_id: 1001 });

    // Tokopedia's variants are a charged call: the button says so before the click.
    expect(within(drawer).getByTestId('open-variants').textContent).toBe('Varian (2) · 1 token');
    fireEvent.click(within(drawer).getByTestId('open-variants'));

    await waitFor(() => expect(searchOf(router).get('modal')).toBe('variants'));
    const modal = await screen.findByTestId('variant-modal');
    expect(modal.getAttribute('data-layout')).toBe('tokopedia');
    // Tokopedia's version comes from its statistics, keyed by the product URL's shop and product.
    await waitFor(() => expect(within(modal).getAllByRole('row')[1]?.textContent).toContain('Rp 26.700.000'));
    expect(Object.fromEntries(api.calls('GET', STATISTICS)[0]?.query ?? [])).toEqual({
      shop_domain: 'glowria',
      product_key: 'serum-vitamin-c-20ml',
      product_id: '1001',
    });
    const headers = within(modal)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Nama varian',
      'Estimasi terjual (30 hari)',
      'Estimasi omzet (30 hari)',
      'Estimasi terjual bulan ini',
      'Estimasi omzet bulan ini',
      'Stok',
      'Nilai stok',
      'Harga',
    ]);
    expect(within(modal).getAllByRole('row')[1]?.textContent).toBe(
      '20ml900Rp 80.100.000300Rp 26.700.000500Rp 44.500.000Rp 89.000',
    );
    expect(within(modal).getByTestId('variant-estimate-note').textContent).toBe(
      'Penjualan dan omzet per varian merupakan estimasi.',
    );
    expect(within(modal).queryByTestId('lowest-price')).toBeNull();
  }, 15_000); // searches, filters, opens a product and its variants in turn

  it("shows the other marketplaces' variants as estimates, without Tokopedia's statistics", async () => {
    api.on(
      'POST',
      PRODUCT,
      premium(makeProductDetail({ marketplace: 'lazada', url: 'https://www.lazada.co.id/products/serum-i1.html' })),
    );
    renderApp(`${paths.productResearch}?marketplace=lazada&q=serum&product=1&modal=variants`);
    const modal = await screen.findByTestId('variant-modal', {}, { timeout: 10_000 });
    expect(modal.getAttribute('data-layout')).toBe('tokopedia');
    await waitFor(() => expect(within(modal).getAllByRole('row')).toHaveLength(3));
    expect(
      within(modal)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).not.toContain('Estimasi terjual bulan ini');
    expect(api.calls('GET', STATISTICS)).toHaveLength(0);
  });

  it("opens a shared Shopee product's variants from the URL, with the lowest-price flag", async () => {
    renderApp(`${paths.productResearch}?q=serum&product=7&modal=variants`);
    const modal = await screen.findByTestId('variant-modal', {}, { timeout: 10_000 });
    expect(modal.getAttribute('data-layout')).toBe('shopee');
    await waitFor(() => expect(within(modal).getAllByRole('row')).toHaveLength(3));
    const headers = within(modal)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Nama',
      'Harga',
      'Stok',
      'Nilai stok',
      'Terjual (30 hari)',
      'Omzet (30 hari)',
      'Harga terendah di Shopee',
    ]);
    expect(within(modal).getAllByTestId('lowest-price')).toHaveLength(1);
    expect(within(modal).getAllByRole('row')[1]?.textContent).toContain('20ml');
    expect(within(modal).getAllByRole('row')[1]?.textContent).toContain('Ya');
  });

  it('shows the affiliate commission rates as percentages', async () => {
    const { router } = renderApp(`${paths.productResearch}?q=serum&product=7`);
    const drawer = await screen.findByTestId('product-drawer', {}, { timeout: 10_000 });
    fireEvent.click(await within(drawer).findByTestId('open-affiliate'));
    await waitFor(() => expect(searchOf(router).get('modal')).toBe('affiliate'));
    const modal = await screen.findByTestId('affiliate-modal');
    expect(within(modal).getByTestId('affiliate-sellerCommissionRate').textContent).toBe('8%');
    expect(within(modal).getByTestId('affiliate-videoCommissionRate').textContent).toBe('10%');
    expect(within(modal).getByTestId('affiliate-liveCommissionRate').textContent).toBe('—');
  });

  it('says a price is a "from" price where the variants differ, and explains revenue from variant sales to a free user', async () => {
    api.user = makeUser();
    api.on('POST', PRODUCTS, ({ body }) =>
      limited({
        ...productPage(2, { page: body.page, marketplace: body.marketplace, prefix: body.q, total: 2 }),
        items: [
          makeProduct({ productId: 7, price: 120_500, priceMax: 380_000 }),
          makeProduct({ productId: 8, price: 89_000, priceMax: null }),
        ],
      }),
    );
    api.on(
      'POST',
      PRODUCT,
      limited(makeProductDetail({ productId: 7, price: 120_500, priceMax: 380_000, variants: [], affiliate: null })),
    );
    renderApp(`${paths.productResearch}?q=serum`);
    const rows = await screen.findByTestId('product-table', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        within(rows)
          .getAllByTestId('list-price')
          .map((cell) => cell.textContent),
      ).toEqual(['mulai dari Rp 120.500', 'Rp 89.000']),
    );
    fireEvent.click(within(rows).getAllByTestId('product-name')[0]!);
    const drawer = await screen.findByTestId('product-drawer');
    await waitFor(() =>
      expect(within(drawer).getByTestId('detail-price').textContent).toBe(
        'mulai dari Rp 120.500, hingga Rp 380.000 per varian',
      ),
    );
    const explained = within(drawer).getByTestId('revenue-explained').textContent;
    expect(explained).toContain('Omzet = Σ (unit terjual tiap varian × harga varian itu)');
    expect(explained).toContain('(Rp 120.500 – Rp 380.000)');
    expect(explained).toContain('Paket berbayar menampilkan unit dan omzet tiap varian.');
  });

  it("keeps a free user's variants behind the paywall", async () => {
    api.user = makeUser();
    api.on('POST', PRODUCT, limited(makeProductDetail({ variants: [], affiliate: null })));
    renderApp(`${paths.productResearch}?q=serum&product=7&modal=variants`);
    const modal = await screen.findByTestId('variant-modal', {}, { timeout: 10_000 });
    expect(within(modal).getByTestId('paywall').getAttribute('data-kind')).toBe('details');
    expect(within(modal).queryByTestId('variant-table')).toBeNull();
  });

  it("locks a free user's filters and sort behind the paywall and never sends them, even from a shared URL", async () => {
    api.user = makeUser();
    api.on('POST', PRODUCTS, ({ body }) =>
      limited(productPage(5, { page: body.page, marketplace: body.marketplace, prefix: body.q, total: 40 })),
    );
    renderApp(`${paths.productResearch}?q=serum&min_price=50000&sort=price`);
    await waitFor(() => expect(searchCalls()).toHaveLength(1), { timeout: 10_000 });
    expect(searchCalls()[0]!.body).toEqual({ marketplace: 'shopee', q: 'serum', page: 0 });
    expect(screen.getByTestId('filters-locked').getAttribute('href')).toBe(paths.pricing);
    const minPrice = screen.getByTestId('filter-min-price');
    expect(((minPrice.querySelector('input') ?? minPrice) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('filters-apply') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('sort-select').className).toContain('ant-select-disabled');
  });

  it('says the cost of a search that would use the last token, and asks only after the go', async () => {
    api.user = makePaidUser('smart', { quota: { name: 'Pinter', limit: 3_600, count: 3_599 } });
    renderApp(`${paths.productResearch}?q=serum`);
    expect(await agreeToCost()).toContain('Hasil ini memakai 1 token. Sisa token Anda: 1.');
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    const rows = await screen.findByTestId('product-table');
    await waitFor(() => expect(within(rows).getAllByTestId('product-name')).toHaveLength(3));
  });

  it('asks a search with tokens to spare at once, without a prompt', async () => {
    renderApp(`${paths.productResearch}?q=serum`);
    await waitFor(() => expect(searchCalls()).toHaveLength(1), { timeout: 10_000 });
    expect(screen.queryByTestId('cost-gate')).toBeNull();
  });

  it('says that nothing was found for the keyword and that no token was deducted', async () => {
    api.on('POST', PRODUCTS, () => errorReply(404, 'DATA_NOT_FOUND', 'The data you are looking for is not found'));
    renderApp(`${paths.productResearch}?q=zzzz`);
    const empty = await screen.findByTestId('no-results', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('Data yang Anda cari tidak ditemukan');
    expect(empty.textContent).toContain('Coba kata kunci lain');
    expect(empty.textContent).toContain('Token Anda tidak dipotong.');
  });

  it('offers to request data that was not found, and sends what was looked for', async () => {
    api.on('POST', PRODUCTS, () => errorReply(404, 'DATA_NOT_FOUND', 'The data you are looking for is not found'));
    api.on('POST', '/internal/feature/data_request', { requested: true });
    renderApp(`${paths.productResearch}?marketplace=tokopedia&q=serum%20kopi`);
    fireEvent.click(await screen.findByTestId('request-data', {}, { timeout: 10_000 }));
    await screen.findByTestId('data-requested');
    expect(api.calls('POST', '/internal/feature/data_request').map((c) => c.body)).toEqual([
      { marketplace: 'tokopedia', kind: 'keyword', reference: 'serum kopi' },
    ]);
  });

  it('says when a product is still being validated and lets the user request its data', async () => {
    api.on('POST', PRODUCT, premium(makeProductDetail({ productId: 7, validating: true })));
    api.on('POST', '/internal/feature/data_request', { requested: true });
    renderApp(`${paths.productResearch}?q=serum&product=7`);
    const notice = await screen.findByTestId('validating', {}, { timeout: 10_000 });
    fireEvent.click(within(notice).getByTestId('request-data'));
    await screen.findByTestId('data-requested');
    expect(api.calls('POST', '/internal/feature/data_request')[0]!.body).toEqual({
      marketplace: 'shopee',
      kind: 'product',
      reference: '7',
    });
  });

  it('names a failed search and says no token was deducted', async () => {
    api.on('POST', PRODUCTS, () => errorReply(403, 'PLAN_REQUIRED', 'Upgrade your plan to use this feature'));
    renderApp(`${paths.productResearch}?q=serum`);
    const error = await screen.findByTestId('research-error', {}, { timeout: 10_000 });
    expect(error.getAttribute('data-code')).toBe('PLAN_REQUIRED');
    expect(within(error).getByTestId('paywall').textContent).toContain('Tingkatkan paket Anda untuk memakai fitur ini');
    expect(error.textContent).toContain('Token Anda tidak dipotong.');
  });
});
