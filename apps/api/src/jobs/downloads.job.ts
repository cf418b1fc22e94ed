import type { AppContext } from '../context.ts';
import type { WorkKind } from '../lib/work/worker.ts';
import { configuredDownloads, DOWNLOAD_WORK } from '../modules/downloads/downloads.service.ts';

/**
 * Writes download files, one at a time per user over every worker process, two at a time per
 * process (decisions/030). A run finds a finished download untouched, so a run taken over from a
 * dead process neither writes nor charges twice.
 */
export function downloadExports(ctx: AppContext): WorkKind {
  const downloads = configuredDownloads(ctx);
  return {
    kind: DOWNLOAD_WORK,
    slots: 2,
    perUser: 1,
    maxAttempts: 3,
    run: async (item) => void (await downloads.run(item.subject)),
    gaveUp: (item) => downloads.failed(item.subject, 'its export stopped three times'),
    adopt: () => downloads.queueUnfinished(),
  };
}
