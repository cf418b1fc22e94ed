import { apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { dailyPlan, requestTargets } from '../crawler/plan.ts';
import { dataRequestsService } from './data-requests.service.ts';

let app: TestApp;
let users = 0;
const LAST_DAY = '2026-10-31';

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.week });
}, 120_000);
afterAll(() => app.close());

const user = async (): Promise<Agent> => signedInAgent(app, ++users);
const service = () => dataRequestsService(app.ctx);
const listOf = async (agent: Agent) => (await agent.get(apiPaths.dataRequestList)).body!;
const idOf = async (agent: Agent, reference: string) =>
  ((await listOf(agent)).items as { id: number; reference: string }[]).find((r) => r.reference === reference)!.id;

describe('data requests', () => {
  it('are queued, then crawled or nothing found as the crawl answers them, each seen once by its own user', async () => {
    const [budi, sari] = [await user(), await user()];
    await budi.post(apiPaths.dataRequest, { marketplace: 'shopee', kind: 'keyword', reference: 'serum kopi' });
    await budi.post(apiPaths.dataRequest, { marketplace: 'tokopedia', kind: 'keyword', reference: 'sepatu lari' });
    await budi.post(apiPaths.dataRequest, { marketplace: 'tiktok', kind: 'store', reference: 'toko budi' });
    await sari.post(apiPaths.dataRequest, { marketplace: 'shopee', kind: 'keyword', reference: 'gamis' });
    const asked = await listOf(budi);
    expect(asked.unseen).toBe(0);
    expect(
      asked.items.map((r: { reference: string; status: string; products: null }) => [r.reference, r.status]),
    ).toEqual([
      ['toko budi', 'queued'],
      ['sepatu lari', 'queued'],
      ['serum kopi', 'queued'],
    ]);

    const [serum, sepatu, toko] = [
      await idOf(budi, 'serum kopi'),
      await idOf(budi, 'sepatu lari'),
      await idOf(budi, 'toko budi'),
    ];
    const target = (requestId: number) => ({ marketplace: 'shopee', kind: 'keyword', reference: 'x', requestId });
    // Found on two search pages; none on a search that came back empty; a blocked marketplace answers nothing yet.
    expect(
      await service().settle([
        { target: target(serum), products: 60, failure: null },
        { target: target(serum), products: 12, failure: null },
        { target: target(sepatu), products: 0, failure: null },
        { target: target(toko), products: 0, failure: 'captcha' },
        { target: {}, products: 60, failure: null },
      ]),
    ).toBe(2);
    const answered = await listOf(budi);
    expect(answered.unseen).toBe(2);
    expect(
      answered.items.map((r: { reference: string; status: string; products: number | null; unseen: boolean }) => [
        r.reference,
        r.status,
        r.products,
        r.unseen,
      ]),
    ).toEqual([
      ['toko budi', 'queued', null, false],
      ['sepatu lari', 'nothing_found', 0, true],
      ['serum kopi', 'crawled', 72, true],
    ]);
    expect(answered.items.every((r: { createdAt: string }) => !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);

    // Another user sees only their own; seeing the notices clears them for Budi alone.
    expect((await listOf(sari)).items.map((r: { reference: string }) => r.reference)).toEqual(['gamis']);
    expect((await budi.post(apiPaths.dataRequestsSeen)).body!.unseen).toBe(0);
    expect((await listOf(budi)).unseen).toBe(0);
    // A later crawl's answer does not overwrite the first; asking again queues a new request.
    expect(await service().settle([{ target: target(serum), products: 0, failure: null }])).toBe(0);
    await budi.post(apiPaths.dataRequest, { marketplace: 'shopee', kind: 'keyword', reference: 'serum kopi' });
    expect(
      (await listOf(budi)).items
        .filter((r: { reference: string }) => r.reference === 'serum kopi')
        .map((r: { status: string }) => r.status),
    ).toEqual(['queued', 'crawled']);

    expect((await app.agent().get(apiPaths.dataRequestList)).status).toBe(401);
    expect((await app.agent().post(apiPaths.dataRequestsSeen)).status).toBe(401);
  });
});

describe('the crawl plan', () => {
  it('visits the queued requests first, then alerted products, enterprise stores and keywords, searched keywords and top categories', async () => {
    const [product] = await app.database.query<{ id: number; externalId: string; storeId: number; store: string }>(
      `select p.id, p.external_id as "externalId", s.id as "storeId", s.external_id as store
         from products p join stores s on s.id = p.store_id where p.marketplace_id = 1 order by p.id limit 1`,
    );
    const owner = await user();
    const [{ id: userId }] = (await app.database.query<{ id: string }>(`select id from users where email = $1`, [
      `budi${users}@toko.id`,
    ])) as [{ id: string }];
    await app.database.query(
      `insert into price_alerts (user_id, product_id, condition, base_price, last_price, condition_met)
       values ($1, $2, 'price_drop', 1000, 1000, false)`,
      [userId, product!.id],
    );
    await app.database.query(
      `insert into enterprise_markets (user_id, name, status, visibility, store_ids, store_keywords, category_ids,
                                       created_at, updated_at, marketplace_ids, brand_ids)
       values ($1, 'Serum', 'published', 'private', $2, $3, '{}', now(), now(), '{1}', '{}')`,
      [userId, [product!.storeId], JSON.stringify([{ storeId: product!.storeId, keywords: ['serum niacinamide'] }])],
    );
    await owner.post(apiPaths.dataRequest, { marketplace: 'shopee', kind: 'product', reference: String(product!.id) });
    await owner.post(apiPaths.dataRequest, {
      marketplace: 'shopee',
      kind: 'product',
      reference: 'https://shopee.co.id/Serum-Wajah-Niacinamide-i.12.34',
    });
    await owner.post(apiPaths.dataRequest, {
      marketplace: 'shopee',
      kind: 'store',
      reference: 'shopee.co.id/tokoserum',
    });

    const requests = (await service().queued()).filter((r) => r.marketplace === 'shopee');
    const planned = await dailyPlan(app.database, { day: LAST_DAY, requests, marketplaces: ['shopee'] });
    const requested = planned.filter((t) => t.requestId !== undefined);
    expect(requested.map(({ kind, reference }) => [kind, reference])).toEqual(
      expect.arrayContaining([
        ['product', product!.externalId],
        ['keyword', 'Serum Wajah Niacinamide'],
        ['store', 'tokoserum'],
      ]),
    );
    expect(planned.slice(0, requested.length)).toEqual(requested);
    const rest = planned.slice(requested.length);
    expect(rest[0]).toEqual({ marketplace: 'shopee', kind: 'product', reference: product!.externalId });
    expect(rest).toContainEqual({ marketplace: 'shopee', kind: 'store', reference: product!.store });
    expect(rest).toContainEqual({ marketplace: 'shopee', kind: 'keyword', reference: 'serum niacinamide' });
    const kinds = new Set(rest.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(['category', 'keyword', 'product', 'store']);
    expect(rest.filter((t) => t.kind === 'category').length).toBeGreaterThan(3);
    expect(planned.every((t) => t.marketplace === 'shopee')).toBe(true);
    // Nothing twice, except what answers a request.
    const keys = rest.map((t) => `${t.kind} ${t.reference}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never visits an address a user gave: a product address is searched by its name, a foreign product id is dropped', async () => {
    const targets = await requestTargets(app.database, [
      {
        id: 1,
        marketplace: 'tokopedia',
        kind: 'product',
        reference: 'https://www.tokopedia.com/tokoabc/serum-wajah-30ml',
      },
      { id: 2, marketplace: 'tokopedia', kind: 'product', reference: '999999999' },
      { id: 3, marketplace: 'tiktok', kind: 'store', reference: 'https://shop.tiktok.com/' },
      { id: 4, marketplace: 'shopee', kind: 'category', reference: '11043' },
    ]);
    expect(targets).toEqual([
      { marketplace: 'tokopedia', kind: 'keyword', reference: 'serum wajah 30ml', requestId: 1 },
      { marketplace: 'shopee', kind: 'category', reference: '11043', requestId: 4 },
    ]);
  });
});
