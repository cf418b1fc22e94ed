import type { Database } from '@pasarlens/db';
import { addDays, type Day, type MarketOptions } from '@pasarlens/market';
import type { Clock } from '../../lib/clock.ts';
import { progressBar } from '../../lib/progress.ts';
import { intakeService } from '../intake/intake.service.ts';
import { BulkLoadCache, finishBulkLoad } from './ingest.service.ts';
import { hasLatestObservations } from './latest.repo.ts';
import { simulatedDays } from './simulated-days.ts';
import { flushSearchIndexes } from './search-indexes.repo.ts';

export interface SeedProgress {
  phase: 'days' | 'rollups';
  done: number;
  total: number;
  observations: number;
}

export interface SeedResult {
  days: number;
  observations: number;
  firstDay: Day;
  lastDay: Day;
}

export const DEMO_MARKET = { seed: 2026, products: 20_000, days: 90, missingDayRate: 0.03 } as const;

/**
 * Fills the database with a simulated market through the intake, as real answers are taken:
 * the simulator's answers in the marketplaces' real shapes, read by address (one day ahead on a
 * worker thread), recorded, checked and ingested by Jakarta day; rollups and product stats are
 * built once at the end instead of after every day.
 */
export async function seedMarket(
  database: Database,
  options: MarketOptions,
  clock: Clock,
  onProgress: (p: SeedProgress) => void = () => {},
): Promise<SeedResult> {
  const firstDay = addDays(options.lastDay, 1 - options.days);
  let observations = 0;
  let done = 0;
  const bulk = new BulkLoadCache();
  const intake = intakeService({ database, clock });
  for await (const { answers, ...signals } of simulatedDays(options)) {
    const report = await intake.takeRead(answers, { kind: 'simulator' }, { bulk, signals });
    observations += report.accepted;
    onProgress({ phase: 'days', done: ++done, total: options.days, observations });
  }
  onProgress({ phase: 'rollups', done: 0, total: 1, observations });
  await finishBulkLoad(database, bulk);
  await flushSearchIndexes(database);
  onProgress({ phase: 'rollups', done: 1, total: 1, observations });
  return { days: done, observations, firstDay, lastDay: options.lastDay };
}

/**
 * True once a market has been loaded (the demo is seeded only into an empty market). A seed cut
 * off before finishBulkLoad leaves no latest observations, so the next start seeds again.
 */
export const hasMarketData = (database: Database): Promise<boolean> => hasLatestObservations(database);

/** Seed progress on the terminal: a bar over the days, then a line while rollups are built. */
export function seedProgressReporter(
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
): (p: SeedProgress) => void {
  const bar = progressBar(label, stream);
  return (p) => {
    if (p.phase === 'days') bar(p.done, p.total, `${p.observations.toLocaleString('en')} observations`);
    else if (p.done === 0) stream.write('Building rollups and product stats…\n');
  };
}
