/** XLSX exports (spec §3 download): each request, its state and the rows it was charged. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';

export const DOWNLOAD_STATUSES = ['processing', 'ready', 'failed'] as const;

/**
 * A download is its own queue record: `processing` until the export job writes the file, then
 * `ready` (charged `rows`, exactly once) or `failed` (charged nothing). `rows_reserved` holds back
 * quota while it runs, so concurrent requests cannot promise the same rows twice.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** The screen's filters, sort and range as the source's schema parsed them. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** What the list is of (a keyword, a category, a store), for the archive. */
    subject: text('subject'),
    language: text('language').notNull(),
    rowsReserved: integer('rows_reserved').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Rows in the file and charged; set when ready. */
    rows: integer('rows'),
    status: text('status', { enum: DOWNLOAD_STATUSES }).notNull().default('processing'),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('downloads_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('downloads_processing_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'processing'`),
    check(
      'downloads_rows_check',
      sql`${t.rowsReserved} > 0 and ${t.rowsDone} >= 0 and (${t.rows} is null or ${t.rows} >= 0)`,
    ),
  ],
);
