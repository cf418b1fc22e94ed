import { PAYMENT_EXPIRY_HOURS, PAYMENT_RESULT_PATHS, PLANS } from '@pasarlens/contracts';
import type { FinishOutcome, TransactionRequest } from './gateway/gateway.ts';
import type { Invoice } from './invoices.repo.ts';

/** The line the gateway shows the payer, in Indonesian (the product's default language). */
export function describe(invoice: Invoice): string {
  if (invoice.kind === 'download_credit')
    return `Pasarlens kuota unduhan ${invoice.rows!.toLocaleString('id-ID')} baris`;
  const title = PLANS[invoice.plan!].title;
  return invoice.kind === 'quota'
    ? `Pasarlens token tambahan ${title}`
    : `Pasarlens ${title} (${invoice.period === 'yearly' ? 'tahunan' : 'bulanan'})`;
}

/** The invoice's lines as the gateway lists them; they add up to its total. */
export function gatewayItems(invoice: Invoice): TransactionRequest['items'] {
  const items: TransactionRequest['items'] = [
    { id: invoice.kind, name: describe(invoice).slice(0, 50), price: invoice.amount, quantity: 1 },
  ];
  if (invoice.discount > 0)
    items.push({ id: 'referral', name: `Referral ${invoice.referralCode}`, price: -invoice.discount, quantity: 1 });
  if (invoice.credit > 0)
    items.push({ id: 'credit', name: 'Kredit sisa paket sebelumnya', price: -invoice.credit, quantity: 1 });
  return items;
}

/**
 * Where the payer comes back, by outcome: a paid plan or token purchase to "berhasil" (a card
 * registered for auto-payment to "kartu"), a failure to "gagal", a payment still open to
 * "menunggu"; download rows carry their own status check.
 */
export function finishUrls(appUrl: string, invoice: Invoice): Record<FinishOutcome, string> {
  const query = `?order_id=${invoice.orderId}${invoice.kind === 'download_credit' ? '&type=download_credit' : ''}`;
  const success = invoice.kind === 'recurring' ? PAYMENT_RESULT_PATHS.card : PAYMENT_RESULT_PATHS.success;
  return {
    success: `${appUrl}${success}${query}`,
    failure: `${appUrl}${PAYMENT_RESULT_PATHS.failed}${query}`,
    pending: `${appUrl}${PAYMENT_RESULT_PATHS.pending}${query}`,
  };
}

/** When a checkout made at `now` expires, here and on the gateway. */
export const checkoutExpiry = (now: Date): Date => new Date(now.getTime() + PAYMENT_EXPIRY_HOURS * 3_600_000);
