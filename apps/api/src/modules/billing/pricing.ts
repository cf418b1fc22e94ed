import { downloadQuotaPrice, errorCatalog, PLANS, type QuoteInput, type Quote } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { affiliateByCode } from './affiliates.repo.ts';

/** The list price of what a quote is for. */
function listPrice(input: QuoteInput): number {
  if (input.kind === 'subscription') return PLANS[input.plan].price[input.period];
  if (input.kind === 'quota') return PLANS[input.plan].price.monthly;
  return downloadQuotaPrice(input.rows);
}

/**
 * The price with the referral discount, shown before payment. A referral code counts only on
 * plan purchases, only when its affiliate is active, and never for the affiliate themself.
 */
export async function quote(sql: SqlRunner, userId: string, input: QuoteInput): Promise<Quote> {
  const amount = listPrice(input);
  const code = input.kind === 'subscription' ? input.referral_code : null;
  const affiliate = code ? await affiliateByCode(sql, code) : undefined;
  const usable = affiliate && affiliate.isActive && affiliate.userId !== userId;
  const discount = usable ? Math.floor((amount * affiliate.discountPercent) / 100) : 0;
  return {
    amount,
    discount,
    total: amount - discount,
    referral: usable ? { code: affiliate.code, discountPercent: affiliate.discountPercent } : null,
    referralError: code && !usable ? errorCatalog.REFERRAL_INVALID.message : null,
  };
}
