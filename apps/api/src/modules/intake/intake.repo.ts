import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { Day, Marketplace, Observation } from '@pasarlens/market';

export type CaptureSource = 'file' | 'crawler' | 'extension' | 'simulator';

/** An answer as the intake records it, before its products are taken. */
export interface AnswerRecord {
  hash: string;
  url: string;
  marketplace: Marketplace | null;
  endpoint: string | null;
  capturedAt: Date;
  day: Day;
  source: CaptureSource;
  userId: string | null;
  file: string | null;
  refused: string | null;
  products: number;
  skipped: Record<string, number>;
}

/**
 * Records the answers; those already recorded (the same address and body) are left out of the
 * answer, keyed by hash with their new ids.
 */
export async function recordAnswers(sql: SqlRunner, answers: AnswerRecord[], now: Date): Promise<Map<string, number>> {
  if (answers.length === 0) return new Map();
  const column = <K extends keyof AnswerRecord>(key: K) => answers.map((a) => a[key]);
  const rows = await sql.query<{ id: number; hash: string }>(
    `insert into captured_answers (hash, url, marketplace, endpoint, captured_at, day, source, user_id, file, refused, products, skipped, received_at)
     select u.*, $13::timestamptz from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::date[], $7::text[],
       $8::uuid[], $9::text[], $10::text[], $11::int[], $12::jsonb[]) as u
     on conflict (hash) do nothing returning id, hash`,
    [
      column('hash'),
      column('url'),
      column('marketplace'),
      column('endpoint'),
      column('capturedAt'),
      column('day'),
      column('source'),
      column('userId'),
      column('file'),
      column('refused'),
      column('products'),
      answers.map((a) => JSON.stringify(a.skipped)),
      now,
    ],
  );
  return new Map(rows.map((row) => [row.hash, row.id]));
}

/** What the intake made of a recorded answer's products. */
export async function countTaken(
  sql: SqlRunner,
  counts: { id: number; accepted: number; quarantined: number }[],
): Promise<void> {
  if (counts.length === 0) return;
  await sql.query(
    `update captured_answers a set accepted = u.accepted, quarantined = u.quarantined
     from unnest($1::bigint[], $2::int[], $3::int[]) as u(id, accepted, quarantined) where a.id = u.id`,
    [counts.map((c) => c.id), counts.map((c) => c.accepted), counts.map((c) => c.quarantined)],
  );
}

/** The last thing we know of a product's counter and price, from a day before the one being taken. */
export interface KnownProduct {
  externalId: string;
  day: Day;
  price: number;
  soldTotal: number;
  soldExact: boolean;
}

export async function knownProducts(
  sql: SqlRunner,
  marketplace: Marketplace,
  externalIds: string[],
  before: Day,
): Promise<Map<string, KnownProduct>> {
  const rows = await sql.query<KnownProduct>(
    `select p.external_id as "externalId", l.day::text as day, l.price, l.sold_total as "soldTotal", l.sold_exact as "soldExact"
       from products p join product_latest l on l.product_id = p.id
      where p.marketplace_id = $1 and p.external_id = any($2::text[]) and l.day < $3::date`,
    [MARKETPLACE_IDS[marketplace], externalIds, before],
  );
  return new Map(rows.map((row) => [row.externalId, row]));
}

export interface Quarantined {
  answerId: number;
  observation: Observation;
  reason: string;
}

export async function quarantine(sql: SqlRunner, held: Quarantined[]): Promise<void> {
  if (held.length === 0) return;
  await sql.query(
    `insert into quarantined_sightings (answer_id, marketplace, external_id, day, reason, observation)
     select * from unnest($1::bigint[], $2::text[], $3::text[], $4::date[], $5::text[], $6::jsonb[])`,
    [
      held.map((h) => h.answerId),
      held.map((h) => h.observation.marketplace),
      held.map((h) => h.observation.externalId),
      held.map((h) => h.observation.day),
      held.map((h) => h.reason),
      held.map((h) => JSON.stringify(h.observation)),
    ],
  );
}

export interface HeldSighting {
  id: number;
  marketplace: Marketplace;
  externalId: string;
  day: Day;
  reason: string;
  observation: Observation;
  url: string;
  source: CaptureSource;
}

/** Held sightings, newest first, per marketplace or all. */
export async function heldSightings(sql: SqlRunner, limit: number): Promise<HeldSighting[]> {
  return sql.query<HeldSighting>(
    `select q.id, q.marketplace, q.external_id as "externalId", q.day::text as day, q.reason, q.observation, a.url, a.source
       from quarantined_sightings q join captured_answers a on a.id = q.answer_id
      where q.status = 'held' order by q.id desc limit $1`,
    [limit],
  );
}

/** Decides a held sighting once: the sighting when it was still held, else undefined. */
export async function decideHeld(
  sql: SqlRunner,
  id: number,
  decision: 'released' | 'dropped',
  by: string,
  now: Date,
): Promise<HeldSighting | undefined> {
  const [row] = await sql.query<HeldSighting>(
    `update quarantined_sightings set status = $2, decided_by = $3, decided_at = $4
      where id = $1 and status = 'held'
      returning id, marketplace, external_id as "externalId", day::text as day, reason, observation`,
    [id, decision, by, now],
  );
  return row;
}

/** How many answers a user's extension or uploads contributed. */
export async function contributedAnswers(sql: SqlRunner, userId: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>('select count(*)::int as n from captured_answers where user_id = $1', [
    userId,
  ]);
  return row!.n;
}

/** Moves the day the next refresh starts from back to `day`, if it is earlier. */
export async function markRefreshDue(sql: SqlRunner, day: Day): Promise<void> {
  await sql.query(
    `insert into market_refresh_due (id, first_day) values (1, $1)
     on conflict (id) do update set first_day = least(market_refresh_due.first_day, excluded.first_day)`,
    [day],
  );
}

/** Takes the day a refresh is due from, leaving none due; undefined when none is. */
export async function takeRefreshDue(sql: SqlRunner): Promise<Day | undefined> {
  const [row] = await sql.query<{ day: Day }>('delete from market_refresh_due returning first_day::text as day');
  return row?.day;
}
