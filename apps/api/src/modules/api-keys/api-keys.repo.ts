import type { SqlRunner } from '@pasarlens/db';

/** What a key opens: the public data API, or a browser extension's calls (decisions/038). */
export type KeyKind = 'api' | 'extension';

export interface ApiKeyRow {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const KEY_COLUMNS = `id, user_id as "userId", name, prefix, created_at as "createdAt", revoked_at as "revokedAt",
  (select b.last_used_at from api_key_buckets b where b.key_id = api_keys.id) as "lastUsedAt"`;

export async function insertKey(
  sql: SqlRunner,
  key: { userId: string; name: string; prefix: string; secretHash: string; createdAt: Date; kind: KeyKind },
): Promise<ApiKeyRow> {
  const [row] = await sql.query<ApiKeyRow>(
    `insert into api_keys (user_id, name, prefix, secret_hash, created_at, kind) values ($1, $2, $3, $4, $5, $6)
     returning ${KEY_COLUMNS}`,
    [key.userId, key.name, key.prefix, key.secretHash, key.createdAt, key.kind],
  );
  return row!;
}

/**
 * Inserts a key unless the user already keeps `limit` unrevoked ones of its kind; the user's row is locked
 * first so two creations racing cannot both pass the count.
 */
export async function insertKeyWithin(
  sql: SqlRunner,
  key: Parameters<typeof insertKey>[1],
  limit: number,
): Promise<ApiKeyRow | undefined> {
  await sql.query('select id from users where id = $1 for update', [key.userId]);
  const [{ live }] = (await sql.query<{ live: number }>(
    'select count(*)::int as live from api_keys where user_id = $1 and kind = $2 and revoked_at is null',
    [key.userId, key.kind],
  )) as [{ live: number }];
  if (live >= limit) return undefined;
  return insertKey(sql, key);
}

export function keysOf(sql: SqlRunner, userId: string, kind: KeyKind): Promise<ApiKeyRow[]> {
  return sql.query<ApiKeyRow>(
    `select ${KEY_COLUMNS} from api_keys where user_id = $1 and kind = $2
     order by revoked_at is not null, created_at desc, id`,
    [userId, kind],
  );
}

/** Each key's calls on the days since `since` (inclusive). */
export function callsSince(
  sql: SqlRunner,
  keyIds: string[],
  since: string,
): Promise<{ keyId: string; day: string; calls: number }[]> {
  return sql.query(
    `select key_id as "keyId", to_char(day, 'YYYY-MM-DD') as day, calls from api_key_calls
     where key_id = any($1::uuid[]) and day >= $2::date order by day`,
    [keyIds, since],
  );
}

export async function revokeKey(
  sql: SqlRunner,
  userId: string,
  keyId: string,
  kind: KeyKind,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  const [row] = await sql.query<ApiKeyRow>(
    `update api_keys set revoked_at = coalesce(revoked_at, $4) where id = $1 and user_id = $2 and kind = $3
     returning ${KEY_COLUMNS}`,
    [keyId, userId, kind, now],
  );
  return row;
}

/** The unrevoked key of this kind whose secret hashes to `secretHash`. */
export async function liveKeyByHash(sql: SqlRunner, secretHash: string, kind: KeyKind): Promise<ApiKeyRow | undefined> {
  const [row] = await sql.query<ApiKeyRow>(
    `select ${KEY_COLUMNS} from api_keys where secret_hash = $1 and kind = $2 and revoked_at is null`,
    [secretHash, kind],
  );
  return row;
}

/** What the bucket said of one request. */
export interface BucketTake {
  allowed: boolean;
  /** Requests left in the bucket after this one (fractional while refilling). */
  requests: number;
}

/**
 * Takes one request from a key's token bucket in one statement — the row lock of the upsert
 * orders concurrent requests of any process — refilling it first at `perSecond` since it was last
 * touched, up to `burst`. An allowed request is the key's last use and counts towards its calls of `day`.
 */
export async function takeRequest(
  sql: SqlRunner,
  keyId: string,
  bucket: { burst: number; perSecond: number },
  now: Date,
  day: string,
): Promise<BucketTake> {
  const [row] = await sql.query<BucketTake>(
    `with bucket as (
       insert into api_key_buckets as b (key_id, requests, allowed, updated_at, last_used_at)
       values ($1, $2::float8 - 1, true, $4, $4)
       on conflict (key_id) do update set
         allowed = least($2::float8, b.requests + greatest(0, extract(epoch from ($4::timestamptz - b.updated_at))) * $3::float8) >= 1,
         requests = least($2::float8, b.requests + greatest(0, extract(epoch from ($4::timestamptz - b.updated_at))) * $3::float8) - case when least($2::float8, b.requests + greatest(0, extract(epoch from ($4::timestamptz - b.updated_at))) * $3::float8) >= 1 then 1 else 0 end,
         updated_at = greatest(b.updated_at, $4),
         last_used_at = case when least($2::float8, b.requests + greatest(0, extract(epoch from ($4::timestamptz - b.updated_at))) * $3::float8) >= 1 then $4 else b.last_used_at end
       returning allowed, requests
     ),
     counted as (
       insert into api_key_calls (key_id, day, calls) select $1, $5::date, 1 from bucket where allowed
       on conflict (key_id, day) do update set calls = api_key_calls.calls + 1
     )
     select allowed, requests from bucket`,
    [keyId, bucket.burst, bucket.perSecond, now, day],
  );
  return row!;
}
