import { apiPaths } from '@pasarlens/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody, WEBHOOK_SIGNATURE_HEADER } from '../modules/alerts/webhook.ts';
import { ingestDay } from '../modules/market/ingest.service.ts';
import { buyPlan } from '../testing/billing.ts';
import { createTestApp, signedInAgent, type TestApp } from '../testing/harness.ts';
import { batch, observation } from '../testing/market-fixtures.ts';
import { startJobs } from './index.ts';
import { MARKET_DAY_INGESTED } from './market-ingest.job.ts';
import { ALERTS_EVALUATE_QUEUE } from './price-alerts.job.ts';

interface Received {
  status: number;
  body: string;
  signature: string | undefined;
}

/** A webhook receiver that answers 500 to its first `failures` posts, then 200. */
async function startReceiver(failures: number) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const status = received.length < failures ? 500 : 200;
      received.push({ status, body, signature: request.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

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
    const receiver = await startReceiver(1);
    const settings = (await seller.post(apiPaths.alertSettingsUpdate, { webhookUrl: receiver.url })).body!;

    const boss = await startJobs(app.ctx, {
      work: true,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      webhookRetryDelaySeconds: 1,
    });
    try {
      await serumDay('2026-04-02', 45_000, 110);
      await boss.publish(MARKET_DAY_INGESTED, { day: '2026-04-02', firstChangedDay: '2026-04-02' });
      const completed = () =>
        app.database.query<{ output: unknown }>(
          `select output from pgboss.job where name = $1 and state = 'completed'`,
          [ALERTS_EVALUATE_QUEUE],
        );
      const evaluation = await until(async () => (await completed()).at(0)?.output);
      expect(evaluation).toEqual({ fired: 1, mails: 1, webhooks: 1 });

      const delivered = await until(() => (receiver.received.length >= 2 ? receiver.received : undefined));
      expect(delivered.map((r) => r.status)).toEqual([500, 200]);
      expect(delivered[1]!.body).toBe(delivered[0]!.body);
      expect(delivered[1]!.signature).toBe(signBody(settings.webhookSecret, delivered[1]!.body));
      expect(JSON.parse(delivered[1]!.body)).toMatchObject({
        type: 'price_alert.fired',
        firings: [{ alertId: alert.id, price: 45_000, condition: 'down_by', day: '2026-04-02' }],
      });
    } finally {
      await boss.stop({ graceful: true, wait: true });
      await receiver.close();
    }
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
    const boss = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
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
      await boss.stop({ graceful: true, wait: true });
    }
  });
});
