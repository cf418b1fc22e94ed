import type { CurrentUser } from '@pasarlens/contracts';
import { isPaidPlan, type PaidPlanId, type PlanId } from '@pasarlens/contracts/plain';
import type { TFunction } from 'i18next';

/** The user's paid plan while it runs (buying token or download quota needs one, spec §6), else null. */
export function activePaidPlan(user: CurrentUser, now: number = Date.now()): PaidPlanId | null {
  const { name, expired_at: expiredAt } = user.premium;
  if (!isPaidPlan(name)) return null;
  if (expiredAt !== null && Date.parse(expiredAt) <= now) return null;
  return name;
}

/** Spec §4: with the token balance used up, premium access stops until the monthly refill. */
export const tokensUsedUp = (user: CurrentUser): boolean => user.quota.count >= user.quota.limit;

/** A plan's name in the interface language, as the pricing page names it (spec §1: Basic is Dasar in Indonesian). */
export const planName = (t: TFunction, plan: PlanId): string => t(`planNames.${plan}`);
