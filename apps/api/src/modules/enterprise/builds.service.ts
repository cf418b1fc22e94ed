import type { MarketBuildView } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import * as repo from './items.repo.ts';
import { BUILD_STEPS, tidyMarketRows } from './membership.repo.ts';

/** The work table's kind for a market's build (decisions/030). */
export const MARKET_BUILD_WORK = 'enterprise-market-build';

/** A market to build, and whose turn its build takes. */
export interface MarketRef {
  id: number;
  userId: string;
}

/** Builds that start over more often than this (saves or ingests meanwhile) are left to the job queued by the last save. */
const MAX_ROUNDS = 3;

/** A market's build as its pages show it. */
export function buildView(build: repo.MarketBuild): MarketBuildView {
  if (build.builtRevision === build.revision) return { state: 'ready', progress: 100 };
  if (build.buildFailedAt) return { state: 'failed', progress: 0 };
  return { state: 'building', progress: Math.round((100 * build.buildStep) / BUILD_STEPS.length) };
}

/**
 * Saved markets are built in a job (decisions/025). Each step runs in its own transaction, so the
 * embedded database serves requests between steps and the progress is seen as it goes; a step
 * first locks the market's row and stops the build when a save or an ingest moved its revision
 * on (the build then starts over on the new one). Analysis is refused until the market's rows hold
 * its latest revision.
 */
export function marketBuilds(ctx: Pick<AppContext, 'database' | 'clock' | 'queue'>) {
  const { database: sql, clock } = ctx;

  /** Runs the steps for `revision`; false when the market moved on (or was deleted) meanwhile. */
  async function buildRevision(marketId: number, revision: number): Promise<boolean> {
    for (const [index, step] of BUILD_STEPS.entries()) {
      const last = index === BUILD_STEPS.length - 1;
      const current = await sql.transaction(async (tx) => {
        if ((await repo.lockedBuild(tx, marketId))?.revision !== revision) return false;
        await step(tx, marketId);
        await repo.markBuildStep(tx, marketId, index + 1);
        return last ? repo.markBuilt(tx, marketId, revision) : true;
      });
      if (!current) return false;
    }
    return true;
  }

  /** Queues the market's build: one waits per market, so saves in a row build once more, not once each. */
  const queue = (market: MarketRef) =>
    ctx.queue.queueWork({ kind: MARKET_BUILD_WORK, subject: String(market.id), userId: market.userId });

  return {
    queue,

    /** The job: builds the market's latest revision, if its rows do not hold it yet. */
    async run(marketId: number): Promise<void> {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const target = await repo.lockedBuild(sql, marketId);
        if (!target || target.builtRevision === target.revision) return;
        if (await buildRevision(marketId, target.revision)) {
          await tidyMarketRows(sql);
          return;
        }
      }
    },

    /** The build gave up: the market says so until it is saved again. */
    failed: (marketId: number) => repo.markBuildFailed(sql, marketId, clock.now()),

    /** Queues every market still waiting for a build that has none queued (one saved before the work table). */
    async queueUnbuilt(): Promise<number> {
      const queued = await ctx.queue.openWork(MARKET_BUILD_WORK);
      const unbuilt = (await repo.marketsToBuild(sql, 1_000)).filter((market) => !queued.has(String(market.id)));
      for (const market of unbuilt) await queue(market);
      return unbuilt.length;
    },
  };
}

export type MarketBuilds = ReturnType<typeof marketBuilds>;

export const configuredBuilds = (ctx: AppContext): MarketBuilds => marketBuilds(ctx);
