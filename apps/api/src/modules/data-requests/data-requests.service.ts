import type { DataRequestInput, DataRequestList } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { CRAWL_QUEUE, type CrawlJob } from '../../jobs/crawl-queue.ts';
import { dataRequestsRepo, type RequestAnswer } from './data-requests.repo.ts';

/** What the crawl found for one of its targets (the crawler's TargetOutcome). */
export interface CrawlOutcome {
  target: { requestId?: number };
  products: number;
  failure: string | null;
}

/**
 * What a crawl's outcome says of the request it answers: products found (its data arrived), none
 * (the marketplace knows nothing under that reference), or nothing yet — a target the crawl could
 * not visit (blocked, failing) keeps its request queued for the next crawl.
 */
function requestAnswers(outcomes: readonly CrawlOutcome[]): RequestAnswer[] {
  const byRequest = new Map<number, RequestAnswer>();
  for (const { target, products, failure } of outcomes) {
    if (target.requestId === undefined || failure !== null) continue;
    const found = (byRequest.get(target.requestId)?.products ?? 0) + products;
    byRequest.set(target.requestId, {
      id: target.requestId,
      status: found > 0 ? 'crawled' : 'nothing_found',
      products: found,
    });
  }
  return [...byRequest.values()];
}

export function dataRequestsService(ctx: Pick<AppContext, 'database' | 'clock' | 'queue' | 'config'>) {
  const { database, clock } = ctx;

  async function list(userId: string): Promise<DataRequestList> {
    const { items, unseen } = await dataRequestsRepo.list(database, userId);
    return {
      items: items.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        answeredAt: r.answeredAt?.toISOString() ?? null,
      })),
      unseen,
    };
  }

  return {
    /** A user asks for data we lack: queued, and crawled at once when crawling is on and the crawler idle. */
    async request(userId: string, request: DataRequestInput): Promise<void> {
      await dataRequestsRepo.request(database, userId, request);
      if (ctx.config.crawl.dailyAt) await ctx.queue.send(CRAWL_QUEUE, { kind: 'requests' } satisfies CrawlJob);
    },
    list,
    async markSeen(userId: string): Promise<DataRequestList> {
      await dataRequestsRepo.markSeen(database, userId, clock.now());
      return list(userId);
    },
    queued: () => dataRequestsRepo.queued(database),
    /** Settles the requests a crawl answered; returns how many changed. */
    settle: (outcomes: readonly CrawlOutcome[]) =>
      dataRequestsRepo.answer(database, requestAnswers(outcomes), clock.now()),
  };
}
