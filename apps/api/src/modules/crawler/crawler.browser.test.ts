import type { Database } from '@pasarlens/db';
import { createTestDatabase } from '@pasarlens/db/testing';
import { startMarketSite, type MarketSite } from '@pasarlens/market/site';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../../lib/clock.ts';
import { dataHealthService } from '../intake/data-health.service.ts';
import { productPage } from '../research/research.repo.ts';
import { crawlerService } from './crawler.service.ts';
import type { CrawlTarget } from './targets.ts';

/*
 * The crawler end to end: Debian's Chromium visits the local marketplace site's pages at the real
 * addresses (the hosts resolved to the site), takes the answers the pages load and hands them to
 * the intake of a real database.
 */

let site: MarketSite;
let database: Database;
let crawler: ReturnType<typeof crawlerService>;

beforeAll(async () => {
  [site, database] = await Promise.all([startMarketSite({ products: 3_000 }), createTestDatabase()]);
  const config = loadConfig({
    NODE_ENV: 'test',
    MARKET_SITES: site.marketSites,
    CRAWL_DELAY_MS: '0',
    CRAWL_CONCURRENCY: '2',
    CRAWL_RETRIES: '2',
    CRAWL_BACKOFF_MS: '20',
  });
  crawler = crawlerService({ database, clock: systemClock, config });
});
afterAll(async () => {
  await Promise.all([site.close(), database.close()]);
});
beforeEach(() => site.setFaults({}));

const keyword = (marketplace: CrawlTarget['marketplace'], reference: string): CrawlTarget => ({
  marketplace,
  kind: 'keyword',
  reference,
});

const count = async (text: string, params: unknown[] = []) =>
  Number((await database.query<{ n: number }>(text, params))[0]!.n);

describe('the crawler in Chromium against the local marketplace site', () => {
  it("takes a search's pages on two marketplaces into the database, and stops where the results end", async () => {
    const shopeeHits = site.shelf.shopee.search('set').length;
    expect(shopeeHits).toBeGreaterThan(60);
    expect(shopeeHits).toBeLessThan(120);
    const report = await crawler.crawl([keyword('shopee', 'set'), keyword('tokopedia', 'set')], 4);

    const shopee = report.marketplaces.find((m) => m.marketplace === 'shopee')!;
    expect(shopee).toMatchObject({ pages: 4, products: shopeeHits, failed: 0, blocked: null });
    expect(shopee.accepted).toBe(shopeeHits);
    // The results end with the third page (index 2, empty): the fourth page is never visited.
    expect(site.pageRequests.get('https://shopee.co.id/search?keyword=set&page=3')).toBeUndefined();
    expect(report.outcomes).toEqual([
      { target: keyword('shopee', 'set'), products: shopeeHits, failure: null },
      { target: keyword('tokopedia', 'set'), products: site.shelf.tokopedia.search('set').length, failure: null },
    ]);
    const { total } = await productPage(database, { marketplace: 'shopee' }, 'revenue30', { offset: 0, limit: 10 });
    expect(total).toBe(shopeeHits);
    const answers = shopee.answers + report.marketplaces.find((m) => m.marketplace === 'tokopedia')!.answers;
    expect(await count(`select count(*) as n from captured_answers where source = 'crawler' and refused is null`)).toBe(
      answers,
    );

    // The same pages again the same day: the same answers, which the intake takes once.
    const again = await crawler.crawl([keyword('shopee', 'set')], 4);
    expect(again.runId).not.toBe(report.runId);
    expect(again.marketplaces[0]).toMatchObject({ done: shopee.done, products: shopeeHits });
    expect(await count(`select count(*) as n from captured_answers where source = 'crawler'`)).toBe(answers);
    expect((await productPage(database, { marketplace: 'shopee' }, 'revenue30', { offset: 0, limit: 10 })).total).toBe(
      shopeeHits,
    );
  });

  it("visits a store's, a category's and a product's pages, a product's at the address an answer gave it", async () => {
    const [card] = site.shelf.shopee.search('set');
    const [tokopediaCard] = site.shelf.tokopedia.search('set');
    const category = site.shelf.lazada.byCategory.entries().next().value!;
    const targets: CrawlTarget[] = [
      { marketplace: 'shopee', kind: 'product', reference: card!.product.externalId },
      { marketplace: 'shopee', kind: 'store', reference: card!.store.externalId },
      { marketplace: 'tokopedia', kind: 'store', reference: tokopediaCard!.store.externalId },
      { marketplace: 'lazada', kind: 'category', reference: category[0] },
      { marketplace: 'tiktok', kind: 'product', reference: '404' },
      // A data request names a store by its handle.
      { marketplace: 'shopee', kind: 'store', reference: card!.store.username },
    ];
    const report = await crawler.crawl(targets, 1);
    const storeProducts = (marketplace: 'shopee' | 'tokopedia', id: string) =>
      Math.min(60, site.shelf[marketplace].byStore.get(id)!.length);
    expect(report.outcomes).toEqual([
      { target: targets[0], products: 1, failure: null },
      { target: targets[1], products: storeProducts('shopee', card!.store.externalId), failure: null },
      { target: targets[2], products: storeProducts('tokopedia', tokopediaCard!.store.externalId), failure: null },
      { target: targets[3], products: Math.min(40, category[1].length), failure: null },
      { target: targets[4], products: 0, failure: 'no_known_address' },
      { target: targets[5], products: storeProducts('shopee', card!.store.externalId), failure: null },
    ]);
    expect(site.pageRequests.get(`https://shopee.co.id/${card!.store.username}?page=0`)).toBe(1);
    expect(site.pageRequests.get(card!.product.url)).toBe(1);
    expect(site.pageRequests.get(`https://www.tokopedia.com/${tokopediaCard!.store.username}/product/page/1`)).toBe(1);
  });

  it("stops a marketplace that blocks it, says so in data health, and still takes another's data", async () => {
    site.setFaults({
      marketplaces: {
        shopee: { kind: 'block', status: 200 },
        lazada: { kind: 'block' },
        tiktok: { kind: 'captcha' },
      },
    });
    const report = await crawler.crawl(
      [
        keyword('shopee', 'kaos'),
        keyword('shopee', 'celana'),
        keyword('lazada', 'kaos'),
        keyword('tiktok', 'kaos'),
        keyword('tokopedia', 'kaos'),
      ],
      2,
    );
    const by = new Map(report.marketplaces.map((m) => [m.marketplace, m]));
    expect(by.get('shopee')).toMatchObject({ done: 0, blocked: expect.stringContaining('anti-bot error 90309999') });
    expect(by.get('lazada')).toMatchObject({ done: 0, blocked: expect.stringContaining('403') });
    expect(by.get('tiktok')).toMatchObject({ done: 0, blocked: expect.stringContaining('captcha') });
    expect(by.get('tokopedia')).toMatchObject({ blocked: null, failed: 0 });
    expect(by.get('tokopedia')!.accepted).toBeGreaterThan(0);
    // Stopped at the first block: no second page was asked for.
    expect(
      [...site.pageRequests.keys()].filter((a) =>
        /shopee\.co\.id\/search\?keyword=(kaos|celana)&page=1$|lazada.*q=kaos&page=2$/.test(a),
      ),
    ).toEqual([]);
    expect(report.outcomes.find((o) => o.target.marketplace === 'shopee')!.failure).toContain('90309999');

    const health = await dataHealthService({ database, clock: systemClock }).overview();
    const blocked = (marketplace: string, reason: string) => ({
      marketplace,
      blockedAt: expect.any(String),
      reason: expect.stringContaining(reason),
      address: expect.any(String),
    });
    expect(health.crawlBlocks).toEqual([
      blocked('lazada', '403'),
      blocked('shopee', '90309999'),
      blocked('tiktok', 'captcha'),
    ]);
  });

  it('tries failing and slow answers again with backoff, and skips and counts malformed ones', async () => {
    site.setFaults({
      keywords: {
        tas: { kind: 'fail', status: 503, times: 2 },
        isi: { kind: 'fail', status: 429, times: 1 },
        jaket: { kind: 'slow', ms: 400 },
        sepatu: { kind: 'malformed' },
      },
    });
    const report = await crawler.crawl(
      [keyword('shopee', 'tas'), keyword('shopee', 'isi'), keyword('shopee', 'jaket'), keyword('shopee', 'sepatu')],
      1,
    );
    const attempts = await database.query<{ target: number; attempts: number; status: string }>(
      `select target, attempts, status from crawl_pages where run_id = $1 order by target`,
      [report.runId],
    );
    expect(attempts).toEqual([
      { target: 0, attempts: 3, status: 'done' },
      { target: 1, attempts: 2, status: 'done' },
      { target: 2, attempts: 1, status: 'done' },
      { target: 3, attempts: 1, status: 'done' },
    ]);
    const [tas, isi, jaket, sepatu] = report.outcomes;
    expect(tas!.products).toBe(Math.min(60, site.shelf.shopee.search('tas').length));
    expect(isi!.products).toBeGreaterThan(0);
    expect(jaket!.products).toBe(Math.min(60, site.shelf.shopee.search('jaket').length));
    expect(sepatu!.products).toBe(0);
    expect(report.marketplaces[0]).toMatchObject({ marketplace: 'shopee', malformed: 1, blocked: null });
    expect(
      await count(`select count(*) as n from captured_answers where source = 'crawler' and refused = 'not_json'`),
    ).toBe(1);
  });
});
