import type { InvoiceStatus } from '@pasarlens/contracts';
import type { GatewayNotification } from './gateway.ts';

type Status = GatewayNotification['transaction_status'];

/**
 * The status_code Midtrans sends with each status, the first being the one a notification
 * carries (an expiry is 202 in notifications, 407 from the status call). A capture held for a
 * fraud challenge is 201, like pending.
 */
const STATUS_CODES: Record<Status, readonly string[]> = {
  settlement: ['200'],
  capture: ['200'],
  refund: ['200'],
  partial_refund: ['200'],
  authorize: ['200'],
  pending: ['201'],
  deny: ['202'],
  cancel: ['202'],
  failure: ['202'],
  expire: ['202', '407'],
};

/** The status_code a notification of this status carries. */
export const statusCodeOf = (status: Status): string => STATUS_CODES[status][0]!;

/**
 * Whether status_code agrees with transaction_status. The signature covers status_code but not
 * transaction_status, so a signed pending (201) notification could otherwise be replayed saying
 * settlement.
 */
export function statusCodeAgrees(
  n: Pick<GatewayNotification, 'status_code' | 'transaction_status' | 'fraud_status'>,
): boolean {
  const codes =
    n.transaction_status === 'capture' && n.fraud_status === 'challenge' ? ['201'] : STATUS_CODES[n.transaction_status];
  return codes.includes(n.status_code);
}

/**
 * What a gateway status means for an invoice (Midtrans semantics): a captured card counts
 * only when the fraud check accepted it; refunds are left to people, not automated.
 */
export function invoiceOutcome(
  n: Pick<GatewayNotification, 'transaction_status' | 'fraud_status'>,
): InvoiceStatus | null {
  switch (n.transaction_status) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return n.fraud_status === 'deny' ? 'failed' : n.fraud_status === 'challenge' ? 'pending' : 'paid';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    default:
      return null;
  }
}

/** Whether a gateway status is for exactly the invoice's total (Midtrans writes it as '499000.00'). */
export const sameAmount = (
  notification: Pick<GatewayNotification, 'gross_amount'>,
  invoice: { total: number },
): boolean => Number(notification.gross_amount) === invoice.total;
