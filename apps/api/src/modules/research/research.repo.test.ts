import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { ingestDay } from '../market/ingest.service.ts';
import { brandShareInCategory, categoryDays, productDays, productPage, storeDays } from './research.repo.ts';

let app: TestApp;
const ids: Record<string, number> = {};

/*
 * Five days. p1 (Glowria, official store s1) sells 10 a day at Rp 50.000; p2 (Kirana, store s2)
 * 4 a day at Rp 20.000; p3 (Kirana, store s2, level-2 category "Masker") 1 a day at Rp 100.000
 * and is not seen on day 3.
 */
beforeAll(async () => {
  app = await createTestApp();
  const s2 = { ...observation('', '', 0).store, externalId: 's2', name: 'Kirana Store', official: false };
  for (let d = 1; d <= 5; d++) {
    const day = `2026-11-0${d}`;
    const products = [
      observation(day, 'p1', 1000 + d * 10),
      observation(day, 'p2', 100 + d * 4, { name: 'Masker Kirana Clay', brand: 'Kirana', price: 20_000, store: s2 }),
      ...(d === 3
        ? []
        : [
            observation(day, 'p3', 50 + d, {
              name: 'Masker Tidur Kirana',
              brand: 'Kirana',
              price: 100_000,
              store: s2,
              categoryPath: [
                { externalId: '100', name: 'Kecantikan' },
                { externalId: '120', name: 'Masker' },
              ],
            }),
          ]),
    ];
    await ingestDay(app.database, batch(day, products), app.clock);
  }
  for (const row of await app.database.query<{ key: string; id: number }>(
    `select 'product:' || external_id as key, id from products union all select 'store:' || external_id, id from stores
     union all select 'brand:' || key, id from brands union all select 'category:' || external_id, id from categories`,
  ))
    ids[row.key] = row.id;
});
afterAll(() => app.close());

const page = { offset: 0, limit: 2 };

describe('research reads', () => {
  it('ranks a category level by 30-day revenue, with filters, paging and a total', async () => {
    const top = await productPage(
      app.database,
      { category: { id: ids['category:100']!, level: 1 } },
      'revenue30',
      page,
    );
    expect(top.total).toBe(3);
    expect(top.items.map((p) => [p.name, p.units30, p.revenue30])).toEqual([
      ['Serum Wajah p1', 40, 2_000_000],
      ['Masker Tidur Kirana', 4, 400_000],
    ]);
    const second = await productPage(app.database, { category: { id: ids['category:100']!, level: 1 } }, 'revenue30', {
      offset: 2,
      limit: 2,
    });
    expect(second.items.map((p) => p.name)).toEqual(['Masker Kirana Clay']);
    const official = await productPage(
      app.database,
      { category: { id: ids['category:100']!, level: 1 }, officialOnly: true, maxPrice: 60_000 },
      'revenue30',
      page,
    );
    expect(official.items.map((p) => p.name)).toEqual(['Serum Wajah p1']);
    const leaf = await productPage(app.database, { category: { id: ids['category:120']!, level: 2 } }, 'units30', page);
    expect(leaf.items.map((p) => p.name)).toEqual(['Masker Tidur Kirana']);
  });

  it('finds products by the words of their name, best sellers first', async () => {
    const found = await productPage(app.database, { nameWords: 'masker kirana' }, 'revenue30', {
      offset: 0,
      limit: 10,
    });
    expect(found.items.map((p) => p.name)).toEqual(['Masker Tidur Kirana', 'Masker Kirana Clay']);
    expect((await productPage(app.database, { nameWords: 'sepatu' }, 'revenue30', page)).total).toBe(0);
    const ofStore = await productPage(
      app.database,
      { storeId: ids['store:s2']!, marketplace: 'shopee', minPrice: 50_000 },
      'price',
      page,
    );
    expect(ofStore.items.map((p) => p.name)).toEqual(['Masker Tidur Kirana']);
  });

  it('gives stores, categories and products their days with figures, with the estimated part', async () => {
    const store = await storeDays(app.database, ids['store:s2']!, '2026-11-02', '2026-11-04');
    expect(store.map((d) => [d.day, d.revenue, d.revenueEstimated])).toEqual([
      ['2026-11-02', 180_000, 0],
      ['2026-11-03', 180_000, 100_000],
      ['2026-11-04', 180_000, 100_000],
    ]);
    const category = await categoryDays(app.database, ids['category:120']!, '2026-11-04', '2026-11-05');
    expect(category.map((d) => [d.day, d.revenue, d.revenueEstimated])).toEqual([
      ['2026-11-04', 100_000, 100_000],
      ['2026-11-05', 100_000, 0],
    ]);
  });

  it('computes brand shares in a category over any range', async () => {
    const inCategory = await brandShareInCategory(app.database, ids['category:100']!, '2026-11-03', '2026-11-05');
    expect(inCategory).toEqual([
      { id: ids['brand:glowria'], name: 'Glowria', revenue: 1_500_000, units: 30 },
      { id: ids['brand:kirana'], name: 'Kirana', revenue: 540_000, units: 15 },
    ]);
  });

  it("returns a product's days, and nothing for days before it was seen", async () => {
    const history = await productDays(app.database, ids['product:p3']!, '2026-10-30', '2026-11-05');
    expect(history.map((d) => [d.day, d.units, d.revenueEstimated])).toEqual([
      ['2026-11-01', null, null],
      ['2026-11-02', 1, 0],
      ['2026-11-03', 1, 100_000],
      ['2026-11-04', 1, 100_000],
      ['2026-11-05', 1, 0],
    ]);
  });
});
