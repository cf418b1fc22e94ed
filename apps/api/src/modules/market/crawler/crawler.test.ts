import { createMarket, parsePayloads, type SimulatedDay } from '@pasarlens/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_DAY_INGESTED, MARKET_INGEST_QUEUE } from '../../../jobs/market-ingest.job.ts';
import { startJobs } from '../../../jobs/index.ts';
import { createTestApp, type TestApp } from '../../../testing/harness.ts';
import { runJob } from '../../../testing/jobs.ts';
import { startMarketplaceServer } from '../../../testing/marketplace-server.ts';
import { saveBatch } from '../batches.repo.ts';
import { crawlDay } from './crawler.ts';

let app: TestApp;
let simulated: SimulatedDay;
let marketplaces: Awaited<ReturnType<typeof startMarketplaceServer>>;

beforeAll(async () => {
  app = await createTestApp();
  const [, second] = createMarket({ seed: 5, products: 400, days: 2, lastDay: '2026-11-02' }).days();
  simulated = second!;
  marketplaces = await startMarketplaceServer(simulated.payloads, { failFirst: true });
});
afterAll(async () => {
  await marketplaces.close();
  await app.close();
});

const crawlOptions = () => ({ baseUrl: marketplaces.baseUrl, requestsPerSecond: 500, retries: 2, backoffMs: 1 });

describe('crawler', () => {
  it('collects every product payload of the day through pages, retries and the models call', async () => {
    const crawl = await crawlDay(simulated.day, crawlOptions());
    expect(crawl.failed).toEqual([]);
    const count = (payloads: typeof crawl.payloads) =>
      payloads.reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.shape]: (acc[p.shape] ?? 0) + 1 }), {});
    const simulatedMain = simulated.payloads.filter((p) =>
      ['shopee', 'tokopedia', 'tiktok'].some((m) => p.shape.startsWith(m)),
    );
    expect(count(crawl.payloads)).toEqual(count(simulatedMain));
    // Every endpoint failed once with 503 and was retried.
    expect(marketplaces.calls.filter((c) => c === '/api/shop/products').length).toBeGreaterThan(1);
    // What the crawler brings parses to the same products as the simulated payloads.
    const names = (payloads: typeof crawl.payloads) =>
      parsePayloads(simulated.day, payloads)
        .observations.map((o) => `${o.marketplace}:${o.externalId}`)
        .sort();
    expect(names(crawl.payloads)).toEqual(names(simulatedMain));
  });

  it('keeps the other marketplaces when one keeps failing', async () => {
    const crawl = await crawlDay(simulated.day, {
      ...crawlOptions(),
      baseUrl: `${marketplaces.baseUrl}/nowhere`,
      retries: 0,
      marketplaces: ['tiktok'],
    });
    expect(crawl.failed.map((f) => f.marketplace)).toEqual(['tiktok']);
    expect(crawl.payloads).toEqual([]);
  });

  it('feeds the ingest job, which ingests the day and publishes market.day-ingested', async () => {
    const crawl = await crawlDay(simulated.day, crawlOptions());
    const batchId = await saveBatch(app.ctx.db, {
      day: simulated.day,
      source: 'crawler',
      payloads: crawl.payloads,
      keywords: simulated.keywords,
      ads: simulated.ads,
      affiliates: simulated.affiliates,
    });
    const jobs = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      await jobs.boss.createQueue('price-alerts-test');
      await jobs.boss.subscribe(MARKET_DAY_INGESTED, 'price-alerts-test');
      const job = await runJob(jobs.boss, MARKET_INGEST_QUEUE, { batchId });
      expect(job.state).toBe('completed');
      const expected = parsePayloads(simulated.day, crawl.payloads).observations.length;
      expect((job.output as { observations: number }).observations).toBe(expected);
      const [{ products }] = (await app.database.query<{ products: number }>(
        'select count(*) as products from products',
      )) as [{ products: number }];
      expect(products).toBe(expected);

      const [event] = await jobs.boss.fetch<{ day: string }>('price-alerts-test');
      expect(event?.data).toEqual({ day: simulated.day, firstChangedDay: simulated.day });
      const [batch] = await app.database.query<{ status: string }>('select status from ingest_batches where id = $1', [
        batchId,
      ]);
      expect(batch!.status).toBe('done');
    } finally {
      await jobs.stop();
    }
  });
});
