import type { Day } from '@pasarlens/market';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { refreshMarketsAfterIngest } from '../modules/enterprise/refresh.ts';
import { MARKET_DAY_INGESTED } from './market-refresh.job.ts';

const ENTERPRISE_REFRESH_QUEUE = 'enterprise-market-refresh';

/** Every ingested day reaches the saved markets: their new products and the days that changed. */
export async function registerEnterpriseRefresh(
  boss: PgBoss,
  ctx: AppContext,
  options: { work: boolean },
): Promise<void> {
  await boss.createQueue(ENTERPRISE_REFRESH_QUEUE, {
    name: ENTERPRISE_REFRESH_QUEUE,
    retryLimit: 3,
    retryBackoff: true,
  });
  await boss.subscribe(MARKET_DAY_INGESTED, ENTERPRISE_REFRESH_QUEUE);
  if (!options.work) return;
  await boss.work<{ day: Day; firstChangedDay: Day }>(ENTERPRISE_REFRESH_QUEUE, async ([job]) => {
    await refreshMarketsAfterIngest(ctx.database, job!.data.firstChangedDay ?? job!.data.day);
  });
}
