import type { AppContext } from '../../context.ts';
import { alertsRepo, type FiringRow } from './alerts.repo.ts';
import { digestMail } from './digest-mail.ts';
import { notificationsRepo } from './notifications.repo.ts';
import { deliverWebhook } from './notifications.service.ts';
import { ALERT_WEBHOOK_QUEUE, type WebhookJob } from './webhook.ts';

export interface EvaluationRun {
  firings: FiringRow[];
  mails: number;
  webhooks: WebhookJob[];
}

const byUser = (firings: FiringRow[]) => {
  const groups = new Map<string, FiringRow[]>();
  for (const f of firings) groups.set(f.userId, [...(groups.get(f.userId) ?? []), f]);
  return groups;
};

/**
 * Evaluates every active alert whose product moved since it last looked — or only those on the
 * given products — (one statement, under a lock so two runs never judge the same move twice),
 * then sends each user with firings one digest mail and hands back the webhook posts for the job
 * queue to deliver.
 */
export async function evaluateAlerts(ctx: AppContext, productIds: number[] | null = null): Promise<EvaluationRun> {
  const now = ctx.clock.now();
  const firings = await ctx.database.transaction(async (sql) => {
    await alertsRepo.lockEvaluation(sql);
    return alertsRepo.evaluate(sql, now, productIds);
  });
  if (firings.length === 0) return { firings, mails: 0, webhooks: [] };
  const groups = byUser(firings);
  const recipients = await notificationsRepo.recipients(ctx.database, [...groups.keys()]);
  const webhooks: WebhookJob[] = [];
  let mails = 0;
  for (const recipient of recipients) {
    const own = groups.get(recipient.userId)!;
    await ctx.mailer.send(digestMail(recipient.language, recipient, own, `${ctx.config.appUrl}/app/price-alerts`));
    mails += 1;
    if (recipient.webhookUrl) {
      webhooks.push({
        userId: recipient.userId,
        url: recipient.webhookUrl,
        firings: own.map((f) => ({
          alertId: f.alertId,
          productName: f.productName,
          condition: f.condition,
          price: f.price,
          day: f.day,
        })),
      });
    }
  }
  return { firings, mails, webhooks };
}

/**
 * The alerts on the products a live lookup showed, judged before it answers. Their webhook posts
 * go to the job queue; a process that runs none (the web role) posts them once itself.
 */
export async function evaluateLookedUp(ctx: AppContext, productIds: number[]): Promise<EvaluationRun> {
  const run = await evaluateAlerts(ctx, productIds);
  for (const webhook of run.webhooks) {
    if (!(await ctx.queue.send(ALERT_WEBHOOK_QUEUE, webhook))) await deliverWebhook(ctx, webhook);
  }
  return run;
}
