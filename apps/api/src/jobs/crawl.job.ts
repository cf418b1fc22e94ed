import { addDays, jakartaDay } from '@pasarlens/market';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { crawlerService } from '../modules/crawler/crawler.service.ts';
import { dailyPlan, requestTargets } from '../modules/crawler/plan.ts';
import type { TargetOutcome } from '../modules/crawler/targets.ts';
import { dataRequestsService } from '../modules/data-requests/data-requests.service.ts';
import { CRAWL_QUEUE, type CrawlJob } from './crawl-queue.ts';
import { JOB_TIMEZONE } from './queue.ts';

/** A crawl may take hours; one that runs longer has died with its worker and is given up (its run resumes next time). */
const CRAWL_EXPIRY_SECONDS = 6 * 3600;

/**
 * One crawl: the daily plan, or the queued data requests alone. A run left unfinished (killed) is
 * resumed first; then this job's own targets are crawled. The data requests the outcomes answer
 * are settled — crawled or nothing found — and one no crawl can visit (a product id we do not
 * know on that marketplace) is answered as nothing found.
 */
export async function crawlOnce(
  ctx: AppContext,
  kind: CrawlJob['kind'],
  log: (line: string) => void = () => {},
): Promise<{ runs: number; targets: number; answered: number }> {
  const requests = dataRequestsService(ctx);
  const crawler = crawlerService({ database: ctx.database, clock: ctx.clock, config: ctx.config, log });
  let runs = 0;
  let answered = 0;
  for (;;) {
    const queued = await requests.queued();
    const targets =
      kind === 'daily'
        ? await dailyPlan(ctx.database, { day: addDays(jakartaDay(ctx.clock.now()), -1), requests: queued })
        : await requestTargets(ctx.database, queued);
    const unvisitable: TargetOutcome[] = queued
      .filter((r) => !targets.some((t) => t.requestId === r.id))
      .map((r) => ({ target: { ...r, requestId: r.id }, products: 0, failure: null }));
    answered += await requests.settle(unvisitable);
    if (targets.length === 0 && !(await crawler.unfinished())) return { runs, targets: 0, answered };
    const report = await crawler.crawl(targets, ctx.config.crawl.maxPages);
    runs++;
    answered += await requests.settle(report.outcomes);
    if (!report.resumed) return { runs, targets: targets.length, answered };
  }
}

/**
 * The crawl (decisions/037), when CRAWL_DAILY_AT turns it on: the daily plan at that Jakarta time,
 * and the data requests as they come (a request sends a job). One crawl at a time across every
 * worker (the queue's singleton policy): a request made during a crawl waits for its end.
 */
export async function registerCrawl(
  boss: PgBoss,
  ctx: AppContext,
  options: { work: boolean; schedule: boolean },
): Promise<void> {
  const at = ctx.config.crawl.dailyAt;
  if (!at) return;
  await boss.createQueue(CRAWL_QUEUE, {
    name: CRAWL_QUEUE,
    policy: 'singleton',
    expireInSeconds: CRAWL_EXPIRY_SECONDS,
  });
  if (options.work) {
    await boss.work<CrawlJob>(CRAWL_QUEUE, async ([job]) =>
      crawlOnce(ctx, job!.data.kind, (line) => console.info(`crawl: ${line}`)),
    );
  }
  if (options.schedule)
    await boss.schedule(CRAWL_QUEUE, `${at.minute} ${at.hour} * * *`, { kind: 'daily' } satisfies CrawlJob, {
      tz: JOB_TIMEZONE,
    });
}
