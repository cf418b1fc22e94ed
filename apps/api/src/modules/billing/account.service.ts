import { entitlements, isPaidPlan, type BillingProfile } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { affiliateCounts, affiliateOf } from './affiliates.repo.ts';
import { planOf } from './subscriptions.repo.ts';
import { adsLookupsSince, currentAccount } from './usage.repo.ts';

export async function billingProfile(deps: { database: Database; clock: Clock }, userId: string): Promise<BillingProfile> {
  const now = deps.clock.now();
  const { plan, subscription, account } = await deps.database.transaction(async (sql) => {
    const current = await planOf(sql, userId, now);
    return { ...current, account: await currentAccount(sql, userId, current.plan, now) };
  });
  const adsCount = await adsLookupsSince(deps.database, userId, account.periodStart);
  const affiliate = await affiliateOf(deps.database, userId);
  const counts = affiliate ? await affiliateCounts(deps.database, affiliate.code) : { leads: 0, sales: 0 };
  const rights = entitlements(plan);
  // Bought tokens are spent after the allowance, so limit − count is always what is left.
  const tokenLimit = account.tokenAllowance + account.extraTokens;
  const paid = isPaidPlan(plan);
  return {
    premium: {
      ...rights,
      downloadCount: account.downloadsUsed,
      alertCount: 0, // price alerts come with their own feature
      adsCount,
      limit: tokenLimit,
      count: account.tokensUsed,
      expired_at: subscription && paid ? subscription.expiresAt.toISOString() : null,
      is_recurring: paid && (subscription?.autoPayment === 'active' || subscription?.autoPayment === 'retrying'),
    },
    quota: { name: rights.title, limit: tokenLimit, count: account.tokensUsed },
    total: { name: 'download', limit: account.downloadAllowance + (paid ? account.downloadCredit : 0), count: account.downloadsUsed },
    affiliate_setting: affiliate,
    affiliateLeadCount: counts.leads,
    sales: counts.sales,
  };
}
