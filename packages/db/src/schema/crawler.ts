import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/** A crawl (`npm run crawl`, the daily crawl): what it was asked, and whether it ran to its end. */
export const crawlRuns = pgTable('crawl_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The targets and the pages a listing was read to, as asked. */
  request: jsonb('request').notNull(),
  startedAt: at('started_at').notNull(),
  /** Null while the run is unfinished: the next start resumes it. */
  finishedAt: at('finished_at'),
});

/**
 * One page of a run: a listing page of a target, or a product's page. A page is done once its
 * answers are in the intake; a run resumed after a kill visits only the pages not done.
 */
export const crawlPages = pgTable(
  'crawl_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => crawlRuns.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').notNull(),
    /** The target's place in the run's request. */
    target: integer('target').notNull(),
    /** The page's place among the target's pages, from 0. */
    page: integer('page').notNull(),
    address: text('address'),
    /** pending; done; failed (its answers kept failing, or no address); skipped (past the last page of results); stopped (its marketplace blocked the run). */
    status: text('status', { enum: ['pending', 'done', 'failed', 'skipped', 'stopped'] })
      .notNull()
      .default('pending'),
    /** Answers a reader recognised, products they held, answers whose JSON was broken. */
    answers: integer('answers').notNull().default(0),
    products: integer('products').notNull().default(0),
    malformed: integer('malformed').notNull().default(0),
    /** The intake's hashes of the page's answers: what became of them is in captured_answers. */
    hashes: text('hashes').array().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    failure: text('failure'),
    finishedAt: at('finished_at'),
  },
  (t) => [index('crawl_pages_run_idx').on(t.runId, t.status)],
);

/** A marketplace that showed the crawler a block page or a captcha: the run stopped crawling it. */
export const crawlBlocks = pgTable(
  'crawl_blocks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => crawlRuns.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').notNull(),
    blockedAt: at('blocked_at').notNull(),
    reason: text('reason').notNull(),
    address: text('address').notNull(),
  },
  (t) => [index('crawl_blocks_marketplace_idx').on(t.marketplace, t.blockedAt)],
);
