import {
  DOWNLOAD_PAGE_SIZE,
  type DownloadPage,
  type DownloadRequest,
  type DownloadSource,
  type DownloadView,
  type Language,
} from '@pasarlens/contracts';
import { addDays, jakartaDay, jakartaWallClock } from '@pasarlens/market';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { SqlRunner } from '@pasarlens/db';
import type { Access } from '../billing/access.service.ts';
import { downloadFiles, type DownloadFiles } from './download-files.ts';
import { downloadFileName } from './file-name.ts';
import * as repo from './downloads.repo.ts';
import { exportList, type ExportList, type Requester } from './sources.ts';
import { SOURCE_NAMES, textIn } from './texts.ts';
import { workbookWriter, type WorkbookWriter } from './workbook.ts';

/** The work table's kind for a download's file (decisions/030). */
export const DOWNLOAD_WORK = 'download-export';

const viewOf = (d: repo.DownloadRow): DownloadView => ({
  id: d.id,
  source: d.source,
  subject: d.subject,
  status: d.status,
  rows: d.status === 'ready' ? d.rows! : d.rowsReserved,
  rows_done: d.rowsDone,
  created_at: d.createdAt.toISOString(),
  finished_at: d.finishedAt?.toISOString() ?? null,
});

/** What the download was asked with, as the first sheet lists it: the filters and sort, not the export's own fields. */
function filtersText(request: DownloadRequest): string {
  const { rows: _rows, accept_fewer: _fewer, language: _language, ...asked } = request;
  const flat = (value: unknown): string =>
    typeof value === 'object' && value !== null
      ? Object.entries(value)
          .map(([k, v]) => `${k}=${flat(v)}`)
          .join(', ')
      : String(value);
  return Object.entries(asked)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${flat(value)}`)
    .join('; ');
}

const rangeText = (t: ReturnType<typeof textIn>, { start, end, previousStart }: NonNullable<ExportList['range']>) =>
  `${start} – ${end}` + (previousStart ? ` (${t('previousPeriod')} ${previousStart} – ${addDays(start, -1)})` : '');

/** The first sheet: which list, with which filters, over which days, exported when, and which figures are estimates. */
async function writeInfoSheet(
  book: WorkbookWriter,
  t: ReturnType<typeof textIn>,
  download: repo.DownloadRow,
  list: ExportList,
  now: Date,
) {
  const sheet = book.sheet(t('sheetInfo'), [
    { header: t('field'), width: 24 },
    { header: t('value'), width: 80 },
  ]);
  sheet.add([t('source'), SOURCE_NAMES[download.source][download.language]]);
  sheet.add([t('subject'), download.subject]);
  sheet.add([t('filters'), list.filters?.(t) ?? filtersText(download.request)]);
  sheet.add([t('range'), list.range && rangeText(t, list.range)]);
  sheet.add([t('exportedAt'), jakartaWallClock(now)]);
  sheet.add([t('rows'), download.rowsReserved]);
  sheet.add([t('estimates'), t(list.estimates)]);
  for (const [key, value] of list.facts ?? []) sheet.add([t(key), value]);
  await sheet.done();
}

export function downloadsService(ctx: AppContext, deps: { files: DownloadFiles }) {
  const { database: sql, clock } = ctx;
  const { downloadRows } = ctx.billing;
  const { files } = deps;
  const queueExport = (download: { id: string; userId: string }, tx?: SqlRunner) =>
    ctx.queue.queueWork({ kind: DOWNLOAD_WORK, subject: download.id, userId: download.userId }, tx);

  async function create(access: Access, source: DownloadSource, input: DownloadRequest): Promise<DownloadView> {
    if (!access.rights.downloadSupport)
      throw new AppError('PLAN_REQUIRED', { message: 'Downloads come with the Basic plan and up' });
    const { accept_fewer: acceptFewer, ...request } = input;
    const language: Language = request.language ?? 'id';
    const list = await exportList(sql, source, request, { access, today: jakartaDay(clock.now()) });
    const needed = Math.min(request.rows, await list.available());
    if (needed === 0) throw new AppError('DATA_NOT_FOUND');
    const created = await downloadRows.reserve(access.userId, async (tx, left) => {
      const free = Math.max(0, left - (await repo.reservedRows(tx, access.userId)));
      if (needed > free && !(acceptFewer && free > 0)) {
        throw new AppError('DOWNLOAD_QUOTA_EXCEEDED', {
          message: `This download needs ${needed.toLocaleString('en')} rows; ${free.toLocaleString('en')} are left`,
          issues: [{ path: 'rows', message: `${free} rows left` }],
        });
      }
      const rows = Math.min(needed, free);
      const download = await repo.insertDownload(
        tx,
        {
          userId: access.userId,
          source,
          request: { ...request, ...list.settled, rows },
          subject: list.subject,
          language,
          rows,
        },
        clock.now(),
      );
      await queueExport(download, tx);
      return download;
    });
    return viewOf(created);
  }

  async function owned(userId: string, id: string): Promise<repo.DownloadRow> {
    const download = await repo.downloadById(sql, id);
    if (!download || download.userId !== userId) throw new AppError('NOT_FOUND');
    return download;
  }

  return {
    create,

    /** Starts a download again with an earlier one's filters and rows (a failed one's retry). */
    async again(access: Access, id: string, acceptFewer: boolean | undefined): Promise<DownloadView> {
      const earlier = await owned(access.userId, id);
      return create(access, earlier.source, { ...earlier.request, accept_fewer: acceptFewer });
    },

    async list(userId: string, page = 1): Promise<DownloadPage> {
      const found = await repo.downloadPage(sql, userId, {
        offset: (page - 1) * DOWNLOAD_PAGE_SIZE,
        limit: DOWNLOAD_PAGE_SIZE,
      });
      return {
        items: found.items.map(viewOf),
        page,
        total_page: Math.max(1, Math.ceil(found.total / DOWNLOAD_PAGE_SIZE)),
        total: found.total,
      };
    },

    /** A ready download's file, for its owner only. */
    async file(userId: string, id: string) {
      const download = await owned(userId, id);
      if (download.status !== 'ready') throw new AppError('DOWNLOAD_NOT_READY');
      const day = download.createdAt.toISOString().slice(0, 10);
      return { fileName: downloadFileName(download.source, download.subject, day), ...(await files.open(id)) };
    },

    /**
     * The export job: writes the file and marks the download ready, charging its rows in the same
     * transaction, or marks it failed (charging nothing). A download no longer processing is left
     * alone, so a job that runs again after a restart neither writes nor charges twice.
     */
    async run(downloadId: string): Promise<{ status: string; rows?: number }> {
      const download = await repo.downloadById(sql, downloadId);
      if (!download || download.status !== 'processing') return { status: download?.status ?? 'missing' };
      const draft = await files.draft(downloadId);
      try {
        const requester: Requester = {
          access: await ctx.billing.access(download.userId),
          today: jakartaDay(clock.now()),
        };
        const list = await exportList(sql, download.source, download.request, requester);
        const book = workbookWriter(draft.path);
        const t = textIn(download.language);
        await writeInfoSheet(book, t, download, list, clock.now());
        const rows = await list.write(
          { book, t, progress: (done) => repo.recordProgress(sql, downloadId, done) },
          download.rowsReserved,
        );
        await book.close();
        await draft.keep();
        const charged = await downloadRows.charge(download.userId, rows, (tx) =>
          repo.markReady(tx, downloadId, rows, clock.now()),
        );
        await files.clearDrafts(downloadId);
        return { status: charged ? 'ready' : 'unchanged', rows };
      } catch (error) {
        await draft.discard();
        await repo.markFailed(sql, downloadId, (error as Error).message, clock.now());
        return { status: 'failed' };
      }
    },

    /** Gives a download up: failed, charging nothing (its export kept stopping). */
    failed: (downloadId: string, why: string) => repo.markFailed(sql, downloadId, why, clock.now()),

    /** Queues every download still processing that has no export queued (one from before the work table). */
    async queueUnfinished(): Promise<number> {
      const queued = await ctx.queue.openWork(DOWNLOAD_WORK);
      const unfinished = (await repo.processingDownloads(sql, 1_000)).filter((d) => !queued.has(d.id));
      for (const download of unfinished) await queueExport(download);
      return unfinished.length;
    },
  };
}

export type DownloadsService = ReturnType<typeof downloadsService>;

/** The service on the configured file directory, enqueuing through the app's database. */
export const configuredDownloads = (ctx: AppContext): DownloadsService =>
  downloadsService(ctx, { files: downloadFiles(ctx.config.downloadsDir) });
