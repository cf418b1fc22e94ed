import { apiPaths } from '@pasarlens/contracts';
import type { RawAnswer } from '@pasarlens/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shopBase from '../../../../../packages/market/src/readers/fixtures/shopee-get-shop-base.json';
import itemGet from '../../../../../packages/market/src/readers/fixtures/shopee-item-get-v4.json';
import searchV4 from '../../../../../packages/market/src/readers/fixtures/shopee-search-items-v4.json';
import { createTestApp, signedInAgent, type TestApp } from '../../testing/harness.ts';
import { productPage } from '../research/research.repo.ts';
import { intakeService, type IntakeService } from './intake.service.ts';

const CARD = '23456789012';
const SHOP = '334455667';
let app: TestApp;
let intake: IntakeService;

beforeAll(async () => {
  app = await createTestApp();
  intake = intakeService(app.ctx);
});
afterAll(() => app.close());

const copy = <T>(value: T): any => structuredClone(value);
const at = (answer: RawAnswer, capturedAt: string): RawAnswer => ({ ...copy(answer), capturedAt });
/** The search answer with the card's counter and price as given. */
function search(capturedAt: string, sold: number, price = 35_000): RawAnswer {
  const answer = at(searchV4, capturedAt);
  const card = answer.body as any;
  const item = card.items.find((i: any) => String(i.item_basic?.itemid) === CARD).item_basic;
  item.historical_sold = sold;
  item.price = price * 100_000;
  item.price_min = item.price;
  return answer;
}
/** The card's product on its own page: its category path and variants, its counter and price as the card shows them. */
function pageOfCard(capturedAt: string, sold = 1_000): RawAnswer {
  const page = at(itemGet, capturedAt);
  const body = page.body as any;
  body.data.itemid = Number(CARD);
  body.data.shopid = Number(SHOP);
  body.data.historical_sold = sold;
  for (const key of ['price', 'price_min', 'price_max']) body.data[key] = 35_000 * 100_000;
  return { ...page, url: `https://shopee.co.id/api/v4/item/get?itemid=${CARD}&shopid=${SHOP}` };
}
function shopOfCard(capturedAt: string): RawAnswer {
  const shop = at(shopBase, capturedAt);
  (shop.body as any).data.shopid = Number(SHOP);
  return shop;
}
const vietnamese = (capturedAt: string): RawAnswer => ({
  ...at(searchV4, capturedAt),
  url: searchV4.url.replace('shopee.co.id', 'shopee.vn'),
});
const one = async <T>(sql: string, params: unknown[] = []) => (await app.database.query<T>(sql, params))[0]!;

describe('the intake', () => {
  it('reads, records once, refuses foreign answers, and ingests what real answers hold by the Jakarta day', async () => {
    const day1 = '2026-10-20T03:00:00Z';
    const report = await intake.take(
      [search(day1, 1_000), search(day1, 1_000), vietnamese(day1), pageOfCard(day1), shopOfCard(day1)],
      { kind: 'file', file: 'shopee.har' },
      { deriveNow: true },
    );
    expect(report).toMatchObject({ answers: 5, duplicates: 1, refused: [{ reason: 'foreign_site', count: 1 }] });
    expect(report.accepted).toBeGreaterThanOrEqual(2);
    expect(report.days).toEqual(['2026-10-20']);

    const product = await one<{ name: string; store: string; known: boolean; l1: string; l2: string }>(
      `select p.name, s.name as store, s.name_known as known, c1.name as l1, c2.name as l2
         from products p join stores s on s.id = p.store_id
         left join categories c1 on c1.id = p.category_l1_id left join categories c2 on c2.id = p.category_l2_id
        where p.external_id = $1`,
      [CARD],
    );
    expect(product).toMatchObject({ store: 'Rumah Bersih', known: true, l1: 'Sepatu Pria', l2: 'Sneakers' });
    const answers = await app.database.query<{ source: string; file: string; refused: string | null }>(
      'select source, file, refused from captured_answers order by id',
    );
    expect(answers).toHaveLength(4);
    expect(answers.filter((a) => a.refused === 'foreign_site')).toHaveLength(1);
    expect(new Set(answers.map((a) => `${a.source}:${a.file}`))).toEqual(new Set(['file:shopee.har']));

    // The same answers again change nothing.
    const again = await intake.take([search(day1, 1_000)], { kind: 'file' }, { deriveNow: true });
    expect(again).toMatchObject({ duplicates: 1, accepted: 0, days: [] });
  });

  it("measures the next day's sales off the counters, as research then shows them", async () => {
    await intake.take([search('2026-10-21T03:00:00Z', 1_040)], { kind: 'crawler' }, { deriveNow: true });
    const { items } = await productPage(app.database, { nameWords: 'Kaos Polos' }, 'revenue30', {
      offset: 0,
      limit: 10,
    });
    expect(items.find((item) => item.name.startsWith('Kaos Polos Cotton'))).toMatchObject({
      units30: 40,
      revenue30: 40 * 35_000,
    });
  });

  it('holds a sighting that contradicts what we knew, and ingests the rest of the answer', async () => {
    const report = await intake.take(
      [search('2026-10-22T03:00:00Z', 3, 35_000 * 100)],
      { kind: 'extension', userId: null },
      { deriveNow: true },
    );
    expect(report.quarantined).toBe(1);
    const held = await app.database.query<{ external_id: string; reason: string; status: string }>(
      'select external_id, reason, status from quarantined_sightings',
    );
    expect(held).toEqual([{ external_id: CARD, reason: 'sold_counter_dropped', status: 'held' }]);
    const latest = await one<{ day: string }>(
      'select l.day::text from product_latest l join products p on p.id = l.product_id where p.external_id = $1',
      [CARD],
    );
    expect(latest.day).toBe('2026-10-21');
  });

  it('takes a late answer for an earlier day and keeps the later day as the latest', async () => {
    const report = await intake.take(
      [pageOfCard('2026-10-19T03:00:00Z', 990)],
      { kind: 'crawler' },
      { deriveNow: true },
    );
    expect(report.days).toEqual(['2026-10-19']);
    const days = await app.database.query<{ day: string }>(
      `select d.day::text from product_daily d join products p on p.id = d.product_id where p.external_id = $1 and d.observed order by d.day`,
      [CARD],
    );
    expect(days.map((d) => d.day)).toEqual(['2026-10-19', '2026-10-20', '2026-10-21']);
  });
});

describe('POST /internal/market/capture', () => {
  it("takes a signed-in user's answers as theirs, and refuses bad input with nothing written", async () => {
    const user = await signedInAgent(app, 7);
    const before = (await app.database.query('select count(*)::int as n from captured_answers'))[0];
    const bad = [
      {},
      { answers: [] },
      { answers: [{ url: 'not a url', capturedAt: '2026-10-23T03:00:00Z', body: {} }] },
      { answers: [{ url: searchV4.url, capturedAt: 'yesterday', body: {} }] },
      { answers: Array.from({ length: 51 }, () => search('2026-10-23T03:00:00Z', 1_100)) },
    ];
    for (const body of bad)
      expect((await user.post(apiPaths.marketCapture, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await app.database.query('select count(*)::int as n from captured_answers'))[0]).toEqual(before);

    const taken = await user.post(apiPaths.marketCapture, { answers: [search('2026-10-23T03:00:00Z', 1_100)] });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ answers: 1, duplicates: 0, accepted: 2 });
    const mine = await app.database.query<{ source: string }>(
      `select source from captured_answers a join users u on u.id = a.user_id where u.email = 'budi7@toko.id'`,
    );
    expect(mine).toEqual([{ source: 'extension' }]);
    expect(
      (await app.agent().post(apiPaths.marketCapture, { answers: [search('2026-10-23T03:00:00Z', 1)] })).status,
    ).toBe(401);
  });
});
