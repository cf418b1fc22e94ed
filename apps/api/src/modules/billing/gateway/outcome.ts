import type { InvoiceStatus } from '@pasarlens/contracts';
import type { GatewayNotification } from './gateway.ts';

/**
 * What a gateway status means for an invoice (Midtrans semantics): a captured card counts
 * only when the fraud check accepted it; refunds are left to people, not automated.
 */
export function invoiceOutcome(n: Pick<GatewayNotification, 'transaction_status' | 'fraud_status'>): InvoiceStatus | null {
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
