import {
  SEARCH_HISTORY_SIZE,
  TOKEN_COSTS,
  tokenUseContextSchema,
  type TokenAction,
  type TokenUse,
  type TokenUseContext,
} from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import { jakartaDay } from '@pasarlens/market';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { accessAt, type Access } from './access.service.ts';
import { answerKeyOf } from './answers.ts';
import { tokensLeft } from './usage-periods.ts';
import {
  answerPaid,
  latestSpends,
  paidAnswerContext,
  spendTokens,
  takeTokens,
  writeSpend,
  type PaidAnswer,
  type Spend,
  type SpendOutcome,
  type UsageAccount,
} from './usage.repo.ts';

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
  /** What the answer told of itself for the search history (the name of what it is about), added to the charge's context. */
  context?: Partial<TokenUseContext>;
}

/**
 * What a token pays for. `asked` is the question: two calls asking the same are one answer,
 * charged once a Jakarta day. `context` is what the search history shows of it.
 */
export interface Charge {
  action: TokenAction;
  asked: Record<string, unknown>;
  context: Partial<TokenUseContext>;
}

/** Who pays: the access already read for this request, or a user id whose access is read first. */
export type Payer = Access | string;

const samePeriod = (a: UsageAccount, b: UsageAccount) =>
  a.plan === b.plan && a.periodStart.getTime() === b.periodStart.getTime();

const NO_CONTEXT: TokenUseContext = {
  feature: null,
  marketplace: null,
  subject: null,
  page: null,
  from: null,
  to: null,
  request: null,
};

/** A history entry's context, whatever an older ledger row holds. */
function contextOf(stored: Record<string, unknown>): TokenUseContext {
  const parsed = tokenUseContextSchema.partial().safeParse(stored);
  return { ...NO_CONTEXT, ...(parsed.success ? parsed.data : {}) };
}

export function tokensService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  const accessOf = (payer: Payer): Promise<Access> =>
    typeof payer === 'string' ? accessAt(database, payer, clock.now()) : Promise.resolve(payer);
  const paidAnswerOf = (charge: Charge): PaidAnswer => ({
    key: answerKeyOf(charge.action, charge.asked),
    day: jakartaDay(clock.now()),
  });

  /**
   * Takes the tokens with their ledger row unless the answer is paid for today: one statement,
   * or — with a guard — one transaction in which the guard runs after the take has locked the
   * account row.
   */
  async function take(
    userId: string,
    cost: number,
    spend: Spend,
    guard: ChargeGuard | undefined,
  ): Promise<SpendOutcome> {
    const now = clock.now();
    if (!guard) return spendTokens(database, userId, cost, now, spend);
    return database
      .transaction(async (sql): Promise<SpendOutcome> => {
        if (await answerPaid(sql, userId, spend.answer)) return { kind: 'paid' };
        const after = await takeTokens(sql, userId, cost, now);
        if (!after) return { kind: 'short' };
        await guard(sql, after);
        if (!(await writeSpend(sql, userId, cost, spend))) throw new AnswerPaidMeanwhile();
        return { kind: 'taken', account: after };
      })
      .catch((error: unknown) => {
        if (error instanceof AnswerPaidMeanwhile) return { kind: 'paid' };
        throw error;
      });
  }

  /**
   * Charges an answer: takes its tokens and writes its ledger row, or nothing when the answer
   * was already paid for today; refuses when too few tokens are left. The payer's access then
   * holds the account as the charge left it, which the answer's TOKEN_QUOTA_HEADER tells.
   */
  async function spend(payer: Payer, charge: Charge, guard?: ChargeGuard): Promise<SpendOutcome> {
    const cost = TOKEN_COSTS[charge.action];
    const access = await accessOf(payer);
    if (access.viewOnly) throw new AppError('VIEW_ONLY');
    if (cost === 0) {
      await guard?.(database, access.usage);
      return { kind: 'taken', account: access.usage };
    }
    const spendRow: Spend = { action: charge.action, context: charge.context, answer: paidAnswerOf(charge) };
    let outcome = await take(access.userId, cost, spendRow, guard);
    if (outcome.kind === 'short') {
      // Nothing taken: too few tokens, or the period turned since the access was read — then
      // reading it again starts the new period, and the charge is tried once more.
      const fresh = await accessAt(database, access.userId, clock.now());
      if (!samePeriod(fresh.usage, access.usage)) outcome = await take(access.userId, cost, spendRow, guard);
      if (outcome.kind === 'short') throw new AppError('TOKENS_EXHAUSTED');
    }
    if (outcome.kind === 'taken') access.usage = outcome.account;
    return outcome;
  }

  return {
    spend,

    /**
     * Runs a premium call and charges it only when it succeeded and found data, once a day per
     * answer. The balance is checked first so an empty account does not do the work (unless the
     * answer is already paid for today); the charge after the work is the one that counts, so
     * concurrent calls can never take the balance below zero. A guard is checked both before the
     * work and again inside the charge; an answer paid for today passes it without counting again.
     */
    async charged<T>(payer: Payer, charge: Charge, work: () => Promise<Charged<T>>, guard?: ChargeGuard): Promise<T> {
      const access = await accessOf(payer);
      // An admin viewing the app as the user sees the answer; no one pays for it.
      if (access.viewOnly) return (await work()).result;
      const short = tokensLeft(access.usage) < TOKEN_COSTS[charge.action];
      const paid = (short || guard) && (await answerPaid(database, access.userId, paidAnswerOf(charge)));
      if (short && !paid) throw new AppError('TOKENS_EXHAUSTED');
      if (!paid) await guard?.(database, access.usage);
      const { result, found, context } = await work();
      if (found && !paid)
        await spend(access, context ? { ...charge, context: { ...charge.context, ...context } } : charge, guard);
      return result;
    },

    /** Whether an answer is paid for today (free again), and the ledger context it was paid with. */
    async paidContext(payer: Payer, charge: Omit<Charge, 'context'>): Promise<Partial<TokenUseContext> | undefined> {
      const access = await accessOf(payer);
      const stored = await paidAnswerContext(database, access.userId, paidAnswerOf({ ...charge, context: {} }));
      return stored && contextOf(stored);
    },

    /** The last token uses: the dashboard's search history. */
    async history(userId: string): Promise<TokenUse[]> {
      const spends = await latestSpends(database, userId, SEARCH_HISTORY_SIZE);
      return spends.map((s) => ({
        id: s.id,
        action: s.action,
        tokens: -s.delta,
        context: contextOf(s.context),
        createdAt: s.createdAt.toISOString(),
      }));
    },
  };
}

/** Another call paid for the same answer between this one's check and its ledger row. */
class AnswerPaidMeanwhile extends Error {}

export type TokensService = ReturnType<typeof tokensService>;
