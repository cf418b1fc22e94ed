import { apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../testing/harness.ts';
import { TEST_MARKETS } from '../testing/markets.ts';

/*
 * Input that once reached the database and failed there with a 500: each is now a 400
 * VALIDATION_FAILED that names the field. And input that JavaScript's coercion read loosely.
 */

let app: TestApp;
let agent: Agent;
let ids: { product: number; store: number; category: number; username: string };

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.week });
  agent = await signedInAgent(app, 1);
  await buyPlan(agent, 'genius');
  const [row] = await app.database.query<{ product: number; store: number; category: number; username: string }>(
    `select p.id as product, s.id as store, p.category_l1_id as category, s.username from products p join stores s on s.id = p.store_id
      where s.marketplace_id = 1 and s.username is not null order by p.id limit 1`,
  );
  ids = row!;
}, 120_000);
afterAll(() => app.close());

const refusedField = (answer: { status: number; body?: Record<string, any> }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body!.code).toBe('VALIDATION_FAILED');
  return (answer.body!.issues as { path: string }[]).map((issue) => issue.path);
};

describe('input the database could not take', () => {
  it('refuses a NUL character in any text, on public and signed-in endpoints', async () => {
    const anonymous = app.agent();
    expect(refusedField(await anonymous.post(apiPaths.login, { email: 'a\u0000b@x.io', password: 'x' }))).toContain(
      'email',
    );
    expect(
      refusedField(
        await anonymous.post(apiPaths.register, {
          name: 'Bu\u0000di',
          email: 'budi9@toko.id',
          password: 'rahasia-123',
          phone: '+6281234567899',
        }),
      ),
    ).toContain('name');
    expect(refusedField(await anonymous.post(apiPaths.pageViews, { path: '/riset\u0000' }))).toContain('path');
    expect(refusedField(await agent.post(apiPaths.shopeeStoreInfo, { username: 'to\u0000ko' }))).toContain('username');
  });

  it('refuses a lone surrogate in text that is stored as JSON', async () => {
    expect(
      refusedField(await agent.post(apiPaths.productResearchProducts, { marketplace: 'shopee', q: 'hijab \ud800' })),
    ).toContain('q');
    expect(
      refusedField(
        await agent.post(apiPaths.dataRequest, { marketplace: 'shopee', kind: 'keyword', reference: '\udfff' }),
      ),
    ).toContain('reference');
  });

  it('refuses ids beyond the integer column', async () => {
    expect(refusedField(await agent.post(apiPaths.productResearchProduct, { product_id: 2_147_483_648 }))).toContain(
      'product_id',
    );
    expect(
      refusedField(await agent.get(`${apiPaths.featureCategory}?marketplace=shopee&parent_id=2147483648`)),
    ).toContain('parent_id');
  });

  it('refuses well-formed dates that are not calendar days', async () => {
    for (const start_date of ['2026-11-00', '2026-02-30', '2026-13-01']) {
      expect(
        refusedField(
          await agent.post(apiPaths.storeResearchAnalytics, {
            store_id: ids.store,
            start_date,
            end_date: '2026-10-31',
          }),
        ),
        start_date,
      ).toContain('start_date');
    }
    expect(
      refusedField(
        await agent.post(apiPaths.shopeeStoreAnalytics, {
          username: ids.username,
          minDate: '2026-10-20',
          maxDate: '2026-10-32',
        }),
      ),
    ).toContain('maxDate');
  });
});

describe('coercion', () => {
  it('reads official_only "false" as false, not as true', async () => {
    const search = (filters?: object) =>
      agent.post(apiPaths.categoryResearchProducts, {
        marketplace: 'shopee',
        category_id: ids.category,
        page_size: 10,
        ...(filters && { filters }),
      });
    const everyStore = (await search()).body!.data.total_count as number;
    const officialOnly = (await search({ official_only: true })).body?.data?.total_count ?? 0;
    expect(officialOnly, 'the category mixes official and other stores').toBeLessThan(everyStore);
    expect((await search({ official_only: 'false' })).body!.data.total_count).toBe(everyStore);
    expect((await search({ official_only: false })).body!.data.total_count).toBe(everyStore);
    expect(refusedField(await search({ official_only: 'no' }))).toContain('filters.official_only');
  });

  it('refuses hex, booleans and empty strings as numbers', async () => {
    const base = { marketplace: 'shopee', category_id: ids.category };
    expect(refusedField(await agent.post(apiPaths.categoryResearchProducts, { ...base, page: '0x10' }))).toContain(
      'page',
    );
    expect(refusedField(await agent.post(apiPaths.categoryResearchProducts, { ...base, category_id: true }))).toContain(
      'category_id',
    );
    expect(refusedField(await agent.post(apiPaths.categoryResearchProducts, { ...base, page: '' }))).toContain('page');
    expect(refusedField(await agent.get(`${apiPaths.invoices}?page=0x10`))).toContain('page');
  });

  it('validates the dates of the Shopee store products and affiliate calls instead of ignoring them', async () => {
    for (const path of [apiPaths.shopeeStoreProduct, apiPaths.shopeeStoreAffiliates]) {
      expect(
        refusedField(await agent.post(path, { username: ids.username, minDate: '2026-02-30', maxDate: '2026-10-31' })),
        path,
      ).toContain('minDate');
    }
  });
});
