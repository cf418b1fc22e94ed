import { z } from 'zod';

/** The transaction statuses Midtrans names in notifications and status answers. */
export const GATEWAY_STATUSES = [
  'capture',
  'settlement',
  'pending',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'partial_refund',
  'authorize',
] as const;

const token = (pattern: RegExp, what: string) => z.string().regex(pattern, `must be ${what}`);

/**
 * The payment gateway's notification as we accept and keep it: Midtrans' fields that matter, each
 * in the form Midtrans writes it, so no field can carry more than a few hundred characters. Any
 * other field is dropped, never stored.
 */
export const paymentNotificationSchema = z.object({
  order_id: token(/^[A-Za-z0-9._~-]{1,64}$/, 'an order id'),
  status_code: token(/^\d{3}$/, 'a three-digit status code'),
  gross_amount: token(/^\d{1,13}(\.\d{2})?$/, 'an amount such as 499000.00'),
  signature_key: token(/^[0-9a-f]{128}$/, 'a SHA-512 hex signature'),
  transaction_status: z.enum(GATEWAY_STATUSES),
  transaction_id: token(/^[A-Za-z0-9_-]{1,64}$/, 'a transaction id').optional(),
  fraud_status: z.enum(['accept', 'challenge', 'deny']).optional(),
  payment_type: token(/^[a-z_]{1,32}$/, 'a payment type').optional(),
  saved_token_id: token(/^[A-Za-z0-9_-]{1,128}$/, 'a saved card token').optional(),
  transaction_time: token(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'a time such as 2026-11-01 10:00:00').optional(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;
