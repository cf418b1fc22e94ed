import { apiPaths } from '@pasarlens/contracts';
import { startMarketSite, type MarketSite } from '@pasarlens/market/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type TestApp } from '../testing/harness.ts';
import { crawlOnce } from './crawl.job.ts';

/*
 * Data requests answered by a crawl: Debian's Chromium visits the local marketplace site for the
 * queued requests, the answers go through the intake, and each request says what came of it.
 */

let site: MarketSite;
let app: TestApp;

beforeAll(async () => {
  site = await startMarketSite({ products: 3_000 });
  app = await createTestApp({
    env: {
      MARKET_SITES: site.marketSites,
      CRAWL_DAILY_AT: '02:30',
      CRAWL_DELAY_MS: '0',
      CRAWL_CONCURRENCY: '2',
      CRAWL_BACKOFF_MS: '20',
    },
  });
});
afterAll(async () => {
  await Promise.all([site?.close(), app?.close()]);
});

describe('a crawl of the queued data requests', () => {
  it('answers each: crawled with the products found, nothing found, or nothing to visit; the user sees them unseen', async () => {
    const agent = await signedInAgent(app);
    const ask = (body: object) => agent.post(apiPaths.dataRequest, body);
    await ask({ marketplace: 'shopee', kind: 'keyword', reference: 'set' });
    await ask({ marketplace: 'tokopedia', kind: 'keyword', reference: 'qqzzxx' });
    await ask({ marketplace: 'tiktok', kind: 'product', reference: '999999' });

    const result = await crawlOnce(app.ctx, 'requests');
    expect(result).toMatchObject({ runs: 1, targets: 2, answered: 3 });

    const list = (await agent.get(apiPaths.dataRequestList)).body!;
    const byReference = new Map(
      (list.items as { reference: string; status: string; products: number }[]).map((r) => [r.reference, r]),
    );
    const hits = site.shelf.shopee.search('set').length;
    expect(hits).toBeGreaterThan(0);
    expect(byReference.get('set')).toMatchObject({ status: 'crawled', products: hits });
    expect(byReference.get('qqzzxx')).toMatchObject({ status: 'nothing_found', products: 0 });
    expect(byReference.get('999999')).toMatchObject({ status: 'nothing_found', products: 0 });
    expect(list.unseen).toBe(3);
    // The products found are in research now.
    const found = await agent.post(apiPaths.productResearchProducts, { marketplace: 'shopee', q: 'set', page: 0 });
    expect(found.status).toBe(200);
    expect(found.body!.data.items.length).toBeGreaterThan(0);

    // Nothing left queued: another crawl of the requests has nothing to do.
    expect(await crawlOnce(app.ctx, 'requests')).toEqual({ runs: 0, targets: 0, answered: 0 });
  });
});
