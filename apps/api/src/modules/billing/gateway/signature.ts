import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans notification signature: SHA512 hex of order_id + status_code + gross_amount + server key. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** Compares in constant time, so the check does not reveal how much of a forged signature was right. */
export function isValidSignature(
  notification: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(
    notificationSignature(notification.order_id, notification.status_code, notification.gross_amount, serverKey),
    'utf8',
  );
  const given = Buffer.from(String(notification.signature_key), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
