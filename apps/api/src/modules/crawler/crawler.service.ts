import type { Database } from '@pasarlens/db';
import { MARKETPLACES, type Marketplace } from '@pasarlens/market';
import type { Browser, Page } from 'playwright-core';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { intakeService, refreshWhatIsDue } from '../intake/intake.service.ts';
import { readAnswers } from '../intake/read-answers.ts';
import { answerBatch } from './answer-batch.ts';
import { launchCrawlBrowser, marketplaceContext } from './browser.ts';
import { planPages } from './crawl-pages.ts';
import {
  blockedMarketplaces,
  failPendingPages,
  finishPages,
  finishRun,
  pendingPages,
  recordBlock,
  runSummary,
  skipPagesAfter,
  startRun,
  targetResults,
  unfinishedRun,
  type CrawlRequest,
  type MarketplaceCrawl,
  type PageResult,
  type PendingPage,
} from './crawl.repo.ts';
import { visitPage, type Visit } from './page-visit.ts';
import type { CrawlTarget, TargetOutcome } from './targets.ts';

export interface CrawlReport {
  runId: number;
  /** The run was an unfinished one (killed, or its machine stopped) taken up again, its own targets and not the ones given. */
  resumed: boolean;
  marketplaces: MarketplaceCrawl[];
  outcomes: TargetOutcome[];
}

/** Answers handed to the intake at a time. */
const BATCH_ANSWERS = 40;
const BATCH_WAIT_MS = 1_000;
const VISIT = { quietMs: 150, timeoutMs: 30_000 };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The crawler (decisions/037): drives Chromium through marketplace pages and hands the answers
 * those pages receive to the intake (source 'crawler'). Each marketplace is crawled on its own,
 * `concurrency` pages at a time with a pause between a lane's pages and a doubling backoff on
 * failing answers; one that shows a block page or a captcha is stopped for the run and recorded.
 * A run and its pages are kept in the database: a run that did not finish is resumed by the next
 * start, visiting only the pages not done.
 */
export function crawlerService(deps: {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'crawl' | 'marketSites'>;
  log?: (line: string) => void;
}) {
  const { database, clock, config } = deps;
  const log = deps.log ?? (() => {});
  const intake = intakeService({ database, clock });
  const { delayMs, concurrency, retries, backoffMs } = config.crawl;

  async function visitWithBackoff(tab: Page, page: PendingPage): Promise<{ visit: Visit; attempts: number }> {
    for (let attempts = 1; ; attempts++) {
      const visit = await visitPage(tab, page.marketplace, page.address, VISIT);
      if (visit.kind !== 'retry' || attempts > retries) return { visit, attempts };
      const wait = Math.max(backoffMs * 2 ** (attempts - 1), visit.retryAfterMs);
      log(`${page.marketplace}: ${visit.reason} at ${page.address}, again in ${wait} ms`);
      await pause(wait);
    }
  }

  async function crawlMarketplace(browser: Browser, run: { id: number; request: CrawlRequest }, pages: PendingPage[]) {
    const marketplace = pages[0]!.marketplace;
    const context = await marketplaceContext(browser, marketplace, config.marketSites);
    let finished = 0;
    const batch = answerBatch({
      size: BATCH_ANSWERS,
      maxWaitMs: BATCH_WAIT_MS,
      take: (reads) => intake.takeRead(reads, { kind: 'crawler' }),
      finish: async (results) => {
        await finishPages(database, results, clock.now());
        finished += results.length;
        log(`${marketplace}: ${finished} of ${pages.length} pages visited`);
      },
    });
    const queue = [...pages];
    const endedAt = new Map<number, number>();
    /** Targets with a page being visited: a target's pages are visited one after another, in order. */
    const busy = new Set<number>();
    const next = () => {
      const index = queue.findIndex((p) => !busy.has(p.target));
      const [page] = index < 0 ? [] : queue.splice(index, 1);
      if (page) busy.add(page.target);
      return page;
    };
    let stopped = false;

    async function lane() {
      const tab = await context.newPage();
      let first = true;
      for (let page = next(); page && !stopped; page = next()) {
        if ((endedAt.get(page.target) ?? Infinity) < page.page) {
          busy.delete(page.target);
          continue;
        }
        if (!first && delayMs > 0) await pause(delayMs);
        first = false;
        const { visit, attempts } = await visitWithBackoff(tab, page);
        const result: PageResult = {
          id: page.id,
          status: 'done',
          answers: 0,
          products: 0,
          malformed: 0,
          hashes: [],
          attempts,
          failure: null,
        };
        if (visit.kind === 'blocked') {
          stopped = true;
          log(`${marketplace}: stopped, ${visit.reason}`);
          await batch.flush();
          await recordBlock(
            database,
            { runId: run.id, marketplace, reason: visit.reason, address: page.address },
            clock.now(),
          );
          break;
        }
        if (visit.kind === 'retry') {
          busy.delete(page.target);
          await batch.add({ result: { ...result, status: 'failed', failure: visit.reason }, reads: [] });
          continue;
        }
        const reads = readAnswers(visit.answers);
        const products = reads.reduce((n, r) => n + (r.read.refused === null ? r.read.products.length : 0), 0);
        const read = reads.some((r) => r.read.refused === null);
        const listing = run.request.targets[page.target]!.kind !== 'product';
        if (listing && read && products === 0) {
          endedAt.set(page.target, page.page);
          await skipPagesAfter(database, run.id, page.target, page.page, clock.now());
        }
        busy.delete(page.target);
        await batch.add({
          result: {
            ...result,
            answers: reads.length,
            products,
            malformed: visit.malformed,
            hashes: reads.map((r) => r.hash),
            ...(reads.length === 0 ? { status: 'failed' as const, failure: 'no_answer' } : {}),
          },
          reads,
        });
      }
      await tab.close();
    }

    try {
      await Promise.all(Array.from({ length: concurrency }, lane));
    } finally {
      await batch.flush();
      await context.close();
    }
  }

  return {
    /** The run a start would resume, if one is unfinished. */
    unfinished: () => unfinishedRun(database),

    /**
     * Crawls the targets — or, when a run is unfinished, resumes that run instead — and reports
     * per marketplace and per target. One marketplace's failure is logged and never stops another.
     */
    async crawl(targets: CrawlTarget[], maxPages: number): Promise<CrawlReport> {
      const unfinished = await unfinishedRun(database);
      const request: CrawlRequest = unfinished?.request ?? { targets, maxPages };
      const runId =
        unfinished?.id ??
        (await startRun(database, request, await planPages(database, targets, maxPages), clock.now()));
      if (unfinished) log(`Resuming crawl run ${runId} of ${unfinished.startedAt.toISOString()}`);

      const blocked = new Set(await blockedMarketplaces(database, runId));
      const pending = await pendingPages(database, runId);
      const byMarketplace = MARKETPLACES.map((m: Marketplace) => pending.filter((p) => p.marketplace === m)).filter(
        (pages) => pages.length > 0 && !blocked.has(pages[0]!.marketplace),
      );
      if (byMarketplace.length > 0) {
        const browser = await launchCrawlBrowser(config.marketSites);
        try {
          const settled = await Promise.allSettled(
            byMarketplace.map((pages) => crawlMarketplace(browser, { id: runId, request }, pages)),
          );
          for (const [i, s] of settled.entries()) {
            if (s.status === 'fulfilled') continue;
            const { marketplace } = byMarketplace[i]![0]!;
            const failure = `crawl_failed: ${(s.reason as Error).message.split('\n')[0]}`;
            log(`${marketplace}: ${failure}`);
            await failPendingPages(database, runId, marketplace, failure, clock.now());
          }
        } finally {
          await browser.close();
        }
      }
      await refreshWhatIsDue(database);
      await finishRun(database, runId, clock.now());
      const results = await targetResults(database, runId);
      return {
        runId,
        resumed: unfinished !== undefined,
        marketplaces: await runSummary(database, runId),
        outcomes: results.map((r) => ({
          target: request.targets[r.target]!,
          products: r.products,
          failure: r.failure,
        })),
      };
    },
  };
}
