import type { GATEWAY_STATUSES, PaymentMethod } from '@pasarlens/contracts';

/**
 * A payment gateway as Midtrans Snap shapes it: a transaction is created and paid on the
 * gateway's own page; the outcome arrives as a signed notification and can be asked for.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'midtrans';
  /** The key notifications are signed with (SHA512 of order_id + status_code + gross_amount + key). */
  readonly serverKey: string;
  createTransaction(request: TransactionRequest): Promise<CreatedTransaction>;
  /** The transaction's current status, or null when the gateway does not know the order. */
  status(orderId: string): Promise<GatewayNotification | null>;
  /** Charges a card saved by an earlier payment (auto-payment renewals). */
  chargeSavedCard(request: SavedCardCharge): Promise<GatewayNotification>;
  /**
   * Closes a pending transaction so it can no longer be paid, and answers its status after the
   * attempt: `expire`, or what it already was (a payment that came first); null when the gateway
   * does not know the order.
   */
  expire(orderId: string): Promise<GatewayNotification | null>;
}

/** How a payment ended, as the payer comes back from the gateway's page. */
export type FinishOutcome = 'success' | 'failure' | 'pending';

export interface TransactionRequest {
  orderId: string;
  /** Whole rupiah. */
  grossAmount: number;
  customer: { name: string; email: string; phone: string };
  items: { id: string; name: string; price: number; quantity: number }[];
  /** Auto-payment: only card payments, and the card is saved for later charges. */
  saveCard: boolean;
  /** Where the payer returns after paying, by outcome: our result page that says so. */
  finishUrls: Record<FinishOutcome, string>;
  /** The transaction can be paid for `hours` from `start`, then the gateway expires it. */
  expiry: { start: Date; hours: number };
}

/** When a transaction's payment window closes. */
export const expiryOf = (expiry: TransactionRequest['expiry']): Date =>
  new Date(expiry.start.getTime() + expiry.hours * 3_600_000);

interface CreatedTransaction {
  token: string;
  redirectUrl: string;
}

interface SavedCardCharge {
  orderId: string;
  grossAmount: number;
  savedTokenId: string;
}

/**
 * A notification as the gateway posts it (and as its status call answers), in Midtrans field
 * names; gross_amount is a string such as '499000.00'.
 */
export interface GatewayNotification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: (typeof GATEWAY_STATUSES)[number];
  transaction_id?: string;
  fraud_status?: 'accept' | 'challenge' | 'deny';
  payment_type?: string;
  saved_token_id?: string;
  transaction_time?: string;
}

/** Midtrans payment types by the methods we show (spec §1). */
export const PAYMENT_TYPES: Record<string, PaymentMethod> = {
  bank_transfer: 'bank_transfer',
  echannel: 'bank_transfer',
  permata_va: 'bank_transfer',
  credit_card: 'credit_card',
  gopay: 'e_wallet',
  shopeepay: 'e_wallet',
  qris: 'qris',
};

/** Midtrans writes amounts with two decimals. */
export const grossAmountText = (rupiah: number) => `${rupiah}.00`;
