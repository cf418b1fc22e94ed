import { ingestBatches, ingestBatchParts, ingestRuns, type Db } from '@pasarlens/db';
import type { AdObservation, AffiliateObservation, Day, KeywordObservation, RawPayload } from '@pasarlens/market';
import { asc, eq, min } from 'drizzle-orm';

export interface RawDay {
  day: Day;
  source: string;
  payloads: RawPayload[];
  keywords: KeywordObservation[];
  ads: AdObservation[];
  affiliates: AffiliateObservation[];
}

const PART_SIZE = 2_000;
type Kind = (typeof ingestBatchParts.$inferInsert)['kind'];

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Stores a day of raw material for the ingest job; returns the batch id to hand to it. */
export async function saveBatch(db: Db, raw: RawDay): Promise<number> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(ingestBatches)
      .values({ day: raw.day, source: raw.source })
      .returning({ id: ingestBatches.id });
    const kinds: [Kind, unknown[]][] = [
      ['payloads', raw.payloads],
      ['keywords', raw.keywords],
      ['ads', raw.ads],
      ['affiliates', raw.affiliates],
    ];
    let part = 0;
    for (const [kind, items] of kinds) {
      for (const slice of chunk(items, PART_SIZE)) {
        await tx.insert(ingestBatchParts).values({ batchId: batch!.id, part: part++, kind, items: slice });
      }
    }
    return batch!.id;
  });
}

export async function loadBatch(db: Db, id: number): Promise<RawDay | undefined> {
  const [batch] = await db.select().from(ingestBatches).where(eq(ingestBatches.id, id));
  if (!batch) return undefined;
  const parts = await db
    .select()
    .from(ingestBatchParts)
    .where(eq(ingestBatchParts.batchId, id))
    .orderBy(asc(ingestBatchParts.part));
  const of = <T>(kind: Kind) => parts.filter((p) => p.kind === kind).flatMap((p) => p.items as T[]);
  return {
    day: batch.day,
    source: batch.source,
    payloads: of<RawPayload>('payloads'),
    keywords: of<KeywordObservation>('keywords'),
    ads: of<AdObservation>('ads'),
    affiliates: of<AffiliateObservation>('affiliates'),
  };
}

export async function markBatch(
  db: Db,
  id: number,
  status: 'done' | 'failed',
  report: unknown,
  at: Date,
): Promise<void> {
  await db.update(ingestBatches).set({ status, report, ingestedAt: at }).where(eq(ingestBatches.id, id));
}

/** One ingested day of one source: what came in, what was skipped, how long it took. */
export async function recordIngestRun(db: Db, run: typeof ingestRuns.$inferInsert): Promise<void> {
  await db.insert(ingestRuns).values(run);
}

/** The first day ever ingested: the market's data begins there. Null before the first ingest. */
export async function firstIngestedDay(db: Db): Promise<Day | null> {
  const [row] = await db.select({ day: min(ingestRuns.day) }).from(ingestRuns);
  return row?.day ?? null;
}
