import type { CurrentUser } from '@pasarlens/contracts';
import { isPaidPlan, type PaidPlanId } from '@pasarlens/contracts/plain';

/** The user's paid plan while it runs (buying token or download quota needs one, spec §6), else null. */
export function activePaidPlan(user: CurrentUser, now: number = Date.now()): PaidPlanId | null {
  const { name, expired_at: expiredAt } = user.premium;
  if (!isPaidPlan(name)) return null;
  if (expiredAt !== null && Date.parse(expiredAt) <= now) return null;
  return name;
}

/** Spec §4: with the token balance used up, premium access stops until the monthly refill. */
export const tokensUsedUp = (user: CurrentUser): boolean => user.quota.count >= user.quota.limit;
