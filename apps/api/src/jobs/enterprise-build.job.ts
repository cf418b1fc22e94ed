import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { configuredBuilds, MARKET_BUILD_QUEUE, type MarketBuildJob } from '../modules/enterprise/builds.service.ts';

/**
 * Builds saved markets. One build waits per market and one runs (stately); a build cut short by a
 * restart expires and runs again, and a worker starting queues every market still unbuilt.
 */
export async function registerMarketBuilds(boss: PgBoss, ctx: AppContext, options: { work: boolean }): Promise<void> {
  await boss.createQueue(MARKET_BUILD_QUEUE, {
    name: MARKET_BUILD_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 10,
    expireInSeconds: 60 * 60,
  });
  if (!options.work) return;
  const builds = configuredBuilds(ctx);
  await boss.work<MarketBuildJob>(MARKET_BUILD_QUEUE, { includeMetadata: true }, async ([job]) => {
    try {
      await builds.run(job!.data.marketId);
    } catch (error) {
      if (job!.retryCount >= job!.retryLimit) await builds.failed(job!.data.marketId);
      throw error;
    }
  });
  await builds.requeueUnbuilt();
}
