import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { configuredDownloads, DOWNLOAD_QUEUE, type DownloadJob } from '../modules/downloads/downloads.service.ts';

/**
 * Writes download files. A job cut short by a restart expires and runs again, and a worker
 * starting queues every download still processing; either way a run finds a finished download
 * untouched, so nothing is written or charged twice.
 */
export async function registerDownloadExports(
  boss: PgBoss,
  ctx: AppContext,
  options: { work: boolean },
): Promise<void> {
  await boss.createQueue(DOWNLOAD_QUEUE, { name: DOWNLOAD_QUEUE, retryLimit: 2, expireInSeconds: 15 * 60 });
  if (!options.work) return;
  const downloads = configuredDownloads(ctx);
  await boss.work<DownloadJob>(DOWNLOAD_QUEUE, async ([job]) => downloads.run(job!.data.downloadId));
  await downloads.requeueUnfinished();
}
