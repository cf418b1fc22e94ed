import { PLANS, type PlanId, type TokenQuota } from '@pasarlens/contracts';
import { usagePeriod, wibDayOfMonth } from './calendar.ts';
import type { NewPeriod, UsageAccount } from './usage.repo.ts';

/** Tokens a usage account can still spend: what is left of the allowance, then bought tokens. */
export const tokensLeft = (account: UsageAccount): number =>
  account.tokenAllowance - account.tokensUsed + account.extraTokens;

/** The tokens used and the limit the user sees; bought tokens are spent after the allowance, so limit − count is what is left. */
export const tokenQuota = (account: UsageAccount): TokenQuota => ({
  count: account.tokensUsed,
  limit: account.tokenAllowance + account.extraTokens,
});

/** A usage account moved to a new period, and which stored row that may replace. */
export interface PeriodChange {
  period: NewPeriod;
  /** none: create the account; read: only the row that was read (a compare-and-set); any: whatever is there. */
  replacing: { kind: 'none' } | { kind: 'read'; nextResetAt: Date; plan: PlanId } | { kind: 'any' };
  /** The ledger row that records the allowance given. */
  entry: { kind: 'grant' | 'reset'; action: string };
}

/** `plan`'s full allowances for the period anchored on `anchorDay` that holds `now`. */
function periodOf(plan: PlanId, anchorDay: number, now: Date): NewPeriod {
  const { start, nextReset } = usagePeriod(anchorDay, now);
  return {
    plan,
    anchorDay,
    start,
    nextReset,
    tokenAllowance: PLANS[plan].tokensPerMonth,
    downloadAllowance: PLANS[plan].downloadRowsPerMonth,
  };
}

const grantEntry = (plan: PlanId) => ({ kind: 'grant' as const, action: `plan.${plan}` });

/**
 * What the usage account needs so that it holds the plan in force at `now`, or null when it
 * already does. A first use creates it anchored on today; a month that has turned starts the
 * next period on the same anchor day; a plan that changed (one that ended) gives the new plan's
 * allowances from today.
 */
export function periodChange(account: UsageAccount | undefined, plan: PlanId, now: Date): PeriodChange | null {
  if (!account)
    return { period: periodOf(plan, wibDayOfMonth(now), now), replacing: { kind: 'none' }, entry: grantEntry(plan) };
  if (account.plan === plan && account.nextResetAt > now) return null;
  const replacing = { kind: 'read' as const, nextResetAt: account.nextResetAt, plan: account.plan };
  if (account.plan === plan)
    return {
      period: periodOf(plan, account.anchorDay, now),
      replacing,
      entry: { kind: 'reset', action: 'period.reset' },
    };
  return { period: periodOf(plan, wibDayOfMonth(now), now), replacing, entry: grantEntry(plan) };
}

/** A plan just bought: its full allowances from today, anchored on today (spec §9), whatever the account held. */
export const planBought = (plan: PlanId, now: Date): PeriodChange => ({
  period: periodOf(plan, wibDayOfMonth(now), now),
  replacing: { kind: 'any' },
  entry: grantEntry(plan),
});
