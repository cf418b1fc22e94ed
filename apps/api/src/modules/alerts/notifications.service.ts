import { WEBHOOK_MESSAGE, WEBHOOK_NOT_FOUND_MESSAGE } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { OutboundRefused, type OutboundRefusal } from '../../lib/outbound/outbound.ts';
import { notificationsRepo } from './notifications.repo.ts';
import { postWebhook, type WebhookJob } from './webhook.ts';

const LATEST = 30;
const PRICE_CHANGES = 50;

export function notificationsService(ctx: AppContext) {
  const { database, clock } = ctx;

  async function latest(userId: string) {
    const { items, unread } = await notificationsRepo.latest(database, userId, LATEST);
    return { items: items.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })), unread };
  }

  async function settings(userId: string) {
    const row = await notificationsRepo.settings(database, userId);
    if (row) return row;
    await notificationsRepo.saveSettings(database, userId, randomToken(), {});
    return (await notificationsRepo.settings(database, userId))!;
  }

  return {
    latest,
    async markRead(userId: string) {
      await notificationsRepo.markRead(database, userId, clock.now());
      return latest(userId);
    },
    settings,
    /** Saved only if the address leads to a public server now; each delivery checks again (decisions/029). */
    async saveSettings(userId: string, webhookUrl: string | null) {
      const refusal = webhookUrl && (await ctx.outbound.refusal(webhookUrl));
      if (refusal) {
        const message = refusal === 'unresolvable' ? WEBHOOK_NOT_FOUND_MESSAGE : WEBHOOK_MESSAGE;
        throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'webhookUrl', message }] });
      }
      await notificationsRepo.saveSettings(database, userId, randomToken(), { webhookUrl });
      return settings(userId);
    },
    async priceChanges(userId: string, days: number) {
      const rows = await notificationsRepo.priceChanges(database, userId, days, PRICE_CHANGES);
      return {
        days,
        items: rows.map((r) => ({
          ...r,
          change: r.lastPrice - r.firstPrice,
          changePercent: Math.round(((r.lastPrice - r.firstPrice) / r.firstPrice) * 1000) / 10,
        })),
      };
    },
  };
}

/**
 * One webhook post, signed with the user's current secret; a URL changed since the firing is not
 * posted to, and one that no longer leads to a public server is refused without retrying.
 */
export async function deliverWebhook(
  ctx: AppContext,
  job: WebhookJob,
): Promise<{ posted: boolean; refused?: OutboundRefusal }> {
  const settings = await notificationsRepo.settings(ctx.database, job.userId);
  if (!settings || settings.webhookUrl !== job.url) return { posted: false };
  try {
    await postWebhook(ctx.outbound, job.url, settings.webhookSecret, job.firings, ctx.clock.now());
  } catch (error) {
    if (error instanceof OutboundRefused) return { posted: false, refused: error.reason };
    throw error;
  }
  return { posted: true };
}
