import { apiPaths, NO_BRAND_ID, type DownloadView } from '@pasarlens/contracts';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUsers, profile } from '../../testing/billing.ts';
import { createBuiltMarket } from '../../testing/enterprise.ts';
import { createTestApp, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { configuredDownloads } from './downloads.service.ts';
import { SOURCE_NAMES } from './texts.ts';

/*
 * The enterprise dashboard's top lists as downloads: each file against the dashboard's own
 * answer for the same filter, cell by cell, and the dashboard's rights.
 */

let app: TestApp;
const LAST_DAY = '2026-10-31';
const DAY_MS = 24 * 3_600_000;
let owner: Agent;
let market: { id: number; name: string };

const accounts = newUsers(() => app);
const user = (plan?: 'basic' | 'smart' | 'genius') => accounts.next(plan);

beforeAll(async () => {
  app = await createTestApp({
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pasarlens-enterprise-downloads-')),
      SESSION_IDLE_HOURS: '100000',
      SESSION_ABSOLUTE_DAYS: '3650',
    },
    market: TEST_MARKETS.season,
  });
  // The best-selling stores of the dashboard's default marketplaces: a market of many brands, categories and products.
  const stores = await app.database.query<{ id: number }>(
    `select s.id from stores s join store_daily d on d.store_id = s.id
      where s.marketplace_id in (1, 2, 3) and d.day > $1::date - 30 group by s.id order by sum(d.revenue) desc limit 12`,
    [LAST_DAY],
  );
  owner = await user('genius');
  market = await createBuiltMarket(app, owner, { name: 'Pasar Serum', storeIds: stores.map((s) => s.id) });
}, 180_000);
afterAll(() => app.close());

const runAll = async () => {
  const service = configuredDownloads(app.ctx);
  for (const { id } of await app.database.query<{ id: string }>(`select id from downloads where status = 'processing'`))
    await service.run(id);
};
const archive = async (agent: Agent) =>
  (await agent.post(apiPaths.downloadGetAll, {})).body as { items: DownloadView[]; total: number };
const workbookOf = async (agent: Agent, id: string) => {
  const response = await app.server.inject({
    method: 'GET',
    url: apiPaths.downloadFile.replace(':id', id),
    headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(response.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return book;
};
/** A sheet's rows, an empty cell as null. */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) =>
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? null)),
  );
  return rows;
};
const tokensUsed = async (agent: Agent) => (await profile(agent)).quota.count as number;
const setMarketVisibility = (visibility: 'public' | 'private') =>
  app.database.query(`update enterprise_markets set visibility = $2, status = $3 where id = $1`, [
    market.id,
    visibility,
    visibility === 'public' ? 'published' : 'draft',
  ]);

type Item = Record<string, any>;
/** Every row of a top list as the dashboard pages it, 50 at a time. */
async function dashboardList(
  agent: Agent,
  path: string,
  filter: Record<string, unknown>,
  rows: number,
): Promise<Item & { items: Item[] }> {
  const items: Item[] = [];
  let answer: Item = {};
  for (let page = 1; items.length < rows; page++) {
    const response = await agent.post(path, { ...filter, page, page_size: 50 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    answer = response.body!;
    items.push(...answer.items);
    if (items.length >= answer.total_count) break;
  }
  return { ...answer, items: items.slice(0, rows) };
}

const PROVENANCE = {
  en: { measured: 'Measured', estimated: 'Estimated' },
  id: { measured: 'Terukur', estimated: 'Estimasi' },
  zh: { measured: '实测', estimated: '估算' },
};
const figures = (item: Item, language: keyof typeof PROVENANCE) => [
  item.revenue,
  item.units,
  item.averagePrice,
  item.share,
  item.growth,
  item.daysObserved,
  PROVENANCE[language][item.provenance as 'measured'],
];

const CASES = [
  {
    list: 'brands',
    download: apiPaths.downloadEnterpriseTopBrands,
    dashboard: apiPaths.enterpriseTopBrands,
    filter: { sort: 'units', order: 'asc' },
    language: 'en',
    sheets: ['Info', 'Brands'],
    headers: [
      'Name',
      'Marketplaces',
      'Revenue',
      'Units sold',
      'Average price',
      'Share of market revenue',
      'Revenue change vs previous period',
      'Days with figures',
      'Measured or estimated',
    ],
    // The products of no brand are named in the file's language ('Tanpa merek' in the API's answer).
    lead: (b: Item) => [b.id === NO_BRAND_ID ? 'No brand' : b.name, b.marketplaces.join(', ') || null],
  },
  {
    list: 'products',
    download: apiPaths.downloadEnterpriseTopProducts,
    dashboard: apiPaths.enterpriseTopProducts,
    filter: {
      sort: 'growth',
      order: 'desc',
      marketplaces: ['shopee', 'tokopedia'],
      start_date: '2026-10-04',
      end_date: '2026-10-24',
    },
    language: 'id',
    sheets: ['Info', 'Produk'],
    headers: [
      'Nama',
      'Toko',
      'Marketplace',
      'Omzet',
      'Unit terjual',
      'Harga rata-rata',
      'Pangsa omzet pasar',
      'Perubahan omzet vs periode sebelumnya',
      'Hari dengan data',
      'Terukur atau estimasi',
    ],
    lead: (p: Item) => [p.name, p.storeName, p.marketplace],
  },
  {
    list: 'categories',
    download: apiPaths.downloadEnterpriseTopCategories,
    dashboard: apiPaths.enterpriseTopCategories,
    filter: { sort: 'price', order: 'asc', category_level: 2 },
    language: 'zh',
    sheets: ['说明', '类目'],
    headers: [
      '名称',
      '层级',
      '平台',
      '销售额',
      '销量',
      '平均价格',
      '市场销售额份额',
      '销售额较上期变化',
      '有数据天数',
      '实测或估算',
    ],
    lead: (c: Item) => [c.name, c.level, c.marketplace],
  },
] as const;

describe('enterprise top list exports', () => {
  it.each(CASES)(
    'write the top $list cell by cell as the dashboard lists them, the filter on the first sheet, charging rows and no tokens',
    async (c) => {
      const agent = await user('genius');
      const filter = { market_id: market.id, ...c.filter };
      // Another Genius user opens the market once it is the provider's published list.
      await setMarketVisibility('public');
      try {
        const tokens = await tokensUsed(agent);
        const created = await agent.post(c.download, { ...filter, rows: 2_000, language: c.language });
        expect(created.status, JSON.stringify(created.body)).toBe(202);
        expect(created.body).toMatchObject({
          status: 'processing',
          source: `enterprise_dashboard/top_${c.list}`,
          subject: market.name,
        });
        const rows = created.body!.rows as number;
        await runAll();
        expect((await archive(agent)).items[0]).toMatchObject({ status: 'ready', rows });
        expect((await profile(agent)).premium.downloadCount).toBe(rows);
        expect(await tokensUsed(agent)).toBe(tokens);

        const listed = await dashboardList(agent, c.dashboard, filter, rows);
        expect(listed.total_count).toBe(rows);
        expect(rows).toBeGreaterThan(c.list === 'brands' ? 3 : 20);
        const book = await workbookOf(agent, created.body!.id);
        expect(book.worksheets.map((s) => s.name)).toEqual(c.sheets);
        const sheet = rowsOf(book.worksheets[1]!);
        expect(sheet[0]).toEqual(c.headers);
        expect(sheet).toHaveLength(rows + 1);
        listed.items.forEach((item, i) =>
          expect(sheet[i + 1], `row ${i + 1}`).toEqual([...c.lead(item), ...figures(item, c.language)]),
        );

        const { range } = listed;
        // Field and value: the source, subject, filters, range, export time, rows asked for and the estimates note.
        const [, source, subject, filters, dataRange, exportedAt, , estimates] = rowsOf(book.worksheets[0]!).map(
          (r) => r[1],
        );
        expect(source).toBe(SOURCE_NAMES[`enterprise_dashboard/top_${c.list}`][c.language]);
        expect(subject).toBe(market.name);
        expect(String(filters)).toContain(market.name);
        expect(String(filters)).toContain(listed.marketplaces.join(', '));
        expect(String(filters)).toContain(`${c.filter.sort} ${c.filter.order}`);
        expect(String(dataRange)).toMatch(
          new RegExp(
            `^${range.start_date} – ${range.end_date} \\(.+ ${range.previous_start} – ${range.previous_end}\\)$`,
          ),
        );
        expect(exportedAt).toBeInstanceOf(Date);
        expect(String(estimates)).toContain(c.headers.at(-1)!);
      } finally {
        await setMarketVisibility('private');
      }
    },
  );

  it('keeps the range the list was asked over, so a retry covers the same days', async () => {
    const created = await owner.post(apiPaths.downloadEnterpriseTopBrands, { market_id: market.id, rows: 5 });
    expect(created.status).toBe(202);
    const requestOf = async (id: string) =>
      (
        await app.database.query<{ request: Record<string, unknown> }>('select request from downloads where id = $1', [
          id,
        ])
      )[0]!.request;
    expect(await requestOf(created.body!.id)).toMatchObject({
      market_id: market.id,
      start_date: '2026-10-02',
      end_date: '2026-10-31',
      rows: 5,
    });
    await app.database.query(`update downloads set status = 'failed' where id = $1`, [created.body!.id]);
    app.clock.advance(2 * DAY_MS);
    try {
      const retried = await owner.post(apiPaths.downloadCreate, { download_id: created.body!.id });
      expect(retried.status).toBe(202);
      expect(await requestOf(retried.body!.id)).toMatchObject({ start_date: '2026-10-02', end_date: '2026-10-31' });
      await runAll();
      expect((await archive(owner)).items[0]).toMatchObject({ id: retried.body!.id, status: 'ready', rows: 5 });
    } finally {
      app.clock.advance(-2 * DAY_MS);
    }
  });

  it('fails without charging when the market is gone before the file is written', async () => {
    const agent = await user('genius');
    const [store] = await app.database.query<{ id: number }>(
      'select p.store_id as id from enterprise_market_products mp join products p on p.id = mp.product_id where mp.market_id = $1 limit 1',
      [market.id],
    );
    const own = await createBuiltMarket(app, agent, { name: 'Pasar Sementara', storeIds: [store!.id] });
    const created = await agent.post(apiPaths.downloadEnterpriseTopProducts, { market_id: own.id, rows: 10 });
    expect(created.status).toBe(202);
    expect((await agent.post(apiPaths.customMarketDelete, { id: own.id })).status).toBe(200);
    await runAll();
    expect((await archive(agent)).items[0]).toMatchObject({ id: created.body!.id, status: 'failed' });
    expect((await profile(agent)).premium.downloadCount).toBe(0);
  });
});

describe('enterprise top list exports refused', () => {
  const paths = [
    apiPaths.downloadEnterpriseTopBrands,
    apiPaths.downloadEnterpriseTopProducts,
    apiPaths.downloadEnterpriseTopCategories,
  ];

  it("refuses another user's private market as not found", async () => {
    const other = await user('genius');
    for (const path of paths) {
      const answer = await other.post(path, { market_id: market.id, rows: 10 });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(
      (await other.post(apiPaths.downloadEnterpriseTopBrands, { market_id: 2_000_000_000, rows: 10 })).status,
    ).toBe(404);
    expect((await archive(other)).total).toBe(0);
  });

  it('needs the Genius plan, as the dashboard does', async () => {
    for (const plan of [undefined, 'basic', 'smart'] as const) {
      const agent = await user(plan);
      for (const path of paths) {
        const answer = await agent.post(path, { market_id: market.id, rows: 10 });
        expect(answer.status, `${plan} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ code: 'PLAN_REQUIRED' });
      }
      expect((await archive(agent)).total).toBe(0);
    }
  });

  it('refuses bad input and changes nothing', async () => {
    const filter = { market_id: market.id, rows: 10 };
    const before = (await archive(owner)).total;
    const bad = [
      { ...filter, rows: 0 },
      { ...filter, rows: 2_000_001 },
      { market_id: market.id },
      { rows: 10 },
      { ...filter, sort: 'name' },
      { ...filter, order: 'up' },
      { ...filter, marketplaces: [] },
      { ...filter, marketplaces: ['amazon'] },
      { ...filter, category_level: 4 },
      { ...filter, start_date: '2026-10-20', end_date: '2026-10-10' },
      { ...filter, start_date: '2026-10-20' },
      { ...filter, language: 'fr' },
    ];
    for (const path of paths)
      for (const body of bad)
        expect((await owner.post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
    for (const range of [
      { start_date: '2026-01-01', end_date: '2026-10-31' },
      { start_date: '2026-10-20', end_date: '2026-11-01' },
    ]) {
      const answer = await owner.post(apiPaths.downloadEnterpriseTopProducts, { ...filter, ...range });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'INVALID_DATE_RANGE' });
    }
    const elsewhere = await owner.post(apiPaths.downloadEnterpriseTopProducts, { ...filter, marketplaces: ['lazada'] });
    expect(elsewhere).toMatchObject({ status: 404, body: { code: 'DATA_NOT_FOUND' } });
    expect((await archive(owner)).total).toBe(before);
  });
});
