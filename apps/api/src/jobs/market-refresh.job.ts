import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { refreshWhatIsDue } from '../modules/intake/intake.service.ts';
import { JOB_TIMEZONE } from './queue.ts';

const MARKET_REFRESH_QUEUE = 'market-refresh';
/** Published once a day's figures are in; price alerts and saved markets subscribe to it. Data: { day, firstChangedDay }. */
export const MARKET_DAY_INGESTED = 'market.day-ingested';

/**
 * Every minute, the rollups and product stats catch up with the answers the intake took since
 * (the extension's and the crawler's come in small pieces all day), and the day is announced to
 * the alerts and the saved markets.
 */
export async function registerMarketRefresh(
  boss: PgBoss,
  ctx: AppContext,
  options: { work: boolean; schedule: boolean },
): Promise<void> {
  // Two runs at once do no harm: each takes what is due when it starts, the other finds nothing.
  await boss.createQueue(MARKET_REFRESH_QUEUE, { name: MARKET_REFRESH_QUEUE, expireInSeconds: 600 });
  if (options.work) {
    await boss.work(MARKET_REFRESH_QUEUE, async () => {
      const refreshed = await refreshWhatIsDue(ctx.database);
      if (refreshed) await boss.publish(MARKET_DAY_INGESTED, refreshed);
      return refreshed ?? { refreshed: false };
    });
  }
  if (options.schedule) await boss.schedule(MARKET_REFRESH_QUEUE, '* * * * *', {}, { tz: JOB_TIMEZONE });
}
