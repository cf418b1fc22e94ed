import { apiPaths, PRICE_BAND_FLOORS, type CustomMarket, type Figure } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { renderApp } from '../../testing/render.tsx';
import { makePaidUser, makeUser } from '../../testing/user.ts';
import { BUILD_POLL_MS } from './queries.ts';

vi.mock('echarts-for-react/esm/core', () => ({ default: () => null }));

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().install();
});
afterEach(uninstallFakeApi);

describe('enterprise dashboard', () => {
  it.each(['free', 'basic', 'smart'] as const)('shows a %s user the paywall and asks the API nothing', async (plan) => {
    api.user = plan === 'free' ? makeUser() : makePaidUser(plan);
    renderApp(paths.enterprise);
    const paywall = await screen.findByTestId('paywall', {}, { timeout: 10_000 });
    expect(api.calls('POST', apiPaths.enterpriseMarkets)).toHaveLength(0);
    // The title names the plan, never a raw placeholder.
    expect(within(paywall).getByRole('heading').textContent).toBe('Dashboard enterprise tersedia di paket Jenius');
  });

  it('says how many saved markets the plan allows where markets are created, and offers no new one at the cap', async () => {
    api.user = makePaidUser('genius');
    const list = (count: number) => ({ items: [], page: 1, total: 0, total_page: 1, saved: { count, limit: 10 } });
    api.on('POST', apiPaths.customMarketGetAll, list(3));
    const first = renderApp(paths.enterpriseLists);
    expect((await screen.findByTestId('markets-saved', {}, { timeout: 10_000 })).textContent).toBe(
      '3 dari 10 pasar tersimpan yang diizinkan paket Anda',
    );
    expect(screen.getByTestId('item-create').getAttribute('aria-disabled')).toBe('false');
    first.unmount();

    api.on('POST', apiPaths.customMarketGetAll, list(10));
    renderApp(paths.enterpriseLists);
    expect((await screen.findByTestId('markets-saved', {}, { timeout: 10_000 })).textContent).toContain('hapus satu');
    expect(screen.getByTestId('item-create').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a Genius user the first-time guide once, and remembers it when closed', async () => {
    api.user = makePaidUser('genius');
    api.on('POST', apiPaths.enterpriseMarkets, {
      items: [
        {
          id: 3,
          name: 'Pasar Serum',
          type: 'personal',
          marketplaces: ['shopee'],
          build: { state: 'ready', progress: 100 },
        },
      ],
      onboarded: false,
    });
    api.on('POST', apiPaths.enterpriseBrands, { items: [] });
    api.on('POST', apiPaths.enterpriseOnboarded, { onboarded: true });
    renderApp(paths.enterprise);
    const guide = await screen.findByTestId('onboarding', {}, { timeout: 10_000 });
    fireEvent.click(guide.querySelector('.ant-alert-close-icon')!);
    await waitFor(() => expect(api.calls('POST', apiPaths.enterpriseOnboarded)).toHaveLength(1));
    // Nothing is analysed (nor charged) before the filter is applied.
    expect(api.calls('POST', apiPaths.enterpriseMarketOverview)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('filter-open'));
    expect((await screen.findByTestId('filter-cost')).textContent).toContain('5');
  });

  it('says what the server says applying costs: nothing for a filter paid today that this browser does not remember', async () => {
    api.user = makePaidUser('genius');
    api.on('POST', apiPaths.enterpriseMarkets, {
      items: [
        {
          id: 3,
          name: 'Pasar Serum',
          type: 'personal',
          marketplaces: ['shopee'],
          build: { state: 'ready', progress: 100 },
        },
      ],
      onboarded: true,
    });
    api.on('POST', apiPaths.enterpriseBrands, { items: [] });
    api.on('POST', apiPaths.enterpriseFilterCost, { tokens: 0 });
    renderApp(paths.enterprise);
    fireEvent.click(await screen.findByTestId('filter-open', {}, { timeout: 10_000 }));
    await waitFor(() =>
      expect(screen.getByTestId('filter-cost').textContent).toBe('Sudah dibayar hari ini: tidak ada token terpakai.'),
    );
    expect(document.getElementById('filter-apply')!.textContent).toBe('Terapkan');
    expect(api.calls('POST', apiPaths.enterpriseFilterCost)[0]?.body).toMatchObject({
      market_id: 3,
      marketplaces: ['shopee'],
    });
  });
});

describe('custom markets', () => {
  it('opens a saved market at once, follows its build, and lets it be analysed when its figures are ready', async () => {
    api.user = makePaidUser('genius');
    api.on('POST', apiPaths.customStoresGetAll, {
      items: [{ id: 41, name: 'Toko Serum Jaya', marketplace: 'shopee', revenue30: 9_000_000 }],
      page: 1,
      total: 1,
      total_page: 1,
    });
    api.on('POST', apiPaths.customCategoriesGetAll, { items: [], page: 1, total: 0, total_page: 0 });
    api.on('POST', apiPaths.customBrandGetAll, { items: [], page: 1, total: 0, total_page: 0 });
    const saved: CustomMarket = {
      id: 9,
      name: 'Pasar Serum',
      status: 'draft',
      visibility: 'private',
      type: 'personal',
      editable: true,
      stores: [{ id: 41, name: 'Toko Serum Jaya', marketplace: 'shopee' }],
      storeKeywords: [],
      categories: [],
      createdAt: '2026-11-24T00:00:00.000Z',
      marketplaces: ['shopee'],
      brands: [],
      products: 0,
      build: { state: 'building', progress: 0 },
    };
    api.on('POST', apiPaths.customMarketCreate, saved);
    api.on('POST', apiPaths.customMarketGet, { ...saved, products: 40, build: { state: 'building', progress: 43 } });
    const { router } = renderApp(paths.newEnterpriseItem('market'));
    fireEvent.change(await screen.findByTestId('item-name', {}, { timeout: 10_000 }), {
      target: { value: 'Pasar Serum' },
    });
    const picker = screen.getByTestId('store-picker');
    fireEvent.change(picker.querySelector('input')!, { target: { value: 'Serum' } });
    fireEvent.click(await screen.findByTitle('Toko Serum Jaya'));
    // The store's keyword field is named by the store, whose whole name stands above it.
    fireEvent.change(screen.getByLabelText('Toko Serum Jaya', { selector: 'input' }), {
      target: { value: 'serum, toner' },
    });
    fireEvent.click(screen.getByTestId('item-save'));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.enterpriseItem('market', 9)));
    expect(api.calls('POST', apiPaths.customMarketCreate)[0]?.body).toMatchObject({
      name: 'Pasar Serum',
      storeIds: [],
      storeKeywords: [{ storeId: 41, keywords: ['serum', 'toner'] }],
    });
    const building = await screen.findByTestId('market-building');
    expect(building.textContent).toContain('Angka pasar ini sedang disiapkan');
    await waitFor(() => expect(screen.getByTestId('market-build-progress').textContent).toBe('43%'));
    // Counted while the build runs, the products are not shown; analysis waits for the figures.
    expect(screen.queryByTestId('item-products')).toBeNull();
    expect(screen.getByTestId('item-analyse').getAttribute('aria-disabled')).toBe('true');

    // Until built, the marketplaces stand alone; once built, each says what the market holds there.
    expect(screen.getByTestId('item-marketplaces').textContent).toBe('Shopee');
    const productsByMarketplace = [
      { marketplace: 'shopee', products: 1_200 },
      { marketplace: 'tiktok', products: 0 },
    ];
    api.on('POST', apiPaths.customMarketGet, {
      ...saved,
      marketplaces: ['shopee', 'tiktok'],
      products: 1_200,
      productsByMarketplace,
      build: { state: 'ready', progress: 100 },
    });
    expect((await screen.findByTestId('item-products', {}, { timeout: BUILD_POLL_MS + 3_000 })).textContent).toBe(
      '1.200',
    );
    expect(screen.getByTestId('item-marketplaces').textContent).toBe('Shopee (1.200 produk), TikTok Shop (0 produk)');
    expect(screen.queryByTestId('market-building')).toBeNull();
    expect(screen.getByTestId('item-analyse').getAttribute('aria-disabled')).not.toBe('true');
  });

  it('says when a build failed and leads its owner to save again', async () => {
    api.user = makePaidUser('genius');
    api.on('POST', apiPaths.enterpriseMarkets, {
      items: [
        {
          id: 3,
          name: 'Pasar Serum',
          type: 'personal',
          marketplaces: ['shopee'],
          build: { state: 'failed', progress: 0 },
        },
      ],
      onboarded: true,
    });
    api.on('POST', apiPaths.enterpriseBrands, { items: [] });
    renderApp(paths.enterprise);
    const failed = await screen.findByTestId('market-build-failed', {}, { timeout: 10_000 });
    expect(failed.textContent).toContain('Simpan lagi untuk mencoba lagi');
    expect(failed.querySelector('a')?.getAttribute('href')).toBe(paths.editEnterpriseItem('market', 3));
    // The state comes first in the market's name: a phone cuts the name, not the state.
    expect(screen.getByTestId('market-select').textContent).toBe('Gagal disiapkan · Pasar Serum');
    expect(screen.getByTestId('filter-open').hasAttribute('disabled')).toBe(true);
    expect(api.calls('POST', apiPaths.enterpriseMarketOverview)).toHaveLength(0);
  });
});

describe('beyond the peers', () => {
  const range = {
    start_date: '2026-10-02',
    end_date: '2026-10-31',
    days: 30,
    previous_start: '2026-09-02',
    previous_end: '2026-10-01',
  };
  const figure = (revenue: number, previousRevenue: number, provenance: Figure['provenance'] = 'measured'): Figure => ({
    revenue,
    units: revenue / 1000,
    revenueEstimated: provenance === 'estimated' ? revenue : 0,
    provenance,
    daysObserved: 30,
    previousRevenue,
    previousUnits: previousRevenue / 1000,
    revenueChange: previousRevenue > 0 ? (revenue - previousRevenue) / previousRevenue : null,
    unitsChange: null,
    revenueRange:
      provenance === 'estimated' ? { low: revenue * 0.8, high: revenue * 1.25 } : { low: revenue, high: revenue },
  });
  const answered = { range, marketplaces: ['shopee'] };
  /** A market overview whose totals are `totals`, with nothing else in it. */
  const overviewOf = (totals: Figure) => ({
    ...answered,
    totals: { ...totals, productsSold: 12, averagePrice: 80_000, days: 30 },
    byMarketplace: [],
    topStores: [],
    newEntrants: { stores: [], brands: [] },
    daily: [],
  });

  beforeEach(() => {
    api.user = makePaidUser('genius');
    api.on('POST', apiPaths.enterpriseMarkets, {
      items: [
        {
          id: 3,
          name: 'Pasar Serum',
          type: 'personal',
          marketplaces: ['shopee'],
          build: { state: 'ready', progress: 100 },
        },
      ],
      onboarded: true,
    });
    api.on('POST', apiPaths.enterpriseBrands, { items: [{ id: 8, name: 'Glowria', marketplaces: ['shopee'] }] });
    const market = figure(10_000_000, 8_000_000);
    api.on('POST', apiPaths.enterpriseMarketOverview, overviewOf(market));
    api.on('POST', apiPaths.enterprisePriceBands, {
      ...answered,
      market,
      bands: PRICE_BAND_FLOORS.map((min, i) => ({
        ...figure(
          i === 1 ? 6_000_000 : i === 2 ? 4_000_000 : 0,
          i === 1 ? 8_000_000 : 0,
          i === 2 ? 'estimated' : 'measured',
        ),
        share: i === 1 ? 0.6 : i === 2 ? 0.4 : 0,
        previousShare: i === 1 ? 1 : 0,
        unitsShare: 0,
        previousUnitsShare: 0,
        band: i + 1,
        min,
        max: PRICE_BAND_FLOORS[i + 1] ?? null,
      })),
    });
    api.on('POST', apiPaths.enterpriseBrandOverview, {
      ...answered,
      market,
      brands: [
        {
          ...figure(3_000_000, 2_000_000),
          share: 0.3,
          previousShare: 0.25,
          id: 8,
          name: 'Glowria',
          marketplaces: ['shopee'],
        },
      ],
      daily: [],
    });
    api.on('POST', apiPaths.enterpriseShareMovers, {
      ...answered,
      market,
      brand: {
        ...figure(3_000_000, 2_000_000),
        share: 0.3,
        previousShare: 0.25,
        id: 8,
        name: 'Glowria',
        shareChangePoints: 5,
      },
      products: [
        {
          ...figure(2_500_000, 1_000_000),
          share: 0.25,
          previousShare: 0.125,
          id: 41,
          name: 'Serum Vitamin C',
          marketplace: 'shopee',
          storeId: 5,
          storeName: 'Glowria Official',
          contributionPoints: 12.5,
        },
        {
          ...figure(500_000, 1_000_000, 'estimated'),
          share: 0.05,
          previousShare: 0.125,
          id: 42,
          name: 'Toner Mawar',
          marketplace: 'shopee',
          storeId: 5,
          storeName: 'Glowria Official',
          contributionPoints: -7.5,
        },
      ],
      others: { count: 0, revenue: 0, previousRevenue: 0, contributionPoints: 0 },
    });
  });

  async function applyFilter() {
    const rendered = renderApp(paths.enterprise);
    fireEvent.click(await screen.findByTestId('filter-open', {}, { timeout: 10_000 }));
    await screen.findByTestId('filter-modal');
    fireEvent.click(document.getElementById('filter-apply')!);
    return rendered;
  }

  it("shows an estimated total's 80% range, the estimate on hover, and a measured total as its amount", async () => {
    const estimated = figure(10_000_000, 8_000_000, 'estimated');
    const store = { ...figure(4_000_000, 3_000_000, 'estimated'), share: 0.4, previousShare: 0.375 };
    api.on('POST', apiPaths.enterpriseMarketOverview, {
      ...overviewOf(estimated),
      topStores: [{ ...store, id: 5, name: 'Toko Serum', marketplace: 'shopee' }],
    });
    await applyFilter();
    const card = await screen.findByTestId('total-revenue', {}, { timeout: 10_000 });
    const range = within(card).getByTestId('rupiah-range');
    expect(range.textContent).toBe('Rp 8–12,5\u00a0jt');
    expect(range.getAttribute('title')).toContain('10.000.000');
    // A store's share of the market carries its own range.
    const row = screen.getByText('Toko Serum').closest('tr')!;
    expect(within(row).getAllByTestId('rupiah-range')[0]!.textContent).toBe('Rp 3,2–5\u00a0jt');
    // Units are counted, not estimated into a range.
    expect(within(screen.getByTestId('total-units')).queryByTestId('rupiah-range')).toBeNull();
  });

  it('shows every price band of the market on the platform tab, named by its rupiah bounds, with its share and provenance', async () => {
    await applyFilter();
    const panel = await screen.findByTestId('price-bands', {}, { timeout: 10_000 });
    // Numbers are written with the locale's non-breaking spaces.
    const rows = within(panel)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent!.replace(/\s/g, ' '));
    expect(rows).toHaveLength(PRICE_BAND_FLOORS.length);
    expect(rows[0]).toContain('Di bawah Rp 50 rb');
    expect(rows[1]).toContain('Rp 50 rb – Rp 100 rb');
    expect(rows[1]).toContain('60%');
    expect(rows[2]).toContain('Estimasi');
    expect(rows.at(-1)).toContain('Rp 2,5 jt ke atas');
    expect(api.calls('POST', apiPaths.enterprisePriceBands)[0]!.body).toMatchObject({ market_id: 3 });
  });

  it('shows the applied analysis again when the user comes back to the dashboard, without asking for the filter', async () => {
    const { router } = await applyFilter();
    await screen.findByTestId('price-bands', {}, { timeout: 10_000 });
    const applied = api.calls('POST', apiPaths.enterpriseMarketOverview)[0]!.body;
    fireEvent.click(screen.getByTestId('enterprise-lists-link'));
    await screen.findByTestId('enterprise-lists', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('price-bands')).toBeNull();

    await router.navigate(-1);

    await screen.findByTestId('price-bands', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('filter-modal')).toBeNull();
    // The same answer as before (paid for today, so free again), never another one.
    expect(
      new Set(api.calls('POST', apiPaths.enterpriseMarketOverview).map((call) => JSON.stringify(call.body))),
    ).toEqual(new Set([JSON.stringify(applied)]));
  });

  it('offers each top list as a download of all its rows, with the filter and sort on screen', async () => {
    const topProduct = {
      ...figure(2_500_000, 1_000_000),
      averagePrice: 50_000,
      growth: 1.5,
      share: 0.25,
      id: 41,
      name: 'Serum Vitamin C',
      marketplace: 'shopee',
      storeId: 5,
      storeName: 'Glowria Official',
      imageUrl: null,
    };
    api.on('POST', apiPaths.enterpriseTopProducts, {
      ...answered,
      items: [topProduct],
      page: 1,
      page_size: 20,
      total_count: 1_234,
    });
    api.on('POST', apiPaths.enterpriseTopBrands, {
      ...answered,
      items: [
        {
          ...figure(3_000_000, 2_000_000),
          averagePrice: 60_000,
          growth: 0.5,
          share: 0.3,
          id: 8,
          name: 'Glowria',
          marketplaces: ['shopee'],
        },
      ],
      page: 1,
      page_size: 20,
      total_count: 7,
    });
    const started = {
      id: '6f1c1e1a-0000-4000-8000-000000000001',
      subject: 'Pasar Serum',
      status: 'processing' as const,
      rows_done: 0,
      created_at: '2026-11-01T03:00:00.000Z',
      finished_at: null,
    };
    api.on('POST', apiPaths.downloadEnterpriseTopProducts, {
      ...started,
      source: 'enterprise_dashboard/top_products',
      rows: 1_234,
    });
    api.on('POST', apiPaths.downloadEnterpriseTopBrands, {
      ...started,
      source: 'enterprise_dashboard/top_brands',
      rows: 7,
    });
    await applyFilter();
    await screen.findByTestId('price-bands', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Teratas' }));
    const lists = await screen.findByTestId('top-lists', {}, { timeout: 10_000 });
    const button = await within(lists).findByTestId('download-button', {}, { timeout: 10_000 });
    // A top product opens its history marked as opened from here, so that its way back leads here.
    expect(within(lists).getByTestId('top-product-link').getAttribute('href')).toBe(
      paths.fromEnterprise(paths.productHistory(41)),
    );
    expect(button.textContent).toContain('1.234');
    fireEvent.click(button);
    fireEvent.click(await screen.findByTestId('download-confirm'));
    await waitFor(() => expect(api.calls('POST', apiPaths.downloadEnterpriseTopProducts)).toHaveLength(1));
    const body = api.calls('POST', apiPaths.downloadEnterpriseTopProducts)[0]!.body;
    expect(body).toMatchObject({
      market_id: 3,
      marketplaces: ['shopee'],
      sort: 'daily_total_revenue',
      order: 'desc',
      rows: 1_234,
      language: 'id',
    });
    expect(body).not.toHaveProperty('page');
    expect(body).not.toHaveProperty('page_size');
    expect(body.start_date).toBe(api.calls('POST', apiPaths.enterpriseTopProducts)[0]!.body.start_date);

    // On a phone the figures stand under the name, and the order is chosen above the list.
    expect(within(lists).getByTestId('phone-figures').textContent).toBe('Rp 2,5\u00a0jt Terukur2.500 terjual▲ 150%');
    const sortPicker = within(lists).getByTestId('top-sort');
    fireEvent.mouseDown(sortPicker.querySelector('.ant-select-selector') ?? sortPicker);
    fireEvent.click(await screen.findByTitle('Unit terjual'));
    await waitFor(() =>
      expect(api.calls('POST', apiPaths.enterpriseTopProducts).at(-1)!.body).toMatchObject({
        sort: 'units',
        order: 'desc',
        page: 1,
      }),
    );

    fireEvent.click(within(screen.getByTestId('top-kind')).getByText('Brand'));
    await waitFor(() => expect(within(lists).getByTestId('download-button').textContent).toContain('7'));
    fireEvent.click(within(lists).getByTestId('download-button'));
    fireEvent.click(await screen.findByTestId('download-confirm'));
    await waitFor(() => expect(api.calls('POST', apiPaths.downloadEnterpriseTopBrands)).toHaveLength(1));
    expect(api.calls('POST', apiPaths.downloadEnterpriseTopBrands)[0]!.body).toMatchObject({ market_id: 3, rows: 7 });
  });

  it("lists what moved the brand's share on the brand tab, gains and losses in points, for the brand of the filter", async () => {
    await applyFilter();
    await screen.findByTestId('price-bands', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Brand' }));
    const panel = await screen.findByTestId('share-movers', {}, { timeout: 10_000 });
    await within(panel).findByText('Serum Vitamin C');
    const points = within(panel)
      .getAllByTestId('contribution')
      .map((e) => e.textContent!.replace(/\s/g, ' '));
    expect(points).toEqual(['+5 poin', '+12,5 poin', '-7,5 poin']);
    expect(within(panel).getByTestId('movers-summary').textContent).toContain('25% → 30%');
    expect(api.calls('POST', apiPaths.enterpriseShareMovers)[0]!.body).toMatchObject({ market_id: 3, brand_id: 8 });
  });
});
