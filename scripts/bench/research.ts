/**
 * `npm run bench:research`: times every research and history endpoint through the whole HTTP
 * stack (session, CSRF, validation, access check, token charge, serialisation) and, beside it,
 * its query: the repository reads and the pure code that make its answer, on the same inputs —
 * so the difference is what the request costs beyond its query. Runs on an existing market: the database in DATA_DIR
 * (the embedded server) or DATABASE_URL. Build one first, e.g. the demo market:
 * `DATA_DIR=/tmp/demo20k npm run seed -- --products 20000 --days 90`.
 */
import { apiPaths, type ProductSortKey, type ResearchMarketplace } from '@pasarlens/contracts';
import { addDays } from '@pasarlens/market';
import { parseArgs } from 'node:util';
import { analyticsOf } from '../../apps/api/src/modules/research/daily-sales.ts';
import { describeProduct } from '../../apps/api/src/modules/research/product-detail.ts';
import * as repo from '../../apps/api/src/modules/research/research.repo.ts';
import { openBenchApp, signedInGenius, statusSender } from './genius.ts';
import { measurer, picker, WARM_UP } from './measure.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '100' } } });
const runs = Number(values.runs);
const measure = measurer(runs);

async function main() {
  const { app, database, onServer } = await openBenchApp();
  try {
    const agent = await signedInGenius(app, database);
    const sql = database;
    const lastDay = (await repo.lastMarketDay(sql))!;
    const pick = picker(11);
    const marketplaces: ResearchMarketplace[] = ['shopee', 'tokopedia', 'tiktok'];
    const categories = (await Promise.all(marketplaces.map((m) => repo.categoryNodes(sql, m, null, lastDay)))).flat();
    const products = (await repo.productPage(sql, {}, 'revenue30', { offset: 0, limit: 2000 })).items.map(
      (p) => p.productId,
    );
    const stores = (
      await repo.storePage(sql, { marketplace: 'shopee' }, 'revenue30', { offset: 0, limit: 1000 })
    ).items.map((s) => s.storeId);
    const words = [
      ...new Set(
        (await repo.productPage(sql, {}, 'units30', { offset: 0, limit: 500 })).items.map((p) => p.name.split(' ')[0]!),
      ),
    ];
    const range = (days: number) => {
      const end = addDays(lastDay, -pick.int(10));
      return { start_date: addDays(end, 1 - days), end_date: end };
    };
    const send = statusSender(app, agent);
    const post = (path: string) => (body: object) => send('POST', path, body);
    const categoryOf = async (id: number) => (await repo.categoryLevel(sql, id))!;

    const timings = [
      await measure({
        name: 'category_research/products (sort, filters, page)',
        input: () => {
          const c = pick.of(categories);
          return {
            marketplace: c.marketplace,
            category_id: c.id,
            page: pick.int(3) + 1,
            page_size: 50,
            sort: pick.of<ProductSortKey>(['revenue30', 'units30', 'price']),
            ...(pick.int(2) ? { filters: { min_rating: 4 } } : {}),
          };
        },
        call: post(apiPaths.categoryResearchProducts),
        query: async (i) =>
          repo.productPage(
            sql,
            { category: await categoryOf(i.category_id), minRating: i.filters?.min_rating },
            i.sort,
            { offset: (i.page - 1) * 50, limit: 50 },
          ),
      }),
      await measure({
        name: 'category_research/analytics (30 days)',
        input: () => ({ category_id: pick.of(categories).id, ...range(30) }),
        call: post(apiPaths.categoryResearchAnalytics),
        query: async (i) => {
          const category = await categoryOf(i.category_id);
          const [days, brands] = await Promise.all([
            repo.categoryDays(sql, category.id, i.start_date, i.end_date),
            repo.brandShareInCategory(sql, category.id, i.start_date, i.end_date),
          ]);
          return analyticsOf(i.start_date, i.end_date, days, brands);
        },
      }),
      await measure({
        name: 'product_research/products (keyword)',
        input: () => ({ marketplace: pick.of(marketplaces), q: pick.of(words), page_size: 50 }),
        call: post(apiPaths.productResearchProducts),
        query: (i) =>
          repo.productPage(sql, { marketplace: i.marketplace, nameWords: i.q }, 'revenue30', { offset: 0, limit: 50 }),
      }),
      await measure({
        name: 'product_research/product (detail, variants)',
        input: () => ({ product_id: pick.of(products) }),
        call: post(apiPaths.productResearchProduct),
        query: async (i) =>
          describeProduct((await repo.productDetail(sql, i.product_id, await repo.lastMarketDay(sql)))!),
      }),
      await measure({
        name: 'product_research/analytics (30 days)',
        input: () => ({ product_id: pick.of(products), ...range(30) }),
        call: post(apiPaths.productResearchAnalytics),
        query: async (i) => {
          await repo.productDetail(sql, i.product_id, null);
          return analyticsOf(
            i.start_date,
            i.end_date,
            await repo.productDays(sql, i.product_id, i.start_date, i.end_date),
          );
        },
      }),
      await measure({
        name: 'store_research/stores',
        input: () => ({
          marketplace: pick.of(marketplaces),
          page_size: 50,
          sort: pick.of(['revenue30', 'products'] as const),
        }),
        call: post(apiPaths.storeResearchStores),
        query: (i) => repo.storePage(sql, { marketplace: i.marketplace }, i.sort, { offset: 0, limit: 50 }),
      }),
      await measure({
        name: 'store_research/store',
        input: () => ({ store_id: pick.of(stores) }),
        call: post(apiPaths.storeResearchStore),
        query: (i) => repo.storeDetail(sql, i.store_id),
      }),
      await measure({
        name: 'store_research/products (first 30)',
        input: () => ({ store_id: pick.of(stores) }),
        call: post(apiPaths.storeResearchProducts),
        query: async (i) => {
          await repo.storeDetail(sql, i.store_id);
          return repo.productPage(sql, { storeId: i.store_id }, 'revenue30', { offset: 0, limit: 30 });
        },
      }),
      await measure({
        name: 'store_research/analytics (30 days)',
        input: () => ({ store_id: pick.of(stores), ...range(30) }),
        call: post(apiPaths.storeResearchAnalytics),
        query: async (i) => {
          await repo.storeDetail(sql, i.store_id);
          return analyticsOf(i.start_date, i.end_date, await repo.storeDays(sql, i.store_id, i.start_date, i.end_date));
        },
      }),
      await measure({
        name: 'category tree (GET feature/category)',
        input: () => ({ marketplace: pick.of(marketplaces) }),
        call: (i) => send('GET', `${apiPaths.featureCategory}?marketplace=${i.marketplace}`),
        query: async (i) => repo.categoryNodes(sql, i.marketplace, null, await repo.lastMarketDay(sql)),
      }),
    ];
    const [size] = await database.query<{ products: number; days: number }>(
      'select (select count(*) from product_stats)::int as products, (select count(distinct day) from marketplace_daily)::int as days',
    );
    console.log(
      `\n### Research endpoints: ${size!.products.toLocaleString('en')} products × ${size!.days} days on ${onServer ? 'PostgreSQL' : 'embedded PostgreSQL'}\n`,
    );
    console.log(
      `A Genius user through app.inject; ${runs} runs each after ${WARM_UP} warm-up runs. "Query" runs the same repository reads and answer-shaping code on the same input, before or after the call in turn; "overhead" is the median of (endpoint − query) per run: session, CSRF, validation, access check, token charge and serialisation.\n`,
    );
    console.log(
      '| endpoint | endpoint median ms | p95 ms | query median ms | overhead median ms |\n|---|---|---|---|---|',
    );
    for (const t of timings) {
      console.log(
        `| ${t.name} | ${t.endpoint.toFixed(2)} | ${t.endpointP95.toFixed(2)} | ${t.query.toFixed(2)} | ${t.overhead.toFixed(2)} |${t.failures ? ` ${t.failures} failed` : ''}`,
      );
    }
  } finally {
    await app.server.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
