import { apiPaths, FREE_RESULT_LIMIT, listingSale, OPPORTUNITY_PARTS, type OpportunityRow } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';

let app: TestApp;
let users = 0;
// The test clock stands at 2026-11-01 (Jakarta); the market's five weeks end the day before.
const LAST_DAY = '2026-10-31';
let shopeeTop: number;
let tokopediaTop: number;

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.month });
  const top = async (marketplaceId: number) =>
    (
      await app.database.query<{ id: number }>(
        `select category_l1_id as id from product_stats where marketplace_id = $1 and category_l1_id is not null
          group by 1 order by count(*) desc, 1 limit 1`,
        [marketplaceId],
      )
    )[0]!.id;
  [shopeeTop, tokopediaTop] = await Promise.all([top(1), top(2)]);
}, 120_000);
afterAll(() => app.close());

async function user(plan?: 'smart'): Promise<Agent> {
  const agent = await signedInAgent(app, ++users);
  if (plan) await buyPlan(agent, plan);
  return agent;
}
const tokensUsed = async (agent: Agent) => (await profile(agent)).quota.count as number;
const ask = (agent: Agent, body: Record<string, unknown>) => agent.post(apiPaths.opportunityResearch, body);

describe('opportunities', () => {
  it("ranks a category's niches by a score made of its parts, with the profit the calculators give, for a token once a day", async () => {
    const agent = await user('smart');
    const before = await tokensUsed(agent);
    const answer = await ask(agent, { marketplace: 'shopee', category_id: shopeeTop, cost_share: 0.5 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isPremium: true, showPaywall: false });
    const { data } = answer.body!;
    expect(data).toMatchObject({ feeTable: 'shopee-2025-07', costShare: 0.5, cost: null, page: 1 });
    // 40 days: five weeks, and five days that count as a sixth.
    expect(data.weeks).toMatchObject({ to: LAST_DAY, count: 6 });
    const rows = data.items as OpportunityRow[];
    expect(rows.length).toBeGreaterThan(1);
    const scores = rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const row of rows) {
      expect(row.kind).toBe('niche');
      expect(row.parts.map((p) => p.key)).toEqual([...OPPORTUNITY_PARTS]);
      expect(row.parts.reduce((sum, p) => sum + p.points, 0)).toBeCloseTo(row.score, 6);
      expect(row.revenue4w).toBeGreaterThan(0);
      // The 4 weeks' revenue carries its 80% range around it.
      expect(row.revenue4wRange!.low).toBeLessThanOrEqual(row.revenue4w);
      expect(row.revenue4wRange!.high).toBeGreaterThanOrEqual(row.revenue4w);
      const sale = listingSale('shopee', row.price, LAST_DAY)!;
      expect(row.costPerUnit).toBe(Math.round(row.price * 0.5));
      expect(row.profitPerUnit).toBe(sale.received - row.costPerUnit);
    }
    expect(await tokensUsed(agent)).toBe(before + 1);
    // The same answer again today, in another order, is free; the products of the category are another answer.
    expect(
      (await ask(agent, { marketplace: 'shopee', category_id: shopeeTop, cost_share: 0.5, sort: 'margin' })).status,
    ).toBe(200);
    expect(await tokensUsed(agent)).toBe(before + 1);
    // So are the defaults spelled out: niches at a cost share of 60%.
    await ask(agent, { marketplace: 'shopee', category_id: shopeeTop });
    expect(
      (await ask(agent, { marketplace: 'shopee', category_id: shopeeTop, kind: 'niche', cost_share: 0.6 })).status,
    ).toBe(200);
    expect(await tokensUsed(agent)).toBe(before + 2);
    const products = await ask(agent, { marketplace: 'shopee', category_id: shopeeTop, kind: 'product', cost: 20_000 });
    expect(products.status).toBe(200);
    const product = products.body!.data.items[0] as OpportunityRow;
    expect(product).toMatchObject({ kind: 'product', costPerUnit: 20_000 });
    expect(product.product?.name).toBeTruthy();
    expect(product.profitPerUnit).toBe(listingSale('shopee', product.price, LAST_DAY)!.received - 20_000);
    expect(await tokensUsed(agent)).toBe(before + 3);
  });

  it("prices Tokopedia's listings with TikTok Shop's fee tables", async () => {
    const agent = await user('smart');
    const answer = await ask(agent, { marketplace: 'tokopedia', category_id: tokopediaTop, cost: 10_000 });
    expect(answer.status).toBe(200);
    const row = answer.body!.data.items[0] as OpportunityRow;
    expect(answer.body!.data.feeTable).toBe('tiktok-2025-08');
    expect(row.profitPerUnit).toBe(listingSale('tiktok', row.price, LAST_DAY)!.received - 10_000);
  });

  it('shows a free user the first rows by score behind the paywall, and refuses other sorts without a charge', async () => {
    const agent = await user();
    const before = await tokensUsed(agent);
    const sorted = await ask(agent, { marketplace: 'shopee', category_id: shopeeTop, sort: 'growth' });
    expect(sorted.status).toBe(403);
    expect(sorted.body).toMatchObject({ code: 'PLAN_REQUIRED' });
    expect(await tokensUsed(agent)).toBe(before);
    const answer = await ask(agent, { marketplace: 'shopee', category_id: shopeeTop, kind: 'product', page: 3 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isPremium: false, showPaywall: true, data: { page: 1 } });
    expect(answer.body!.data.items).toHaveLength(FREE_RESULT_LIMIT);
    expect(await tokensUsed(agent)).toBe(before + 1);
  });

  it('answers bad input with a clear 4xx and takes nothing', async () => {
    const agent = await user('smart');
    const before = await tokensUsed(agent);
    const both = await ask(agent, { marketplace: 'shopee', category_id: shopeeTop, cost: 1_000, cost_share: 0.4 });
    expect(both.status).toBe(400);
    expect(both.body!.issues).toEqual([expect.objectContaining({ path: 'cost_share' })]);
    for (const body of [
      { marketplace: 'shopee', category_id: shopeeTop, cost_share: 0.99 },
      { marketplace: 'shopee', category_id: shopeeTop, kind: 'brand' },
      { marketplace: 'shopee', category_id: shopeeTop, cost: -1 },
      { marketplace: 'shopee', category_id: 0 },
      { marketplace: 'amazon', category_id: shopeeTop },
    ])
      expect((await ask(agent, body)).status, JSON.stringify(body)).toBe(400);
    // Another marketplace's category, one we do not know, or a page past the end: nothing found, nothing taken.
    for (const body of [
      { marketplace: 'tokopedia', category_id: shopeeTop },
      { marketplace: 'shopee', category_id: 2_000_000_000 },
      { marketplace: 'shopee', category_id: shopeeTop, page: 500 },
    ])
      expect((await ask(agent, body)).body, JSON.stringify(body)).toMatchObject({ code: 'DATA_NOT_FOUND' });
    expect(await tokensUsed(agent)).toBe(before);
  });
});
