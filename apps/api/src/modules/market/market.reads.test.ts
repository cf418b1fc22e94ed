import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { ingestDay } from './ingest.service.ts';
import { brandShareInCategory, brandShareInMarketplace, brandsDaily, categoryShare, productHistory, searchProducts, storesDaily, topProductsInCategory } from './market.reads.ts';

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
      ...(d === 3 ? [] : [observation(day, 'p3', 50 + d, { name: 'Masker Tidur Kirana', brand: 'Kirana', price: 100_000, store: s2, categoryPath: [{ externalId: '100', name: 'Kecantikan' }, { externalId: '120', name: 'Masker' }] })]),
    ];
    await ingestDay(app.database, batch(day, products), app.clock);
  }
  for (const row of await app.database.query<{ key: string; id: number }>(
    `select 'product:' || external_id as key, id from products union all select 'store:' || external_id, id from stores
     union all select 'brand:' || key, id from brands union all select 'category:' || external_id, id from categories`,
  )) ids[row.key] = row.id;
});
afterAll(() => app.close());

const page = { page: 1, pageSize: 2 };

describe('market reads', () => {
  it('ranks a category level by 30-day revenue, with filters, paging and a total', async () => {
    const top = await topProductsInCategory(app.database, { id: ids['category:100']!, level: 1 }, {}, 'revenue30', page);
    expect(top.total).toBe(3);
    expect(top.items.map((p) => [p.name, p.units30, p.revenue30])).toEqual([
      ['Serum Wajah p1', 40, 2_000_000],
      ['Masker Tidur Kirana', 4, 400_000],
    ]);
    const second = await topProductsInCategory(app.database, { id: ids['category:100']!, level: 1 }, {}, 'revenue30', { page: 2, pageSize: 2 });
    expect(second.items.map((p) => p.name)).toEqual(['Masker Kirana Clay']);
    const official = await topProductsInCategory(app.database, { id: ids['category:100']!, level: 1 }, { officialOnly: true, maxPrice: 60_000 }, 'revenue30', page);
    expect(official.items.map((p) => p.name)).toEqual(['Serum Wajah p1']);
    const leaf = await topProductsInCategory(app.database, { id: ids['category:120']!, level: 2 }, {}, 'units30', page);
    expect(leaf.items.map((p) => p.name)).toEqual(['Masker Tidur Kirana']);
  });

  it('finds products by the words of their name, best sellers first', async () => {
    const found = await searchProducts(app.database, 'masker kirana', {}, 'revenue30', { page: 1, pageSize: 10 });
    expect(found.items.map((p) => p.name)).toEqual(['Masker Tidur Kirana', 'Masker Kirana Clay']);
    expect((await searchProducts(app.database, 'sepatu', {}, 'revenue30', page)).total).toBe(0);
  });

  it('gives stores and brands their daily sales, with the estimated part', async () => {
    const stores = await storesDaily(app.database, [ids['store:s2']!], '2026-11-02', '2026-11-04');
    expect(stores.map((d) => [d.day, d.revenue, d.revenueEstimated])).toEqual([
      ['2026-11-02', 180_000, 0],
      ['2026-11-03', 180_000, 100_000],
      ['2026-11-04', 180_000, 100_000],
    ]);
    const brands = await brandsDaily(app.database, [ids['brand:kirana']!], '2026-11-05', '2026-11-05', 'shopee');
    expect(brands).toEqual([{ id: ids['brand:kirana'], day: '2026-11-05', units: 5, revenue: 180_000, revenueEstimated: 0 }]);
  });

  it('computes brand and category shares over any range', async () => {
    const inCategory = await brandShareInCategory(app.database, ids['category:100']!, '2026-11-03', '2026-11-05');
    expect(inCategory).toEqual([
      { id: ids['brand:glowria'], name: 'Glowria', revenue: 1_500_000, units: 30 },
      { id: ids['brand:kirana'], name: 'Kirana', revenue: 540_000, units: 15 },
    ]);
    const onShopee = await brandShareInMarketplace(app.database, 'shopee', '2026-11-02', '2026-11-02');
    expect(onShopee.map((s) => [s.name, s.revenue])).toEqual([
      ['Glowria', 500_000],
      ['Kirana', 180_000],
    ]);
    const top = await categoryShare(app.database, { marketplace: 'shopee' }, '2026-11-02', '2026-11-05');
    expect(top).toEqual([{ id: ids['category:100'], name: 'Kecantikan', revenue: 2_720_000, units: 60 }]);
    const children = await categoryShare(app.database, { categoryId: ids['category:100']! }, '2026-11-02', '2026-11-05');
    expect(children.map((c) => [c.name, c.revenue])).toEqual([
      ['Perawatan Wajah', 2_320_000],
      ['Masker', 400_000],
    ]);
  });

  it("returns a product's days with provenance, and nothing for days before it was seen", async () => {
    const history = await productHistory(app.database, ids['product:p3']!, '2026-10-30', '2026-11-05');
    expect(history.map((d) => [d.day, d.units, d.provenance])).toEqual([
      ['2026-11-01', null, null],
      ['2026-11-02', 1, 'measured'],
      ['2026-11-03', 1, 'estimated'],
      ['2026-11-04', 1, 'estimated'],
      ['2026-11-05', 1, 'measured'],
    ]);
  });
});
