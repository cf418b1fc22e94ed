import type { AppContext } from '../../context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { notificationsRepo } from './notifications.repo.ts';
import { postWebhook, type WebhookJob } from './webhook.ts';

const LATEST = 30;
const PRICE_CHANGES = 50;

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

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
    /** A webhook on this machine is for trying it out; in production it would reach our own services. */
    async saveSettings(userId: string, webhookUrl: string | null) {
      if (
        webhookUrl &&
        ctx.config.env === 'production' &&
        (isLoopback(webhookUrl) || !webhookUrl.startsWith('https://'))
      ) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ path: 'webhookUrl', message: 'Enter an https:// address' }],
        });
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

/** One webhook post, signed with the user's current secret; a URL changed since the firing is not posted to. */
export async function deliverWebhook(ctx: AppContext, job: WebhookJob): Promise<{ posted: boolean }> {
  const settings = await notificationsRepo.settings(ctx.database, job.userId);
  if (!settings || settings.webhookUrl !== job.url) return { posted: false };
  await postWebhook(job.url, settings.webhookSecret, job.firings, ctx.clock.now());
  return { posted: true };
}
