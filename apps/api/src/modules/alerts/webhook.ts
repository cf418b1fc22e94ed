import { createHmac } from 'node:crypto';
import type { Outbound } from '../../lib/outbound/outbound.ts';

/** What a webhook receives for one firing. */
export interface WebhookFiring {
  alertId: number;
  productName: string;
  condition: string;
  price: number;
  day: string | null;
}

export interface WebhookJob {
  userId: string;
  url: string;
  firings: WebhookFiring[];
}

export const WEBHOOK_SIGNATURE_HEADER = 'x-pasarlens-signature';
/** The job queue that posts webhooks, retried with backoff. */
export const ALERT_WEBHOOK_QUEUE = 'price-alert-webhook';
const TIMEOUT_MS = 10_000;

/** `sha256=` and the HMAC of the exact body with the user's secret, as Slack- and GitHub-style receivers check it. */
export const signBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Receivers answer with a status; a longer answer is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Posts once through the outbound client (a public https address, no redirects); anything but a 2xx throws, so the job queue retries it with backoff. */
export async function postWebhook(
  outbound: Outbound,
  url: string,
  secret: string,
  firings: WebhookFiring[],
  sentAt: Date,
): Promise<void> {
  const body = JSON.stringify({ type: 'price_alert.fired', sentAt: sentAt.toISOString(), firings });
  const response = await outbound.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signBody(secret, body) },
    body,
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_ANSWER_BYTES,
  });
  if (response.status < 200 || response.status >= 300) throw new Error(`webhook answered ${response.status}`);
}
