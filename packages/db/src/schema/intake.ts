import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';

/** Where an answer came from: a file given to `npm run capture`, the crawler, a user's extension, the simulator. */
export const CAPTURE_SOURCES = ['file', 'crawler', 'extension', 'simulator'] as const;

/**
 * Every marketplace answer the intake was given, once: the same answer again (the same address
 * and body) changes nothing. What became of it is counted beside it.
 */
export const capturedAnswers = pgTable(
  'captured_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sha256 of the address and the body as received. */
    hash: text('hash').notNull().unique('captured_answers_hash_unique'),
    url: text('url').notNull(),
    marketplace: text('marketplace'),
    /** The reader that read it, e.g. 'shopee.v4.search_items'; null when refused. */
    endpoint: text('endpoint'),
    capturedAt: at('captured_at').notNull(),
    /** The Jakarta day it was received on: the day its figures are for. */
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source', { enum: CAPTURE_SOURCES }).notNull(),
    /** The user whose extension or upload sent it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The file it came in, for `npm run capture`. */
    file: text('file'),
    refused: text('refused'),
    products: integer('products').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    quarantined: integer('quarantined').notNull().default(0),
    /** What the readers and the intake could not take, by reason: {reason: count}. */
    skipped: jsonb('skipped').$type<Record<string, number>>().notNull().default({}),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    index('captured_answers_day_idx').on(t.marketplace, t.day),
    index('captured_answers_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * A product sighting that contradicts what we know (a sold counter far below the last one, a
 * price a hundred times off), held for an admin to release into the ingest or drop.
 */
export const quarantinedSightings = pgTable(
  'quarantined_sightings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    answerId: bigint('answer_id', { mode: 'number' })
      .notNull()
      .references(() => capturedAnswers.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').notNull(),
    externalId: text('external_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The observation as it would be ingested. */
    observation: jsonb('observation').notNull(),
    status: text('status', { enum: ['held', 'released', 'dropped'] })
      .notNull()
      .default('held'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('quarantined_sightings_held_idx')
      .on(t.marketplace, t.id)
      .where(sql`${t.status} = 'held'`),
  ],
);

/**
 * The earliest day whose rollups and product stats the intake's answers have changed and no
 * refresh has caught up with yet: one row, moved back by each answer, taken by the refresh job.
 */
export const marketRefreshDue = pgTable(
  'market_refresh_due',
  {
    id: smallint('id').primaryKey().default(1),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
  },
  (t) => [check('market_refresh_due_one_row', sql`${t.id} = 1`)],
);
