import { downloadQuotaPrice, errorCatalog, PLANS, type QuoteInput, type Quote } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { affiliateByCode } from './affiliates.repo.ts';
import { planChange } from './plan-change.ts';
import { currentSubscription } from './subscriptions.repo.ts';

/** The list price of what a quote is for. */
function listPrice(input: QuoteInput): number {
  if (input.kind === 'subscription') return PLANS[input.plan].price[input.period];
  if (input.kind === 'quota') return PLANS[input.plan].price.monthly;
  return downloadQuotaPrice(input.rows);
}

/**
 * The price shown before payment, with the referral discount and, for an upgrade, the credit for
 * the plan it replaces. A referral code counts only on plan purchases, only when its affiliate is
 * active, and never for the affiliate themself.
 */
export async function quote(sql: SqlRunner, userId: string, input: QuoteInput, now: Date): Promise<Quote> {
  const amount = listPrice(input);
  const code = input.kind === 'subscription' ? input.referral_code : null;
  const affiliate = code ? await affiliateByCode(sql, code) : undefined;
  const usable = affiliate && affiliate.isActive && affiliate.userId !== userId;
  const discount = usable ? Math.floor((amount * affiliate.discountPercent) / 100) : 0;
  const change =
    input.kind === 'subscription'
      ? planChange(await currentSubscription(sql, userId), input, now, amount - discount)
      : null;
  const credit = change?.credit ?? 0;
  return {
    amount,
    discount,
    credit,
    total: amount - discount - credit,
    planChange: change && {
      change: change.change,
      plan: change.plan,
      period: change.period,
      expiresAt: change.expiresAt,
      creditDays: change.creditDays,
    },
    referral: usable ? { code: affiliate.code, discountPercent: affiliate.discountPercent } : null,
    referralError: code && !usable ? errorCatalog.REFERRAL_INVALID.message : null,
  };
}
