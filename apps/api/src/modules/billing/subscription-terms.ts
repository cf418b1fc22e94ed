import { FREE_PLAN, PERIOD_MONTHS, type PlanId } from '@pasarlens/contracts';
import { addMonths } from './calendar.ts';
import type { Purchase, Subscription } from './subscriptions.repo.ts';

/** The plan in force: the current subscription until its paid period ends, then Free. */
export const planInForce = (subscription: Subscription | undefined, now: Date): PlanId =>
  subscription && subscription.expiresAt > now ? subscription.plan : FREE_PLAN;

/** What a paid plan purchase does to the current subscription. */
export type PurchaseTerms =
  /** The same plan and period while in force: one more period from its end. */
  | { kind: 'extend'; subscription: Subscription; expiresAt: Date }
  /** Anything else: a new plan from now that replaces the current one. */
  | { kind: 'replace'; replaced: Subscription | undefined; startedAt: Date; expiresAt: Date };

export function purchaseTerms(
  current: Subscription | undefined,
  purchase: Pick<Purchase, 'plan' | 'period'>,
  now: Date,
): PurchaseTerms {
  const months = PERIOD_MONTHS[purchase.period];
  if (current && current.plan === purchase.plan && current.period === purchase.period && current.expiresAt > now) {
    return { kind: 'extend', subscription: current, expiresAt: addMonths(current.expiresAt, months) };
  }
  return { kind: 'replace', replaced: current, startedAt: now, expiresAt: addMonths(now, months) };
}

/** A renewal charge that went through starts a new paid period from the charge (the plan may have lapsed while retrying). */
export const renewedUntil = (subscription: Subscription, now: Date): Date =>
  addMonths(now, PERIOD_MONTHS[subscription.period]);

/** A failed renewal charge is tried again a day later. */
export const retryAfterFailedCharge = (now: Date): Date => new Date(now.getTime() + 24 * 3_600_000);
