import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { loadBatch, markBatch } from '../modules/market/batches.repo.ts';
import { ingestRawDay } from '../modules/market/pipeline.ts';
import { flushSearchIndexes } from '../modules/market/search-indexes.repo.ts';

export const MARKET_INGEST_QUEUE = 'market-ingest-day';
/** Published after a day is ingested; price alerts subscribe to it. Data: { day, firstChangedDay }. */
export const MARKET_DAY_INGESTED = 'market.day-ingested';

export interface MarketIngestJob {
  batchId: number;
}

export async function registerMarketIngest(boss: PgBoss, ctx: AppContext, options: { work: boolean }): Promise<void> {
  await boss.createQueue(MARKET_INGEST_QUEUE, { name: MARKET_INGEST_QUEUE, retryLimit: 3, retryBackoff: true });
  if (!options.work) return;
  await boss.work<MarketIngestJob>(MARKET_INGEST_QUEUE, async ([job]) => {
    const { batchId } = job!.data;
    const raw = await loadBatch(ctx.db, batchId);
    if (!raw) throw new Error(`ingest batch ${batchId} does not exist`);
    try {
      const report = await ingestRawDay(ctx.database, raw, ctx.clock);
      await markBatch(ctx.db, batchId, 'done', report, ctx.clock.now());
      await flushSearchIndexes(ctx.database);
      await boss.publish(MARKET_DAY_INGESTED, { day: report.day, firstChangedDay: report.firstChangedDay });
      return report;
    } catch (error) {
      await markBatch(ctx.db, batchId, 'failed', { error: (error as Error).message }, ctx.clock.now());
      throw error;
    }
  });
}
