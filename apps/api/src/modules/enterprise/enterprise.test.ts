import {
  apiPaths,
  PLANS,
  BRAND_LIMIT_MESSAGE,
  LAST_MARKETPLACE_MESSAGE,
  MARKET_BUILD_FAILED_MESSAGE,
  PRICE_BAND_FLOORS,
  PUBLISH_PUBLIC_MESSAGE,
  SELECT_BRAND_STORE_MESSAGE,
  SELECT_STORE_OR_BRAND_MESSAGE,
  storeLimitMessage,
  UNKNOWN_ITEMS_MESSAGE,
  type TopSortKey,
} from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addedRangeSumsSql, rangePartsOf, rangeSumsSql } from '../../lib/range-sums-sql.ts';
import { startJobs } from '../../jobs/index.ts';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, validRegistration, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { builtMarket, createBuiltMarket } from '../../testing/enterprise.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { addDays, daysBetween, intervalOfSums, jakartaDay, rangeSumsFromParts } from '@pasarlens/market';
import { ingestDay } from '../market/ingest.service.ts';
import * as analysis from './analysis.repo.ts';
import { configuredBuilds } from './builds.service.ts';
import { RUNNING_KINDS } from './membership.repo.ts';
import { refreshMarketsAfterIngest } from './refresh.ts';

let app: TestApp;
let users = 0;
// The test clock stands at 2026-11-01 (Jakarta); the market ends the day before.
const LAST_DAY = '2026-10-31';
let genius: Agent;
let other: Agent;
/** Two Shopee stores that sold in the last 30 days, and a category of theirs. */
let stores: { id: number; name: string }[];
let category: { id: number };

async function user(plan?: 'basic' | 'smart' | 'genius' | 'enterprise'): Promise<Agent> {
  const agent = await signedInAgent(app, ++users);
  if (plan) await buyPlan(agent, plan);
  return agent;
}
const tokensUsed = async (agent: Agent) => (await profile(agent)).quota.count as number;
const one = async <T>(text: string, params: unknown[] = []) => (await app.database.query<T>(text, params))[0]!;

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.month });
  stores = await app.database.query<{ id: number; name: string }>(
    `select s.id, s.name from stores s join store_daily d on d.store_id = s.id
      where s.marketplace_id = 1 and d.day > $1::date - 30 group by s.id order by sum(d.revenue) desc limit 2`,
    [LAST_DAY],
  );
  category = await one<{ id: number }>(
    `select p.category_l1_id as id from products p where p.store_id = $1 and p.category_l1_id is not null limit 1`,
    [stores[0]!.id],
  );
  [genius, other] = [await user('genius'), await user('genius')];
}, 180_000);
afterAll(() => app.close());

const P = apiPaths;
const marketOf = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pasar Serum',
  storeIds: stores.map((s) => s.id),
  ...overrides,
});
const createMarket = (agent: Agent, overrides: Record<string, unknown> = {}) =>
  createBuiltMarket(app, agent, marketOf(overrides));

describe('plan gating', () => {
  it('shows Free, Basic and Smart users the paywall and changes nothing', async () => {
    for (const agent of [await user(), await user('basic'), await user('smart')]) {
      for (const [path, body] of [
        [P.customMarketCreate, marketOf()],
        [P.customMarketGetAll, {}],
        [P.customStoresGetAll, { marketplace: 'shopee' }],
        [P.enterpriseMarkets, {}],
        [P.enterpriseMarketOverview, { market_id: 1 }],
        [P.enterpriseFilterCost, { market_id: 1 }],
        [P.enterprisePriceBands, { market_id: 1 }],
        [P.enterpriseShareMovers, { market_id: 1, brand_id: 1 }],
      ] as const) {
        const answer = await agent.post(path, body);
        expect(answer.status, path).toBe(403);
        expect(answer.body!.code).toBe('PLAN_REQUIRED');
      }
      expect(await tokensUsed(agent)).toBe(0);
    }
    expect((await one<{ n: number }>('select count(*)::int as n from enterprise_markets')).n).toBe(0);
  });

  it('asks for a session', async () => {
    expect((await app.agent().post(P.customMarketGetAll, {})).status).toBe(401);
  });
});

describe('pickers', () => {
  it('search stores and categories of a marketplace by name, paged', async () => {
    const word = stores[0]!.name.split(' ')[0]!;
    const found = await genius.post(P.customStoresGetAll, { marketplace: 'shopee', q: word });
    expect(found.status).toBe(200);
    expect(found.body!.items.length).toBeGreaterThan(0);
    expect(
      found.body!.items.every(
        (s: { name: string; marketplace: string }) =>
          s.name.toLowerCase().includes(word.toLowerCase()) && s.marketplace === 'shopee',
      ),
    ).toBe(true);
    const page2 = await genius.post(P.customStoresGetAll, { marketplace: 'shopee', page: 2 });
    expect(page2.body!.page).toBe(2);
    const categories = await genius.post(P.customCategoriesGetAll, { marketplace: 'shopee', level: 1 });
    expect(
      categories.body!.items.every((c: { level: number; path: string[] }) => c.level === 1 && c.path.length === 1),
    ).toBe(true);
    for (const bad of [
      { marketplace: 'amazon' },
      { marketplace: 'shopee', page: 0 },
      { marketplace: 'shopee', level: 4 },
      { marketplace: 'shopee', q: 'a\u0000' },
    ]) {
      expect((await genius.post(P.customCategoriesGetAll, bad)).status).toBe(400);
    }
  });
});

describe('custom brands', () => {
  it('need a store, exist on their marketplace, and belong to their owner', async () => {
    const empty = await genius.post(P.customBrandCreate, { name: 'Glowria', marketplace: 'shopee' });
    expect(empty).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'storeIds', message: SELECT_BRAND_STORE_MESSAGE }] },
    });
    const elsewhere = await genius.post(P.customBrandCreate, {
      name: 'Glowria',
      marketplace: 'tokopedia',
      storeIds: [stores[0]!.id],
    });
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'storeIds', message: UNKNOWN_ITEMS_MESSAGE }] },
    });
    const created = await genius.post(P.customBrandCreate, {
      name: 'Glowria',
      marketplace: 'shopee',
      storeKeywords: [{ storeId: stores[0]!.id, keywords: ['serum', 'Serum'] }],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Glowria',
      status: 'draft',
      visibility: 'private',
      type: 'personal',
      editable: true,
      marketplace: 'shopee',
      storeKeywords: [{ storeId: stores[0]!.id, keywords: ['Serum'] }],
    });
    const id = created.body!.id;
    expect((await other.post(P.customBrandGet, { id })).status).toBe(404);
    expect(
      (await other.post(P.customBrandUpdate, { id, name: 'Mine', marketplace: 'shopee', storeIds: [stores[1]!.id] }))
        .status,
    ).toBe(404);
    expect((await other.post(P.customBrandDelete, { id })).status).toBe(404);
    expect((await other.post(P.customBrandGetAll, {})).body!.items).toEqual([]);
    const updated = await genius.post(P.customBrandUpdate, {
      id,
      name: 'Glowria ID',
      status: 'published',
      marketplace: 'shopee',
      storeIds: [stores[0]!.id],
    });
    expect(updated.body).toMatchObject({ name: 'Glowria ID', status: 'published', stores: [{ id: stores[0]!.id }] });
    expect((await genius.post(P.customBrandDelete, { id })).body).toEqual({ id, deleted: true });
    expect((await genius.post(P.customBrandGet, { id })).status).toBe(404);
    expect((await genius.post(P.customBrandDelete, { id })).status).toBe(404);
    expect((await genius.post(P.customBrandGetAll, { q: 'Glowria' })).body!.total).toBe(0);
    expect(
      (
        await one<{ n: number }>(
          'select count(*)::int as n from enterprise_brands where id = $1 and deleted_at is not null',
          [id],
        )
      ).n,
    ).toBe(1);
  });
});

describe('custom markets', () => {
  it('refuse what spec §5 refuses, with its messages, and write nothing', async () => {
    const before = (await one<{ n: number }>('select count(*)::int as n from enterprise_markets')).n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ storeIds: [] }, 'storeIds', SELECT_STORE_OR_BRAND_MESSAGE],
      [{ storeIds: [], brandIds: [1] }, 'storeIds', SELECT_STORE_OR_BRAND_MESSAGE],
      [{ brandIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'brandIds', BRAND_LIMIT_MESSAGE],
      [{ marketplaces: [] }, 'marketplaces', LAST_MARKETPLACE_MESSAGE],
      [{ storeIds: [2_000_000] }, 'storeIds', UNKNOWN_ITEMS_MESSAGE],
      [{ categoryIds: [2_000_000] }, 'categoryIds', UNKNOWN_ITEMS_MESSAGE],
      [{ brandIds: [2_000_000] }, 'brandIds', UNKNOWN_ITEMS_MESSAGE],
    ];
    for (const [overrides, path, message] of cases) {
      const answer = await genius.post(P.customMarketCreate, marketOf(overrides));
      expect(answer.status, message).toBe(400);
      expect(answer.body!.issues).toContainEqual(expect.objectContaining({ path, message }));
    }
    const tooMany = await genius.post(
      P.customMarketCreate,
      marketOf({ storeIds: Array.from({ length: 101 }, (_, i) => i + 1) }),
    );
    expect(tooMany).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'storeIds', message: storeLimitMessage(100) }] },
    });
    const published = await genius.post(P.customMarketCreate, marketOf({ visibility: 'public' }));
    expect(published).toMatchObject({ status: 403, body: { message: PUBLISH_PUBLIC_MESSAGE } });
    expect((await one<{ n: number }>('select count(*)::int as n from enterprise_markets')).n).toBe(before);
  });

  it("are capped per plan: of saves sent at once past the cap, only the plan's allowance is kept", async () => {
    const agent = await user('genius');
    const answers = await Promise.all(
      Array.from({ length: PLANS.genius.enterpriseMarkets + 5 }, (_, n) =>
        agent.post(P.customMarketCreate, marketOf({ name: `Pasar ${n}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PLANS.genius.enterpriseMarkets);
    expect(answers.filter((answer) => answer.status === 403).map((answer) => answer.body!.code)).toEqual(
      Array(5).fill('MARKET_LIMIT_REACHED'),
    );
    const list = (await agent.post(P.customMarketGetAll, { page: 1 })).body!;
    expect(list.saved).toEqual({ count: PLANS.genius.enterpriseMarkets, limit: PLANS.genius.enterpriseMarkets });
  });

  it('hold the products of their stores, keyword products, and brands within their categories', async () => {
    const market = await createMarket(genius);
    expect(market).toMatchObject({
      status: 'draft',
      marketplaces: ['shopee', 'tiktok', 'tokopedia'],
      stores: expect.arrayContaining([{ id: stores[0]!.id, name: stores[0]!.name, marketplace: 'shopee' }]),
    });
    const inStores = await one<{ n: number }>(
      'select count(*)::int as n from products where store_id = any($1::int[])',
      [stores.map((s) => s.id)],
    );
    expect(market.products).toBe(inStores.n);

    const word = (
      await one<{ name: string }>('select name from products where store_id = $1 order by id limit 1', [stores[0]!.id])
    ).name.split(' ')[0]!;
    const keyword = await createMarket(genius, {
      storeIds: [],
      storeKeywords: [{ storeId: stores[0]!.id, keywords: [word] }],
    });
    const matching = await one<{ n: number }>(
      'select count(*)::int as n from products where store_id = $1 and strpos(lower(name), lower($2)) > 0',
      [stores[0]!.id, word],
    );
    expect(keyword.products).toBe(matching.n);

    const brand = (
      await genius.post(P.customBrandCreate, { name: 'Toko Satu', marketplace: 'shopee', storeIds: [stores[1]!.id] })
    ).body!;
    const byBrand = await createMarket(genius, { storeIds: [], brandIds: [brand.id], categoryIds: [category.id] });
    const inCategory = await one<{ n: number }>(
      'select count(*)::int as n from products where store_id = $1 and $2 in (category_l1_id, category_l2_id, category_l3_id)',
      [stores[1]!.id, category.id],
    );
    expect(byBrand).toMatchObject({ brands: [{ id: brand.id, name: 'Toko Satu' }], products: inCategory.n });
    // Leaving Shopee out drops the Shopee brand, and then nothing is left to hold.
    const offShopee = await genius.post(P.customMarketUpdate, {
      id: byBrand.id,
      ...marketOf({ storeIds: [], brandIds: [brand.id], categoryIds: [category.id], marketplaces: ['tokopedia'] }),
    });
    expect(offShopee).toMatchObject({ status: 400, body: { issues: [{ message: SELECT_STORE_OR_BRAND_MESSAGE }] } });

    expect((await other.post(P.customMarketGet, { id: market.id })).status).toBe(404);
    expect((await other.post(P.customMarketUpdate, { id: market.id, ...marketOf() })).status).toBe(404);
    expect((await other.post(P.enterpriseMarketOverview, { market_id: market.id })).status).toBe(404);
    const renamed = await genius.post(P.customMarketUpdate, {
      id: market.id,
      ...marketOf({ name: 'Serum Utama', status: 'published' }),
    });
    expect(renamed.body).toMatchObject({ name: 'Serum Utama', status: 'published' });
    expect((await genius.post(P.customMarketDelete, { id: keyword.id })).status).toBe(200);
    expect((await genius.post(P.customMarketGet, { id: keyword.id })).status).toBe(404);
    expect(
      (
        await one<{ n: number }>('select count(*)::int as n from enterprise_market_products where market_id = $1', [
          keyword.id,
        ])
      ).n,
    ).toBe(0);
  });

  it('published by an admin as public lists, open to every Genius user but changed only by the admin', async () => {
    const admin = await user('enterprise');
    await app.database.query("update users set role = 'admin' where email = $1", [validRegistration(users).email]);
    const market = await createMarket(admin, { name: 'Pasar Kecantikan', visibility: 'public', status: 'published' });
    expect(market).toMatchObject({ type: 'provider', visibility: 'public' });
    const seen = await other.post(P.customMarketGet, { id: market.id });
    expect(seen.body).toMatchObject({ id: market.id, editable: false, type: 'provider' });
    expect(
      (await other.post(P.customMarketGetAll, { visibility: 'public' })).body!.items.map((m: { id: number }) => m.id),
    ).toContain(market.id);
    expect((await other.post(P.customMarketUpdate, { id: market.id, ...marketOf() })).status).toBe(404);
    expect((await other.post(P.customMarketDelete, { id: market.id })).status).toBe(404);
    expect((await other.post(P.enterpriseMarkets, {})).body!.items).toContainEqual(
      expect.objectContaining({ id: market.id, type: 'provider' }),
    );
  });
});

describe('analysis', () => {
  let marketId: number;
  beforeAll(async () => {
    marketId = (await createMarket(genius, { name: 'Dua Toko' })).id;
  });

  it("agrees with the rollups: a market's revenue is its stores' revenue over the same days", async () => {
    const agent = await user('genius');
    const mine = (await createMarket(agent)).id;
    const answer = await agent.post(P.enterpriseMarketOverview, { market_id: mine });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body!.range).toMatchObject({
      start_date: '2026-10-02',
      end_date: LAST_DAY,
      days: 30,
      previous_start: '2026-09-02',
      previous_end: '2026-10-01',
    });
    const rollup = await one<{ revenue: number; units: number; previous: number }>(
      `select coalesce(sum(revenue) filter (where day >= '2026-10-02'), 0)::bigint as revenue, coalesce(sum(units) filter (where day >= '2026-10-02'), 0)::bigint as units,
              coalesce(sum(revenue) filter (where day < '2026-10-02'), 0)::bigint as previous
         from store_daily where store_id = any($1::int[]) and day between '2026-09-02' and $2`,
      [stores.map((s) => s.id), LAST_DAY],
    );
    const { totals } = answer.body!;
    expect(totals).toMatchObject({
      revenue: rollup.revenue,
      units: rollup.units,
      previousRevenue: rollup.previous,
      days: 30,
    });
    expect(totals.revenue).toBeGreaterThan(0);
    expect(['measured', 'estimated']).toContain(totals.provenance);
    expect(totals.daysObserved).toBeGreaterThan(20);
    // Its 80% range is the one the stores' rollups give for the same days, around the estimate.
    const { parts } = await one<{ parts: number[] }>(
      `select ${addedRangeSumsSql('revenue_range')} as parts from store_daily
        where store_id = any($1::int[]) and day between '2026-10-02' and $2`,
      [stores.map((s) => s.id), LAST_DAY],
    );
    const expected = intervalOfSums(rollup.revenue, rangeSumsFromParts(parts), totals.daysObserved);
    expect(totals.revenueRange).toEqual({ low: Math.round(expected.low), high: Math.round(expected.high) });
    expect(totals.revenueRange.low).toBeLessThan(totals.revenue);
    expect(totals.revenueRange.high).toBeGreaterThan(totals.revenue);
    expect(answer.body!.byMarketplace).toEqual([
      expect.objectContaining({ marketplace: 'shopee', share: 1, revenue: rollup.revenue }),
    ]);
    expect(answer.body!.topStores.map((s: { id: number }) => s.id).sort()).toEqual(stores.map((s) => s.id).sort());
    const dailySum = answer.body!.daily.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0);
    expect(dailySum).toBe(rollup.revenue);
  });

  it('charges 5 for a filter once, for every tab and first page; 1 for a further page or another range; nothing for empty answers', async () => {
    const agent = await user('genius');
    const mine = (await createMarket(agent)).id;
    const filter = { market_id: mine };
    // The cost is said before the filter is applied, as the charge then takes it, and asking takes nothing.
    const cost = async (body: object) => (await agent.post(P.enterpriseFilterCost, body)).body!.tokens;
    expect(await cost(filter)).toBe(5);
    expect((await agent.post(P.enterpriseMarketOverview, filter)).status).toBe(200);
    expect(await tokensUsed(agent)).toBe(5);
    expect(await cost(filter)).toBe(0);
    expect(await cost({ ...filter, store_limit: 20 })).toBe(5);
    const brands = await agent.post(P.enterpriseBrandOverview, filter);
    expect(brands.status).toBe(200);
    const shares = brands.body!.brands.reduce((sum: number, b: { share: number }) => sum + b.share, 0);
    expect(shares).toBeGreaterThan(0);
    expect(shares).toBeLessThanOrEqual(1.000001);
    expect((await agent.post(P.enterpriseCategoryOverview, filter)).status).toBe(200);
    const top = await agent.post(P.enterpriseTopProducts, { ...filter, page_size: 10 });
    expect(top.status).toBe(200);
    const revenues = top.body!.items.map((p: { revenue: number }) => p.revenue);
    expect(revenues).toEqual([...revenues].sort((a: number, b: number) => b - a));
    expect((await agent.post(P.enterpriseTopBrands, filter)).status).toBe(200);
    expect((await agent.post(P.enterpriseTopCategories, filter)).status).toBe(200);
    expect(await tokensUsed(agent)).toBe(5);

    // A brand selection narrows the top products to that brand's.
    const brandId = (brands.body!.brands as { id: number; name: string }[]).find((b) => b.id > 0)!.id;
    const ofBrand = await agent.post(P.enterpriseTopProducts, { ...filter, brand_ids: [brandId] });
    const brandProducts = await app.database.query<{ id: number }>(
      'select id from products where coalesce(brand_id, 0) = $1',
      [brandId],
    );
    expect(ofBrand.body!.items.every((p: { id: number }) => brandProducts.some((b) => b.id === p.id))).toBe(true);
    expect(await tokensUsed(agent)).toBe(10);

    expect((await agent.post(P.enterpriseTopProducts, { ...filter, page_size: 10, page: 2 })).status).toBe(200);
    expect(
      (await agent.post(P.enterpriseTopProducts, { ...filter, page_size: 10, page: 2, sort: 'price' })).status,
    ).toBe(200);
    expect(await tokensUsed(agent)).toBe(11);

    const week = { ...filter, start_date: '2026-10-25', end_date: LAST_DAY };
    expect(await cost(week)).toBe(1);
    expect((await agent.post(P.enterpriseMarketOverview, week)).status).toBe(200);
    expect((await agent.post(P.enterpriseBrandOverview, week)).status).toBe(200);
    expect(await tokensUsed(agent)).toBe(12);
    expect(await cost(week)).toBe(0);
    expect(await cost(filter)).toBe(0);

    const beyondData = { ...filter, start_date: '2026-01-01', end_date: '2026-01-30' };
    expect((await agent.post(P.enterpriseMarketOverview, beyondData)).body!.code).toBe('DATA_NOT_FOUND');
    expect((await agent.post(P.enterpriseTopProducts, { ...filter, page: 500 })).body!.code).toBe('DATA_NOT_FOUND');
    expect(await tokensUsed(agent)).toBe(12);

    const history = (await agent.get(P.tokenHistory)).body!.items;
    expect(history[0]).toMatchObject({
      action: 'enterpriseDateChange',
      tokens: 1,
      context: { feature: 'enterprise_dashboard', from: '2026-10-25', to: LAST_DAY },
    });
    expect(history.map((h: { action: string }) => h.action)).toContain('enterpriseFilter');
  });

  it('sorts top lists by revenue, units, growth and price either way', async () => {
    for (const sort of ['units', 'growth', 'price', 'daily_total_revenue'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const answer = await genius.post(P.enterpriseTopBrands, { market_id: marketId, sort, order });
        expect(answer.status).toBe(200);
        const key = { units: 'units', growth: 'growth', price: 'averagePrice', daily_total_revenue: 'revenue' }[sort];
        const values = answer
          .body!.items.map((r: Record<string, number | null>) => r[key])
          .filter((v: number | null) => v !== null);
        expect(values).toEqual([...values].sort((a: number, b: number) => (order === 'asc' ? a - b : b - a)));
      }
    }
  });

  it('keeps ranges within 90 complete days and the filter within its rules', async () => {
    const bad = [
      [{ start_date: '2026-08-02', end_date: LAST_DAY }, 'INVALID_DATE_RANGE'],
      [{ start_date: '2026-10-20', end_date: '2026-11-01' }, 'INVALID_DATE_RANGE'],
      [{ start_date: '2026-10-30', end_date: LAST_DAY }, 'INVALID_DATE_RANGE'],
      [{ start_date: '2026-10-30' }, 'VALIDATION_FAILED'],
      [{ start_date: LAST_DAY, end_date: '2026-10-01' }, 'VALIDATION_FAILED'],
      [{ marketplaces: [] }, 'VALIDATION_FAILED'],
      [{ brand_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, 'VALIDATION_FAILED'],
      [{ category_level: 4 }, 'VALIDATION_FAILED'],
      [{ market_id: 0 }, 'VALIDATION_FAILED'],
      [{ market_id: 2_000_000 }, 'NOT_FOUND'],
    ] as const;
    for (const [extra, code] of bad) {
      const answer = await genius.post(P.enterpriseMarketOverview, { market_id: marketId, ...extra });
      expect(answer.body!.code, JSON.stringify(extra)).toBe(code);
    }
    expect((await genius.post(P.enterpriseTopProducts, { market_id: marketId, page_size: 7 })).status).toBe(400);
    expect((await genius.post(P.enterpriseTopProducts, { market_id: marketId, sort: 'name' })).status).toBe(400);
    const ninety = await genius.post(P.enterpriseMarketOverview, {
      market_id: marketId,
      start_date: '2026-08-03',
      end_date: LAST_DAY,
    });
    expect(ninety.status).toBe(200);
    expect(ninety.body!.range.days).toBe(90);
  });

  it('lists the brands a market holds with their marketplaces, and remembers the first-time guide', async () => {
    const brands = await genius.post(P.enterpriseBrands, { market_id: marketId });
    expect(brands.body!.items.length).toBeGreaterThan(0);
    expect(brands.body!.items[0].marketplaces).toEqual(['shopee']);
    expect((await other.post(P.enterpriseBrands, { market_id: marketId })).status).toBe(404);
    expect((await genius.post(P.enterpriseMarkets, {})).body!.onboarded).toBe(false);
    await genius.post(P.enterpriseOnboarded, {});
    expect((await genius.post(P.enterpriseMarkets, {})).body!.onboarded).toBe(true);
  });
});

describe('beyond the peers', () => {
  const RANGE = { start_date: '2026-10-02', end_date: LAST_DAY };
  const PREVIOUS_START = '2026-09-02';
  let agent: Agent;
  let marketId: number;
  beforeAll(async () => {
    agent = await user('genius');
    marketId = (await createMarket(agent, { name: 'Pita Harga' })).id;
  });
  const bandOf = (price: number) => PRICE_BAND_FLOORS.findLastIndex((floor) => price >= floor) + 1;

  it("spreads the market's revenue and units over the price bands as its products' days sold, this period and the one before", async () => {
    const answer = await agent.post(P.enterprisePriceBands, { market_id: marketId, ...RANGE });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The same sums worked out here from the facts of the market's stores, each day in the band of its selling price.
    const facts = await app.database.query<{ day: string; price: number; units: number; revenue: number }>(
      `select day::text as day, price, units, revenue from product_daily where store_id = any($1::int[]) and day between $2 and $3 and units is not null`,
      [stores.map((s) => s.id), PREVIOUS_START, LAST_DAY],
    );
    const expected = PRICE_BAND_FLOORS.map(() => ({ revenue: 0, units: 0, previousRevenue: 0, previousUnits: 0 }));
    for (const f of facts) {
      const band = expected[bandOf(f.units > 0 ? f.revenue / f.units : f.price) - 1]!;
      if (f.day >= RANGE.start_date)
        Object.assign(band, { revenue: band.revenue + f.revenue, units: band.units + f.units });
      else
        Object.assign(band, {
          previousRevenue: band.previousRevenue + f.revenue,
          previousUnits: band.previousUnits + f.units,
        });
    }
    const { bands, market } = answer.body!;
    expect(bands.map((b: { band: number; min: number; max: number | null }) => [b.band, b.min, b.max])).toEqual(
      PRICE_BAND_FLOORS.map((min, i) => [i + 1, min, PRICE_BAND_FLOORS[i + 1] ?? null]),
    );
    expect(
      bands.map((b: Record<string, number>) => ({
        revenue: b.revenue,
        units: b.units,
        previousRevenue: b.previousRevenue,
        previousUnits: b.previousUnits,
      })),
    ).toEqual(expected);
    const overview = (await agent.post(P.enterpriseMarketOverview, { market_id: marketId, ...RANGE })).body!;
    expect(market).toMatchObject({
      revenue: overview.totals.revenue,
      units: overview.totals.units,
      previousRevenue: overview.totals.previousRevenue,
    });
    const sum = (key: string) => bands.reduce((total: number, b: Record<string, number>) => total + b[key]!, 0);
    expect(sum('revenue')).toBe(market.revenue);
    expect(sum('share')).toBeCloseTo(1, 9);
    expect(sum('unitsShare')).toBeCloseTo(1, 9);
    expect(sum('previousShare')).toBeCloseTo(1, 9);
    expect(bands.filter((b: { revenue: number }) => b.revenue > 0).length).toBeGreaterThan(1);
    for (const b of bands) expect(['measured', 'estimated']).toContain(b.provenance);
  });

  it("names the products whose revenue change moved a brand's share, their points adding up to the brand's change", async () => {
    const brands = (await agent.post(P.enterpriseBrandOverview, { market_id: marketId, ...RANGE })).body!.brands as {
      id: number;
      share: number;
      previousShare: number;
      revenue: number;
    }[];
    const brand = brands.find((b) => b.id !== 0)!;
    const answer = await agent.post(P.enterpriseShareMovers, { market_id: marketId, ...RANGE, brand_id: brand.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { products, others, brand: moved, market } = answer.body!;
    expect(moved).toMatchObject({
      id: brand.id,
      revenue: brand.revenue,
      share: brand.share,
      previousShare: brand.previousShare,
    });
    expect(moved.shareChangePoints).toBeCloseTo(100 * (brand.share - brand.previousShare), 9);
    const points = products.reduce(
      (sum: number, p: { contributionPoints: number }) => sum + p.contributionPoints,
      others.contributionPoints,
    );
    expect(points).toBeCloseTo(moved.shareChangePoints, 9);
    const sizes = products.map((p: { contributionPoints: number }) => Math.abs(p.contributionPoints));
    expect(sizes).toEqual([...sizes].sort((a: number, b: number) => b - a));
    // Each product's figures are its own facts over the same days, and its points its shares' difference.
    const facts = await app.database.query<{ id: number; brand_id: number; revenue: number; previous: number }>(
      `select p.id, p.brand_id, coalesce(sum(d.revenue) filter (where d.day >= $2), 0)::bigint as revenue, coalesce(sum(d.revenue) filter (where d.day < $2), 0)::bigint as previous
         from products p join product_daily d on d.product_id = p.id and d.day between $3 and $4
        where p.id = any($1::int[]) group by p.id`,
      [products.map((p: { id: number }) => p.id), RANGE.start_date, PREVIOUS_START, LAST_DAY],
    );
    const factOf = new Map(facts.map((f) => [f.id, f]));
    for (const p of products) {
      expect(factOf.get(p.id)).toMatchObject({ brand_id: brand.id, revenue: p.revenue, previous: p.previousRevenue });
      expect(p.contributionPoints).toBeCloseTo(
        100 * (p.revenue / market.revenue - p.previousRevenue / market.previousRevenue),
        9,
      );
      expect(stores.map((s) => s.id)).toContain(p.storeId);
      expect(['measured', 'estimated']).toContain(p.provenance);
    }
    const brandRevenue = products.reduce((sum: number, p: { revenue: number }) => sum + p.revenue, others.revenue);
    expect(brandRevenue).toBe(brand.revenue);
  });

  it('costs nothing within an applied filter, the filter itself when it comes first, and nothing when there is no answer', async () => {
    const used = await tokensUsed(agent);
    const brand = (await agent.post(P.enterpriseBrands, { market_id: marketId })).body!.items[0].id as number;
    expect((await agent.post(P.enterprisePriceBands, { market_id: marketId, ...RANGE })).status).toBe(200);
    expect((await agent.post(P.enterpriseShareMovers, { market_id: marketId, ...RANGE, brand_id: brand })).status).toBe(
      200,
    );
    expect(await tokensUsed(agent)).toBe(used);

    const first = await user('genius');
    const theirs = (await createMarket(first)).id;
    expect((await first.post(P.enterprisePriceBands, { market_id: theirs })).status).toBe(200);
    expect(await tokensUsed(first)).toBe(5);
    expect((await first.post(P.enterpriseMarketOverview, { market_id: theirs })).status).toBe(200);
    expect(await tokensUsed(first)).toBe(5);
    // The page asks for the overview and the price bands at once when a filter is applied: one charge.
    const week = { market_id: theirs, start_date: '2026-10-25', end_date: LAST_DAY };
    const both = await Promise.all([
      first.post(P.enterpriseMarketOverview, week),
      first.post(P.enterprisePriceBands, week),
    ]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(await tokensUsed(first)).toBe(6);

    const absent = await agent.post(P.enterpriseShareMovers, { market_id: marketId, ...RANGE, brand_id: 2_000_000 });
    expect(absent.body!.code).toBe('DATA_NOT_FOUND');
    const beforeData = await agent.post(P.enterprisePriceBands, {
      market_id: marketId,
      start_date: '2026-01-01',
      end_date: '2026-01-30',
    });
    expect(beforeData.body!.code).toBe('DATA_NOT_FOUND');
    expect(await tokensUsed(agent)).toBe(used);
  });

  it("refuses bad input and another user's market", async () => {
    for (const body of [
      { market_id: marketId },
      { market_id: marketId, brand_id: 0 },
      { market_id: marketId, brand_id: 'x' },
      { market_id: marketId, brand_id: 1, marketplaces: [] },
    ]) {
      const answer = await agent.post(P.enterpriseShareMovers, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await agent.post(P.enterprisePriceBands, { market_id: marketId, start_date: '2026-08-01', end_date: LAST_DAY }))
        .body!.code,
    ).toBe('INVALID_DATE_RANGE');
    expect((await agent.post(P.enterprisePriceBands, { market_id: marketId, category_level: 5 })).status).toBe(400);
    expect(
      (await agent.post(P.enterpriseFilterCost, { market_id: marketId, start_date: '2026-08-01', end_date: LAST_DAY }))
        .body!.code,
    ).toBe('INVALID_DATE_RANGE');
    expect((await agent.post(P.enterpriseFilterCost, { market_id: marketId, marketplaces: [] })).status).toBe(400);
    const used = await tokensUsed(other);
    expect((await other.post(P.enterpriseFilterCost, { market_id: marketId })).status).toBe(404);
    expect((await other.post(P.enterprisePriceBands, { market_id: marketId })).status).toBe(404);
    expect((await other.post(P.enterpriseShareMovers, { market_id: marketId, brand_id: 1 })).status).toBe(404);
    expect(await tokensUsed(other)).toBe(used);
  });
});

describe('a saved market, built in a job', () => {
  const builds = () => configuredBuilds(app.ctx);
  const marketIn = async (agent: Agent, id: number) => (await agent.post(P.customMarketGet, { id })).body!;
  const productsIn = async (storeIds: number[]) =>
    (await one<{ n: number }>('select count(*)::int as n from products where store_id = any($1::int[])', [storeIds])).n;

  it('answers at once, and is refused to analysis without a charge until it is built, an ingested day meanwhile included', async () => {
    const agent = await user('genius');
    const created = await agent.post(P.customMarketCreate, marketOf());
    expect(created.body).toMatchObject({ build: { state: 'building', progress: 0 }, products: 0 });
    const refused = await agent.post(P.enterpriseMarketOverview, { market_id: created.body!.id });
    expect(refused).toMatchObject({ status: 409, body: { code: 'MARKET_NOT_READY' } });
    expect((await agent.post(P.enterpriseTopProducts, { market_id: created.body!.id })).status).toBe(409);
    expect((await agent.post(P.enterpriseFilterCost, { market_id: created.body!.id })).body!.code).toBe(
      'MARKET_NOT_READY',
    );
    expect((await agent.post(P.enterpriseMarkets, {})).body!.items).toContainEqual(
      expect.objectContaining({ id: created.body!.id, build: { state: 'building', progress: 0 } }),
    );
    // A day ingested before the build ran leaves the market to its build, which must then include it.
    await refreshMarketsAfterIngest(app.database, LAST_DAY);
    expect((await marketIn(agent, created.body!.id)).build.state).toBe('building');
    expect(await tokensUsed(agent)).toBe(0);

    await builds().run(created.body!.id);
    const built = await marketIn(agent, created.body!.id);
    const held = await productsIn(stores.map((s) => s.id));
    expect(built).toMatchObject({ build: { state: 'ready', progress: 100 }, products: held });
    // Per marketplace of the market, those it holds nothing on included (its stores are Shopee's); a list does not count them.
    expect(built.productsByMarketplace).toEqual(
      built.marketplaces.map((marketplace: string) => ({ marketplace, products: marketplace === 'shopee' ? held : 0 })),
    );
    expect(built.marketplaces).toHaveLength(3);
    expect((await agent.post(P.customMarketGetAll, {})).body!.items[0]).not.toHaveProperty('productsByMarketplace');
    expect((await agent.post(P.enterpriseMarketOverview, { market_id: created.body!.id })).status).toBe(200);
    expect(await tokensUsed(agent)).toBe(5);
  });

  it('shows its progress step by step, serving requests between the steps', async () => {
    const agent = await user('genius');
    const { id } = (await agent.post(P.customMarketCreate, marketOf())).body!;
    const seen: number[] = [];
    let done = false;
    const building = builds()
      .run(id)
      .finally(() => (done = true));
    // Read until the build ends, and no longer than it should take.
    for (const started = Date.now(); !done && Date.now() - started < 60_000;)
      seen.push((await marketIn(agent, id)).build.progress);
    expect(done).toBe(true);
    await building;
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.some((progress) => progress > 0 && progress < 100)).toBe(true);
  });

  it('builds what was saved last when it is saved again during its build; a rename builds nothing', async () => {
    const agent = await user('genius');
    const { id } = (await agent.post(P.customMarketCreate, marketOf({ storeIds: [stores[0]!.id] }))).body!;
    const building = builds().run(id);
    const edited = await agent.post(P.customMarketUpdate, { id, ...marketOf() });
    expect(edited.status).toBe(200);
    // The save lands between two steps (the pauses let it through): the running build starts over on it.
    await building;
    expect(await marketIn(agent, id)).toMatchObject({
      build: { state: 'ready' },
      products: await productsIn(stores.map((s) => s.id)),
    });

    const renamed = await agent.post(P.customMarketUpdate, { id, ...marketOf({ name: 'Serum Lain' }) });
    expect(renamed.body).toMatchObject({ name: 'Serum Lain', build: { state: 'ready', progress: 100 } });
  });

  it('says when its build failed, and is built again when saved again', async () => {
    const agent = await user('genius');
    const { id } = (await agent.post(P.customMarketCreate, marketOf())).body!;
    await builds().failed(id);
    expect((await marketIn(agent, id)).build).toEqual({ state: 'failed', progress: 0 });
    const refused = await agent.post(P.enterpriseMarketOverview, { market_id: id });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'MARKET_NOT_READY', message: MARKET_BUILD_FAILED_MESSAGE },
    });
    const saved = await agent.post(P.customMarketUpdate, { id, ...marketOf() });
    expect(saved.body!.build).toEqual({ state: 'building', progress: 0 });
    await builtMarket(app, agent, id);
    expect(await tokensUsed(agent)).toBe(0);
  });

  it('is built again when a custom brand it holds changes', async () => {
    const agent = await user('genius');
    const brand = (
      await agent.post(P.customBrandCreate, { name: 'Merek Berubah', marketplace: 'shopee', storeIds: [stores[0]!.id] })
    ).body!;
    const market = await createMarket(agent, { storeIds: [], brandIds: [brand.id], categoryIds: [category.id] });
    expect(
      (
        await agent.post(P.customBrandUpdate, {
          id: brand.id,
          name: 'Merek Berubah',
          marketplace: 'shopee',
          storeIds: [stores[1]!.id],
        })
      ).status,
    ).toBe(200);
    expect((await marketIn(agent, market.id)).build.state).toBe('building');
    const rebuilt = await builtMarket(app, agent, market.id);
    const inCategory = await one<{ n: number }>(
      'select count(*)::int as n from products where store_id = $1 and $2 in (category_l1_id, category_l2_id, category_l3_id)',
      [stores[1]!.id, category.id],
    );
    expect(rebuilt.products).toBe(inCategory.n);
  });

  it("is built by the queue's worker, a market saved before the worker started included", async () => {
    const agent = await user('genius');
    const early = (await agent.post(P.customMarketCreate, marketOf({ name: 'Sebelum' }))).body!;
    const jobs = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      const late = (await agent.post(P.customMarketCreate, marketOf({ name: 'Sesudah' }))).body!;
      for (const id of [early.id, late.id])
        await vi.waitFor(async () => expect((await marketIn(agent, id)).build.state).toBe('ready'), {
          timeout: 60_000,
          interval: 100,
        });
    } finally {
      await jobs.stop();
    }
  });
});

describe('after a day is ingested', () => {
  it("a store's new product joins its markets, and the day's figures with it", async () => {
    const agent = await user('genius');
    const store = await one<{ external_id: string; name: string }>(
      'select external_id, name from stores where id = $1',
      [stores[0]!.id],
    );
    const market = await createMarket(agent, { storeIds: [stores[0]!.id] });
    const seenIn = (day: string, sold: number) => {
      const fixture = observation(day, '77000001', sold);
      return observation(day, '77000001', sold, {
        store: { ...fixture.store, externalId: store.external_id, name: store.name },
      });
    };
    for (const [day, sold] of [
      ['2026-11-01', 5],
      ['2026-11-02', 15],
    ] as const) {
      app.clock.advance(86_400_000);
      await ingestDay(app.database, batch(day, [seenIn(day, sold)]), app.clock);
      await refreshMarketsAfterIngest(app.database, day);
    }
    const after = await agent.post(P.customMarketGet, { id: market.id });
    expect(after.body!.products).toBe(market.products + 1);
    const [mine, rollup] = await Promise.all([
      one<{ revenue: number }>(
        "select coalesce(sum(revenue), 0)::bigint as revenue from enterprise_market_store_daily where market_id = $1 and day = '2026-11-02'",
        [market.id],
      ),
      one<{ revenue: number }>(
        "select coalesce(sum(revenue), 0)::bigint as revenue from store_daily where store_id = $1 and day = '2026-11-02'",
        [stores[0]!.id],
      ),
    ]);
    expect(rollup.revenue).toBeGreaterThan(0);
    expect(mine.revenue).toBe(rollup.revenue);
    // The price bands and the product days follow the new day too.
    for (const table of ['enterprise_market_price_band_daily', 'enterprise_market_product_daily']) {
      const kept = await one<{ revenue: number }>(
        `select coalesce(sum(revenue), 0)::bigint as revenue from ${table} where market_id = $1 and day = '2026-11-02'`,
        [market.id],
      );
      expect(kept.revenue, table).toBe(rollup.revenue);
    }
    // Its brand first sold in the market on the new day: a new entrant of a range holding it, not of one before it.
    const overview = async (start_date: string, end_date: string) =>
      (await agent.post(P.enterpriseMarketOverview, { market_id: market.id, start_date, end_date })).body!;
    const entrants = (await overview('2026-10-31', '2026-11-02')).newEntrants;
    expect(entrants.brands).toContainEqual(
      expect.objectContaining({ name: 'Glowria', firstDay: '2026-11-02', revenue: mine.revenue }),
    );
    expect(entrants.stores).toEqual([]);
    expect((await overview('2026-10-20', '2026-10-31')).newEntrants.brands).toEqual([]);
  });
});

describe('running totals', () => {
  /** The figures as summed from the daily tables and the member facts per request, before the running totals. */
  const SUMMED = (table: string, key: string, levelled = false) => `select ${key} as key,
      coalesce(sum(revenue) filter (where day >= $3::date), 0)::bigint as revenue, coalesce(sum(units) filter (where day >= $3::date), 0)::bigint as units,
      coalesce(sum(revenue_estimated) filter (where day >= $3::date), 0)::bigint as "revenueEstimated",
      coalesce(sum(products_sold) filter (where day >= $3::date), 0)::bigint as "productsSold", (count(distinct day) filter (where day >= $3::date))::int as "daysObserved",
      coalesce(sum(revenue) filter (where day < $3::date), 0)::bigint as "previousRevenue", coalesce(sum(units) filter (where day < $3::date), 0)::bigint as "previousUnits",
      ${addedRangeSumsSql('revenue_range', 'filter (where day >= $3::date)')} as "rangeSums"
    from ${table} where market_id = $1 and marketplace_id = any($2::smallint[]) and day between $5::date and $4::date ${levelled ? 'and ($6::int is null or level = $6)' : ''}
    group by 1 order by 1`;
  const FACTS = `select mp.product_id as key,
      coalesce(sum(d.revenue) filter (where d.day >= $3::date), 0)::bigint as revenue, coalesce(sum(d.units) filter (where d.day >= $3::date), 0)::bigint as units,
      coalesce(sum(d.revenue) filter (where d.day >= $3::date and d.provenance = 2), 0)::bigint as "revenueEstimated",
      (count(*) filter (where d.day >= $3::date and d.units > 0))::bigint as "productsSold", (count(*) filter (where d.day >= $3::date))::int as "daysObserved",
      coalesce(sum(d.revenue) filter (where d.day < $3::date), 0)::bigint as "previousRevenue", coalesce(sum(d.units) filter (where d.day < $3::date), 0)::bigint as "previousUnits",
      ${rangeSumsSql(rangePartsOf('d'), 'filter (where d.day >= $3::date)')} as "rangeSums"
    from enterprise_market_products mp join products p on p.id = mp.product_id
    join product_daily d on d.product_id = mp.product_id and d.day between $5::date and $4::date and d.units is not null
    where mp.market_id = $1 and p.marketplace_id = any($2::smallint[]) group by 1 having coalesce(sum(d.revenue) filter (where d.day >= $3::date), 0) > 0 order by 1`;
  const ENTRANTS = (
    table: string,
    key: string,
  ) => `select ${key} as key, (min(day) filter (where units > 0))::text as "firstDay", coalesce(sum(revenue) filter (where day >= $3::date), 0)::bigint as revenue
    from ${table} where market_id = $1 and marketplace_id = any($2::smallint[]) and day <= $4::date and ${key} <> 0
    group by 1 having min(day) filter (where units > 0) >= $3::date order by 1`;
  const BRANDS = `select b.id, b.name, array_agg(distinct x.marketplace_id order by x.marketplace_id) as "marketplaceIds"
    from enterprise_market_brand_daily x join brands b on b.id = x.brand_id where x.market_id = $1 group by b.id order by sum(x.revenue) desc, b.name`;
  /** Rows with their interval parts to 9 digits: the same parts added in another order differ in the last bits. */
  const settled = <T>(rows: T[]): T[] =>
    rows.map((row) => {
      const sums = (row as { rangeSums?: number[] | null }).rangeSums;
      return sums ? { ...row, rangeSums: sums.map((v) => Number(v.toPrecision(9))) } : row;
    });
  const byKey = <T extends { key: number }>(rows: T[]) => settled([...rows].sort((a, b) => a.key - b.key));
  const summed = async <T extends object = Record<string, unknown>>(statement: string, values: unknown[]) =>
    settled(await app.database.query<T>(statement, values));

  async function expectSummedAnswers(marketId: number) {
    const ranges = [
      ['2026-09-25', '2026-10-05'],
      ['2026-10-10', '2026-11-03'],
      ['2026-10-30', '2026-11-20'],
      ['2026-11-10', '2026-11-20'],
    ];
    for (const [start, end] of ranges) {
      for (const marketplaceIds of [[1], [2, 3], [1, 2], [1, 2, 3]]) {
        const days = daysBetween(start!, end!) + 1;
        const q = { marketId, marketplaceIds, start: start!, end: end!, previousStart: addDays(start!, -days) };
        const args = [q.marketId, q.marketplaceIds, q.start, q.end, q.previousStart];
        const at = `${start}..${end} on ${marketplaceIds.join(',')}`;
        expect(byKey(await analysis.figures(app.database, 'store', q)), at).toEqual(
          await summed(SUMMED('enterprise_market_store_daily', 'store_id'), args),
        );
        expect(byKey(await analysis.figures(app.database, 'brand', q)), at).toEqual(
          await summed(SUMMED('enterprise_market_brand_daily', 'brand_id'), args),
        );
        for (const level of [null, 1, 3]) {
          const categories = await summed(SUMMED('enterprise_market_category_daily', 'category_id', true), [
            ...args,
            level,
          ]);
          expect(byKey(await analysis.figures(app.database, 'category', q, { level: level ?? undefined })), at).toEqual(
            categories,
          );
        }
        const products = await analysis.productPage(
          app.database,
          q,
          { categoryIds: null, brandIds: null },
          { sort: 'daily_total_revenue', order: 'desc', offset: 0, limit: 100_000 },
        );
        const facts = await summed<analysis.FigureRow>(FACTS, args);
        expect(
          byKey(products.rows.map(({ averagePrice: _a, growth: _g, ...r }) => ({ ...r, total: undefined }))),
          at,
        ).toEqual(facts.map((r) => ({ ...r, total: undefined })));
        expect(products.total).toBe(facts.length);
        const figures: Record<TopSortKey, (r: analysis.FigureRow) => number | null> = {
          daily_total_revenue: (r) => r.revenue,
          units: (r) => r.units,
          price: (r) => r.revenue / r.units,
          growth: (r) => (r.previousRevenue > 0 ? (r.revenue - r.previousRevenue) / r.previousRevenue : null),
        };
        // Pages of every order on one marketplace and on all three: the other sets take time and add no case.
        const pagedOrders =
          marketplaceIds.length === 2
            ? []
            : ([
                ['daily_total_revenue', 'desc'],
                ['units', 'desc'],
                ['price', 'desc'],
                ['price', 'asc'],
                ['growth', 'desc'],
                ['growth', 'asc'],
              ] as const);
        for (const [sort, order] of pagedOrders) {
          const way = order === 'desc' ? -1 : 1;
          // Products without a figure (no growth without sales before) come last either way.
          const inOrder = (a: number | null, b: number | null) =>
            a === null || b === null ? Number(a === null) - Number(b === null) : way * (a - b);
          const ranked = [...facts]
            .sort((a, b) => inOrder(figures[sort](a), figures[sort](b)) || a.key - b.key)
            .map((r) => r.key);
          for (const [offset, limit] of [
            [0, 3],
            [10, 7],
          ] as const) {
            const page = await analysis.productPage(
              app.database,
              q,
              { categoryIds: null, brandIds: null },
              { sort, order, offset, limit },
            );
            expect(
              page.rows.map((r) => r.key),
              `${at} by ${sort} ${order} from ${offset}`,
            ).toEqual(ranked.slice(offset, offset + limit));
            // The count comes with a page's rows; the service answers an empty page 404.
            if (page.rows.length > 0) expect(page.total).toBe(facts.length);
          }
        }
        // The best brands of the set, read by their bound: pages of the top list and the overview's best few.
        const brands = (await summed(
          SUMMED('enterprise_market_brand_daily', 'brand_id'),
          args,
        )) as analysis.FigureRow[];
        const byRevenue = (a: analysis.FigureRow, b: analysis.FigureRow) => b.revenue - a.revenue || a.key - b.key;
        const selling = brands.filter((b) => b.revenue > 0).sort(byRevenue);
        for (const [offset, limit] of [
          [0, 3],
          [2, 5],
        ] as const) {
          const page = await analysis.rankedPage(
            app.database,
            'brand',
            q,
            {},
            { sort: 'daily_total_revenue', order: 'desc', offset, limit },
          );
          expect(
            settled(page.rows.map(({ averagePrice: _a, growth: _g, ...r }) => r)),
            `${at} brands from ${offset}`,
          ).toEqual(selling.slice(offset, offset + limit));
          expect(page.total).toBe(selling.length);
        }
        for (const limit of [2, selling.length + 1]) {
          const best = [...brands].sort(byRevenue).slice(0, limit);
          expect(
            settled(await analysis.figures(app.database, 'brand', q, {}, limit)),
            `${at} best ${limit} brands`,
          ).toEqual(best);
        }
        for (const [g, table, key] of [
          ['store', 'enterprise_market_store_daily', 'store_id'],
          ['brand', 'enterprise_market_brand_daily', 'brand_id'],
        ] as const) {
          expect(byKey(await analysis.entrants(app.database, g, q, 1000)), at).toEqual(
            await app.database.query(ENTRANTS(table, key), args.slice(0, 4)),
          );
        }
      }
    }
    const marketBrands = await app.database.query<{ id: number }>(BRANDS, [marketId]);
    expect(await analysis.marketBrands(app.database, marketId)).toEqual(marketBrands);
    const named = marketBrands.filter((_, i) => i % 2 === 1);
    expect(
      await analysis.marketBrands(
        app.database,
        marketId,
        named.map((b) => b.id),
      ),
    ).toEqual(named);
  }

  it('answer as summing the daily tables and member facts did, for any range and marketplaces, after a save, an ingested day and an edit', async () => {
    const agent = await user('genius');
    const picked = await app.database.query<{ id: number }>(
      `select id from (select s.id, s.marketplace_id, row_number() over (partition by s.marketplace_id order by sum(d.revenue) desc) as n
         from stores s join store_daily d on d.store_id = s.id group by s.id) s where n <= 2 order by id`,
    );
    const market = await createMarket(agent, { storeIds: picked.map((s) => s.id) });
    await expectSummedAnswers(market.id);
    const counted = await one<{ n: number; sets: number }>(
      `select count(*)::int as n, count(distinct set)::int as sets from enterprise_market_running where market_id = $1 and kind = ${RUNNING_KINDS.brand}`,
      [market.id],
    );
    expect(counted.sets).toBeGreaterThan(3);

    // A new day: one of its stores' products sells, and the others carry their totals on.
    const product = await one<{ external_id: string; store: string; name: string }>(
      'select p.external_id, s.external_id as store, s.name from products p join stores s on s.id = p.store_id where p.store_id = $1 order by p.id limit 1',
      [picked[0]!.id],
    );
    const day = addDays(jakartaDay(app.clock.now()), 0);
    app.clock.advance(86_400_000);
    const fixture = observation(day, product.external_id, 9);
    await ingestDay(
      app.database,
      batch(day, [
        observation(day, product.external_id, 9, {
          store: { ...fixture.store, externalId: product.store, name: product.name },
        }),
      ]),
      app.clock,
    );
    await refreshMarketsAfterIngest(app.database, day);
    const last = await one<{ day: string }>(
      `select max(day)::text as day from enterprise_market_running where market_id = $1 and kind = ${RUNNING_KINDS.product}`,
      [market.id],
    );
    expect(last.day).toBe(day);
    await expectSummedAnswers(market.id);

    // Members that change at a refresh, not a save (a store's products leave, another's join with their history): rebuilt whole.
    const other = await one<{ id: number }>(
      'select id from stores where id <> all($1::int[]) and marketplace_id = 1 order by id limit 1',
      [picked.map((s) => s.id)],
    );
    await app.database.query('update enterprise_markets set store_ids = $2 where id = $1', [
      market.id,
      [...picked.slice(1).map((s) => s.id), other.id],
    ]);
    await refreshMarketsAfterIngest(app.database, day);
    const held = await app.database.query<{ id: number }>(
      'select distinct p.store_id as id from enterprise_market_products mp join products p on p.id = mp.product_id where mp.market_id = $1',
      [market.id],
    );
    expect(held.map((s) => s.id)).toContain(other.id);
    expect(held.map((s) => s.id)).not.toContain(picked[0]!.id);
    await expectSummedAnswers(market.id);

    const edited = await agent.post(P.customMarketUpdate, {
      id: market.id,
      ...marketOf({ storeIds: picked.slice(1).map((s) => s.id) }),
    });
    expect(edited.body!.build).toEqual({ state: 'building', progress: 0 });
    await builtMarket(app, agent, market.id);
    await expectSummedAnswers(market.id);
  });
});
