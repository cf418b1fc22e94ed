import type { Db } from '@pasarlens/db';
import { AppError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { tokensRepo, type TokenPurpose, type TokenRow } from './tokens.repo.ts';

const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** Single-use, expiring links sent by email; only their hash is stored. */
export function emailTokens(db: Db, clock: Clock) {
  const repo = tokensRepo(db);

  async function findUsable(token: string, purpose: TokenPurpose): Promise<TokenRow> {
    const row = await repo.find(hashToken(token), purpose);
    if (!row || row.usedAt) throw new AppError('TOKEN_INVALID');
    if (row.expiresAt <= clock.now()) throw new AppError('TOKEN_EXPIRED');
    return row;
  }

  return {
    /** A new link for the user; earlier unused links of the same purpose stop working. */
    async issue(userId: string, purpose: TokenPurpose): Promise<string> {
      const now = clock.now();
      const token = randomToken();
      await repo.retireUnused(userId, purpose, now);
      await repo.insert({
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      });
      return token;
    },
    /** Checks a link without using it up. */
    check: findUsable,
    /** Uses the link up and returns its user; a second use fails even when both race. */
    async redeem(token: string, purpose: TokenPurpose): Promise<string> {
      const row = await findUsable(token, purpose);
      if (!(await repo.consume(row.id, clock.now()))) throw new AppError('TOKEN_INVALID');
      return row.userId;
    },
  };
}

export type EmailTokens = ReturnType<typeof emailTokens>;
