import { apiPaths, type DownloadView, type ProductSummary } from '@pasarlens/contracts';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJobs } from '../../jobs/index.ts';
import { newUsers, profile } from '../../testing/billing.ts';
import { createTestApp, validRegistration, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { productExportFields, productExportOrder, productPage, productsVariants } from '../research/research.repo.ts';
import { configuredDownloads, DOWNLOAD_WORK } from './downloads.service.ts';
import { downloadFileName } from './file-name.ts';

let app: TestApp;
let dataDir: string;
const LAST_DAY = '2026-10-31';
let topCategory: { id: number; name: string; products: number };
let topStore: { id: number; name: string };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pasarlens-downloads-'));
  app = await createTestApp({
    env: { DATA_DIR: dataDir, SESSION_IDLE_HOURS: '100000', SESSION_ABSOLUTE_DAYS: '3650' },
    market: TEST_MARKETS.month,
  });
  [topCategory] = (await app.database.query(
    `select c.id, c.name, count(*)::int as products from categories c join product_stats p on p.category_l1_id = c.id
      where c.marketplace_id = 1 group by c.id, c.name order by products desc limit 1`,
  )) as [{ id: number; name: string; products: number }];
  [topStore] = (await app.database.query(
    `select store_id as id, name from store_stats where marketplace_id = 1 order by revenue_30 desc limit 1`,
  )) as [{ id: number; name: string }];
}, 120_000);
afterAll(() => app.close());

const accounts = newUsers(() => app);
const user = (plan?: 'basic' | 'smart' | 'genius') => accounts.next(plan);

const downloads = () => configuredDownloads(app.ctx);
/** Sets the latest user's download rows used this period and bought rows left. */
const setUsage = (used: number, credit: number) =>
  app.database.query(
    `update usage_accounts set downloads_used = $2, download_credit = $3 where user_id = (select id from users where email = $1)`,
    [validRegistration(accounts.last).email, used, credit],
  );
const runAll = async () => {
  const service = downloads();
  const ids = await app.database.query<{ id: string }>(`select id from downloads where status = 'processing'`);
  for (const { id } of ids) await service.run(id);
};
const archive = async (agent: Agent, page = 1) =>
  (await agent.post(apiPaths.downloadGetAll, { page })).body as {
    items: DownloadView[];
    total_page: number;
    total: number;
  };
const fileOf = async (agent: Agent, id: string) => {
  const response = await app.server.inject({
    method: 'GET',
    url: apiPaths.downloadFile.replace(':id', id),
    headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    bytes: response.rawPayload,
    body: response.statusCode === 200 ? undefined : response.json(),
  };
};
const workbookOf = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('exports', () => {
  it("writes a category's products cell by cell as the API lists them, with variants and an info sheet, and charges the rows once ready", async () => {
    const agent = await user('genius');
    const filters = { min_price: 10_000 };
    const created = await agent.post(apiPaths.downloadCategoryResearchCategoryProducts, {
      marketplace: 'shopee',
      category_id: topCategory.id,
      sort: 'price',
      order: 'asc',
      filters,
      rows: 150,
      language: 'en',
    });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({
      status: 'processing',
      source: 'category_research/category_products',
      subject: topCategory.name,
    });
    const rows = created.body!.rows as number;
    const [{ matching }] = (await app.database.query(
      `select count(*)::int as matching from product_stats where category_l1_id = $1 and price >= 10000`,
      [topCategory.id],
    )) as [{ matching: number }];
    expect(matching).toBeGreaterThan(20);
    expect(rows).toBe(Math.min(150, matching));
    expect((await fileOf(agent, created.body!.id)).status).toBe(409);

    await runAll();
    const [ready] = (await archive(agent)).items;
    expect(ready).toMatchObject({ id: created.body!.id, status: 'ready', rows });
    expect((await profile(agent)).premium.downloadCount).toBe(rows);

    const listed: Record<string, any>[] = [];
    for (let page = 0; listed.length < rows; page++) {
      const answer = await agent.post(apiPaths.categoryResearchProducts, {
        marketplace: 'shopee',
        category_id: topCategory.id,
        sort: 'price',
        order: 'asc',
        filters,
        page,
        page_size: 100,
      });
      listed.push(...answer.body!.data.items);
    }
    const file = await fileOf(agent, created.body!.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${downloadFileName('category_research/category_products', topCategory.name, '2026-11-01')}"`,
    );
    const book = await workbookOf(file.bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Info', 'Products', 'Variants']);
    const info = rowsOf(book.worksheets[0]!);
    expect(info[0]).toEqual(['Field', 'Value']);
    expect(info.find((r) => r[0] === 'Source')![1]).toBe("Category research: the category's products");
    // The time of the export as Jakarta's clocks showed it (the test clock stands still): 03:00 UTC is 10:00 WIB.
    const exportedAt = info.find((r) => r[0] === 'Exported at (WIB, Jakarta time)')![1] as Date;
    expect(Math.abs(exportedAt.getTime() - (app.clock.now().getTime() + 7 * 3_600_000))).toBeLessThan(1_000);
    expect(String(info.find((r) => r[0] === 'Filters and sort')![1])).toContain('min_price=10000');
    expect(String(info.find((r) => r[0] === 'Estimated figures')![1])).toContain('estimated');

    const products = rowsOf(book.worksheets[1]!);
    expect(products[0]!.slice(0, 4)).toEqual(['Name', 'Price', 'Original price', 'Brand']);
    expect(products).toHaveLength(rows + 1);
    const details = await app.database.query<{ id: number; listed_at: string | null; stock: number | null }>(
      `select p.id, p.listed_at::text, l.stock from products p join product_latest l on l.product_id = p.id where p.id = any($1::int[])`,
      [listed.map((p) => p.productId)],
    );
    const byId = new Map(details.map((d) => [d.id, d]));
    listed.slice(0, rows).forEach((p, i) => {
      const row = products[i + 1]!;
      const d = byId.get(p.productId)!;
      expect(row[0]).toBe(p.name);
      expect(row[1]).toBe(p.price);
      expect(row[3] ?? null).toBe(p.brandName);
      expect(row[4]).toBe(p.storeName);
      expect(row[5] ?? null).toBe(p.rating);
      expect(row[9] ?? null).toBe(d.stock);
      expect(row[10] ?? null).toBe(d.stock === null ? null : d.stock * p.price);
      expect(row[11]).toBe(p.units30);
      expect(row[12]).toBe(p.revenue30);
      // The 80% range of the 30-day revenue, as research answers it.
      expect([row[13], row[14]]).toEqual([p.revenue30Range.low, p.revenue30Range.high]);
      if (d.listed_at) expect(row[17]).toEqual(new Date(`${d.listed_at}T00:00:00Z`));
      expect(row[20]).toBe(p.url);
    });
    const variants = rowsOf(book.worksheets[2]!);
    expect(variants[0]).toEqual([
      'Product',
      'Variant',
      'Price',
      'Stock',
      '30-day sales (estimated)',
      '30-day revenue (estimated)',
      'Lowest price on Shopee',
    ]);
    expect(variants.length).toBeGreaterThan(1);
    for (const v of variants.slice(1)) {
      expect(typeof v[2]).toBe('number');
      expect(['Yes', 'No']).toContain(v[6]);
    }
    expect(readdirSync(join(dataDir, 'downloads')).filter((name) => name.startsWith(created.body!.id))).toEqual([
      `${created.body!.id}.xlsx`,
    ]);
  });

  it('exports stores with their fields and categories, with headers in the language asked', async () => {
    const agent = await user('genius');
    const stores = await agent.post(apiPaths.downloadStoreResearchStores, {
      marketplace: 'shopee',
      rows: 20,
      language: 'zh',
    });
    const categories = await agent.post(apiPaths.downloadCategoryResearchCategories, {
      marketplace: 'shopee',
      rows: 1000,
    });
    const storeProducts = await agent.post(apiPaths.downloadStoreResearchStoreProducts, {
      store_id: topStore.id,
      rows: 5,
    });
    const search = await agent.post(apiPaths.downloadProductResearchProducts, {
      marketplace: 'shopee',
      q: topCategory.name.split(' ')[0]!.slice(0, 20).padEnd(2, 'a'),
      rows: 5,
    });
    expect([stores.status, categories.status, storeProducts.status]).toEqual([202, 202, 202]);
    expect([202, 404]).toContain(search.status);
    await runAll();

    const storeBook = await workbookOf((await fileOf(agent, stores.body!.id)).bytes);
    const storeRows = rowsOf(storeBook.worksheets[1]!);
    expect(storeRows[0]).toContain('粉丝');
    const api = (await agent.post(apiPaths.storeResearchStores, { marketplace: 'shopee', page: 0, page_size: 20 }))
      .body!.data.items as Record<string, any>[];
    expect(storeRows.slice(1).map((r) => r[0])).toEqual(api.map((s) => s.name));
    expect(storeRows[0]!.slice(6, 9)).toEqual([
      '30天销售额（估算）',
      '30天销售额下限（80%区间）',
      '30天销售额上限（80%区间）',
    ]);
    expect(storeRows.slice(1).map((r) => r.slice(6, 9))).toEqual(
      api.map((s) => [s.revenue30, s.revenue30Range.low, s.revenue30Range.high]),
    );
    for (const r of storeRows.slice(1)) expect(['是', '否']).toContain(r[12]);

    const categoryBook = await workbookOf((await fileOf(agent, categories.body!.id)).bytes);
    expect(categoryBook.worksheets[1]!.name).toBe('Kategori');
    const tree = (await agent.get(`${apiPaths.featureCategory}?marketplace=shopee`)).body!.items as Record<
      string,
      any
    >[];
    expect(
      rowsOf(categoryBook.worksheets[1]!)
        .slice(1)
        .map((r) => [r[0], r[3], r[4], r[5]]),
    ).toEqual(tree.map((c) => [c.name, c.revenue30, c.revenue30Range.low, c.revenue30Range.high]));

    const storeProductRows = rowsOf(
      (await workbookOf((await fileOf(agent, storeProducts.body!.id)).bytes)).worksheets[1]!,
    );
    expect(storeProductRows).toHaveLength(6);
    expect(new Set(storeProductRows.slice(1).map((r) => r[4]))).toEqual(new Set([topStore.name]));
  });
});

describe('affiliate, ads and keyword fields', () => {
  it("adds each product's latest affiliate terms, and on a keyword search its latest ad on that keyword and the keyword's search volume", async () => {
    const agent = await user('genius');
    const [{ word }] = (await app.database.query(
      `select lower(split_part(name, ' ', 1)) as word from product_stats where marketplace_id = 1 group by 1 order by count(*) desc limit 1`,
    )) as [{ word: string }];
    const listed = (
      await agent.post(apiPaths.productResearchProducts, { marketplace: 'shopee', q: word, page: 0, page_size: 10 })
    ).body!.data.items as { productId: number }[];
    expect(listed.length).toBeGreaterThan(2);
    const [advertised, plain] = listed;
    const [{ id: keywordId }] = (await app.database.query(
      `insert into keywords (marketplace_id, keyword) values (1, $1) returning id`,
      [word],
    )) as [{ id: number }];
    await app.database.query(
      `insert into keyword_daily (keyword_id, day, search_volume) values ($1, $2::date - 1, 1200), ($1, $2, 1500), ($1, $2::date + 1, 9999)`,
      [keywordId, LAST_DAY],
    );
    await app.database.query(
      `insert into ad_observations (keyword_id, day, product_id, bid_price, recommended_bid_price, click_through_rate, conversion_rate, match_type)
       values ($1, $3::date - 2, $2, 900, 1000, 0.01, 0.01, 'exact'), ($1, $3, $2, 1200, 1500, 0.0325, 0.021, 'broad')`,
      [keywordId, advertised!.productId, LAST_DAY],
    );
    // The two products' terms are the test's alone: the simulated market may have given them their own.
    await app.database.query('delete from affiliate_commissions where product_id = any($1::int[])', [
      [advertised!.productId, plain!.productId],
    ]);
    await app.database.query(
      `insert into affiliate_commissions (product_id, day, store_id, seller_commission_rate, marketplace_commission_rate, video_commission_rate, live_commission_rate)
       select id, d.day, store_id, d.seller, 0.03, null, 0.1 from products, (values ('2026-10-01'::date, 0.05::real), ('2026-10-20'::date, 0.08::real)) d(day, seller) where id = $1`,
      [advertised!.productId],
    );

    const search = await agent.post(apiPaths.downloadProductResearchProducts, {
      marketplace: 'shopee',
      q: word,
      rows: 10,
      language: 'en',
    });
    const category = await agent.post(apiPaths.downloadCategoryResearchCategoryProducts, {
      marketplace: 'shopee',
      category_id: topCategory.id,
      rows: 3,
      language: 'en',
    });
    expect([search.status, category.status]).toEqual([202, 202]);
    await runAll();

    const book = await workbookOf((await fileOf(agent, search.body!.id)).bytes);
    expect(rowsOf(book.worksheets[0]!).find((r) => r[0] === 'Keyword search volume')?.[1]).toBe(1500);
    const [header, ...rows] = rowsOf(book.worksheets[1]!);
    expect(header!.slice(21)).toEqual([
      'Seller affiliate commission',
      'Marketplace affiliate commission',
      'Video commission',
      'Live-streaming commission',
      'Ad bid price',
      'Recommended ad bid',
      'Ad click-through rate',
      'Ad conversion rate',
      'Ad match type',
    ]);
    const rowOf = (productId: number) => rows[listed.findIndex((p) => p.productId === productId)]!;
    const [seller, marketplace, video, live, bid, recommended, ctr, conversion, match] = rowOf(
      advertised!.productId,
    ).slice(21);
    expect(
      [seller, marketplace, video ?? null, live].map((rate) =>
        rate === null ? null : Number((rate as number).toFixed(4)),
      ),
    ).toEqual([0.08, 0.03, null, 0.1]);
    expect([
      bid,
      recommended,
      Number((ctr as number).toFixed(4)),
      Number((conversion as number).toFixed(4)),
      match,
    ]).toEqual([1200, 1500, 0.0325, 0.021, 'broad']);
    expect(
      rowOf(plain!.productId)
        .slice(21)
        .filter((cell) => cell !== null && cell !== undefined),
    ).toEqual([]);

    const categoryHeader = rowsOf(
      (await workbookOf((await fileOf(agent, category.body!.id)).bytes)).worksheets[1]!,
    )[0]!;
    expect(categoryHeader.slice(21)).toEqual([
      'Seller affiliate commission',
      'Marketplace affiliate commission',
      'Video commission',
      'Live-streaming commission',
    ]);
  });
});

describe('reading a list for an export', () => {
  it('reads a list in the order of its page, ties and missing values included, then its rows by key in that order', async () => {
    for (const sort of [
      { key: 'revenue30' },
      { key: 'rating', order: 'asc' },
      { key: 'rating' },
      { key: 'price', order: 'asc' },
    ] as const) {
      const criteria = { category: { id: topCategory.id, level: 1 as const } };
      const page = await productPage(app.database, criteria, sort, { offset: 0, limit: 1_000 });
      const order = await productExportOrder(app.database, criteria, sort, 1_000);
      expect(order, sort.key).toEqual(page.items.map((p) => p.productId));
      expect(await productExportOrder(app.database, criteria, sort, 7), sort.key).toEqual(order.slice(0, 7));
      const rows = await productExportFields(app.database, order.slice(3, 10));
      const shown = (p: ProductSummary) => [
        p.productId,
        p.name,
        p.price,
        p.brandName,
        p.storeName,
        p.rating,
        p.units30,
        p.revenue30,
        p.url,
      ];
      expect(
        rows.map(([id, name, price, , brand, store, rating, , , , , units30, revenue30, , , , , , url]) => [
          id,
          name,
          price,
          brand,
          store,
          rating,
          units30,
          revenue30,
          url,
        ]),
      ).toEqual(page.items.slice(3, 10).map(shown));
    }
  });
});

describe("reading an export's variants", () => {
  it("answers each variant as last seen with its sums over variant_daily's 30 days, cheapest first", async () => {
    const productIds = (
      await app.database.query<{ id: number }>('select distinct product_id as id from variants order by 1 limit 60')
    ).map((r) => r.id);
    const expected = await app.database.query(
      `select v.product_id as "productId", v.name, vd.price, vd.stock, s.units as "units30", s.revenue::float8 as "revenue30"
         from variants v join product_latest l on l.product_id = v.product_id
         join variant_daily vd on vd.variant_id = v.id and vd.day = l.day
         left join lateral (select sum(x.units)::int as units, sum(x.revenue) as revenue from variant_daily x
                             where x.variant_id = v.id and x.day > $2::date - 30 and x.day <= $2::date) s on true
        where v.product_id = any($1::int[]) order by v.product_id, vd.price, v.name`,
      [productIds, LAST_DAY],
    );
    expect(expected.length).toBeGreaterThan(60);
    expect(expected.some((v) => (v as { units30: number | null }).units30 !== null)).toBe(true);
    const read = await productsVariants(app.database, productIds);
    expect(read.map(([productId]) => productId)).toEqual(productIds);
    expect(
      read.flatMap(([productId, kept]) =>
        kept.map(([name, price, stock, units30, revenue30]) => ({ productId, name, price, stock, units30, revenue30 })),
      ),
    ).toEqual(expected);
  });
});

describe('download rows', () => {
  it('takes the plan rows first, then bought rows; refuses too large a request before any work, or cuts it when agreed', async () => {
    const agent = await user('basic');
    const ask = (rows: number, extra: object = {}) =>
      agent.post(apiPaths.downloadCategoryResearchCategoryProducts, {
        marketplace: 'shopee',
        category_id: topCategory.id,
        rows,
        ...extra,
      });
    const first = await ask(20);
    expect(first.status).toBe(202);
    await runAll();
    let plan = (await profile(agent)).premium;
    expect(plan).toMatchObject({ downloadLimit: 2_000, downloadCount: 20 });

    await setUsage(1_990, 5);
    const tooMany = await ask(20);
    expect(tooMany.status).toBe(402);
    expect(tooMany.body).toMatchObject({
      code: 'DOWNLOAD_QUOTA_EXCEEDED',
      message: 'This download needs 20 rows; 15 are left',
    });
    expect((await archive(agent)).total).toBe(1);

    const cut = await ask(20, { accept_fewer: true });
    expect(cut.body).toMatchObject({ status: 'processing', rows: 15 });
    await runAll();
    plan = (await profile(agent)).premium;
    expect(plan.downloadCount).toBe(2_000);
    expect((await profile(agent)).total).toMatchObject({ limit: 2_000, count: 2_000 });
    const [account] = await app.database.query<{ download_credit: number }>(
      `select download_credit from usage_accounts where user_id = (select id from users where email = $1)`,
      [validRegistration(accounts.last).email],
    );
    expect(account!.download_credit).toBe(0);
    expect((await ask(1)).status).toBe(402);
  });

  it('charges nothing for a failed export, and the retry starts it again', async () => {
    const agent = await user('basic');
    const created = await agent.post(apiPaths.downloadCategoryResearchCategoryProducts, {
      marketplace: 'shopee',
      category_id: topCategory.id,
      rows: 10,
    });
    await app.database.query(
      `update downloads set source = 'store_research/store_products', request = '{"store_id": 2000000000, "rows": 10}' where id = $1`,
      [created.body!.id],
    );
    await runAll();
    expect((await archive(agent)).items[0]).toMatchObject({ status: 'failed' });
    expect((await profile(agent)).premium.downloadCount).toBe(0);
    expect((await agent.post(apiPaths.downloadCreate, { download_id: created.body!.id })).status).toBe(404);

    const good = await agent.post(apiPaths.downloadCategoryResearchCategoryProducts, {
      marketplace: 'shopee',
      category_id: topCategory.id,
      rows: 10,
    });
    await app.database.query(`update downloads set status = 'failed' where id = $1`, [good.body!.id]);
    const retried = await agent.post(apiPaths.downloadCreate, { download_id: good.body!.id });
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({
      status: 'processing',
      rows: 10,
      source: 'category_research/category_products',
    });
    await runAll();
    expect((await profile(agent)).premium.downloadCount).toBe(10);
  });

  it('never promises the same rows twice to concurrent exports', async () => {
    const agent = await user('basic');
    const ask = () =>
      agent.post(apiPaths.downloadCategoryResearchCategoryProducts, {
        marketplace: 'shopee',
        category_id: topCategory.id,
        rows: 10,
      });
    await setUsage(1_950, 0);
    const answers = await Promise.all(Array.from({ length: 5 }, ask));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    const more = await Promise.all(Array.from({ length: 4 }, ask));
    expect(more.map((a) => a.status)).toEqual([402, 402, 402, 402]);
    await setUsage(1_900, 0);
    // 100 left, 50 held by the five processing: five more fit.
    const racing = await Promise.all(Array.from({ length: 6 }, ask));
    expect(racing.filter((a) => a.status === 202)).toHaveLength(5);
    await Promise.all([runAll(), runAll()]);
    expect((await profile(agent)).premium.downloadCount).toBe(2_000);
    expect((await archive(agent)).items.every((d) => d.status === 'ready')).toBe(true);
  });

  it('needs the Basic plan', async () => {
    const free = await user();
    const answer = await free.post(apiPaths.downloadCategoryResearchCategoryProducts, {
      marketplace: 'shopee',
      category_id: topCategory.id,
      rows: 10,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'PLAN_REQUIRED' });
  });
});

describe('the archive', () => {
  it("pages newest first, and another user's download cannot be read or restarted", async () => {
    const owner = await user('smart');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      app.clock.advance(1_000);
      ids.push(
        (await owner.post(apiPaths.downloadCategoryResearchCategories, { marketplace: 'shopee', rows: 1 })).body!.id,
      );
    }
    const first = await archive(owner);
    expect(first).toMatchObject({ total: 12, total_page: 2 });
    expect(first.items.map((d) => d.id)).toEqual(ids.slice().reverse().slice(0, 10));
    expect((await archive(owner, 2)).items.map((d) => d.id)).toEqual(ids.slice(0, 2).reverse());
    await runAll();

    const other = await user('smart');
    expect((await fileOf(other, ids[0]!)).status).toBe(404);
    expect((await other.post(apiPaths.downloadCreate, { download_id: ids[0] })).status).toBe(404);
    expect((await archive(other)).total).toBe(0);
    expect((await fileOf(owner, ids[0]!)).status).toBe(200);
    expect((await app.agent().get(apiPaths.downloadFile.replace(':id', ids[0]!))).status).toBe(401);
  });

  it('refuses bad input and changes nothing', async () => {
    const agent = await user('smart');
    const bad = [
      [
        apiPaths.downloadCategoryResearchCategoryProducts,
        { marketplace: 'shopee', category_id: topCategory.id, rows: 0 },
      ],
      [
        apiPaths.downloadCategoryResearchCategoryProducts,
        { marketplace: 'shopee', category_id: topCategory.id, rows: 2_000_001 },
      ],
      [apiPaths.downloadCategoryResearchCategoryProducts, { marketplace: 'shopee', category_id: topCategory.id }],
      [
        apiPaths.downloadCategoryResearchCategoryProducts,
        { marketplace: 'shopee', category_id: topCategory.id, rows: 5, sort: 'nonsense' },
      ],
      [apiPaths.downloadProductResearchProducts, { marketplace: 'shopee', q: 'a', rows: 5 }],
      [apiPaths.downloadStoreResearchStores, { marketplace: 'amazon', rows: 5 }],
      [apiPaths.downloadCreate, { download_id: 'not-a-uuid' }],
      [apiPaths.downloadGetAll, { page: 0 }],
    ] as const;
    for (const [path, body] of bad) expect((await agent.post(path, body)).status, path).toBe(400);
    expect(
      (
        await agent.post(apiPaths.downloadCategoryResearchCategoryProducts, {
          marketplace: 'shopee',
          category_id: 2_000_000_000,
          rows: 5,
        })
      ).status,
    ).toBe(404);
    expect((await fileOf(agent, 'nope')).status).toBe(400);
    expect((await archive(agent)).total).toBe(0);
  });
});

describe('the export job', () => {
  it('finishes a download cut short by a restart once: one file, one charge', async () => {
    const agent = await user('smart');
    const created = await agent.post(apiPaths.downloadCategoryResearchCategoryProducts, {
      marketplace: 'shopee',
      category_id: topCategory.id,
      rows: 20,
    });
    const id = created.body!.id as string;
    // What a process stopped mid-export leaves: a half-written file and the download still processing.
    writeFileSync(join(dataDir, 'downloads', `${id}.0000-crashed.part`), 'PK half');
    const jobs = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      await vi.waitFor(async () => expect((await archive(agent)).items[0]).toMatchObject({ id, status: 'ready' }), {
        timeout: 30_000,
        interval: 50,
      });
      // Queued again (as a worker adopting it would), the finished download is left as it is.
      await app.ctx.queue.queueWork({ kind: DOWNLOAD_WORK, subject: id, userId: (await profile(agent)).id });
      expect((await downloads().run(id)).status).toBe('ready');
    } finally {
      await jobs.stop();
    }
    expect((await archive(agent)).items[0]).toMatchObject({ id, status: 'ready', rows: 20 });
    expect((await profile(agent)).premium.downloadCount).toBe(20);
    expect(readdirSync(join(dataDir, 'downloads')).filter((name) => name.startsWith(id))).toEqual([`${id}.xlsx`]);
  });
});

describe('export turns', () => {
  const small = () => ({ marketplace: 'shopee', category_id: topCategory.id, rows: 5 });
  const createSmall = async (agent: Agent) =>
    (await agent.post(apiPaths.downloadCategoryResearchCategoryProducts, small())).body!.id as string;
  const rowsOf = (ids: string[]) =>
    app.database.query<{ id: string; status: string; created_at: Date; finished_at: Date | null }>(
      'select id, status, created_at, finished_at from downloads where id = any($1)',
      [ids],
    );
  /** Slots never look for work on their own during the test: only the next item at once, or a wake-up. */
  const NO_POLLING = { heartbeatMs: 60_000, deadAfterMs: 240_000, pollMs: 60_000 };

  it("run one export of a user at a time, so another user's export waits for a slot, not behind the queue", async () => {
    await app.database.query('delete from work_items');
    const [ani, budi] = [await user('genius'), await user('smart')];
    const aniIds: string[] = [];
    for (let burst = 0; burst < 2; burst++)
      aniIds.push(...(await Promise.all(Array.from({ length: 15 }, () => createSmall(ani)))));
    const jobs = await startJobs(app.ctx, { work: true, schedule: false, workTimings: NO_POLLING });
    try {
      await vi.waitFor(async () => expect((await rowsOf(aniIds)).some((d) => d.status === 'ready')).toBe(true), {
        timeout: 30_000,
      });
      const budiId = await createSmall(budi);
      await vi.waitFor(async () => expect((await rowsOf([budiId]))[0]!.status).toBe('ready'), { timeout: 30_000 });
      const [budiRow] = await rowsOf([budiId]);
      const aniMeanwhile = (await rowsOf(aniIds)).filter(
        (d) => d.finished_at && d.finished_at > budiRow!.created_at && d.finished_at <= budiRow!.finished_at!,
      );
      // Ani's one running export may finish, and the next of hers start and finish beside Budi's: no more.
      expect(aniMeanwhile.length).toBeLessThanOrEqual(2);
      // Every one of Ani's follows the one before at once, never waiting for a look at the queue.
      await vi.waitFor(
        async () => expect((await rowsOf(aniIds)).filter((d) => d.status === 'ready')).toHaveLength(aniIds.length),
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      await jobs.stop();
    }
  });

  it('take over an export whose process died mid-way, and finish it once: one file, one charge', async () => {
    await app.database.query('delete from work_items');
    const agent = await user('smart');
    const id = await createSmall(agent);
    const dead = randomUUID();
    await app.database.query(
      `insert into worker_processes (id, host, pid, started_at, alive_at) values ($1, 'gone', 1, $2, $2)`,
      [dead, new Date(app.clock.now().getTime() - 3_600_000)],
    );
    await app.database.query(`update work_items set worker_id = $1, attempts = 1 where subject = $2`, [dead, id]);
    writeFileSync(join(dataDir, 'downloads', `${id}.0000-dead.part`), 'PK half');

    const jobs = await startJobs(app.ctx, {
      work: true,
      schedule: false,
      workTimings: { heartbeatMs: 100, deadAfterMs: 400, pollMs: 100 },
    });
    try {
      await vi.waitFor(async () => expect((await rowsOf([id]))[0]!.status).toBe('ready'), { timeout: 30_000 });
    } finally {
      await jobs.stop();
    }
    expect((await profile(agent)).premium.downloadCount).toBe(5);
    expect(readdirSync(join(dataDir, 'downloads')).filter((name) => name.startsWith(id))).toEqual([`${id}.xlsx`]);
    expect(await app.database.query('select * from work_items where subject = $1', [id])).toEqual([]);
  });
});
