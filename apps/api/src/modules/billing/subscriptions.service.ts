import { RENEWAL_RETRIES, type SubscriptionView } from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { toSubscriptionView } from './presenters.ts';
import { purchaseTerms, renewedUntil, retryAfterFailedCharge } from './subscription-terms.ts';
import {
  currentSubscription,
  extendSubscription,
  insertSubscription,
  markRenewed,
  recordFailedCharge,
  retireSubscription,
  stopAutoPayment,
  type Purchase,
  type Subscription,
} from './subscriptions.repo.ts';

/** What a plan purchase changed: the subscription it made or extended, and what was there before. */
export interface AppliedPurchase {
  subscription: Subscription;
  /** A new plan, whose allowances start today. */
  isNew: boolean;
  /** The subscription a new plan replaced. */
  replaced: Subscription | undefined;
  /** The end of an extended plan before the purchase. */
  previousExpiresAt: Date | null;
}

/**
 * A paid plan purchase (decisions/007): the same plan and period still in force is extended
 * from its end; anything else starts now and replaces the current plan.
 */
export async function applyPurchase(
  sql: SqlRunner,
  userId: string,
  purchase: Purchase,
  now: Date,
): Promise<AppliedPurchase> {
  const terms = purchaseTerms(await currentSubscription(sql, userId), purchase, now);
  if (terms.kind === 'extend') {
    const subscription = await extendSubscription(sql, terms.subscription.id, terms.expiresAt, purchase);
    return { subscription, isNew: false, replaced: undefined, previousExpiresAt: terms.subscription.expiresAt };
  }
  if (terms.replaced) await retireSubscription(sql, terms.replaced.id);
  return {
    subscription: await insertSubscription(sql, userId, purchase, terms),
    isNew: true,
    replaced: terms.replaced,
    previousExpiresAt: null,
  };
}

/** A renewal charge of `paid` went through: a new paid period from the charge. */
export const renewSubscription = (
  sql: SqlRunner,
  subscription: Subscription,
  paid: number,
  now: Date,
): Promise<Subscription> =>
  markRenewed(sql, subscription.id, { now, expiresAt: renewedUntil(subscription, now), paid });

/** A renewal charge failed: retried the next day up to RENEWAL_RETRIES times, then auto-payment stops for good (spec §4). */
export const renewalFailed = (sql: SqlRunner, subscriptionId: string, now: Date): Promise<void> =>
  recordFailedCharge(sql, subscriptionId, retryAfterFailedCharge(now), RENEWAL_RETRIES);

/** The user's own subscription calls. */
export function subscriptionsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  return {
    /** The current subscription, ended or not; null for a user who never bought a plan. */
    async current(userId: string): Promise<SubscriptionView | null> {
      const subscription = await currentSubscription(database, userId);
      return subscription ? toSubscriptionView(subscription, clock.now()) : null;
    },

    /** Stops auto-payment for good; the plan keeps its benefits to the end of the paid period. */
    async stopAutoPayment(userId: string): Promise<SubscriptionView> {
      const now = clock.now();
      const stopped = await stopAutoPayment(database, userId, now);
      if (!stopped) throw new AppError('NO_AUTO_PAYMENT');
      return toSubscriptionView(stopped, now);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
