import { ingestRuns, type Db } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';
import { min } from 'drizzle-orm';

/** One ingested day of one source: what came in, what was skipped, how long it took. */
export async function recordIngestRun(db: Db, run: typeof ingestRuns.$inferInsert): Promise<void> {
  await db.insert(ingestRuns).values(run);
}

/** The first day ever ingested: the market's data begins there. Null before the first ingest. */
export async function firstIngestedDay(db: Db): Promise<Day | null> {
  const [row] = await db.select({ day: min(ingestRuns.day) }).from(ingestRuns);
  return row?.day ?? null;
}
