import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { startWorker, workerTimings, type RunningWorker, type WorkerTimings } from '../lib/work/worker.ts';
import { registerAuthCleanup } from './auth-cleanup.job.ts';
import { registerBillingJobs } from './billing.job.ts';
import { downloadExports } from './downloads.job.ts';
import { registerListingPhotoCleanup } from './listing-photos.job.ts';
import { registerMarketRefresh } from './market-refresh.job.ts';
import { registerCrawl } from './crawl.job.ts';
import { registerEnterpriseRefresh } from './enterprise-refresh.job.ts';
import { marketBuildWork } from './enterprise-build.job.ts';
import { registerPriceAlertJobs } from './price-alerts.job.ts';
import { registerOpportunityReplay } from './opportunity-replay.job.ts';
import { startQueue } from './queue.ts';
import { withQueueSetupLock } from './queue-setup.repo.ts';

export interface JobOptions {
  /** Run the job handlers and the user-owned work in this process. */
  work: boolean;
  /** Keep the cron timetable in this process. */
  schedule: boolean;
  pollingIntervalSeconds?: number;
  /** Seconds before a failed alert webhook is retried (doubling); 30 unless given. */
  webhookRetryDelaySeconds?: number;
  /** The work table's heartbeat and polling; from WORK_HEARTBEAT_SECONDS unless given (tests shorten them). */
  workTimings?: WorkerTimings;
}

export interface Jobs {
  boss: PgBoss;
  /** This process's worker of user-owned work, when it works. */
  worker: RunningWorker | undefined;
  /** Stops taking work, lets what runs finish, and leaves the worker registry. */
  stop(): Promise<void>;
}

/** Starts the queue, with every job's handler and/or its cron schedule, and the worker of user-owned work. */
export async function startJobs(ctx: AppContext, options: JobOptions): Promise<Jobs> {
  const boss = await withQueueSetupLock(ctx.database, async () => {
    const started = await startQueue(ctx.database, options);
    ctx.queue.attach(started);
    await registerAuthCleanup(
      started,
      { db: ctx.db, clock: ctx.clock, sessionIdleMs: ctx.config.sessionIdleMs },
      options,
    );
    await registerMarketRefresh(started, ctx, options);
    await registerCrawl(started, ctx, options);
    await registerEnterpriseRefresh(started, ctx, options);
    await registerBillingJobs(started, ctx, options);
    await registerListingPhotoCleanup(started, ctx, options);
    await registerPriceAlertJobs(started, ctx, options);
    await registerOpportunityReplay(started, ctx, options);
    return started;
  });
  const worker = options.work
    ? await startWorker(
        ctx,
        [downloadExports(ctx), marketBuildWork(ctx)],
        (error, message) => console.error(message, error),
        options.workTimings ?? workerTimings(ctx.config.workHeartbeatMs),
      )
    : undefined;
  return {
    boss,
    worker,
    async stop() {
      await worker?.stop();
      await boss.stop({ graceful: true, wait: true });
    },
  };
}
