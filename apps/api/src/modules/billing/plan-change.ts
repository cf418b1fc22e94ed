import {
  PAID_PLAN_IDS,
  PAYMENT_EXPIRY_HOURS,
  type BillingPeriod,
  type PaidPlanId,
  type PlanChangeView,
} from '@pasarlens/contracts';
import type { Subscription } from './subscriptions.repo.ts';

const DAY_MS = 86_400_000;

/** A paid plan's place in the catalog: a higher plan ranks above, and yearly above monthly of the same plan. */
const rank = (plan: PaidPlanId, period: BillingPeriod) =>
  PAID_PLAN_IDS.indexOf(plan) * 2 + (period === 'yearly' ? 1 : 0);

/**
 * What buying `purchase` does to the plan in force at `now` (decisions/015): the same plan and
 * period extends it; a higher one is an upgrade, which credits the unused whole days of the
 * period already paid; a lower one replaces it with no credit. Null without a paid plan in force.
 *
 * The credit counts the days left after this checkout's payment window has closed, so however
 * late in the window the payment comes, it never pays back days the old plan is still used for;
 * it is what that period cost × those days / the period's days, in whole rupiah rounded down,
 * and never more than `price`, so a total is never negative.
 */
export function planChange(
  current: Subscription | undefined,
  purchase: { plan: PaidPlanId; period: BillingPeriod },
  now: Date,
  price: number,
): (PlanChangeView & { credit: number }) | null {
  if (!current || current.expiresAt <= now) return null;
  const base = { plan: current.plan, period: current.period, expiresAt: current.expiresAt.toISOString() };
  const [from, to] = [rank(current.plan, current.period), rank(purchase.plan, purchase.period)];
  if (from === to) return { ...base, change: 'extend', creditDays: 0, credit: 0 };
  if (to < from) return { ...base, change: 'downgrade', creditDays: 0, credit: 0 };
  const paidFrom = current.paidFrom ?? current.startedAt;
  const periodDays = Math.max(1, Math.round((current.expiresAt.getTime() - paidFrom.getTime()) / DAY_MS));
  const windowCloses = now.getTime() + PAYMENT_EXPIRY_HOURS * 3_600_000;
  const creditDays = Math.min(
    periodDays,
    Math.max(0, Math.floor((current.expiresAt.getTime() - windowCloses) / DAY_MS)),
  );
  const value = (BigInt(current.paidAmount) * BigInt(creditDays)) / BigInt(periodDays);
  return { ...base, change: 'upgrade', creditDays, credit: Math.min(price, Number(value)) };
}
