import type { AppContext } from '../context.ts';
import type { WorkKind } from '../lib/work/worker.ts';
import { configuredBuilds, MARKET_BUILD_WORK } from '../modules/enterprise/builds.service.ts';

/**
 * Builds saved markets, one at a time per user and per worker process (decisions/025, 030); a
 * market saved while its build runs is built again once the run ends.
 */
export function marketBuildWork(ctx: AppContext): WorkKind {
  const builds = configuredBuilds(ctx);
  return {
    kind: MARKET_BUILD_WORK,
    slots: 1,
    perUser: 1,
    maxAttempts: 3,
    run: (item) => builds.run(Number(item.subject)),
    gaveUp: (item) => builds.failed(Number(item.subject)),
    adopt: () => builds.queueUnbuilt(),
  };
}
