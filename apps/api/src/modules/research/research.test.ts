import { apiPaths, FREE_RESULT_LIMIT, TOKEN_QUOTA_HEADER, type CategoryNode } from '@pasarlens/contracts';
import { MARKETPLACE_IDS } from '@pasarlens/db';
import { addDays, addRangeSums, intervalOfSums, NO_RANGE, rangeSumsFromParts, rangeSumsOf } from '@pasarlens/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedRangeSumsSql } from '../../lib/range-sums-sql.ts';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { ingestDay } from '../market/ingest.service.ts';

let app: TestApp;
let users = 0;
// The test clock stands at 2026-11-01 (Jakarta); the market ends the day before.
const LAST_DAY = '2026-10-31';
let shopeeTop: { id: number; name: string };

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.month });
  [shopeeTop] = (await app.database.query<{ id: number; name: string }>(
    // The level-1 category with the most selling products: pages of ten fill more than twice.
    `select c.id, c.name from categories c join product_stats ps on ps.category_l1_id = c.id
      where c.level = 1 and c.marketplace_id = 1 group by c.id order by count(*) desc, c.id limit 1`,
  )) as [{ id: number; name: string }];
}, 120_000);
afterAll(() => app.close());

/** A new signed-in user; with a plan when one is named. Past 20, from another address (20 registrations an hour each). */
async function user(plan?: 'basic' | 'smart' | 'genius'): Promise<Agent> {
  const from = app.agent();
  from.ip = `10.0.${Math.ceil(++users / 20)}.1`;
  const agent = await signedInAgent(app, users, from);
  if (plan) await buyPlan(agent, plan);
  return agent;
}
const tokensUsed = async (agent: Agent) => (await profile(agent)).quota.count as number;

describe('marketplaces', () => {
  it('offers only the marketplaces with data, to anyone, with the last day of figures in all and of each', async () => {
    // … and the last day with figures, where the pages' default date ranges end; each marketplace's is its "data as of".
    expect((await app.agent().get(apiPaths.marketplaces)).body).toEqual({
      items: ['shopee', 'tokopedia', 'tiktok'],
      lastDay: LAST_DAY,
      lastDays: { shopee: LAST_DAY, tokopedia: LAST_DAY, tiktok: LAST_DAY },
    });
    // A marketplace whose figures stop a day earlier says so (its last day put back after).
    const [row] = await app.database.query(
      'delete from marketplace_daily where marketplace_id = $1 and day = $2 returning *',
      [MARKETPLACE_IDS.tokopedia, LAST_DAY],
    );
    expect((await app.agent().get(apiPaths.marketplaces)).body).toMatchObject({
      lastDay: LAST_DAY,
      lastDays: { shopee: LAST_DAY, tokopedia: addDays(LAST_DAY, -1), tiktok: LAST_DAY },
    });
    await app.database.query(
      'insert into marketplace_daily select * from json_populate_record(null::marketplace_daily, $1)',
      [JSON.stringify(row)],
    );
  });
});

describe('category research', () => {
  it('gives a free user the first rows behind the paywall, for a token', async () => {
    const agent = await user();
    const answer = await agent.post(apiPaths.categoryResearchProducts, {
      marketplace: 'shopee',
      category_id: shopeeTop.id,
      page: 3,
      page_size: 50,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      isPremium: false,
      showPaywall: true,
      data: { page: 0, page_size: FREE_RESULT_LIMIT },
    });
    expect(answer.body!.data.items).toHaveLength(FREE_RESULT_LIMIT);
    const revenues = answer.body!.data.items.map((p: { revenue30: number }) => p.revenue30);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(await tokensUsed(agent)).toBe(1);
    const history = (await agent.get(apiPaths.tokenHistory)).body!.items;
    expect(history[0]).toMatchObject({
      action: 'search',
      tokens: 1,
      context: {
        feature: 'category_research',
        marketplace: 'shopee',
        subject: shopeeTop.name,
        page: 0,
        request: { category_id: shopeeTop.id, page: 3, page_size: 50 },
      },
    });
  });

  it('tells a free user that filters and sort orders need a plan, and takes no token', async () => {
    const free = await user();
    const ask = (extra: object) =>
      free.post(apiPaths.categoryResearchProducts, { marketplace: 'shopee', category_id: shopeeTop.id, ...extra });
    for (const [extra, field] of [
      [{ filters: { min_price: 100_000 } }, 'filters'],
      [{ sort: 'price' }, 'sort'],
    ] as const) {
      const refused = await ask(extra);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'PLAN_REQUIRED', issues: [{ path: field }] });
    }
    expect((await ask({ sort: 'pop' })).status).toBe(200);
    expect(await tokensUsed(free)).toBe(1);
  });

  it('charges one answer once a day: a reload, another order or a page seen before costs nothing again', async () => {
    const agent = await user('basic');
    const ask = (extra: object) =>
      agent.post(apiPaths.categoryResearchProducts, {
        marketplace: 'shopee',
        category_id: shopeeTop.id,
        page_size: 10,
        ...extra,
      });
    const first = await ask({ page: 0 });
    expect((await ask({ page: 0 })).body).toEqual(first.body);
    expect((await ask({ page: 0, sort: 'price' })).status).toBe(200);
    expect(await tokensUsed(agent)).toBe(1);
    await ask({ page: 1 });
    await ask({ page: 0, sort: 'rating' });
    expect(await tokensUsed(agent)).toBe(2);
    await ask({ page: 0, filters: { min_rating: 4 } });
    expect(await tokensUsed(agent)).toBe(3);
  });

  it('sorts, filters and pages on the server for a paying user (Shopee pages start at 0)', async () => {
    const agent = await user('basic');
    const first = await agent.post(apiPaths.categoryResearchProducts, {
      marketplace: 'shopee',
      category_id: shopeeTop.id,
      page: 0,
      page_size: 10,
      sort: 'price',
    });
    const second = await agent.post(apiPaths.categoryResearchProducts, {
      marketplace: 'shopee',
      category_id: shopeeTop.id,
      page: 1,
      page_size: 10,
      sort: 'price',
    });
    expect(first.body).toMatchObject({ isPremium: true, showPaywall: false, data: { page: 0, page_size: 10 } });
    const prices = [...first.body!.data.items, ...second.body!.data.items].map((p: { price: number }) => p.price);
    expect(prices).toHaveLength(20);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(first.body!.data.total_count).toBeGreaterThan(20);

    // Cheapest first: the same rows in the other direction, at no further token.
    const cheapest = await agent.post(apiPaths.categoryResearchProducts, {
      marketplace: 'shopee',
      category_id: shopeeTop.id,
      page: 0,
      page_size: 10,
      sort: 'price',
      order: 'asc',
    });
    const ascending = cheapest.body!.data.items.map((p: { price: number }) => p.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBeLessThan(prices[0]!);

    const filtered = await agent.post(apiPaths.categoryResearchProducts, {
      marketplace: 'shopee',
      category_id: shopeeTop.id,
      page_size: 50,
      filters: { min_price: 100_000 },
    });
    expect(filtered.body!.data.items.every((p: { price: number }) => p.price >= 100_000)).toBe(true);
    expect(filtered.body!.data.items[0]).toMatchObject({ marketplace: 'shopee', storeName: expect.any(String) });
    expect(await tokensUsed(agent)).toBe(3);
  });

  it("takes each marketplace's own default sort code (spec §9) as the default ranking", async () => {
    const agent = await user('basic');
    const request = (sort: string) =>
      agent.post(apiPaths.categoryResearchProducts, {
        marketplace: 'shopee',
        category_id: shopeeTop.id,
        page_size: 10,
        sort,
      });
    const byCode = await request('pop');
    expect(byCode.status).toBe(200);
    expect(byCode.body!.data.items).toEqual((await request('revenue30')).body!.data.items);
    expect((await request('popular-ish')).status).toBe(400);
  });

  it('lists the category tree with 30-day sales, best first', async () => {
    const agent = await user();
    const top = await agent.get(`${apiPaths.featureCategory}?marketplace=shopee`);
    const revenues = top.body!.items.map((c: { revenue30: number }) => c.revenue30);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const best = top.body!.items[0];
    expect(best).toMatchObject({ level: 1, hasChildren: true, marketplace: 'shopee' });
    const children = await agent.get(`${apiPaths.featureCategory}?marketplace=shopee&parent_id=${best.id}`);
    expect(
      children.body!.items.every((c: { parentId: number; level: number }) => c.parentId === best.id && c.level === 2),
    ).toBe(true);
    const parentRevenue = top.body!.items[0].revenue30;
    const childRevenue = children.body!.items.reduce((sum: number, c: { revenue30: number }) => sum + c.revenue30, 0);
    expect(childRevenue).toBe(parentRevenue);
    // Each 30-day revenue has its 80% range around it: the interval of its category's 30 days.
    for (const node of [...top.body!.items, ...children.body!.items] as CategoryNode[]) {
      expect(node.revenue30Range!.low).toBeLessThanOrEqual(node.revenue30);
      expect(node.revenue30Range!.high).toBeGreaterThanOrEqual(node.revenue30);
    }
    const [{ parts }] = (await app.database.query<{ parts: number[] }>(
      `select ${addedRangeSumsSql('revenue_range')} as parts from category_daily
        where category_id = $1 and day > $2::date - 30 and day <= $2::date`,
      [best.id, LAST_DAY],
    )) as [{ parts: number[] }];
    expect(best.revenue30Range).toEqual(intervalOfSums(best.revenue30, rangeSumsFromParts(parts), 30));
    expect(best.revenue30Range.high).toBeGreaterThan(best.revenue30Range.low);
    expect(await tokensUsed(agent)).toBe(0);
  });

  it('charges history by its cost, only within the plan range, and shows Free the paywall for nothing', async () => {
    const free = await user();
    const locked = await free.post(apiPaths.categoryResearchAnalytics, {
      category_id: shopeeTop.id,
      start_date: '2026-10-22',
      end_date: '2026-10-31',
    });
    expect(locked.body).toMatchObject({
      isPremium: false,
      showPaywall: true,
      data: { daily_sales: [], summary: null },
    });
    expect(await tokensUsed(free)).toBe(0);

    const smart = await user('smart');
    const answer = await smart.post(apiPaths.categoryResearchAnalytics, {
      category_id: shopeeTop.id,
      start_date: '2026-10-22',
      end_date: '2026-10-31',
    });
    expect(answer.body!.data.daily_sales).toHaveLength(10);
    const [truth] = await app.database.query<{ revenue: number }>(
      `select sum(revenue)::bigint as revenue from category_daily where category_id = $1 and day between '2026-10-22' and '2026-10-31'`,
      [shopeeTop.id],
    );
    expect(answer.body!.data.summary.revenue).toBe(truth!.revenue);
    expect(answer.body!.data.items.length).toBeGreaterThan(0);
    expect(await tokensUsed(smart)).toBe(2);

    for (const range of [
      { start_date: '2026-09-30', end_date: '2026-10-31' },
      { start_date: '2026-10-30', end_date: '2026-10-31' },
      { start_date: '2026-10-31', end_date: '2026-10-20' },
    ]) {
      const refused = await smart.post(apiPaths.categoryResearchAnalytics, { category_id: shopeeTop.id, ...range });
      expect(refused.status, JSON.stringify(range)).toBe(400);
    }
    expect(await tokensUsed(smart)).toBe(2);
  });

  it("charges a dashboard page's price for a store's or category's history opened from the enterprise dashboard, to its users only", async () => {
    const range = { start_date: '2026-10-22', end_date: '2026-10-31', from: 'enterprise_dashboard' };
    const [store] = await app.database.query<{ id: number }>(
      `select store_id as id from store_stats order by revenue_30 desc limit 1`,
    );
    const genius = await user('genius');
    expect(
      (await genius.post(apiPaths.categoryResearchAnalytics, { category_id: shopeeTop.id, ...range })).status,
    ).toBe(200);
    expect((await genius.post(apiPaths.storeResearchAnalytics, { store_id: store!.id, ...range })).status).toBe(200);
    expect(await tokensUsed(genius)).toBe(2);
    // Without the dashboard, the history costs what it always does; an unknown origin is refused.
    const smart = await user('smart');
    expect((await smart.post(apiPaths.storeResearchAnalytics, { store_id: store!.id, ...range })).status).toBe(200);
    expect(await tokensUsed(smart)).toBe(2);
    expect(
      (await smart.post(apiPaths.storeResearchAnalytics, { store_id: store!.id, ...range, from: 'elsewhere' })).status,
    ).toBe(400);
    expect(await tokensUsed(smart)).toBe(2);
  });
});

describe('product research', () => {
  it('finds products by keyword, and takes no token when nothing is found', async () => {
    const agent = await user('basic');
    const [{ word }] = (await app.database.query<{ word: string }>(
      `select split_part(name, ' ', 1) as word from product_stats where marketplace_id = 2 group by 1 order by count(*) desc limit 1`,
    )) as [{ word: string }];
    const found = await agent.post(apiPaths.productResearchProducts, {
      marketplace: 'tokopedia',
      q: word,
      page: 1,
      page_size: 20,
    });
    expect(found.body!.data.page).toBe(1);
    expect(
      found.body!.data.items.every(
        (p: { name: string; marketplace: string }) =>
          p.name.toLowerCase().includes(word.toLowerCase()) && p.marketplace === 'tokopedia',
      ),
    ).toBe(true);
    const nothing = await agent.post(apiPaths.productResearchProducts, {
      marketplace: 'tokopedia',
      q: 'zzqx tidakada',
    });
    expect(nothing.status).toBe(404);
    expect(nothing.body).toEqual({ code: 'DATA_NOT_FOUND', message: 'The data you are looking for is not found' });
    expect(await tokensUsed(agent)).toBe(1);
    // The same words in another case or spacing are the same answer: not charged again today.
    const shouted = await agent.post(apiPaths.productResearchProducts, {
      marketplace: 'tokopedia',
      q: `  ${word.toUpperCase()} `,
      page: 1,
      page_size: 20,
    });
    expect(shouted.body!.data.items).toEqual(found.body!.data.items);
    expect(await tokensUsed(agent)).toBe(1);
  });

  it('shows a product with its variants and affiliate terms to paying users only, and its price range to all', async () => {
    const [{ id }] = (await app.database.query<{ id: number }>(
      `select v.product_id as id from variants v join product_stats ps on ps.product_id = v.product_id where ps.marketplace_id = 1 group by 1 having count(*) > 1 limit 1`,
    )) as [{ id: number }];
    const paying = await (await user('basic')).post(apiPaths.productResearchProduct, { product_id: id });
    expect(paying.body!.data.variants.length).toBeGreaterThan(1);
    const lowest = paying.body!.data.variants.filter((v: { lowestPrice: boolean }) => v.lowestPrice);
    expect(lowest.length).toBeGreaterThan(0);
    for (const v of paying.body!.data.variants) expect(v.stockValue).toBe(v.price * v.stock);
    expect(paying.body!.data.categoryPath.length).toBeGreaterThan(0);

    const freeAgent = await user();
    const free = await freeAgent.post(apiPaths.productResearchProduct, { product_id: id });
    expect(free.body).toMatchObject({
      isPremium: false,
      showPaywall: true,
      data: { variants: [], affiliate: null, productId: id },
    });

    // Every plan sees a price range where the variants' prices differ: the list price is the
    // cheapest variant's, and the dearest says it is a "from" price.
    const [ranged] = (await app.database.query<{ id: number; low: number; high: number }>(
      `select product_id as id, min(price) as low, max(price) as high from variant_stats
        group by 1 having min(price) < max(price) order by 1 limit 1`,
    )) as [{ id: number; low: number; high: number }];
    const rangedAnswer = await freeAgent.post(apiPaths.productResearchProduct, { product_id: ranged.id });
    expect(rangedAnswer.body!.data).toMatchObject({ price: ranged.low, priceMax: ranged.high });
    // Most listings have no variants: their price is the price, with nothing to range over.
    const [plain] = (await app.database.query<{ id: number }>(
      `select ps.product_id as id from product_stats ps
        where not exists (select 1 from variant_stats v where v.product_id = ps.product_id) limit 1`,
    )) as [{ id: number }];
    const single = await freeAgent.post(apiPaths.productResearchProduct, { product_id: plain.id });
    expect(single.body!.data.priceMax).toBeNull();
  });

  it("gives one product's history with null for days without a figure", async () => {
    const agent = await user('smart');
    const [{ id }] = (await app.database.query<{ id: number }>(
      `select product_id as id from product_stats order by revenue_30 desc limit 1`,
    )) as [{ id: number }];
    const answer = await agent.post(apiPaths.productResearchAnalytics, {
      product_id: id,
      start_date: '2026-10-02',
      end_date: '2026-10-31',
    });
    expect(answer.body!.data.daily_sales).toHaveLength(30);
    const days = await app.database.query<{ day: string; units: number | null }>(
      `select day::text as day, units from product_daily where product_id = $1 and day between '2026-10-02' and '2026-10-31'`,
      [id],
    );
    const byDay = new Map(days.map((d) => [d.day, d.units]));
    for (const d of answer.body!.data.daily_sales) expect(d.units).toBe(byDay.get(d.day) ?? null);
    expect(await tokensUsed(agent)).toBe(1);
  });
});

describe('store research', () => {
  it('ranks stores, opens one with its first 30 products and its history', async () => {
    const agent = await user('smart');
    const stores = await agent.post(apiPaths.storeResearchStores, { marketplace: 'shopee', page_size: 10 });
    const revenues = stores.body!.data.items.map((s: { revenue30: number }) => s.revenue30);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const top = stores.body!.data.items[0];

    const store = await agent.post(apiPaths.storeResearchStore, { store_id: top.storeId });
    expect(store.body!.data).toMatchObject({
      storeId: top.storeId,
      official: expect.any(Boolean),
      goldenMerchant: expect.any(Boolean),
      products: top.products,
    });
    const products = await agent.post(apiPaths.storeResearchProducts, { store_id: top.storeId });
    expect(products.body!.data.items.length).toBe(Math.min(30, top.products));
    expect(products.body!.data.items.every((p: { storeId: number }) => p.storeId === top.storeId)).toBe(true);
    const history = await agent.post(apiPaths.storeResearchAnalytics, {
      store_id: top.storeId,
      start_date: '2026-10-25',
      end_date: '2026-10-31',
    });
    expect(history.body!.data.daily_sales).toHaveLength(7);
    expect(await tokensUsed(agent)).toBe(1 + 1 + 2);
  });

  it("says how far every figure can be trusted: a store's 30 days and its history are the revenue-weighted mix of its products' figures", async () => {
    const agent = await user('smart');
    const stores = await agent.post(apiPaths.storeResearchStores, { marketplace: 'shopee', page_size: 10 });
    const top = stores.body!.data.items[0];
    const [parts] = await app.database.query<{ revenue: number; high: number; medium: number }>(
      `select sum(revenue)::bigint as revenue, (sum(revenue) filter (where confidence = 1))::bigint as high, coalesce(sum(revenue) filter (where confidence = 2), 0)::bigint as medium
         from product_daily where store_id = $1 and day > '2026-10-01' and day <= '2026-10-31'`,
      [top.storeId],
    );
    expect(top.revenue30).toBe(parts!.revenue);
    expect(top.confidence30.high).toBeCloseTo(parts!.high / parts!.revenue, 9);
    expect(top.confidence30.medium).toBeCloseTo(parts!.medium / parts!.revenue, 9);
    expect(top.confidence30.high + top.confidence30.medium + top.confidence30.low).toBeCloseTo(1, 9);

    const history = await agent.post(apiPaths.storeResearchAnalytics, {
      store_id: top.storeId,
      start_date: '2026-10-25',
      end_date: '2026-10-31',
    });
    const { daily_sales: days, summary } = history.body!.data;
    const weighted = (level: 'high' | 'medium' | 'low') =>
      days.reduce(
        (sum: number, d: { revenue: number; confidence: Record<string, number> }) =>
          sum + d.revenue * d.confidence[level]!,
        0,
      ) / summary.revenue;
    for (const level of ['high', 'medium', 'low'] as const)
      expect(summary.confidence[level]).toBeCloseTo(weighted(level), 9);

    const products = await agent.post(apiPaths.storeResearchProducts, { store_id: top.storeId });
    for (const p of products.body!.data.items)
      if (p.revenue30 > 0) expect(p.confidence30.high + p.confidence30.medium + p.confidence30.low).toBeCloseTo(1, 9);
    const [{ id }] = (await app.database.query<{ id: number }>(
      `select product_id as id from product_stats where store_id = $1 order by revenue_30 desc limit 1`,
      [top.storeId],
    )) as [{ id: number }];
    const product = await agent.post(apiPaths.productResearchAnalytics, {
      product_id: id,
      start_date: '2026-10-25',
      end_date: '2026-10-31',
    });
    // A product's day has one confidence: all of its revenue at one level.
    for (const d of product.body!.data.daily_sales)
      if (d.units !== null) expect(Object.values(d.confidence).sort()).toEqual([0, 0, 1]);
  });
});

describe('80% intervals', () => {
  it("gives a store's 30 days the interval its products' figures add up to, and a product's days each their own", async () => {
    const agent = await user('smart');
    const stores = await agent.post(apiPaths.storeResearchStores, { marketplace: 'shopee', page_size: 10 });
    const top = stores.body!.data.items[0];
    const figures = await app.database.query<{
      product: number;
      day: string;
      revenue: number;
      low: number;
      high: number;
      split: number;
    }>(
      `select product_id as product, day::text, revenue, revenue_low as low, revenue_high as high, split_share::float8 as split
         from product_daily where store_id = $1 and day > '2026-10-01' and day <= '2026-10-31' and units is not null`,
      [top.storeId],
    );
    const sums = figures.reduce(
      (total, f) =>
        addRangeSums(
          total,
          rangeSumsOf({ revenue: f.revenue, revenueLow: f.low, revenueHigh: f.high, splitShare: f.split }),
        ),
      NO_RANGE,
    );
    const expected = intervalOfSums(top.revenue30, sums, 30);
    expect(top.revenue30Range.low).toBeCloseTo(expected.low, 0);
    expect(top.revenue30Range.high).toBeCloseTo(expected.high, 0);
    expect(top.revenue30Range.low).toBeLessThan(top.revenue30);
    expect(top.revenue30Range.high).toBeGreaterThan(top.revenue30);
    // Far narrower than the sum of its figures' bounds: their errors do not all lean one way.
    const bounds = figures.reduce((w, f) => w + f.high - f.low, 0);
    expect(top.revenue30Range.high - top.revenue30Range.low).toBeLessThan(bounds / 2);

    const estimated = figures.find((f) => f.high > f.low)!;
    const history = await agent.post(apiPaths.productResearchAnalytics, {
      product_id: estimated.product,
      start_date: '2026-10-02',
      end_date: '2026-10-31',
    });
    const { daily_sales: days, summary } = history.body!.data;
    const own = new Map(figures.filter((f) => f.product === estimated.product).map((f) => [f.day, f]));
    for (const d of days) {
      if (d.revenue === null) expect(d.revenueRange).toBeNull();
      else expect(d.revenueRange).toEqual({ low: own.get(d.day)!.low, high: own.get(d.day)!.high });
    }
    expect(summary.revenueRange.low).toBeLessThanOrEqual(summary.revenue);
    expect(summary.revenueRange.high).toBeGreaterThan(summary.revenue);
  });
});

describe('data still being validated, and data requests', () => {
  it('marks an older product first seen on the last day as validating, and keeps one open request per thing asked', async () => {
    const agent = await user('basic');
    // Found on the last day, listed long before: nothing measured or sold yet (a new listing would have its first days' sales).
    await ingestDay(app.database, batch(LAST_DAY, [observation(LAST_DAY, '90000001', 2_000)]), app.clock);
    const [fresh] = await app.database.query<{ id: number }>(
      `select p.id from products p where p.external_id = '90000001'`,
    );
    const [settled] = await app.database.query<{ id: number }>(
      `select product_id as id from product_stats where measured_days_30 > 20 limit 1`,
    );
    expect((await agent.post(apiPaths.productResearchProduct, { product_id: fresh!.id })).body!.data.validating).toBe(
      true,
    );
    expect((await agent.post(apiPaths.productResearchProduct, { product_id: settled!.id })).body!.data.validating).toBe(
      false,
    );

    const ask = { marketplace: 'tokopedia', kind: 'keyword', reference: 'serum kopi' };
    expect((await agent.post(apiPaths.dataRequest, ask)).body).toEqual({ requested: true });
    expect((await agent.post(apiPaths.dataRequest, ask)).body).toEqual({ requested: true });
    expect(await app.database.query(`select kind, reference, status from data_requests`)).toEqual([
      { kind: 'keyword', reference: 'serum kopi', status: 'queued' },
    ]);
    expect((await agent.post(apiPaths.dataRequest, { ...ask, kind: 'everything' })).status).toBe(400);
    expect((await app.agent().post(apiPaths.dataRequest, ask)).status).toBe(401);
  });
});

describe('research requests', () => {
  it('refuse bad parameters, unknown ids and missing sessions, and take no token', async () => {
    const agent = await user('basic');
    const bad = [
      [apiPaths.categoryResearchProducts, { marketplace: 'shopee', category_id: shopeeTop.id, page_size: 7 }, 400],
      [apiPaths.categoryResearchProducts, { marketplace: 'amazon', category_id: shopeeTop.id }, 400],
      [apiPaths.categoryResearchProducts, { marketplace: 'shopee', category_id: 99_999_999 }, 404],
      [apiPaths.productResearchProducts, { marketplace: 'shopee' }, 400],
      [apiPaths.productResearchProducts, { marketplace: 'shopee', q: 'x' }, 400],
      [apiPaths.productResearchProduct, { product_id: -1 }, 400],
      [apiPaths.storeResearchStore, { store_id: 99_999_999 }, 404],
      [
        apiPaths.categoryResearchProducts,
        { marketplace: 'shopee', category_id: shopeeTop.id, filters: { min_price: 500, max_price: 100 } },
        400,
      ],
    ] as const;
    for (const [path, body, status] of bad)
      expect((await agent.post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(status);
    expect(await tokensUsed(agent)).toBe(0);
    expect(
      (await app.agent().post(apiPaths.categoryResearchProducts, { marketplace: 'shopee', category_id: shopeeTop.id }))
        .status,
    ).toBe(401);
    expect((await app.agent().get(`${apiPaths.featureCategory}?marketplace=shopee`)).status).toBe(401);
  });

  it("say 'Your tokens are used up' when the balance is empty, and take nothing", async () => {
    const agent = await user();
    await app.database.query(
      `update usage_accounts set tokens_used = token_allowance where user_id = (select id from users where email = $1)`,
      [`budi${users}@toko.id`],
    );
    const refused = await agent.post(apiPaths.categoryResearchProducts, {
      marketplace: 'shopee',
      category_id: shopeeTop.id,
    });
    expect(refused.status).toBe(402);
    expect(refused.body!.message).toBe('Your tokens are used up, refilled next month');
    expect(refused.headers[TOKEN_QUOTA_HEADER]).toBeUndefined();
    expect((await agent.get(apiPaths.tokenHistory)).body!.items).toEqual([]);
  });
});

describe('the token balance on a charged answer', () => {
  it('is the quota read afterwards, and absent from a free or failed call (a refusal: the used-up test above)', async () => {
    const agent = await user('smart');
    const quotaNow = async () => {
      const { count, limit } = (await profile(agent)).quota;
      return `${count}/${limit}`;
    };
    const ask = () =>
      agent.post(apiPaths.categoryResearchProducts, {
        marketplace: 'shopee',
        category_id: shopeeTop.id,
        page_size: 10,
      });
    const charged = await ask();
    expect(charged.headers[TOKEN_QUOTA_HEADER]).toBe(await quotaNow());
    expect(await tokensUsed(agent)).toBe(1);
    // Paid for today already: nothing taken, the same balance.
    expect((await ask()).headers[TOKEN_QUOTA_HEADER]).toBe(await quotaNow());
    expect(await tokensUsed(agent)).toBe(1);
    const history = await agent.post(apiPaths.categoryResearchAnalytics, {
      category_id: shopeeTop.id,
      start_date: '2026-10-25',
      end_date: LAST_DAY,
    });
    expect(history.status).toBe(200);
    expect(history.headers[TOKEN_QUOTA_HEADER]).toBe(await quotaNow());
    expect(await tokensUsed(agent)).toBe(3);

    const free = await agent.get(`${apiPaths.featureCategory}?marketplace=shopee`);
    const nothingFound = await agent.post(apiPaths.productResearchProducts, {
      marketplace: 'shopee',
      q: 'zzqx tidakada',
    });
    const badInput = await agent.post(apiPaths.categoryResearchProducts, { marketplace: 'shopee' });
    expect([free.status, nothingFound.status, badInput.status]).toEqual([200, 404, 400]);
    for (const answer of [free, nothingFound, badInput]) expect(answer.headers[TOKEN_QUOTA_HEADER]).toBeUndefined();
    expect(await tokensUsed(agent)).toBe(3);
  });
});

describe('Shopee store calls', () => {
  it('serve one store by its username: info, products in pages of 10 from 0, history between minDate and maxDate, affiliate terms', async () => {
    const agent = await user('smart');
    const [store] = await app.database.query<{ username: string; id: number; products: number }>(
      `select s.username, s.id, st.products from stores s join store_stats st on st.store_id = s.id
        where s.marketplace_id = 1 and s.username is not null and exists (select 1 from affiliate_commissions a where a.store_id = s.id)
        order by st.products desc limit 1`,
    );
    const range = { username: store!.username.toUpperCase(), minDate: '2026-10-25', maxDate: '2026-10-31' };
    expect((await agent.post(apiPaths.shopeeStoreInfo, { username: store!.username })).body!.data.storeId).toBe(
      store!.id,
    );
    const first = await agent.post(apiPaths.shopeeStoreProduct, { ...range, page: 0 });
    expect(first.body!.data).toMatchObject({ page: 0, page_size: 10 });
    expect(first.body!.data.items).toHaveLength(Math.min(10, store!.products));
    const history = await agent.post(apiPaths.shopeeStoreAnalytics, range);
    expect(history.body!.data.daily_sales.map((d: { day: string }) => d.day)).toEqual([
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
    ]);
    const affiliates = await agent.post(apiPaths.shopeeStoreAffiliates, range);
    expect(affiliates.body!.data.items[0]).toMatchObject({
      productId: expect.any(Number),
      sellerCommissionRate: expect.any(Number),
    });
    const found = await agent.post(apiPaths.shopeeStores, { username: store!.username.split(/[._]/)[0] });
    expect(found.body!.data.page).toBe(0);

    expect((await agent.post(apiPaths.shopeeStoreInfo, { username: 'toko-yang-tidak-ada' })).status).toBe(404);
    expect(
      (await agent.post(apiPaths.shopeeStoreAnalytics, { ...range, minDate: '2026-10-31', maxDate: '2026-10-01' }))
        .status,
    ).toBe(400);
  });
});
