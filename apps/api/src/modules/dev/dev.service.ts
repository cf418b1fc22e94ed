import { addDays } from '@pasarlens/market';
import type { AppContext } from '../../context.ts';
import { MARKET_DAY_INGESTED } from '../../jobs/market-refresh.job.ts';
import { AppError } from '../../lib/errors.ts';
import type { OutboxMail } from '../mail/outbox.repo.ts';
import { latestOutboxMail } from '../mail/outbox.service.ts';
import { ingestDay } from '../market/ingest.service.ts';
import { latestObservation } from './reobserve.repo.ts';

/** Mails GET /dev/outbox shows. */
const OUTBOX_SIZE = 100;

/** Development helpers; never used when NODE_ENV=production. */
export function devService(ctx: Pick<AppContext, 'db' | 'database' | 'clock' | 'queue'>) {
  return {
    /** The mail the development outbox kept, newest first. */
    outbox: (): Promise<OutboxMail[]> => latestOutboxMail(ctx.db, OUTBOX_SIZE),

    /**
     * The product seen again the day after its latest observation at a new price (and stock):
     * estimated and ingested like any day, then announced as market.day-ingested, so everything
     * that listens (price alerts) reacts as it would to the crawler's day.
     */
    async reobserve(productId: number, price: number, stock: number | undefined) {
      const latest = await latestObservation(ctx.database, productId);
      if (!latest) throw new AppError('NOT_FOUND');
      const day = addDays(latest.day, 1);
      const observation = { ...latest, day, price, stock: stock ?? latest.stock };
      const report = await ingestDay(
        ctx.database,
        { day, source: 'dev', observations: [observation], keywords: [], ads: [], affiliates: [], skipped: {} },
        ctx.clock,
      );
      const published = await ctx.queue.publish(MARKET_DAY_INGESTED, {
        day: report.day,
        firstChangedDay: report.firstChangedDay,
      });
      return { day, published };
    },
  };
}
