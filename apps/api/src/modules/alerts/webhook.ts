import { createHmac } from 'node:crypto';

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

/** Posts once; anything but a 2xx throws, so the job queue retries it with backoff. */
export async function postWebhook(url: string, secret: string, firings: WebhookFiring[], sentAt: Date): Promise<void> {
  const body = JSON.stringify({ type: 'price_alert.fired', sentAt: sentAt.toISOString(), firings });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signBody(secret, body) },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status < 200 || response.status >= 300) throw new Error(`webhook answered ${response.status}`);
}
