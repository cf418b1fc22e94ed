import { createMarket, parsePayloads } from '@pasarlens/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { BulkLoadCache, ingestDay } from './ingest.service.ts';
import { hasMarketData, seedMarket, type SeedProgress } from './seed.ts';
import { refreshRollups } from './rollups.repo.ts';
import { flushSearchIndexes } from './search-indexes.repo.ts';
import { simulatedDays } from './simulated-days.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const options = { seed: 3, products: 300, days: 5, lastDay: '2026-11-05', missingDayRate: 0.05 };

describe('seedMarket', () => {
  it('loads every simulated day through parse, estimate and ingest, then builds the rollups', async () => {
    expect(await hasMarketData(app.database)).toBe(false);
    const progress: SeedProgress[] = [];
    // The app answers while it seeds: a timer (an HTTP request alike) gets its turn between statements.
    let last = performance.now();
    let longestWait = 0;
    const timer = setInterval(() => {
      longestWait = Math.max(longestWait, performance.now() - last);
      last = performance.now();
    }, 5);
    const result = await seedMarket(app.database, options, app.clock, (p) => progress.push(p)).finally(() =>
      clearInterval(timer),
    );
    expect(longestWait).toBeLessThan(400);

    const expected = [...createMarket(options).days()].reduce(
      (sum, day) => sum + parsePayloads(day.day, day.payloads).observations.length,
      0,
    );
    expect(result).toEqual({ days: 5, observations: expected, firstDay: '2026-11-01', lastDay: '2026-11-05' });
    expect(progress.filter((p) => p.phase === 'days').map((p) => p.done)).toEqual([1, 2, 3, 4, 5]);
    expect(progress.at(-1)).toMatchObject({ phase: 'rollups', done: 1 });

    expect(await hasMarketData(app.database)).toBe(true);
    const [counts] = await app.database.query<{ runs: number; stats: number; products: number; days: number }>(
      `select (select count(*) from ingest_runs) as runs, (select count(*) from product_stats) as stats,
              (select count(*) from products) as products, (select count(distinct day) from marketplace_daily) as days`,
    );
    // Every day has figures: new listings seen on their listing day sell on the first one too.
    expect(counts).toEqual({ runs: 5, stats: counts!.products, products: counts!.products, days: 5 });
  });

  it('builds the same rollups in rounds of days as in one, the running totals carried across rounds', async () => {
    const rollups = () =>
      app.database.query(
        `select 'category' as t, category_id as id, day::text, units, revenue, cum_units, cum_revenue from category_daily
         union all select 'brand', brand_id, day::text, units, revenue, cum_units, cum_revenue from brand_daily
         union all select 'marketplace', marketplace_id, day::text, units, revenue, cum_units, cum_revenue from marketplace_daily
         union all select 'store', store_id, day::text, units, revenue, null, null from store_daily
         order by 1, 2, 3, 4, 5, 6, 7`,
      );
    const inOne = await rollups();
    await app.database.transaction((sql) => refreshRollups(sql, '2026-11-01', '2026-11-05', 2));
    expect(await rollups()).toEqual(inOne);
  });

  it('leaves the name searches with nothing pending: the seed flushes what the load wrote', async () => {
    // Writes park GIN entries in a pending list that every search scans; a flush right after the
    // seed finds nothing left to move, while one after a write does.
    expect(await flushSearchIndexes(app.database)).toBe(0);
    await app.database.query(`update product_stats set name = name || ' baru'`);
    expect(await flushSearchIndexes(app.database)).toBeGreaterThan(0);
    expect(await flushSearchIndexes(app.database)).toBe(0);
  });

  it('seeds again over a load that was cut off, ending with the same market', async () => {
    const fingerprint = (database: TestApp['database']) =>
      database.query(
        `select (select count(*) from product_daily) as facts, (select sum(revenue) from product_daily) as revenue,
                (select count(*) from product_latest) as latest, (select sum(revenue_30) from product_stats) as stats,
                (select sum(cum_revenue) from category_daily) as rollups`,
      );
    const interrupted = await createTestApp();
    try {
      const bulk = new BulkLoadCache();
      let days = 0;
      for await (const parsed of simulatedDays(options)) {
        await ingestDay(interrupted.database, { ...parsed, source: 'simulator' }, interrupted.clock, { bulk });
        if (++days === 3) break;
      }
      expect(await hasMarketData(interrupted.database)).toBe(false);

      await seedMarket(interrupted.database, options, interrupted.clock);
      expect(await hasMarketData(interrupted.database)).toBe(true);
      expect(await fingerprint(interrupted.database)).toEqual(await fingerprint(app.database));
    } finally {
      await interrupted.close();
    }
  });
});
