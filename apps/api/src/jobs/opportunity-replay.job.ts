import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { refreshReplays } from '../modules/opportunities/opportunities.service.ts';
import { MARKET_DAY_INGESTED } from './market-refresh.job.ts';

const OPPORTUNITY_REPLAY_QUEUE = 'opportunity-replay';

/** A new week in the data replays the opportunity score over history again (decisions/040). */
export async function registerOpportunityReplay(
  boss: PgBoss,
  ctx: AppContext,
  options: { work: boolean },
): Promise<void> {
  await boss.createQueue(OPPORTUNITY_REPLAY_QUEUE, { name: OPPORTUNITY_REPLAY_QUEUE, retryLimit: 2 });
  await boss.subscribe(MARKET_DAY_INGESTED, OPPORTUNITY_REPLAY_QUEUE);
  if (!options.work) return;
  await boss.work(OPPORTUNITY_REPLAY_QUEUE, async () => {
    await refreshReplays(ctx);
  });
}
