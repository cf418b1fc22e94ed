import { createMarket, sightingsOfAnswers } from '@pasarlens/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { intakeService } from '../intake/intake.service.ts';
import { BulkLoadCache } from './ingest.service.ts';
import { hasMarketData, seedMarket, type SeedProgress } from './seed.ts';
import { flushSearchIndexes } from './search-indexes.repo.ts';
import { simulatedDays } from './simulated-days.ts';
import { clearUnfinishedSeed } from './unfinished-seed.repo.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const options = { seed: 3, products: 300, days: 5, lastDay: '2026-11-05', missingDayRate: 0.05 };

describe('seedMarket', () => {
  it('loads every simulated day through the intake (read, record, estimate, ingest), then builds the rollups', async () => {
    expect(await hasMarketData(app.database)).toBe(false);
    const progress: SeedProgress[] = [];
    const result = await seedMarket(app.database, options, app.clock, (p) => progress.push(p));

    const expected = [...createMarket(options).days()]
      .flatMap((day) => sightingsOfAnswers(day.answers))
      .reduce((sum, day) => sum + day.counted.length + day.uncounted.length, 0);
    expect(result).toEqual({ days: 5, observations: expected, firstDay: '2026-11-01', lastDay: '2026-11-05' });
    expect(progress.filter((p) => p.phase === 'days').map((p) => p.done)).toEqual([1, 2, 3, 4, 5]);
    expect(progress.at(-1)).toMatchObject({ phase: 'rollups', done: 1 });

    expect(await hasMarketData(app.database)).toBe(true);
    const [counts] = await app.database.query<{
      runs: number;
      stats: number;
      products: number;
      days: number;
      factDays: number;
      answers: number;
      refused: number;
      named: number;
    }>(
      `select (select count(*) from ingest_runs) as runs, (select count(*) from product_stats) as stats,
              (select count(*) from products) as products, (select count(distinct day) from marketplace_daily) as days,
              (select count(distinct day) from product_daily where revenue > 0) as "factDays",
              (select count(*) from captured_answers where source = 'simulator') as answers,
              (select count(*) from captured_answers where refused is not null) as refused,
              (select count(*) from stores where name_known) as named`,
    );
    // The rollups hold every day with figures: each day after the first, and the first where a
    // listing new that day shows its listing time (TikTok Shop's cards do not) and sold.
    // Every answer was recorded as the simulator's and read; every store named (Shopee's by its shop answer).
    const answers = [...createMarket(options).days()].reduce((sum, day) => sum + day.answers.length, 0);
    const stores = createMarket(options).catalog.stores.length;
    expect(counts).toEqual({
      runs: 5,
      stats: counts!.products,
      products: counts!.products,
      days: counts!.factDays,
      factDays: counts!.factDays,
      answers,
      refused: 0,
      named: stores,
    });
    expect(counts!.factDays).toBeGreaterThanOrEqual(4);
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
      const intake = intakeService({ database: interrupted.database, clock: interrupted.clock });
      let days = 0;
      for await (const { answers, ...signals } of simulatedDays(options)) {
        await intake.takeRead(answers, { kind: 'simulator' }, { bulk, signals });
        if (++days === 3) break;
      }
      expect(await hasMarketData(interrupted.database)).toBe(false);

      // As a first start does: the intake took those answers once and would not take them again.
      await clearUnfinishedSeed(interrupted.database);
      await seedMarket(interrupted.database, options, interrupted.clock);
      expect(await hasMarketData(interrupted.database)).toBe(true);
      expect(await fingerprint(interrupted.database)).toEqual(await fingerprint(app.database));
    } finally {
      await interrupted.close();
    }
  });
});
