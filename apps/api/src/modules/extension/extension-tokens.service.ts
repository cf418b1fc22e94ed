import {
  EXTENSION_BUCKET,
  EXTENSION_TOKEN_PREFIX,
  MAX_EXTENSION_TOKENS,
  type ExtensionTokenCreated,
  type ExtensionTokenList,
} from '@pasarlens/contracts';
import { jakartaDay } from '@pasarlens/market';
import type { AppContext } from '../../context.ts';
import { hashToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import {
  bearerSecret,
  issueKey,
  keysOf,
  liveKeyByHash,
  revokeKey,
  shownKey as shown,
  takeRequest,
} from '../api-keys/api-keys.service.ts';
import { accessAt, type Access } from '../billing/access.service.ts';

/** Who calls with the extension's token: its owner and the owner's access, read for this request. */
export interface ExtensionCaller {
  user: { id: string };
  access: Access;
}

/**
 * The browser extension's tokens (decisions/038): kept with the API keys as their own kind, made
 * by the signed-in connect page, listed and revoked in account settings, and taken only by the
 * endpoints marked `extensionToken` — each call one request from the token's bucket, which is
 * also its last use.
 */
export function extensionTokensService(ctx: AppContext) {
  const { database: sql, clock } = ctx;
  return {
    async list(userId: string): Promise<ExtensionTokenList> {
      const rows = await keysOf(sql, userId, 'extension');
      return { items: rows.map(shown), limit: MAX_EXTENSION_TOKENS };
    },

    async create(userId: string, name: string): Promise<ExtensionTokenCreated> {
      const issued = await issueKey(sql, {
        userId,
        name,
        kind: 'extension',
        prefix: EXTENSION_TOKEN_PREFIX,
        limit: MAX_EXTENSION_TOKENS,
        createdAt: clock.now(),
      });
      if (!issued) throw new AppError('EXTENSION_TOKEN_LIMIT_REACHED');
      return { ...shown(issued.row), token: issued.secret };
    },

    async revoke(userId: string, tokenId: string): Promise<ExtensionTokenList['items'][number]> {
      const row = await revokeKey(sql, userId, tokenId, 'extension', clock.now());
      if (!row) throw new AppError('NOT_FOUND');
      return shown(row);
    },

    /** The caller of an `Authorization: Bearer pl_ext_…` header; unknown or revoked → 401, an empty bucket → 429. */
    async authenticate(authorization: string | undefined): Promise<ExtensionCaller> {
      const secret = bearerSecret(authorization, EXTENSION_TOKEN_PREFIX);
      const token = secret ? await liveKeyByHash(sql, hashToken(secret), 'extension') : undefined;
      if (!token) throw new AppError('EXTENSION_TOKEN_INVALID');
      const now = clock.now();
      const perSecond = EXTENSION_BUCKET.perMinute / 60;
      const taken = await takeRequest(
        sql,
        token.id,
        { burst: EXTENSION_BUCKET.burst, perSecond },
        now,
        jakartaDay(now),
      );
      if (!taken.allowed)
        throw new AppError('API_RATE_LIMITED', {
          retryAfterSeconds: Math.max(1, Math.ceil((1 - taken.requests) / perSecond)),
        });
      return { user: { id: token.userId }, access: await accessAt(sql, token.userId, now) };
    },
  };
}
