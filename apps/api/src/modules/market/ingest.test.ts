import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { BulkLoadCache, finishBulkLoad, ingestDay, type DayBatch } from './ingest.service.ts';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const ingest = (b: DayBatch) => ingestDay(app.database, b, app.clock);
const rows = (sql: string, params: unknown[] = []) => app.database.query<Record<string, unknown>>(sql, params);

async function snapshot() {
  const tables = [
    'products',
    'stores',
    'brands',
    'categories',
    'variants',
    'product_daily',
    'variant_daily',
    'product_latest',
    'store_daily',
    'brand_daily',
    'category_daily',
    'brand_category_daily',
    'marketplace_daily',
    'product_stats',
    'keywords',
    'keyword_daily',
    'ad_observations',
    'affiliate_commissions',
  ];
  const out: Record<string, unknown> = {};
  for (const table of tables) out[table] = await rows(`select * from ${table} order by 1, 2, 3`);
  return out;
}

describe('ingestDay', () => {
  it('gives a listing first seen after its listing day the days since, from the first day ingested on', async () => {
    await ingest(batch('2026-11-01', [observation('2026-11-01', 'p1', 1000)]));
    // Listed on 31 October, found on 3 November with 60 sold: 15 a day from the listing day, but
    // 31 October came before the market's first day and gets no figure.
    await ingest(batch('2026-11-03', [observation('2026-11-03', 'p2', 60, { listedAt: '2026-10-31' })]));
    const days = await rows(
      `select day::text, units, provenance, confidence from product_daily d join products p on p.id = d.product_id where p.external_id = 'p2' order by day`,
    );
    expect(days).toEqual([
      { day: '2026-11-01', units: 15, provenance: 2, confidence: 2 },
      { day: '2026-11-02', units: 15, provenance: 2, confidence: 2 },
      { day: '2026-11-03', units: 15, provenance: 2, confidence: 2 },
    ]);
    expect(await rows(`select day::text, units from marketplace_daily order by day`)).toEqual([
      { day: '2026-11-01', units: 15 },
      { day: '2026-11-02', units: 15 },
      { day: '2026-11-03', units: 15 },
    ]);
  });

  it('carries what the estimator knows from one day to the next: the bounds a display bucket leaves', async () => {
    const bucketed = (day: string, lower: number, upper: number, reviewCount: number) =>
      observation(day, 'p1', 0, { sold: { kind: 'bucket', lower, upper, text: '' }, reviewCount, stock: null });
    await ingest(batch('2026-11-01', [bucketed('2026-11-01', 1_200, 1_300, 100)]));
    await ingest(batch('2026-11-02', [bucketed('2026-11-02', 1_300, 1_400, 100)]));
    await ingest(batch('2026-11-03', [bucketed('2026-11-03', 1_300, 1_400, 100)]));
    await ingest(batch('2026-11-04', [bucketed('2026-11-04', 1_400, 1_500, 100)]));
    // Nothing moved but the buckets: one unit proven by the first change, a hundred by the next.
    expect(
      await rows(
        `select day::text, units, sold_low, sold_high from product_daily where units is not null order by day`,
      ),
    ).toEqual([
      { day: '2026-11-02', units: 1, sold_low: 1_300, sold_high: 1_300 },
      { day: '2026-11-03', units: 0, sold_low: 1_300, sold_high: 1_300 },
      { day: '2026-11-04', units: 100, sold_low: 1_400, sold_high: 1_400 },
    ]);
    const [latest] = await rows(`select estimator from product_latest`);
    expect(latest!.estimator).toMatchObject({ soldLow: 1_400, soldHigh: 1_400 });
  });

  it('has no figure on the first sighting and a measured one the next day', async () => {
    await ingest(batch('2026-11-01', [observation('2026-11-01', 'p1', 1000)]));
    await ingest(batch('2026-11-02', [observation('2026-11-02', 'p1', 1012)]));
    const days = await rows(`select day::text, units, revenue, provenance, observed from product_daily order by day`);
    expect(days).toEqual([
      { day: '2026-11-01', units: null, revenue: null, provenance: null, observed: true },
      { day: '2026-11-02', units: 12, revenue: 600_000, provenance: 1, observed: true },
    ]);
  });

  it('rolls the figures up to store, brand, every category level, brand × category and marketplace', async () => {
    const other = {
      store: { ...observation('', '', 0).store, externalId: 's2', name: 'Toko Lain', official: false },
      brand: 'Kirana',
    };
    await ingest(
      batch('2026-11-01', [observation('2026-11-01', 'p1', 1000), observation('2026-11-01', 'p2', 10, other)]),
    );
    await ingest(
      batch('2026-11-02', [observation('2026-11-02', 'p1', 1010), observation('2026-11-02', 'p2', 14, other)]),
    );

    expect(
      await rows(
        `select s.name, d.units, d.revenue from store_daily d join stores s on s.id = d.store_id where day = '2026-11-02' order by 1`,
      ),
    ).toEqual([
      { name: 'Glowria Official', units: 10, revenue: 500_000 },
      { name: 'Toko Lain', units: 4, revenue: 200_000 },
    ]);
    const categories = await rows(
      `select c.level, d.units, d.revenue, d.cum_revenue from category_daily d join categories c on c.id = d.category_id where day = '2026-11-02' order by 1`,
    );
    expect(categories).toEqual(
      [1, 2, 3].map((level) => ({ level, units: 14, revenue: 700_000, cum_revenue: 700_000 })),
    );
    expect(
      await rows(
        `select b.name, d.units from brand_category_daily d join brands b on b.id = d.brand_id join categories c on c.id = d.category_id where c.level = 3 and day = '2026-11-02' order by 1`,
      ),
    ).toEqual([
      { name: 'Glowria', units: 10 },
      { name: 'Kirana', units: 4 },
    ]);
    expect(await rows(`select units, revenue, products_sold from marketplace_daily where day = '2026-11-02'`)).toEqual([
      { units: 14, revenue: 700_000, products_sold: 2 },
    ]);
  });

  it('spreads a gap over the missed days, marks them estimated and carries running totals', async () => {
    await ingest(batch('2026-11-01', [observation('2026-11-01', 'p1', 1000)]));
    await ingest(batch('2026-11-02', [observation('2026-11-02', 'p1', 1010)]));
    await ingest(batch('2026-11-05', [observation('2026-11-05', 'p1', 1040)]));
    expect(
      await rows(`select day::text, units, provenance, confidence, observed from product_daily order by day`),
    ).toEqual([
      { day: '2026-11-01', units: null, provenance: null, confidence: null, observed: true },
      { day: '2026-11-02', units: 10, provenance: 1, confidence: 1, observed: true },
      { day: '2026-11-03', units: 10, provenance: 2, confidence: 2, observed: false },
      { day: '2026-11-04', units: 10, provenance: 2, confidence: 2, observed: false },
      { day: '2026-11-05', units: 10, provenance: 2, confidence: 2, observed: true },
    ]);
    // Each figure keeps its 80% interval: none on the measured day, the split of the gap's exact rise on the others.
    const intervals = await rows(
      `select day::text, units_low::float8 as low, units_high::float8 as high, revenue_low, revenue_high, split_share::float8 as split from product_daily where units is not null order by day`,
    );
    expect(intervals[0]).toEqual({
      day: '2026-11-02',
      low: 10,
      high: 10,
      revenue_low: 500_000,
      revenue_high: 500_000,
      split: 0,
    });
    for (const gapDay of intervals.slice(1)) {
      expect(gapDay.low).toBeLessThan(10);
      expect(gapDay.high).toBeGreaterThan(10);
      expect(gapDay.high).toBeLessThanOrEqual(30);
      expect(gapDay.split).toBeCloseTo(1, 5);
    }
    // The rollups keep what a total's interval is made of: nothing on the measured day, the splits' widths on the gap's days.
    const ranges = await rows(`select day::text, revenue_range as parts from store_daily order by day`);
    expect(ranges[0]!.parts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    for (const { parts } of ranges.slice(1)) {
      const [belowReading, , belowSplit, belowSplitSquares, aboveReading, , aboveSplit] = parts as number[];
      expect([belowReading, aboveReading]).toEqual([expect.closeTo(0, 0), expect.closeTo(0, 0)]);
      expect(belowSplit).toBeGreaterThan(0);
      expect(aboveSplit).toBeGreaterThan(0);
      expect(belowSplitSquares).toBeCloseTo(belowSplit! ** 2, -2);
    }
    const brand = await rows(`select day::text, units, revenue_estimated, cum_units from brand_daily order by day`);
    // Day 1 was a first sighting: no figure, so no row claiming zero sales.
    expect(brand.map((r) => [r.day, r.units, r.cum_units])).toEqual([
      ['2026-11-02', 10, 10],
      ['2026-11-03', 10, 20],
      ['2026-11-04', 10, 30],
      ['2026-11-05', 10, 40],
    ]);
    expect(brand[1]!.revenue_estimated).toBe(500_000);
    // Exact counters on consecutive days: high confidence; across a gap: medium.
    const confidence = await rows(
      `select day::text, revenue_high_confidence as high, revenue_medium_confidence as medium from store_daily order by day`,
    );
    expect(confidence.map((r) => [r.day, r.high, r.medium])).toEqual([
      ['2026-11-02', 500_000, 0],
      ['2026-11-03', 0, 500_000],
      ['2026-11-04', 0, 500_000],
      ['2026-11-05', 0, 500_000],
    ]);
    // Sum over any range from two rows: days 3..5 = cum(5) - cum(2).
    const [range] = await rows(
      `select sum(case when day = '2026-11-05' then cum_units else -cum_units end)::int as units from brand_daily where day in ('2026-11-02', '2026-11-05')`,
    );
    expect(range!.units).toBe(30);
  });

  it('changes nothing when the same day is ingested again', async () => {
    await ingest(batch('2026-11-01', [observation('2026-11-01', 'p1', 1000), observation('2026-11-01', 'p2', 50)]));
    await ingest(batch('2026-11-03', [observation('2026-11-03', 'p1', 1030), observation('2026-11-03', 'p2', 53)]));
    const before = await snapshot();
    await ingest(batch('2026-11-03', [observation('2026-11-03', 'p1', 1030), observation('2026-11-03', 'p2', 53)]));
    expect(await snapshot()).toEqual(before);
  });

  it('takes a late day in between: the gap is re-estimated from the facts', async () => {
    await ingest(batch('2026-11-01', [observation('2026-11-01', 'p1', 1000)]));
    await ingest(batch('2026-11-04', [observation('2026-11-04', 'p1', 1030)]));
    await ingest(batch('2026-11-02', [observation('2026-11-02', 'p1', 1020)]));
    const days = await rows(
      `select day::text, units, provenance from product_daily where day <= '2026-11-02' order by day`,
    );
    expect(days).toEqual([
      { day: '2026-11-01', units: null, provenance: null },
      { day: '2026-11-02', units: 20, provenance: 1 },
    ]);
    const [counter] = await rows(`select day::text, sold_total from product_latest`);
    expect(counter).toEqual({ day: '2026-11-04', sold_total: 1030 });
  });

  it('writes nothing of a day that fails part-way', async () => {
    await ingest(batch('2026-11-01', [observation('2026-11-01', 'p1', 1000)]));
    const before = await snapshot();
    const broken = batch('2026-11-02', [observation('2026-11-02', 'p1', 1010)], {
      // Written after the facts; a keyword without text breaks the NOT NULL constraint.
      keywords: [{ marketplace: 'shopee', day: '2026-11-02', keyword: null as unknown as string, searchVolume: 5 }],
    });
    await expect(ingest(broken)).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it('leaves the same database after a bulk load as after day-by-day ingestion', async () => {
    const days = [
      batch('2026-11-01', [observation('2026-11-01', 'p1', 1000), observation('2026-11-01', 'p2', 10)]),
      batch('2026-11-02', [observation('2026-11-02', 'p1', 1010, { name: 'Serum Wajah p1 Baru' })]),
      batch('2026-11-04', [observation('2026-11-04', 'p1', 1030), observation('2026-11-04', 'p2', 16)]),
    ];
    for (const day of days) await ingest(day);
    const plain = await snapshot();

    await app.close();
    app = await createTestApp();
    const bulk = new BulkLoadCache();
    for (const day of days) await ingestDay(app.database, day, app.clock, { bulk });
    await finishBulkLoad(app.database, bulk);
    expect(await snapshot()).toEqual(plain);
  });

  it('keeps product stats for research: 7/30/90-day totals and measured days', async () => {
    for (let d = 1; d <= 10; d++) {
      const day = `2026-11-${String(d).padStart(2, '0')}`;
      await ingest(batch(day, [observation(day, 'p1', 1000 + d * 5)]));
    }
    const [stats] = await rows(
      `select as_of::text, units_7, revenue_7, units_30, measured_days_30, measured_days_7, revenue_high_confidence_30 as high, official, name from product_stats`,
    );
    expect(stats).toEqual({
      as_of: '2026-11-10',
      units_7: 35,
      revenue_7: 1_750_000,
      units_30: 45,
      measured_days_30: 9,
      measured_days_7: 7,
      high: 2_250_000,
      official: true,
      name: 'Serum Wajah p1',
    });
    const [store] = await rows(
      `select revenue_30, revenue_high_confidence_30 as high, revenue_medium_confidence_30 as medium from store_stats`,
    );
    expect(store).toEqual({ revenue_30: 2_250_000, high: 2_250_000, medium: 0 });
    const found = await rows(
      `select name from product_stats where name_search @@ plainto_tsquery('simple', 'serum wajah')`,
    );
    expect(found).toHaveLength(1);
  });

  it('stores keywords, ads and affiliate terms, and counts ads for unknown products as skipped', async () => {
    const report = await ingest(
      batch('2026-11-01', [observation('2026-11-01', 'p1', 1000)], {
        keywords: [{ marketplace: 'shopee', day: '2026-11-01', keyword: 'serum niacinamide', searchVolume: 12_000 }],
        ads: [
          {
            marketplace: 'shopee',
            day: '2026-11-01',
            keyword: 'serum niacinamide',
            productExternalId: 'p1',
            bidPrice: 1200,
            recommendedBidPrice: 1500,
            clickThroughRate: 0.03,
            conversionRate: 0.05,
            matchType: 'broad',
          },
          {
            marketplace: 'shopee',
            day: '2026-11-01',
            keyword: 'serum niacinamide',
            productExternalId: 'ghost',
            bidPrice: 1,
            recommendedBidPrice: 1,
            clickThroughRate: 0.01,
            conversionRate: 0.01,
            matchType: 'exact',
          },
        ],
        affiliates: [
          {
            marketplace: 'shopee',
            day: '2026-11-01',
            productExternalId: 'p1',
            storeExternalId: 's1',
            sellerCommissionRate: 0.08,
            marketplaceCommissionRate: 0.02,
            videoCommissionRate: 0.1,
            liveCommissionRate: null,
          },
        ],
      }),
    );
    expect(report.skipped).toEqual({ 'ads.unknown_product': 1 });
    expect(await rows(`select search_volume from keyword_daily`)).toEqual([{ search_volume: 12_000 }]);
    expect(await rows(`select bid_price, match_type from ad_observations`)).toEqual([
      { bid_price: 1200, match_type: 'broad' },
    ]);
    expect(await rows(`select seller_commission_rate::numeric(4,2)::text as rate from affiliate_commissions`)).toEqual([
      { rate: '0.08' },
    ]);
  });
});
