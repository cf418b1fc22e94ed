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
  answerId: number;
  marketplace: Marketplace;
  externalId: string;
  day: Day;
  reason: string;
  observation: Observation;
  url: string;
  source: CaptureSource;
}

const HELD_COLUMNS = `q.id, q.answer_id as "answerId", q.marketplace, q.external_id as "externalId", q.day::text as day, q.reason,
  q.observation, a.url, a.source`;

/** A page of the sightings held now, newest first, and how many are held in all. */
export async function heldSightings(
  sql: SqlRunner,
  page: { offset: number; limit: number },
): Promise<{ items: HeldSighting[]; total: number }> {
  const [items, [count]] = await Promise.all([
    sql.query<HeldSighting>(
      `select ${HELD_COLUMNS} from quarantined_sightings q join captured_answers a on a.id = q.answer_id
        where q.status = 'held' order by q.id desc limit $1 offset $2`,
      [page.limit, page.offset],
    ),
    sql.query<{ n: number }>(`select count(*)::int as n from quarantined_sightings where status = 'held'`),
  ]);
  return { items, total: count!.n };
}

/** A sighting's status ('held', 'released', 'dropped'), or undefined when there is none with that id. */
export async function heldStatus(sql: SqlRunner, id: number): Promise<string | undefined> {
  const [row] = await sql.query<{ status: string }>('select status from quarantined_sightings where id = $1', [id]);
  return row?.status;
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
    `update quarantined_sightings q set status = $2, decided_by = $3, decided_at = $4
       from captured_answers a
      where q.id = $1 and q.status = 'held' and a.id = q.answer_id
      returning ${HELD_COLUMNS}`,
    [id, decision, by, now],
  );
  return row;
}

/** Holds a sighting again (its release could not be ingested). */
export async function reopenHeld(sql: SqlRunner, id: number): Promise<void> {
  await sql.query(
    `update quarantined_sightings set status = 'held', decided_by = null, decided_at = null where id = $1`,
    [id],
  );
}

/** A released sighting counts as accepted in its answer's figures. */
export async function countReleased(sql: SqlRunner, answerId: number): Promise<void> {
  await sql.query(
    'update captured_answers set accepted = accepted + 1, quarantined = greatest(quarantined - 1, 0) where id = $1',
    [answerId],
  );
}

/** What a user's capture calls and uploads contributed, all days. */
export async function contributedAnswers(
  sql: SqlRunner,
  userId: string,
): Promise<{ answers: number; products: number; accepted: number; lastReceivedAt: Date | null }> {
  const [row] = await sql.query<{ answers: number; products: number; accepted: number; lastReceivedAt: Date | null }>(
    `select count(*)::int as answers, coalesce(sum(products), 0)::int as products, coalesce(sum(accepted), 0)::int as accepted,
            max(received_at) as "lastReceivedAt"
       from captured_answers where user_id = $1`,
    [userId],
  );
  return row!;
}

export interface MarketplaceIntake {
  marketplace: Marketplace;
  lastDay: Day | null;
  catalogue: number;
  productsSeen: number;
  answers: number;
  quarantined: number;
  held: number;
  refused: Record<string, number>;
  skipped: Record<string, number>;
}

/**
 * Per marketplace, its last day — the later of the last day with rolled-up figures and the last
 * day of an answer read — and that day's products seen (their latest observation is of that day)
 * against the catalogue, its answers read, their skipped products by reason, the answers refused by
 * reason and the sightings held; and the sightings held now, of any day.
 */
export async function marketplaceIntake(sql: SqlRunner): Promise<MarketplaceIntake[]> {
  const known = Object.entries(MARKETPLACE_IDS) as [Marketplace, number][];
  return sql.query<MarketplaceIntake>(
    `with m as (
       select m.code, m.id,
              greatest((select max(d.day) from marketplace_daily d where d.marketplace_id = m.id),
                       (select max(a.day) from captured_answers a where a.marketplace = m.code and a.refused is null)) as day
         from unnest($1::text[], $2::int[]) as m(code, id)
     ), day_answers as (
       select a.* from captured_answers a join m on a.marketplace = m.code and a.day = m.day
     )
     select m.code as marketplace, m.day::text as "lastDay",
            (select count(*)::int from products p where p.marketplace_id = m.id) as catalogue,
            (select count(*)::int from product_latest l join products p on p.id = l.product_id
              where p.marketplace_id = m.id and l.day = m.day) as "productsSeen",
            (select count(*)::int from day_answers a where a.marketplace = m.code and a.refused is null) as answers,
            (select coalesce(sum(a.quarantined), 0)::int from day_answers a where a.marketplace = m.code) as quarantined,
            (select count(*)::int from quarantined_sightings q where q.marketplace = m.code and q.status = 'held') as held,
            (select coalesce(jsonb_object_agg(r.reason, r.n), '{}') from (
               select a.refused as reason, count(*)::int as n from day_answers a
                where a.marketplace = m.code and a.refused is not null group by a.refused) r) as refused,
            (select coalesce(jsonb_object_agg(s.reason, s.n), '{}') from (
               select e.key as reason, sum(e.value::int)::int as n from day_answers a, jsonb_each_text(a.skipped) e
                where a.marketplace = m.code group by e.key) s) as skipped
       from m order by array_position($1::text[], m.code)`,
    [known.map(([code]) => code), known.map(([, id]) => id)],
  );
}

/** Answers refused for an address no marketplace serves, all days, by reason. */
export async function unrecognisedAnswers(sql: SqlRunner): Promise<{ reason: string; count: number }[]> {
  return sql.query(
    `select refused as reason, count(*)::int as count from captured_answers
      where marketplace is null and refused is not null group by refused order by refused`,
  );
}

export interface SourceIntake {
  source: CaptureSource;
  answers: number;
  products: number;
  accepted: number;
  refused: number;
  lastReceivedAt: Date | null;
}

/** Each source's answers, all days. */
export async function sourceIntake(sql: SqlRunner): Promise<SourceIntake[]> {
  return sql.query<SourceIntake>(
    `select source, count(*)::int as answers, coalesce(sum(products), 0)::int as products,
            coalesce(sum(accepted), 0)::int as accepted, (count(*) filter (where refused is not null))::int as refused,
            max(received_at) as "lastReceivedAt"
       from captured_answers group by source order by source`,
  );
}

/** Each source's contributors (signed-in users), the most answers first, at most `limit` a source. */
export async function sourceContributors(
  sql: SqlRunner,
  limit: number,
): Promise<{ source: CaptureSource; email: string; answers: number; products: number }[]> {
  return sql.query(
    `select source, email, answers, products from (
       select a.source, u.email, count(*)::int as answers, coalesce(sum(a.accepted), 0)::int as products,
              row_number() over (partition by a.source order by count(*) desc, u.email) as rank
         from captured_answers a join users u on u.id = a.user_id group by a.source, u.id, u.email) c
      where rank <= $1 order by source, rank`,
    [limit],
  );
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
