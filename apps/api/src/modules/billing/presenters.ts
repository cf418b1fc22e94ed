import type { InvoiceView, SubscriptionView } from '@pasarlens/contracts';
import type { Invoice } from './invoices.repo.ts';
import type { Subscription } from './subscriptions.repo.ts';

/*
 * Billing's rows as their owner sees them (spec §3): dates as ISO text, and what the rows imply
 * at the moment of asking — whether an invoice can still be paid, whether a plan renews.
 */

/** Whether a payer can still pay this invoice on the gateway's page at `now`. */
const isPayable = (invoice: Invoice, now: Date): boolean =>
  invoice.status === 'pending' && invoice.redirectUrl !== null && invoice.expiresAt !== null && invoice.expiresAt > now;

/** An invoice as its owner sees it (spec §3): dates as ISO text, the payment link while it can still be paid. */
export function toInvoiceView(
  invoice: Invoice,
  companyInvoiceUrl: (invoice: Invoice) => string,
  now: Date,
): InvoiceView {
  return {
    id: invoice.id,
    number: invoice.number,
    orderId: invoice.orderId,
    kind: invoice.kind,
    plan: invoice.plan,
    period: invoice.period,
    rows: invoice.rows,
    tokens: invoice.tokens,
    amount: invoice.amount,
    discount: invoice.discount,
    credit: invoice.credit,
    total: invoice.total,
    referralCode: invoice.referralCode,
    status: invoice.status,
    method: invoice.method,
    createdAt: invoice.createdAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    expiresAt: invoice.expiresAt?.toISOString() ?? null,
    payUrl: isPayable(invoice, now) ? invoice.redirectUrl : null,
    companyInvoiceUrl: invoice.status === 'paid' ? companyInvoiceUrl(invoice) : null,
  };
}

/** A subscription as its owner sees it: renewed while it will be charged again, ended otherwise. */
export function toSubscriptionView(s: Subscription, now: Date): SubscriptionView {
  return {
    id: s.id,
    plan: s.plan,
    period: s.period,
    startedAt: s.startedAt.toISOString(),
    expiredAt: s.expiresAt.toISOString(),
    label: s.autoPayment === 'active' && s.expiresAt > now ? 'renewed' : 'ended',
    autoPayment: s.autoPayment,
    failedCharges: s.failedCharges,
    nextChargeAt: s.nextChargeAt?.toISOString() ?? null,
  };
}
