import { isPaidPlan, type BillingProfile } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { affiliateCounts, affiliateOf } from './affiliates.repo.ts';
import { accessAt } from './access.service.ts';
import { tokenQuota } from './usage-periods.ts';
import { activeAlertCount, adsLookupsSince } from './usage.repo.ts';

export async function billingProfile(
  deps: { database: Database; clock: Clock },
  userId: string,
): Promise<BillingProfile> {
  const { plan, rights, subscription, usage: account } = await accessAt(deps.database, userId, deps.clock.now());
  const adsCount = await adsLookupsSince(deps.database, userId, account.periodStart);
  const alertCount = await activeAlertCount(deps.database, userId);
  const affiliate = await affiliateOf(deps.database, userId);
  const counts = affiliate ? await affiliateCounts(deps.database, affiliate.code) : { leads: 0, sales: 0 };
  const tokens = tokenQuota(account);
  const paid = isPaidPlan(plan);
  return {
    premium: {
      ...rights,
      downloadCount: account.downloadsUsed,
      alertCount,
      adsCount,
      ...tokens,
      expired_at: subscription && paid ? subscription.expiresAt.toISOString() : null,
      is_recurring: paid && (subscription?.autoPayment === 'active' || subscription?.autoPayment === 'retrying'),
    },
    quota: { name: rights.title, ...tokens },
    total: {
      name: 'download',
      limit: account.downloadAllowance + (paid ? account.downloadCredit : 0),
      count: account.downloadsUsed,
    },
    affiliate_setting: affiliate,
    affiliateLeadCount: counts.leads,
    sales: counts.sales,
  };
}
