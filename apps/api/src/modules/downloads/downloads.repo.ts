import type { DownloadRequest, DownloadSource, DownloadStatus, Language } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

export interface DownloadRow {
  id: string;
  userId: string;
  source: DownloadSource;
  request: DownloadRequest;
  subject: string | null;
  language: Language;
  rowsReserved: number;
  rowsDone: number;
  rows: number | null;
  status: DownloadStatus;
  createdAt: Date;
  finishedAt: Date | null;
}

const COLUMNS = `id, user_id as "userId", source, request, subject, language, rows_reserved as "rowsReserved", rows_done as "rowsDone", rows, status,
  created_at as "createdAt", finished_at as "finishedAt"`;

export interface NewDownload {
  userId: string;
  source: DownloadSource;
  request: DownloadRequest;
  subject: string | null;
  language: Language;
  rows: number;
}

export async function insertDownload(sql: SqlRunner, d: NewDownload, now: Date): Promise<DownloadRow> {
  const [row] = await sql.query<DownloadRow>(
    `insert into downloads (user_id, source, request, subject, language, rows_reserved, created_at) values ($1, $2, $3::jsonb, $4, $5, $6, $7) returning ${COLUMNS}`,
    [d.userId, d.source, JSON.stringify(d.request), d.subject, d.language, d.rows, now],
  );
  return row!;
}

/** Rows held back by a user's downloads still processing. */
export async function reservedRows(sql: SqlRunner, userId: string): Promise<number> {
  const [row] = await sql.query<{ rows: number }>(
    `select coalesce(sum(rows_reserved), 0)::int as rows from downloads where user_id = $1 and status = 'processing'`,
    [userId],
  );
  return row!.rows;
}

export async function downloadById(sql: SqlRunner, id: string): Promise<DownloadRow | undefined> {
  const [row] = await sql.query<DownloadRow>(`select ${COLUMNS} from downloads where id = $1`, [id]);
  return row;
}

/** A user's downloads, newest first, one page, with their count. */
export async function downloadPage(
  sql: SqlRunner,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ items: DownloadRow[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    sql.query<DownloadRow>(
      `select ${COLUMNS} from downloads where user_id = $1 order by created_at desc, id limit $2 offset $3`,
      [userId, page.limit, page.offset],
    ),
    sql.query<{ total: number }>('select count(*)::int as total from downloads where user_id = $1', [userId]),
  ]);
  return { items, total: counted!.total };
}

export async function recordProgress(sql: SqlRunner, id: string, rowsDone: number): Promise<void> {
  await sql.query(`update downloads set rows_done = $2 where id = $1 and status = 'processing'`, [id, rowsDone]);
}

/** Marks a processing download ready with its rows; false when it was no longer processing. */
export async function markReady(sql: SqlRunner, id: string, rows: number, now: Date): Promise<boolean> {
  const updated = await sql.query(
    `update downloads set status = 'ready', rows = $2, rows_done = $2, finished_at = $3 where id = $1 and status = 'processing' returning 1`,
    [id, rows, now],
  );
  return updated.length > 0;
}

export async function markFailed(sql: SqlRunner, id: string, error: string, now: Date): Promise<void> {
  await sql.query(
    `update downloads set status = 'failed', error = $2, finished_at = $3 where id = $1 and status = 'processing'`,
    [id, error, now],
  );
}

/** Downloads still processing, oldest first, with their owners. */
export async function processingDownloads(sql: SqlRunner, limit: number): Promise<{ id: string; userId: string }[]> {
  return sql.query<{ id: string; userId: string }>(
    `select id, user_id as "userId" from downloads where status = 'processing' order by created_at limit $1`,
    [limit],
  );
}
