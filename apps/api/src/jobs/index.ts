import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { registerAuthCleanup } from './auth-cleanup.job.ts';
import { registerBillingJobs } from './billing.job.ts';
import { registerDownloadExports } from './downloads.job.ts';
import { registerListingPhotoCleanup } from './listing-photos.job.ts';
import { registerMarketIngest } from './market-ingest.job.ts';
import { registerEnterpriseRefresh } from './enterprise-refresh.job.ts';
import { registerMarketBuilds } from './enterprise-build.job.ts';
import { registerPriceAlertJobs } from './price-alerts.job.ts';
import { startQueue } from './queue.ts';

export interface JobOptions {
  /** Run the job handlers in this process. */
  work: boolean;
  /** Keep the cron timetable in this process. */
  schedule: boolean;
  pollingIntervalSeconds?: number;
  /** Seconds before a failed alert webhook is retried (doubling); 30 unless given. */
  webhookRetryDelaySeconds?: number;
}

/** Starts the queue, with every job's handler and/or its cron schedule. */
export async function startJobs(ctx: AppContext, options: JobOptions): Promise<PgBoss> {
  const boss = await startQueue(ctx.database, options);
  ctx.queue.attach(boss);
  await registerAuthCleanup(boss, { db: ctx.db, clock: ctx.clock, sessionIdleMs: ctx.config.sessionIdleMs }, options);
  await registerMarketIngest(boss, ctx, options);
  await registerEnterpriseRefresh(boss, ctx, options);
  await registerMarketBuilds(boss, ctx, options);
  await registerBillingJobs(boss, ctx, options);
  await registerListingPhotoCleanup(boss, ctx, options);
  await registerPriceAlertJobs(boss, ctx, options);
  await registerDownloadExports(boss, ctx, options);
  return boss;
}
