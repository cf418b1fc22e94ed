import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Attempt counters (rate-limiter-flexible's drizzle store): every process on the database counts
 * into the same row, so a limit holds however many web processes serve the app.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Live-channel messages between processes too large for NOTIFY's 8000 bytes, in the shape
 * @socket.io/postgres-adapter writes and prunes them.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  payload: bytea('payload').notNull(),
});

/**
 * The processes that run work, each saying it is alive every few seconds: work a process took
 * and that stopped saying so (killed, frozen, cut off) is taken over by another.
 */
export const workerProcesses = pgTable('worker_processes', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  aliveAt: timestamp('alive_at', { withTimezone: true }).notNull(),
});

/**
 * User-owned work waiting or running (an export's file, a market's build): taken fairly — a user's
 * next item waits while a few of theirs run — by the worker processes, each item by one.
 */
export const workItems = pgTable(
  'work_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** What the work is about, by the kind's own id (a download's id, a market's id). */
    subject: text('subject').notNull(),
    userId: uuid('user_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    /** The process running it; null while it waits. */
    workerId: uuid('worker_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Runs started, the one going included: an item whose runs keep dying is given up. */
    attempts: integer('attempts').notNull().default(0),
    /** Asked for again while running (a market saved mid-build): it waits again when the run ends. */
    again: boolean('again').notNull().default(false),
  },
  (t) => [
    uniqueIndex('work_items_subject_idx').on(t.kind, t.subject),
    index('work_items_waiting_idx')
      .on(t.kind, t.queuedAt, t.id)
      .where(sql`${t.workerId} is null`),
    index('work_items_running_idx')
      .on(t.workerId)
      .where(sql`${t.workerId} is not null`),
  ],
);
