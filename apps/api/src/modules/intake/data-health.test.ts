import { adminDataHealthEndpoints, apiPaths, fillPath, type Endpoint } from '@pasarlens/contracts';
import type { RawAnswer } from '@pasarlens/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import searchV4 from '../../../../../packages/market/src/readers/fixtures/shopee-search-items-v4.json';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { finishPages, recordBlock, startRun } from '../crawler/crawl.repo.ts';

const CARD = '23456789012';
let app: TestApp;
let admin: Agent;
let user: Agent;

/** The fixture's search answer on a day, with the card's counter and price as given. */
function search(capturedAt: string, sold: number, price = 35_000): RawAnswer {
  const answer: any = { ...structuredClone(searchV4), capturedAt };
  const item = answer.body.items.find((i: any) => String(i.item_basic?.itemid) === CARD).item_basic;
  item.historical_sold = sold;
  item.price = price * 100_000;
  item.price_min = item.price;
  return answer;
}
const vietnamese = (capturedAt: string): RawAnswer => ({
  ...search(capturedAt, 1_000),
  url: searchV4.url.replace('shopee.co.id', 'shopee.vn'),
});
const decision = (name: 'adminReleaseSighting' | 'adminDropSighting', id: unknown) =>
  fillPath(adminDataHealthEndpoints[name].path, { id });
const heldIds = async () =>
  ((await admin.get(apiPaths.adminHeldSightings)).body!.items as { id: number }[]).map((h) => h.id);
const observedDays = async () =>
  (
    await app.database.query<{ day: string; price: number }>(
      `select d.day::text, d.price::int as price from product_daily d join products p on p.id = d.product_id
        where p.external_id = $1 and d.observed order by d.day`,
      [CARD],
    )
  ).map((row) => `${row.day} ${row.price}`);

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInAgent(app, 1);
  await app.ctx.users.setRole('budi1@toko.id', 'admin');
  user = await signedInAgent(app, 2);
  // A day of answers, then one whose card's counter fell far below: held. A foreign answer is refused.
  for (const answers of [
    [search('2026-10-20T03:00:00Z', 1_000)],
    [search('2026-10-21T03:00:00Z', 3), vietnamese('2026-10-21T03:00:00Z')],
  ])
    expect((await user.post(apiPaths.marketCapture, { answers })).status).toBe(200);
});
afterAll(() => app.close());

describe('data health', () => {
  it('is for admins only: anonymous callers get 401, users 403', async () => {
    for (const endpoint of Object.values(adminDataHealthEndpoints) as Endpoint[]) {
      const path = fillPath(endpoint.path, { id: 1 });
      const body = endpoint.method === 'GET' ? undefined : {};
      expect((await app.agent().request(endpoint.method, path, body)).status, endpoint.path).toBe(401);
      expect((await user.request(endpoint.method, path, body)).status, endpoint.path).toBe(403);
    }
    expect(await heldIds()).toHaveLength(1);
  });

  it("shows each marketplace's last day, products seen against the catalogue, answers, refusals and holds, and the sources with their contributors", async () => {
    const health = await admin.get(apiPaths.adminDataHealth);
    expect(health.status).toBe(200);
    const shopee = health.body!.marketplaces.find((m: { marketplace: string }) => m.marketplace === 'shopee');
    expect(shopee).toMatchObject({
      lastDay: '2026-10-21',
      answers: 1,
      quarantined: 1,
      held: 1,
      refused: [{ reason: 'foreign_site', count: 1 }],
    });
    expect(shopee.catalogue).toBeGreaterThanOrEqual(2);
    // The held card's latest observation stays on the day before.
    expect(shopee.productsSeen).toBe(shopee.catalogue - 1);
    expect(health.body!.marketplaces.find((m: { marketplace: string }) => m.marketplace === 'lazada')).toMatchObject({
      lastDay: null,
      answers: 0,
    });
    expect(health.body!.sources).toEqual([
      expect.objectContaining({
        source: 'extension',
        answers: 3,
        refused: 1,
        contributors: [{ email: 'budi2@toko.id', answers: 3, products: expect.any(Number) }],
      }),
    ]);
  });

  it('shows a marketplace that stopped the crawler until a page of it is crawled again', async () => {
    const crawlBlocks = async () => (await admin.get(apiPaths.adminDataHealth)).body!.crawlBlocks;
    expect(await crawlBlocks()).toEqual([]);
    const runId = await startRun(
      app.database,
      { targets: [{ marketplace: 'shopee', kind: 'keyword', reference: 'kaos' }], maxPages: 2 },
      [0, 1].map((page) => ({
        marketplace: 'shopee' as const,
        target: 0,
        page,
        address: `https://shopee.co.id/search?keyword=kaos&page=${page}`,
      })),
      new Date('2026-10-21T03:00:00Z'),
    );
    const reason = 'anti-bot error 90309999 at https://shopee.co.id/api/v4/search/search_items';
    await recordBlock(
      app.database,
      { runId, marketplace: 'shopee', reason, address: 'https://shopee.co.id/search?keyword=kaos&page=0' },
      new Date('2026-10-21T03:05:00Z'),
    );
    expect(await crawlBlocks()).toEqual([
      {
        marketplace: 'shopee',
        blockedAt: '2026-10-21T03:05:00.000Z',
        reason,
        address: 'https://shopee.co.id/search?keyword=kaos&page=0',
      },
    ]);
    const [page] = await app.database.query<{ id: number }>(`select id from crawl_pages where page = 0`);
    const done = {
      id: page!.id,
      status: 'done' as const,
      answers: 1,
      products: 60,
      malformed: 0,
      hashes: [],
      attempts: 1,
      failure: null,
    };
    await finishPages(app.database, [done], new Date('2026-10-22T03:00:00Z'));
    expect(await crawlBlocks()).toEqual([]);
  });

  it('lists a held sighting with its reason; released, it is ingested for its day, once, and audited', async () => {
    const held = await admin.get(apiPaths.adminHeldSightings);
    expect(held.body).toMatchObject({ total: 1, page: 1 });
    const [sighting] = held.body!.items;
    expect(sighting).toMatchObject({
      marketplace: 'shopee',
      externalId: CARD,
      day: '2026-10-21',
      reason: 'sold_counter_dropped',
      price: 35_000,
      sold: 3,
      source: 'extension',
    });
    expect(await observedDays()).toEqual(['2026-10-20 35000']);

    const released = await admin.post(decision('adminReleaseSighting', sighting.id), {});
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ id: sighting.id, status: 'released' });
    expect(await observedDays()).toEqual(['2026-10-20 35000', '2026-10-21 35000']);
    expect(await heldIds()).toEqual([]);
    // Decided once: releasing or dropping it again changes nothing.
    expect((await admin.post(decision('adminReleaseSighting', sighting.id), {})).status).toBe(409);
    expect((await admin.post(decision('adminDropSighting', sighting.id), {})).status).toBe(409);
    const audit = await app.database.query<{ action: string; status: number }>(
      `select action, (details->>'status')::int as status from audit_log where target_id = $1 order by id`,
      [String(sighting.id)],
    );
    expect(audit).toEqual([
      { action: `POST ${adminDataHealthEndpoints.adminReleaseSighting.path}`, status: 200 },
      { action: `POST ${adminDataHealthEndpoints.adminReleaseSighting.path}`, status: 409 },
      { action: `POST ${adminDataHealthEndpoints.adminDropSighting.path}`, status: 409 },
    ]);
  });

  it('drops a held sighting: it is never ingested', async () => {
    // A price fifty times off on the next day is held.
    expect(
      (await user.post(apiPaths.marketCapture, { answers: [search('2026-10-22T03:00:00Z', 1_050, 35_000 * 100)] }))
        .body,
    ).toMatchObject({ quarantined: 1 });
    const [id] = await heldIds();
    const dropped = await admin.post(decision('adminDropSighting', id), {});
    expect(dropped.body).toEqual({ id, status: 'dropped' });
    expect(await heldIds()).toEqual([]);
    expect(await observedDays()).toEqual(['2026-10-20 35000', '2026-10-21 35000']);
    const [row] = await app.database.query<{ status: string }>(
      'select status from quarantined_sightings where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'dropped' });
  });

  it('answers a bad id with 400 and an unknown one with 404, changing nothing', async () => {
    const before = await app.database.query('select id, status from quarantined_sightings order by id');
    for (const name of ['adminReleaseSighting', 'adminDropSighting'] as const) {
      for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', ' '])
        expect((await admin.post(decision(name, id), {})).status, `${name} ${id}`).toBe(400);
      expect((await admin.post(decision(name, 987_654), {})).status).toBe(404);
    }
    expect((await admin.get(`${apiPaths.adminHeldSightings}?page=0`)).status).toBe(400);
    expect((await admin.get(`${apiPaths.adminHeldSightings}?page=x`)).status).toBe(400);
    expect(await app.database.query('select id, status from quarantined_sightings order by id')).toEqual(before);
  });
});

describe("a user's contributions", () => {
  it('are theirs to read: another user sees only their own, and no one signed out sees any', async () => {
    const mine = await user.get(apiPaths.contributions);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ answers: 4, lastReceivedAt: expect.any(String) });
    expect(mine.body!.accepted).toBeGreaterThan(0);
    const other = await signedInAgent(app, 3);
    // The call takes no one's id: a query naming another user is not read.
    for (const path of [
      apiPaths.contributions,
      `${apiPaths.contributions}?userId=${encodeURIComponent('budi2@toko.id')}`,
    ])
      expect((await other.get(path)).body).toEqual({ answers: 0, products: 0, accepted: 0, lastReceivedAt: null });
    expect((await app.agent().get(apiPaths.contributions)).status).toBe(401);
  });
});
