import { apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { statementsOf } from '../../testing/statements.ts';

let app: TestApp;
let agent: Agent;
const RANGE = { start_date: '2026-10-18', end_date: '2026-10-31' };
let subject: { categoryId: number; productId: number; storeId: number; word: string };

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.week });
  agent = await signedInAgent(app);
  await buyPlan(agent, 'genius');
  const [top] = await app.database.query<{ categoryId: number; productId: number; storeId: number; name: string }>(
    `select category_l1_id as "categoryId", product_id as "productId", store_id as "storeId", name
       from product_stats where marketplace_id = 1 order by revenue_30 desc limit 1`,
  );
  subject = { ...top!, word: top!.name.split(' ')[0]! };
}, 120_000);
afterAll(() => app.close());

/** The statements one call runs, from the caller's lookup to the answer; the call must succeed. */
async function statementsOfCall(method: 'GET' | 'POST', path: string, body?: object): Promise<string[]> {
  const { result, statements } = await statementsOf(app.database, () => agent.request(method, path, body));
  expect(result.status, `${path}: ${JSON.stringify(result.body)}`).toBe(200);
  return statements;
}

const CALLER = 'find_caller';
const CHARGE = 'spend_tokens';
/** A read of the answer's: a select, not a named statement of the caller or the charge. */
const READ = expect.stringMatching(/^\s*(select|with)\b/);

describe('statements a research call runs', () => {
  it("a charged product history: the caller, the product's days (naming the product) and the charge", async () => {
    const statements = await statementsOfCall('POST', apiPaths.productResearchAnalytics, {
      product_id: subject.productId,
      ...RANGE,
    });
    expect(statements).toEqual([CALLER, READ, CHARGE]);
    // Asked again today: the same three, the charge finding the answer paid for.
    expect(
      await statementsOfCall('POST', apiPaths.productResearchAnalytics, { product_id: subject.productId, ...RANGE }),
    ).toEqual(statements);
  });

  it('a charged top-50 of a category: the caller, the category, the page with its count, and the charge', async () => {
    const statements = await statementsOfCall('POST', apiPaths.categoryResearchProducts, {
      marketplace: 'shopee',
      category_id: subject.categoryId,
      page_size: 50,
    });
    expect(statements).toEqual([CALLER, READ, READ, CHARGE]);
  });

  it('every other charged research and history call: its reads in one statement between the caller and the charge', async () => {
    const calls: [string, object, reads: number][] = [
      [apiPaths.categoryResearchAnalytics, { category_id: subject.categoryId, ...RANGE }, 1],
      [apiPaths.productResearchProducts, { marketplace: 'shopee', q: subject.word, page_size: 50 }, 1],
      [apiPaths.storeResearchStores, { marketplace: 'shopee', page_size: 50 }, 1],
      [apiPaths.storeResearchAnalytics, { store_id: subject.storeId, ...RANGE }, 1],
      // The store first: its marketplace numbers the pages.
      [apiPaths.storeResearchProducts, { store_id: subject.storeId }, 2],
    ];
    for (const [path, body, reads] of calls) {
      const statements = await statementsOfCall('POST', path, body);
      expect(statements, path).toEqual([CALLER, ...Array<unknown>(reads).fill(READ), CHARGE]);
    }
  });

  it('an uncharged page: the caller and one read', async () => {
    for (const [method, path, body] of [
      ['POST', apiPaths.productResearchProduct, { product_id: subject.productId }],
      ['POST', apiPaths.storeResearchStore, { store_id: subject.storeId }],
      ['GET', `${apiPaths.featureCategory}?marketplace=shopee`, undefined],
      ['POST', apiPaths.categoryResearchCategories, { marketplace: 'shopee' }],
    ] as const) {
      const statements = await statementsOfCall(method, path, body);
      expect(statements, path).toEqual([CALLER, READ]);
    }
  });
});
