import { SEARCH_HISTORY_SIZE, TOKEN_COSTS, type TokenAction, type TokenUse } from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { accessAt, type Access } from './access.service.ts';
import { tokensLeft } from './usage-periods.ts';
import { latestSpends, spendTokens, takeTokens, writeLedger, type UsageAccount } from './usage.repo.ts';

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

/** Who pays: the access already read for this request, or a user id whose access is read first. */
export type Payer = Access | string;

const samePeriod = (a: UsageAccount, b: UsageAccount) => a.plan === b.plan && a.periodStart.getTime() === b.periodStart.getTime();

export function tokensService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  const accessOf = (payer: Payer): Promise<Access> => (typeof payer === 'string' ? accessAt(database, payer, clock.now()) : Promise.resolve(payer));

  /**
   * Takes the tokens with their ledger row: one statement, or — with a guard — one transaction
   * in which the guard runs after the take has locked the account row.
   */
  function take(userId: string, cost: number, action: TokenAction, context: Record<string, unknown>, guard: ChargeGuard | undefined): Promise<UsageAccount | undefined> {
    const now = clock.now();
    if (!guard) return spendTokens(database, userId, cost, now, { action, context });
    return database.transaction(async (sql) => {
      const after = await takeTokens(sql, userId, cost, now);
      if (!after) return undefined;
      await guard(sql, after);
      await writeLedger(sql, userId, 'spend', -cost, action, context);
      return after;
    });
  }

  /** Takes an action's tokens and writes its ledger row; refuses when too few are left. */
  async function spend(payer: Payer, action: TokenAction, context: Record<string, unknown>, guard?: ChargeGuard): Promise<UsageAccount> {
    const cost = TOKEN_COSTS[action];
    const access = await accessOf(payer);
    if (cost === 0) {
      await guard?.(database, access.usage);
      return access.usage;
    }
    const taken = await take(access.userId, cost, action, context, guard);
    if (taken) return taken;
    // Nothing taken: too few tokens, or the period turned since the access was read — then
    // reading it again starts the new period, and the charge is tried once more.
    const fresh = await accessAt(database, access.userId, clock.now());
    const retried = samePeriod(fresh.usage, access.usage) ? undefined : await take(access.userId, cost, action, context, guard);
    if (!retried) throw new AppError('TOKENS_EXHAUSTED');
    return retried;
  }

  return {
    spend,

    /**
     * Runs a premium call and charges it only when it succeeded and found data. The balance of
     * the access is checked first so an empty account does not do the work; the charge after
     * the work is the one that counts, so concurrent calls can never take the balance below
     * zero. A guard is checked both before the work and again inside the charge.
     */
    async charged<T>(payer: Payer, action: TokenAction, context: Record<string, unknown>, work: () => Promise<Charged<T>>, guard?: ChargeGuard): Promise<T> {
      const access = await accessOf(payer);
      if (tokensLeft(access.usage) < TOKEN_COSTS[action]) throw new AppError('TOKENS_EXHAUSTED');
      await guard?.(database, access.usage);
      const { result, found } = await work();
      if (found) await spend(access, action, context, guard);
      return result;
    },

    /** The last token uses: the dashboard's search history. */
    async history(userId: string): Promise<TokenUse[]> {
      const spends = await latestSpends(database, userId, SEARCH_HISTORY_SIZE);
      return spends.map((s) => ({ id: s.id, action: s.action, tokens: -s.delta, context: s.context, createdAt: s.createdAt.toISOString() }));
    },
  };
}

export type TokensService = ReturnType<typeof tokensService>;
