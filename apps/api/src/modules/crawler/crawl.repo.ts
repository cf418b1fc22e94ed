import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { Marketplace } from '@pasarlens/market';
import type { CrawlTarget } from './targets.ts';

/** What a run was asked to crawl. */
export interface CrawlRequest {
  targets: CrawlTarget[];
  maxPages: number;
}

export interface CrawlRun {
  id: number;
  request: CrawlRequest;
  startedAt: Date;
}

/** A page to visit, as planned when the run started. */
export interface PlannedPage {
  marketplace: Marketplace;
  target: number;
  page: number;
  /** Null when the target's page has no address we know (a product never seen). */
  address: string | null;
}

export interface PendingPage extends PlannedPage {
  id: number;
  address: string;
}

type PageStatus = 'done' | 'failed' | 'skipped' | 'stopped';

export interface PageResult {
  id: number;
  status: PageStatus;
  answers: number;
  products: number;
  malformed: number;
  hashes: string[];
  attempts: number;
  failure: string | null;
}

export async function unfinishedRun(sql: SqlRunner): Promise<CrawlRun | undefined> {
  const [run] = await sql.query<CrawlRun>(
    `select id, request, started_at as "startedAt" from crawl_runs where finished_at is null order by id limit 1`,
  );
  return run;
}

/** Records a run and its pages; a page without an address fails at once. */
export async function startRun(
  sql: SqlRunner,
  request: CrawlRequest,
  pages: PlannedPage[],
  now: Date,
): Promise<number> {
  const [run] = await sql.query<{ id: number }>(
    `insert into crawl_runs (request, started_at) values ($1, $2) returning id`,
    [JSON.stringify(request), now],
  );
  await sql.query(
    `insert into crawl_pages (run_id, marketplace, target, page, address, status, failure)
     select $1, u.marketplace, u.target, u.page, u.address,
            case when u.address is null then 'failed' else 'pending' end,
            case when u.address is null then 'no_known_address' end
       from unnest($2::text[], $3::int[], $4::int[], $5::text[]) as u(marketplace, target, page, address)`,
    [
      run!.id,
      pages.map((p) => p.marketplace),
      pages.map((p) => p.target),
      pages.map((p) => p.page),
      pages.map((p) => p.address),
    ],
  );
  return run!.id;
}

/** The run's pages still to visit, in order. */
export function pendingPages(sql: SqlRunner, runId: number): Promise<PendingPage[]> {
  return sql.query<PendingPage>(
    `select id, marketplace, target, page, address from crawl_pages
      where run_id = $1 and status = 'pending' order by marketplace, target, page`,
    [runId],
  );
}

export async function finishPages(sql: SqlRunner, results: PageResult[], now: Date): Promise<void> {
  if (results.length === 0) return;
  await sql.query(
    `update crawl_pages p set status = u.status, answers = u.answers, products = u.products, malformed = u.malformed,
            hashes = array(select jsonb_array_elements_text(u.hashes)), attempts = u.attempts, failure = u.failure, finished_at = $9
       from unnest($1::bigint[], $2::text[], $3::int[], $4::int[], $5::int[], $6::jsonb[], $7::int[], $8::text[])
            as u(id, status, answers, products, malformed, hashes, attempts, failure)
      where p.id = u.id`,
    [
      results.map((r) => r.id),
      results.map((r) => r.status),
      results.map((r) => r.answers),
      results.map((r) => r.products),
      results.map((r) => r.malformed),
      results.map((r) => JSON.stringify(r.hashes)),
      results.map((r) => r.attempts),
      results.map((r) => r.failure),
      now,
    ],
  );
}

/** Marks a target's pages after `page` skipped: its results ended there. */
export async function skipPagesAfter(sql: SqlRunner, runId: number, target: number, page: number, now: Date) {
  await sql.query(
    `update crawl_pages set status = 'skipped', finished_at = $4
      where run_id = $1 and target = $2 and page > $3 and status = 'pending'`,
    [runId, target, page, now],
  );
}

/** Records that a marketplace blocked the run and stops its pages still to visit. */
export async function recordBlock(
  sql: SqlRunner,
  block: { runId: number; marketplace: Marketplace; reason: string; address: string },
  now: Date,
): Promise<void> {
  await sql.query(
    `with stopped as (
       update crawl_pages set status = 'stopped', failure = $3, finished_at = $5
        where run_id = $1 and marketplace = $2 and status = 'pending')
     insert into crawl_blocks (run_id, marketplace, blocked_at, reason, address) values ($1, $2, $5, $3, $4)`,
    [block.runId, block.marketplace, block.reason, block.address, now],
  );
}

/** Fails a marketplace's pages still to visit: its crawl broke off. */
export async function failPendingPages(
  sql: SqlRunner,
  runId: number,
  marketplace: Marketplace,
  failure: string,
  now: Date,
) {
  await sql.query(
    `update crawl_pages set status = 'failed', failure = $3, finished_at = $4
      where run_id = $1 and marketplace = $2 and status = 'pending'`,
    [runId, marketplace, failure, now],
  );
}

export async function blockedMarketplaces(sql: SqlRunner, runId: number): Promise<Marketplace[]> {
  const rows = await sql.query<{ marketplace: Marketplace }>(
    `select distinct marketplace from crawl_blocks where run_id = $1`,
    [runId],
  );
  return rows.map((row) => row.marketplace);
}

export async function finishRun(sql: SqlRunner, runId: number, now: Date): Promise<void> {
  await sql.query(`update crawl_runs set finished_at = $2 where id = $1`, [runId, now]);
}

/** A marketplace's pages of a run, and what the intake made of their answers (each answer once). */
export interface MarketplaceCrawl {
  marketplace: Marketplace;
  pages: number;
  done: number;
  failed: number;
  answers: number;
  malformed: number;
  products: number;
  accepted: number;
  skipped: number;
  blocked: string | null;
}

export function runSummary(sql: SqlRunner, runId: number): Promise<MarketplaceCrawl[]> {
  return sql.query<MarketplaceCrawl>(
    `with pages as (
       select marketplace, count(*)::int as pages, count(*) filter (where status = 'done')::int as done,
              count(*) filter (where status in ('failed', 'stopped'))::int as failed,
              coalesce(sum(answers), 0)::int as answers, coalesce(sum(malformed), 0)::int as malformed,
              coalesce(sum(products), 0)::int as products
         from crawl_pages where run_id = $1 group by marketplace),
     taken as (
       select p.marketplace, coalesce(sum(a.accepted), 0)::int as accepted,
              coalesce(sum((select coalesce(sum(value::int), 0) from jsonb_each_text(a.skipped))), 0)::int as skipped
         from (select distinct marketplace, unnest(hashes) as hash from crawl_pages where run_id = $1) p
         join captured_answers a on a.hash = p.hash group by p.marketplace)
     select pages.*, coalesce(taken.accepted, 0) as accepted, coalesce(taken.skipped, 0) as skipped,
            (select b.reason from crawl_blocks b where b.run_id = $1 and b.marketplace = pages.marketplace
              order by b.id desc limit 1) as blocked
       from pages left join taken using (marketplace) order by pages.marketplace`,
    [runId],
  );
}

/** Per target of the run: the products its pages' answers held, and why a page of it could not be crawled. */
export function targetResults(
  sql: SqlRunner,
  runId: number,
): Promise<{ target: number; products: number; failure: string | null }[]> {
  return sql.query(
    `select target, coalesce(sum(products), 0)::int as products,
            (array_agg(failure order by page) filter (where failure is not null))[1] as failure
       from crawl_pages where run_id = $1 group by target order by target`,
    [runId],
  );
}

/** Product pages' addresses and Tokopedia shop domains, from what earlier answers told us. */
export async function knownAddresses(
  sql: SqlRunner,
  marketplace: Marketplace,
  products: string[],
  stores: string[],
): Promise<{ products: Map<string, string>; stores: Map<string, string> }> {
  const [productRows, storeRows] = await Promise.all([
    sql.query<{ id: string; url: string }>(
      `select external_id as id, url from products where marketplace_id = $1 and external_id = any($2::text[]) and url is not null`,
      [MARKETPLACE_IDS[marketplace], products],
    ),
    sql.query<{ id: string; username: string }>(
      `select external_id as id, username from stores where marketplace_id = $1 and external_id = any($2::text[]) and username is not null`,
      [MARKETPLACE_IDS[marketplace], stores],
    ),
  ]);
  return {
    products: new Map(productRows.map((r) => [r.id, r.url])),
    stores: new Map(storeRows.map((r) => [r.id, r.username])),
  };
}

/** Each marketplace's last block, unless a page of it was crawled since. */
export function currentBlocks(
  sql: SqlRunner,
): Promise<{ marketplace: Marketplace; blockedAt: Date; reason: string; address: string }[]> {
  return sql.query(
    `select distinct on (b.marketplace) b.marketplace, b.blocked_at as "blockedAt", b.reason, b.address
       from crawl_blocks b
      where not exists (select 1 from crawl_pages p where p.marketplace = b.marketplace and p.status = 'done'
                           and p.finished_at > b.blocked_at)
      order by b.marketplace, b.blocked_at desc`,
  );
}
