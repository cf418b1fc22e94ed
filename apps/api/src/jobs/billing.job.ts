import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { chargeDueRenewals, resetDueAccounts } from '../modules/billing/renewals.ts';
import { JOB_TIMEZONE } from './queue.ts';

export const RENEWALS_QUEUE = 'billing-renewals';
export const USAGE_RESET_QUEUE = 'usage-reset';
export const INVOICE_EXPIRY_QUEUE = 'invoice-expiry';
export const UNHEARD_CHECKOUTS_QUEUE = 'checkouts-unheard';

/**
 * Auto-payment charges (due ones every 15 minutes: on the renewal date, then the daily
 * retries), unpaid checkouts expired 24 hours on (every 15 minutes, with the gateway), checkouts
 * not heard from asked after at the gateway (every 5 minutes) and the monthly token and download
 * resets at 00:00 WIB.
 */
export async function registerBillingJobs(
  boss: PgBoss,
  ctx: AppContext,
  options: { work: boolean; schedule: boolean },
): Promise<void> {
  await boss.createQueue(RENEWALS_QUEUE);
  await boss.createQueue(USAGE_RESET_QUEUE);
  await boss.createQueue(INVOICE_EXPIRY_QUEUE);
  await boss.createQueue(UNHEARD_CHECKOUTS_QUEUE);
  if (options.work) {
    await boss.work(RENEWALS_QUEUE, async () => chargeDueRenewals({ ...ctx, ...ctx.billing }));
    await boss.work(INVOICE_EXPIRY_QUEUE, async () => ctx.billing.payments.expireOverdue());
    await boss.work(UNHEARD_CHECKOUTS_QUEUE, async () => ctx.billing.payments.settleUnheard());
    await boss.work(USAGE_RESET_QUEUE, async () => ({ reset: await resetDueAccounts(ctx) }));
  }
  if (options.schedule) {
    await boss.schedule(RENEWALS_QUEUE, '*/15 * * * *', {}, { tz: JOB_TIMEZONE });
    await boss.schedule(USAGE_RESET_QUEUE, '0 0 * * *', {}, { tz: JOB_TIMEZONE });
    await boss.schedule(INVOICE_EXPIRY_QUEUE, '*/15 * * * *', {}, { tz: JOB_TIMEZONE });
    await boss.schedule(UNHEARD_CHECKOUTS_QUEUE, '*/5 * * * *', {}, { tz: JOB_TIMEZONE });
  }
}
