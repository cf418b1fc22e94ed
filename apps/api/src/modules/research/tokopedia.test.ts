import { apiPaths, FREE_RESULT_LIMIT } from '@pasarlens/contracts';
import { tokopediaKeysFromUrl } from '@pasarlens/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';

let app: TestApp;
let users = 0;
let word: string;
beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.month });
  [{ word }] = (await app.database.query<{ word: string }>(
    `select split_part(name, ' ', 1) as word from product_stats where marketplace_id = 2 group by 1 order by count(*) desc limit 1`,
  )) as [{ word: string }];
}, 120_000);
afterAll(() => app.close());

async function user(plan?: 'basic' | 'smart'): Promise<Agent> {
  const agent = await signedInAgent(app, ++users);
  if (plan) await buyPlan(agent, plan);
  return agent;
}
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

describe('Tokopedia calls', () => {
  it("answer in Tokopedia's shapes, total_revenue as a string, pages from 1", async () => {
    const agent = await user('basic');
    const answer = await agent.get(`${apiPaths.tokopediaSearchProducts}?${query({ page: 1, q: word, ob: 23 })}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 1, isPremium: true, showPaywall: false });
    const [first] = answer.body!.data;
    expect(first).toMatchObject({
      product_id: expect.any(Number),
      store_official: expect.any(Boolean),
      store_golden_merchant: expect.any(Boolean),
      total_revenue: expect.stringMatching(/^\d+$/),
    });
    expect(tokopediaKeysFromUrl(first.url)).toBeTruthy();
    const revenues = answer.body!.data.map((p: { total_revenue: string }) => Number(p.total_revenue));
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));

    const byRating = await agent.get(`${apiPaths.tokopediaSearchProducts}?${query({ page: 1, q: word, ob: 5 })}`);
    const ratings = byRating.body!.data.map((p: { rating: number }) => p.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await agent.get(`${apiPaths.tokopediaSearchProducts}?${query({ page: 1, q: word, ob: 99 })}`)).status).toBe(
      400,
    );
    // The same rows in another order are the same answer: one token for the day.
    expect((await profile(agent)).quota.count).toBe(1);
  });

  it('lists a category by its identifier, stores by name, and a store’s products', async () => {
    const agent = await user('basic');
    const [category] = await app.database.query<{ external_id: string }>(
      `select external_id from categories where marketplace_id = 2 and level = 1 limit 1`,
    );
    const products = await agent.get(
      `${apiPaths.tokopediaCategoryProducts}?${query({ page: 1, identifier: category!.external_id })}`,
    );
    expect(products.body!.data.length).toBeGreaterThan(0);
    expect(
      (await agent.get(`${apiPaths.tokopediaCategoryProducts}?${query({ page: 1, identifier: 'tidak-ada' })}`)).status,
    ).toBe(404);

    const storeName = products.body!.data[0].store_name.split(' ')[0];
    const stores = await agent.get(`${apiPaths.tokopediaSearchStores}?${query({ start: 0, q: storeName })}`);
    expect(stores.body!.data[0]).toMatchObject({
      store_id: expect.any(Number),
      store_name: expect.any(String),
      store_official: expect.any(Boolean),
    });
    const storeProducts = await agent.get(
      `${apiPaths.tokopediaStoreProducts}?${query({ page: 1, store_id: stores.body!.data[0].store_id })}`,
    );
    expect(
      storeProducts.body!.data.every((p: { store_id: number }) => p.store_id === stores.body!.data[0].store_id),
    ).toBe(true);
  });

  it('gives statistics only when the URL keys match the product, with its variants, for a token', async () => {
    const agent = await user('smart');
    // A product whose page the crawl opens daily: its variants' price and stock are current.
    const [product] = await app.database.query<{ id: number; url: string }>(
      `select p.id, p.url from products p join variant_stats v on v.product_id = p.id where p.marketplace_id = 2 group by p.id order by count(*) desc limit 1`,
    );
    const keys = tokopediaKeysFromUrl(product!.url)!;
    expect(
      (await agent.post(apiPaths.productResearchProduct, { product_id: product!.id })).body!.data.tokopediaKeys,
    ).toEqual(keys);
    const stats = await agent.get(
      `${apiPaths.tokopediaStatistics}?${query({ shop_domain: keys.shopDomain, product_key: keys.productKey, product_id: product!.id })}`,
    );
    expect(stats.body!.daily_sales).toHaveLength(30);
    expect(stats.body!.detailVariants.length).toBeGreaterThan(0);
    for (const v of stats.body!.detailVariants) expect(v.stockValue).toBe(v.price * v.stock);
    expect(stats.body!.variantsStatistics.map((v: { variantName: string }) => v.variantName)).toEqual(
      stats.body!.detailVariants.map((v: { variantName: string }) => v.variantName),
    );
    const used = (await profile(agent)).quota.count;
    expect(used).toBe(1);

    const mismatch = await agent.get(
      `${apiPaths.tokopediaStatistics}?${query({ shop_domain: 'toko-lain', product_key: keys.productKey, product_id: product!.id })}`,
    );
    expect(mismatch.status).toBe(404);
    expect((await profile(agent)).quota.count).toBe(used);
  });

  it('shows a free user the first rows and the paywall', async () => {
    const agent = await user();
    const answer = await agent.get(`${apiPaths.tokopediaSearchProducts}?${query({ page: 3, q: word })}`);
    expect(answer.body).toMatchObject({ page: 1, isPremium: false, showPaywall: true });
    expect(answer.body!.data).toHaveLength(Math.min(FREE_RESULT_LIMIT, answer.body!.total));
  });
});
