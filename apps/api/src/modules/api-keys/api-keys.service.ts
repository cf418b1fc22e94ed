import {
  API_KEY_CALL_DAYS,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARACTERS,
  apiAllowance,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyList,
} from '@pasarlens/contracts';
import { addDays, jakartaDay } from '@pasarlens/market';
import type { AppContext } from '../../context.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { accessAt, type Access } from '../billing/access.service.ts';
import { tokensLeft } from '../billing/usage-periods.ts';
import * as repo from './api-keys.repo.ts';

/** Who calls with an API key: the key, its owner and the owner's access, read for this request. */
/** The key table's reads and writes that the browser extension's tokens, keys of their own kind, share. */
export { keysOf, liveKeyByHash, revokeKey, takeRequest } from './api-keys.repo.ts';

export interface KeyCaller {
  key: { id: string; name: string };
  user: { id: string };
  access: Access;
  /** The key's request bucket: its size and the requests left in it after this one. */
  bucket: { limit: number; remaining: number };
}

/** What the public data answers say of the tokens: how many are left and when the month's come back. */
export interface TokenBalance {
  left: number;
  refillAt: Date;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The secret of an `Authorization: Bearer …` header that starts as `prefix` says its kind does. */
export const bearerSecret = (authorization: string | undefined, prefix: string): string | undefined => {
  const secret = authorization?.match(BEARER)?.[1];
  return secret?.startsWith(prefix) ? secret : undefined;
};

/**
 * Makes a key of a kind unless the user holds `limit` unrevoked ones of it: its secret (`prefix`
 * and 32 random bytes), of which only the hash and the first characters are kept.
 */
export async function issueKey(
  sql: AppContext['database'],
  key: { userId: string; name: string; kind: repo.KeyKind; prefix: string; limit: number; createdAt: Date },
): Promise<{ row: repo.ApiKeyRow; secret: string } | undefined> {
  const secret = `${key.prefix}${randomToken()}`;
  const row = await sql.transaction((tx) =>
    repo.insertKeyWithin(
      tx,
      {
        userId: key.userId,
        name: key.name,
        kind: key.kind,
        prefix: secret.slice(0, API_KEY_SHOWN_CHARACTERS),
        secretHash: hashToken(secret),
        createdAt: key.createdAt,
      },
      key.limit,
    ),
  );
  return row && { row, secret };
}

/** A key's row as the account's lists show it (API keys and extension tokens alike). */
export const shownKey = (row: repo.ApiKeyRow): Omit<ApiKey, 'callsByDay'> => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const shown = (row: repo.ApiKeyRow, calls: { keyId: string; day: string; calls: number }[]): ApiKey => ({
  ...shownKey(row),
  callsByDay: calls.filter((c) => c.keyId === row.id).map(({ day, calls }) => ({ day, calls })),
});

/**
 * API keys (decisions/036): a Genius or Enterprise user's named keys, shown once and stored as
 * the SHA-256 of their secret; the bearer check of the public data API with its request bucket.
 */
export function apiKeysService(ctx: AppContext) {
  const { database: sql, clock } = ctx;

  const requireApi = (access: Access) => {
    if (!access.rights.apiSupport) throw new AppError('PLAN_REQUIRED');
  };

  return {
    async list(userId: string, access: Access): Promise<ApiKeyList> {
      const rows = await repo.keysOf(sql, userId, 'api');
      const since = addDays(jakartaDay(clock.now()), -(API_KEY_CALL_DAYS - 1));
      const calls = rows.length
        ? await repo.callsSince(
            sql,
            rows.map((r) => r.id),
            since,
          )
        : [];
      return { items: rows.map((row) => shown(row, calls)), allowance: apiAllowance(access.plan), limit: MAX_API_KEYS };
    },

    async create(userId: string, access: Access, name: string): Promise<ApiKeyCreated> {
      requireApi(access);
      const issued = await issueKey(sql, {
        userId,
        name,
        kind: 'api',
        prefix: API_KEY_PREFIX,
        limit: MAX_API_KEYS,
        createdAt: clock.now(),
      });
      if (!issued) throw new AppError('API_KEY_LIMIT_REACHED');
      return { ...shown(issued.row, []), secret: issued.secret };
    },

    async revoke(userId: string, keyId: string): Promise<ApiKey> {
      const row = await repo.revokeKey(sql, userId, keyId, 'api', clock.now());
      if (!row) throw new AppError('NOT_FOUND');
      return shown(row, []);
    },

    /**
     * The caller of an `Authorization: Bearer` header: an unknown or revoked key, or one whose
     * owner's plan no longer has the API, is refused with 401; then one request is taken from
     * the key's bucket: when it is empty, the refusal (429 with the seconds until the next one)
     * comes with the caller, so that the answer still says the owner's tokens.
     */
    async authenticate(authorization: string | undefined): Promise<{ caller: KeyCaller; refusal: AppError | null }> {
      const secret = bearerSecret(authorization, API_KEY_PREFIX);
      const key = secret ? await repo.liveKeyByHash(sql, hashToken(secret), 'api') : undefined;
      if (!key) throw new AppError('API_KEY_INVALID');
      const now = clock.now();
      const access = await accessAt(sql, key.userId, now);
      const allowance = apiAllowance(access.plan);
      if (!allowance) throw new AppError('API_KEY_PLAN_ENDED');
      const perSecond = allowance.perMinute / 60;
      const taken = await repo.takeRequest(sql, key.id, { burst: allowance.burst, perSecond }, now, jakartaDay(now));
      const caller = {
        key: { id: key.id, name: key.name },
        user: { id: key.userId },
        access,
        bucket: { limit: allowance.burst, remaining: Math.floor(taken.requests) },
      };
      const refusal = taken.allowed
        ? null
        : new AppError('API_RATE_LIMITED', {
            retryAfterSeconds: Math.max(1, Math.ceil((1 - taken.requests) / perSecond)),
          });
      return { caller, refusal };
    },

    /** The owner's tokens now, after whatever the call took. */
    async balance(userId: string): Promise<TokenBalance> {
      const { usage } = await accessAt(sql, userId, clock.now());
      return { left: tokensLeft(usage), refillAt: usage.nextResetAt };
    },
  };
}
