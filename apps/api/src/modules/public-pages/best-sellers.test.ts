import { BEST_SELLERS_PER_CATEGORY } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';

let app: TestApp;
const LAST_DAY = '2026-10-31';

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.month });
}, 120_000);
afterAll(() => app.close());

describe('GET /public/v1/best-sellers/shopee', () => {
  it('answers without a sign-in the top Shopee products of each top category, by 30-day units', async () => {
    const answer = await app.agent().get('/public/v1/best-sellers/shopee');
    expect(answer.status).toBe(200);
    const { asOf, categories } = answer.body as {
      asOf: string;
      categories: { id: number; products: { id: number; units30: number }[] }[];
    };
    expect(asOf).toBe(LAST_DAY);
    expect(categories.length).toBeGreaterThan(0);
    const [top] = await app.database.query<{ id: number }>(
      `select ps.product_id as id from product_stats ps where ps.marketplace_id = 1 and ps.category_l1_id = $1 order by ps.units_30 desc, ps.product_id limit 1`,
      [categories[0]!.id],
    );
    expect(categories[0]!.products[0]!.id).toBe(top!.id);
    for (const category of categories) {
      expect(category.products.length).toBeLessThanOrEqual(BEST_SELLERS_PER_CATEGORY);
      const units = category.products.map((p) => p.units30);
      expect(units).toEqual([...units].sort((a, b) => b - a));
    }
    const shopee = await app.database.query<{ n: number }>(
      `select count(*)::int as n from product_stats where marketplace_id <> 1 and product_id = any($1)`,
      [categories.flatMap((c) => c.products.map((p) => p.id))],
    );
    expect(shopee[0]!.n).toBe(0);
  });

  it("keeps the day's answer and builds it again the next day", async () => {
    const first = (await app.agent().get('/public/v1/best-sellers/shopee')).body!;
    await app.database.query(
      'update product_stats set units_30 = units_30 + 100000 where product_id = (select min(product_id) from product_stats where marketplace_id = 1 and category_l1_id is not null)',
    );
    expect((await app.agent().get('/public/v1/best-sellers/shopee')).body).toEqual(first);
    app.clock.advance(24 * 3600 * 1000);
    const next = (await app.agent().get('/public/v1/best-sellers/shopee')).body!;
    expect(next).not.toEqual(first);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, the calculators and every blog article on the app origin', async () => {
    const answer = await app.server.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const locations = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locations).toEqual(
      expect.arrayContaining([
        '/',
        '/kelas',
        '/tutorial',
        '/blog',
        '/produk-terlaris-shopee',
        '/api',
        '/kalkulator/biaya-shopee',
        '/blog/acos-roas-untuk-pemula',
        '/blog/menghitung-biaya-shopee',
      ]),
    );
    expect(new Set(locations).size).toBe(locations.length);
  });
});
