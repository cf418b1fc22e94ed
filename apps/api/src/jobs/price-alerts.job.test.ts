import { apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signBody, WEBHOOK_SIGNATURE_HEADER } from '../modules/alerts/webhook.ts';
import { ingestDay } from '../modules/market/ingest.service.ts';
import { buyPlan } from '../testing/billing.ts';
import { createTestApp, signedInAgent, type TestApp } from '../testing/harness.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../testing/https-receiver.ts';
import { deliverWebhook } from '../modules/alerts/notifications.service.ts';
import { createOutbound } from '../lib/outbound/outbound.ts';
import { batch, observation } from '../testing/market-fixtures.ts';
import { startJobs } from './index.ts';
import { MARKET_DAY_INGESTED } from './market-refresh.job.ts';
import { ALERTS_EVALUATE_QUEUE } from './price-alerts.job.ts';

/** What `probe` answers once it answers something, asked every 100 ms for at most 30 s. */
function until<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined) throw new Error('not yet');
      return value;
    },
    { timeout: 30_000, interval: 100 },
  );
}

let app: TestApp;
/** The user's webhook: answers 500 to the first post, then 200. */
let receiver: HttpsReceiver;
beforeAll(async () => {
  receiver = await startHttpsReceiver(
    (_request, response, index) => void response.writeHead(index === 0 ? 500 : 200).end(),
  );
  app = await createTestApp({ outbound: receiver.outbound() });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const serumDay = (day: string, price: number, sold: number) =>
  ingestDay(app.database, batch(day, [observation(day, '8001', sold, { price })]), app.clock);

describe('price alert jobs', () => {
  it('an ingested day evaluates the alerts; the firing reaches the signed webhook, retried with backoff after a failure', async () => {
    await serumDay('2026-04-01', 50_000, 100);
    const seller = await signedInAgent(app);
    await buyPlan(seller, 'basic');
    const product = (await seller.post(apiPaths.alertFindProduct, { query: 'Serum Wajah 8001' })).body!.products[0];
    const alert = (
      await seller.post(apiPaths.alertCreate, {
        product_id: product.id,
        condition: 'down_by',
        target: 10,
        unit: 'percent',
      })
    ).body!;
    const settings = (await seller.post(apiPaths.alertSettingsUpdate, { webhookUrl: receiver.url() })).body!;

    const jobs = await startJobs(app.ctx, {
      work: true,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      webhookRetryDelaySeconds: 1,
    });
    try {
      await serumDay('2026-04-02', 45_000, 110);
      await jobs.boss.publish(MARKET_DAY_INGESTED, { day: '2026-04-02', firstChangedDay: '2026-04-02' });
      const completed = () =>
        app.database.query<{ output: unknown }>(
          `select output from pgboss.job where name = $1 and state = 'completed'`,
          [ALERTS_EVALUATE_QUEUE],
        );
      const evaluation = await until(async () => (await completed()).at(0)?.output);
      expect(evaluation).toEqual({ fired: 1, mails: 1, webhooks: 1 });

      await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 30_000, interval: 100 });
      const delivered = receiver.received;
      expect(delivered[1]!.body).toBe(delivered[0]!.body);
      expect(delivered[1]!.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(
        signBody(settings.webhookSecret, delivered[1]!.body),
      );
      expect(JSON.parse(delivered[1]!.body)).toMatchObject({
        type: 'price_alert.fired',
        firings: [{ alertId: alert.id, price: 45_000, condition: 'down_by', day: '2026-04-02' }],
      });
    } finally {
      await jobs.stop();
    }
  });

  it('a webhook whose name has since come to lead inside is not posted to, and not retried', async () => {
    const seller = await signedInAgent(app, 3);
    await seller.post(apiPaths.alertSettingsUpdate, { webhookUrl: receiver.url('/rebound') });
    const userId = (await seller.get(apiPaths.authCheck)).body!.user.id;
    const job = { userId, url: receiver.url('/rebound'), firings: [] };
    const rebound = {
      ...app.ctx,
      outbound: createOutbound({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] }),
    };
    await expect(deliverWebhook(rebound, job)).resolves.toEqual({ posted: false, refused: 'not_public' });
    expect(receiver.received.filter((r) => r.path === '/rebound')).toEqual([]);
  });

  it('a development re-observation at a lower price is ingested, announced and fires the alert', async () => {
    const seller = await signedInAgent(app, 2);
    await buyPlan(seller, 'basic');
    const product = (await seller.post(apiPaths.alertFindProduct, { query: 'Serum Wajah 8001' })).body!.products[0];
    const alert = (
      await seller.post(apiPaths.alertCreate, { product_id: product.id, condition: 'less_than', target: 40_000 })
    ).body!;
    const local = app.agent();
    local.ip = '127.0.0.1';
    const jobs = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      expect((await local.post(apiPaths.devMarketPrice, { productId: product.id, price: 39_000 })).body).toEqual({
        day: '2026-04-03',
        published: true,
      });
      const fired = await until(async () => {
        const detail = (await seller.post(apiPaths.alertGet, { id: alert.id })).body!;
        return detail.state === 'triggered' ? detail : undefined;
      });
      expect(fired.events).toMatchObject([{ type: 'fired', price: 39_000, day: '2026-04-03' }]);
      expect((await seller.get(apiPaths.alertNotifications)).body!.unread).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});
