import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { evaluateAlerts } from '../modules/alerts/evaluation.service.ts';
import { deliverWebhook } from '../modules/alerts/notifications.service.ts';
import { ALERT_WEBHOOK_QUEUE, type WebhookJob } from '../modules/alerts/webhook.ts';
import { MARKET_DAY_INGESTED } from './market-refresh.job.ts';

export const ALERTS_EVALUATE_QUEUE = 'price-alerts-evaluate';

export interface PriceAlertJobOptions {
  work: boolean;
  /** Seconds before a failed webhook post is tried again, doubling each time (pg-boss backoff). */
  webhookRetryDelaySeconds?: number;
}

/** Every ingested day evaluates the alerts; each user's firings go to their webhook as one job, retried with backoff. */
export async function registerPriceAlertJobs(
  boss: PgBoss,
  ctx: AppContext,
  options: PriceAlertJobOptions,
): Promise<void> {
  await boss.createQueue(ALERTS_EVALUATE_QUEUE, { name: ALERTS_EVALUATE_QUEUE, retryLimit: 3, retryBackoff: true });
  await boss.createQueue(ALERT_WEBHOOK_QUEUE, {
    name: ALERT_WEBHOOK_QUEUE,
    retryLimit: 6,
    retryDelay: options.webhookRetryDelaySeconds ?? 30,
    retryBackoff: true,
  });
  await boss.subscribe(MARKET_DAY_INGESTED, ALERTS_EVALUATE_QUEUE);
  if (!options.work) return;
  await boss.work(ALERTS_EVALUATE_QUEUE, async () => {
    const run = await evaluateAlerts(ctx);
    for (const webhook of run.webhooks) await boss.send(ALERT_WEBHOOK_QUEUE, webhook);
    return { fired: run.firings.length, mails: run.mails, webhooks: run.webhooks.length };
  });
  await boss.work<WebhookJob>(ALERT_WEBHOOK_QUEUE, async ([job]) => deliverWebhook(ctx, job!.data));
}
