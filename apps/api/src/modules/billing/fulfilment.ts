import type { SqlRunner } from '@pasarlens/db';
import { accessAt } from './access.service.ts';
import { endSubscription, reinstateSubscription, shortenSubscription, type Purchase } from './subscriptions.repo.ts';
import { applyPurchase, type AppliedPurchase } from './subscriptions.service.ts';
import { planBought } from './usage-periods.ts';
import {
  addDownloadCredit,
  addExtraTokens,
  startPeriod,
  takeBackDownloadCredit,
  takeBackExtraTokens,
  writeLedger,
  type LedgerKind,
} from './usage.repo.ts';

/*
 * What a paid invoice gives, and what an admin gives by hand: one code for both, so a grant can
 * never disagree with a purchase (decisions/021).
 */

/** A plan for its period: a new plan gets its full allowances from today. */
export async function givePlan(
  sql: SqlRunner,
  userId: string,
  purchase: Purchase,
  now: Date,
): Promise<AppliedPurchase> {
  const applied = await applyPurchase(sql, userId, purchase, now);
  if (applied.isNew) await startPeriod(sql, userId, planBought(purchase.plan, now));
  return applied;
}

/** Tokens on top of the allowance, never reset, with their ledger row. */
export async function giveTokens(
  sql: SqlRunner,
  userId: string,
  tokens: number,
  entry: { kind: LedgerKind; action: string; context: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await accessAt(sql, userId, now); // the account of the current period, which the tokens add to
  await addExtraTokens(sql, userId, tokens);
  await writeLedger(sql, userId, entry.kind, tokens, entry.action, entry.context);
}

/** Download rows that never expire. */
export async function giveDownloadRows(sql: SqlRunner, userId: string, rows: number, now: Date): Promise<void> {
  await accessAt(sql, userId, now);
  await addDownloadCredit(sql, userId, rows);
}

/** What a plan grant changed, to take it back. */
export interface PlanChange {
  subscriptionId: string | null;
  replacedSubscriptionId: string | null;
  previousExpiresAt: Date | null;
  grantedUntil: Date | null;
}

/**
 * Undoes a plan given: an extension loses the time it added; a new plan ends now and the plan it
 * replaced comes back if its paid period still runs. The usage account follows the plan in force
 * at the next access, as after any plan change.
 */
export async function takeBackPlan(sql: SqlRunner, change: PlanChange, now: Date): Promise<void> {
  if (!change.subscriptionId) return;
  if (change.previousExpiresAt && change.grantedUntil) {
    await shortenSubscription(
      sql,
      change.subscriptionId,
      change.grantedUntil.getTime() - change.previousExpiresAt.getTime(),
    );
    return;
  }
  await endSubscription(sql, change.subscriptionId, now);
  if (change.replacedSubscriptionId) await reinstateSubscription(sql, change.replacedSubscriptionId, now);
}

/** Takes back tokens given, as far as they are left, with the ledger row; returns how many. */
export async function takeBackTokens(
  sql: SqlRunner,
  userId: string,
  tokens: number,
  entry: { action: string; context: Record<string, unknown> },
): Promise<number> {
  const taken = await takeBackExtraTokens(sql, userId, tokens);
  if (taken > 0) await writeLedger(sql, userId, 'grant', -taken, entry.action, entry.context);
  return taken;
}

export const takeBackDownloadRows = takeBackDownloadCredit;
