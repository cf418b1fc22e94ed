import { SEARCH_HISTORY_SIZE, TOKEN_COSTS, type TokenAction, type TokenUse } from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { planOf } from './subscriptions.repo.ts';
import { currentAccount, takeTokens, tokensLeft, writeLedger, type UsageAccount } from './usage.repo.ts';

/** The usage account for the plan in force now (reset first when its month has turned). */
export async function usageNow(sql: SqlRunner, userId: string, now: Date): Promise<UsageAccount> {
  const { plan } = await planOf(sql, userId, now);
  return currentAccount(sql, userId, plan, now);
}

/**
 * A check run inside the charging transaction, after the user's usage row is locked, so that
 * concurrent calls of one user see each other's charges (a monthly allowance, say). It throws to refuse.
 */
export type ChargeGuard = (sql: SqlRunner, account: UsageAccount) => Promise<void>;

/** A charged action's outcome: found data is charged, nothing found is not. */
export interface Charged<T> {
  result: T;
  /** False when the call found no data: then no token is taken (spec §8). */
  found: boolean;
}

export function tokensService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  /** Takes an action's tokens and writes its ledger row, in one transaction; refuses when too few are left. */
  async function spend(userId: string, action: TokenAction, context: Record<string, unknown>, guard?: ChargeGuard): Promise<UsageAccount> {
    const cost = TOKEN_COSTS[action];
    return database.transaction(async (sql) => {
      const now = clock.now();
      const account = await usageNow(sql, userId, now);
      if (cost === 0) {
        await guard?.(sql, account);
        return account;
      }
      const after = await takeTokens(sql, userId, cost, now);
      if (!after) throw new AppError('TOKENS_EXHAUSTED');
      await guard?.(sql, after);
      await writeLedger(sql, userId, 'spend', -cost, action, context);
      return after;
    });
  }

  return {
    spend,

    /**
     * Runs a premium call and charges it only when it succeeded and found data. The balance is
     * checked first so an empty account does not do the work; the charge after the work is
     * the one that counts, so concurrent calls can never take the balance below zero. A guard
     * is checked both before the work and again inside the charge.
     */
    async charged<T>(userId: string, action: TokenAction, context: Record<string, unknown>, work: () => Promise<Charged<T>>, guard?: ChargeGuard): Promise<T> {
      const cost = TOKEN_COSTS[action];
      if (cost > 0 || guard) {
        await database.transaction(async (sql) => {
          const account = await usageNow(sql, userId, clock.now());
          if (tokensLeft(account) < cost) throw new AppError('TOKENS_EXHAUSTED');
          await guard?.(sql, account);
        });
      }
      const { result, found } = await work();
      if (found) await spend(userId, action, context, guard);
      return result;
    },

    /** The last token uses: the dashboard's search history. */
    async history(userId: string): Promise<TokenUse[]> {
      const rows = await database.query<{ id: number; action: string; delta: number; context: Record<string, unknown>; created_at: Date }>(
        `select id, action, delta, context, created_at from token_ledger where user_id = $1 and kind = 'spend' order by id desc limit $2`,
        [userId, SEARCH_HISTORY_SIZE],
      );
      return rows.map((r) => ({ id: r.id, action: r.action, tokens: -r.delta, context: r.context, createdAt: r.created_at.toISOString() }));
    },
  };
}

export type TokensService = ReturnType<typeof tokensService>;
