import type { InvoiceView } from '@pasarlens/contracts';
import { paths } from '../../lib/paths.ts';

/**
 * Where "try paying again" leads for an invoice that was not paid: its checkout filled in as it
 * was (plan, period, how it was paid and the referral code; the rows of download quota), or the
 * page that buys tokens.
 */
export function checkoutAgainPath(invoice: InvoiceView): string {
  if (invoice.kind === 'download_credit' && invoice.rows) return paths.downloadQuotaFor(invoice.rows);
  if (
    (invoice.kind === 'subscription' || invoice.kind === 'recurring') &&
    invoice.plan &&
    invoice.plan !== 'free' &&
    invoice.period
  ) {
    return paths.upgradeTo(invoice.plan, invoice.period, {
      payment: invoice.kind === 'recurring' ? 'auto' : 'one_time',
      referral: invoice.referralCode,
    });
  }
  return paths.managePayment;
}

/** The result page that says how a checked payment stands, so its URL never says otherwise. */
export function resultPathOf(result: 'success' | 'failed' | 'pending', invoice: InvoiceView): string {
  if (result === 'success') return invoice.kind === 'recurring' ? paths.paymentCard : paths.paymentSuccess;
  return result === 'failed' ? paths.paymentFailed : paths.paymentPending;
}
