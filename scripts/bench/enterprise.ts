/**
 * `npm run bench:enterprise`: times the enterprise dashboard's analysis endpoints through the
 * whole HTTP stack, and beside each its repository reads, for a published market of up to 200
 * stores (the best sellers of shopee, tokopedia and tiktok), up to 20 custom brands and 10
 * categories, over 90 days. Runs on an existing market: the database in DATA_DIR (embedded PostgreSQL) or
 * DATABASE_URL, e.g. `DATA_DIR=/tmp/demo20k npm run seed -- --products 20000 --days 90`.
 * `--market ID` reuses a market an earlier run built instead of building one; `--trace` prints the
 * statements of one call of each endpoint, with their times, instead of timing runs; `--steps`
 * (with `--market`) builds that market again a step at a time and prints how long each step held
 * the database, instead of timing the endpoints.
 */
import { apiPaths, TOP_SORT_KEYS, type TopSortKey } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import { addDays, type Day } from '@pasarlens/market';
import { parseArgs } from 'node:util';
import * as analysis from '../../apps/api/src/modules/enterprise/analysis.repo.ts';
import { configuredBuilds } from '../../apps/api/src/modules/enterprise/builds.service.ts';
import { BUILD_STEPS } from '../../apps/api/src/modules/enterprise/membership.repo.ts';
import * as research from '../../apps/api/src/modules/research/research.repo.ts';
import type { App } from '../../apps/api/src/app.ts';
import type { Agent } from '../../apps/api/src/testing/harness.ts';
import { openBenchApp, signedInGenius, statusSender } from './genius.ts';
import { measurer, picker, WARM_UP, type Case } from './measure.ts';
import { traced, traceTable } from './trace.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    stores: { type: 'string', default: '200' },
    trace: { type: 'boolean', default: false },
    market: { type: 'string' },
    steps: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const measure = measurer(runs);

/**
 * Runs `build` while the user keeps asking for their market list, one request after another:
 * how long the build took, and how long a request waited for it at most (on the embedded
 * database a build step holds the engine until it ends).
 */
async function timedWhileAsked(build: () => Promise<void>, ask: () => Promise<unknown>): Promise<string> {
  const waits: number[] = [];
  let building = true;
  const started = performance.now();
  const built = build().finally(() => (building = false));
  const asking = (async () => {
    while (building) {
      const asked = performance.now();
      await ask();
      waits.push(performance.now() - asked);
    }
  })();
  await Promise.all([built, asking]);
  const sorted = waits.sort((a, b) => a - b);
  return `${(performance.now() - started).toFixed(0)} ms (${waits.length} market lists asked meanwhile: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, longest ${sorted.at(-1)!.toFixed(0)} ms)`;
}

/** The bench market: the best sellers' stores, 20 custom brands and 10 categories, saved (100 stores) then rebuilt with all. */
async function builtMarket(app: App, agent: Agent, lastDay: Day) {
  const { database } = app.ctx;
  const perMarketplace = Math.ceil(Number(values.stores) / 3);
  const storeIds = (
    await Promise.all(
      (['shopee', 'tokopedia', 'tiktok'] as const).map((m) =>
        research.storePage(database, { marketplace: m }, 'revenue30', { offset: 0, limit: perMarketplace }),
      ),
    )
  )
    .flatMap((page) => page.items.map((s) => s.storeId))
    .slice(0, Number(values.stores));

  // Brands and categories: 20 custom brands of single stores, 10 categories; built and timed once.
  const brands: number[] = [];
  for (const storeId of storeIds.slice(0, 20)) {
    const created = await agent.post(apiPaths.customBrandCreate, {
      name: `Merek ${storeId}`,
      marketplace: 'shopee',
      storeIds: [storeId],
    });
    if (created.status === 200) brands.push(created.body!.id);
  }
  const categoryIds = (await research.categoryNodes(database, 'shopee', null, lastDay)).slice(0, 10).map((c) => c.id);
  const created = await agent.post(apiPaths.customMarketCreate, {
    name: 'Bench market',
    status: 'published',
    storeIds: storeIds.slice(0, 100),
    brandIds: brands,
    categoryIds,
  });
  if (created.status !== 200) throw new Error(`market not created: ${JSON.stringify(created.body)}`);
  const marketId = created.body!.id as number;
  // Built by the job's own run, as the worker does after a save.
  const builds = configuredBuilds(app.ctx);
  const askList = () => agent.post(apiPaths.enterpriseMarkets, {});
  const save = await timedWhileAsked(() => builds.run(marketId), askList);
  // The plan follows 100 stores a market; the bench market follows them all, as a provider list would.
  await database.query('update enterprise_markets set store_ids = $2, revision = revision + 1 where id = $1', [
    marketId,
    storeIds,
  ]);
  const rebuild = await timedWhileAsked(() => builds.run(marketId), askList);
  return {
    marketId,
    stores: storeIds.length,
    brands: brands.length,
    categories: categoryIds.length,
    built: `Building it took ${save} with 100 stores; building it again with all stores ${rebuild}.`,
  };
}

/** A market an earlier run built (`--market ID`), opened to every user so this run's user reads it. */
async function reusedMarket(database: Database, marketId: number) {
  await database.query("update enterprise_markets set visibility = 'public' where id = $1", [marketId]);
  const [m] = await database.query<{ stores: number; brands: number; categories: number }>(
    'select cardinality(store_ids) as stores, cardinality(brand_ids) as brands, cardinality(category_ids) as categories from enterprise_markets where id = $1',
    [marketId],
  );
  if (!m) throw new Error(`no market ${marketId}`);
  return { marketId, ...m, built: `Market ${marketId}, built by an earlier run.` };
}

/** Each step of a market's build, in its own transaction as the job runs it, with its time. */
async function timedSteps(database: Database, marketId: number) {
  console.log(`| step | ms |\n|---|---|`);
  let total = 0;
  for (const [index, step] of BUILD_STEPS.entries()) {
    const started = performance.now();
    await database.transaction((tx) => step(tx, marketId));
    const took = performance.now() - started;
    total += took;
    console.log(`| ${index + 1} | ${took.toFixed(0)} |`);
  }
  console.log(`| all ${BUILD_STEPS.length} | ${total.toFixed(0)} |`);
}

async function main() {
  const { app, database, onServer } = await openBenchApp();
  try {
    if (values.steps) {
      if (!values.market) throw new Error('--steps builds an existing market again: give it with --market ID');
      return await timedSteps(database, Number(values.market));
    }
    const agent = await signedInGenius(app, database);
    const send = statusSender(app, agent);
    const post = (path: string) => (payload: object) => send('POST', path, payload);
    const lastDay = (await research.lastMarketDay(database))!;
    const market = values.market
      ? await reusedMarket(database, Number(values.market))
      : await builtMarket(app, agent, lastDay);
    const { marketId } = market;

    const pick = picker(7);
    const filter = () => {
      const end = addDays(lastDay, -pick.int(3));
      return { market_id: marketId, start_date: addDays(end, pick.int(3) - 89), end_date: end };
    };
    const query = (f: ReturnType<typeof filter>): analysis.AnalysisQuery => {
      const days = Math.round((Date.parse(f.end_date) - Date.parse(f.start_date)) / 86_400_000) + 1;
      return {
        marketId,
        marketplaceIds: [1, 2, 3],
        start: f.start_date,
        end: f.end_date,
        previousStart: addDays(f.start_date, -days),
      };
    };
    // What moved the share is asked of the market's ten best-selling brands.
    const moverBrands = (await analysis.marketBrands(database, marketId))
      .filter((b) => b.id > 0)
      .slice(0, 10)
      .map((b) => b.id);
    /** A top list's first page as the dashboard opens it (by revenue, highest first), or by another sort. */
    const order = (sort: TopSortKey = 'daily_total_revenue') => ({
      sort,
      order: 'desc' as const,
      offset: 0,
      limit: 20,
    });
    const traces: string[] = [];
    /** Times a case, or with --trace runs it as warm-up and prints the statements of one more call. */
    async function run<I>(c: Case<I>) {
      if (!values.trace) return [await measure(c)];
      for (let i = 0; i < WARM_UP; i++) await c.call(c.input());
      const input = c.input();
      traces.push(traceTable(c.name, await traced(() => c.call(input))));
      return [];
    }
    const timings = [
      ...(await run({
        name: 'market_overview',
        input: filter,
        call: post(apiPaths.enterpriseMarketOverview),
        query: (f) =>
          Promise.all([
            analysis.figures(database, 'total', query(f)),
            analysis.figures(database, 'marketplace', query(f)),
            analysis.figures(database, 'store', query(f), {}, 10),
            analysis.daily(database, 'marketplace', query(f)),
          ]),
      })),
      ...(await run({
        name: 'brand_overview',
        input: filter,
        call: post(apiPaths.enterpriseBrandOverview),
        query: async (f) => {
          const top = await analysis.figures(database, 'brand', query(f), {}, 10);
          return analysis.daily(database, 'brand', query(f), { keys: top.map((b) => b.key) });
        },
      })),
      ...(await run({
        name: 'category_overview',
        input: filter,
        call: post(apiPaths.enterpriseCategoryOverview),
        query: async (f) => {
          const top = await analysis.figures(database, 'category', query(f), { level: 1 }, 20);
          return analysis.daily(database, 'category', query(f), { keys: top.map((c) => c.key), level: 1 });
        },
      })),
      ...(await run({
        name: 'top_brands',
        input: filter,
        call: post(apiPaths.enterpriseTopBrands),
        query: (f) => analysis.rankedPage(database, 'brand', query(f), {}, order()),
      })),
      ...(await run({
        name: 'top_categories',
        input: filter,
        call: post(apiPaths.enterpriseTopCategories),
        query: (f) => analysis.rankedPage(database, 'category', query(f), { level: 1 }, order()),
      })),
      ...(await run({
        name: 'price_bands',
        input: filter,
        call: post(apiPaths.enterprisePriceBands),
        query: (f) =>
          Promise.all([analysis.figures(database, 'total', query(f)), analysis.figures(database, 'band', query(f))]),
      })),
      ...(await run({
        name: 'share_movers',
        input: () => ({ ...filter(), brand_id: pick.of(moverBrands) }),
        call: post(apiPaths.enterpriseShareMovers),
        query: (f) =>
          Promise.all([
            analysis.figures(database, 'brand', query(f), { keys: [f.brand_id] }),
            analysis.brandProducts(database, query(f), f.brand_id),
          ]),
      })),
      ...(await run({
        name: 'top_products',
        input: filter,
        call: post(apiPaths.enterpriseTopProducts),
        query: (f) => analysis.productPage(database, query(f), { categoryIds: null, brandIds: null }, order()),
      })),
    ];
    for (const sort of TOP_SORT_KEYS.filter((key) => key !== 'daily_total_revenue')) {
      timings.push(
        ...(await run({
          name: `top_products by ${sort}`,
          input: () => ({ ...filter(), sort }),
          call: post(apiPaths.enterpriseTopProducts),
          query: (f) => analysis.productPage(database, query(f), { categoryIds: null, brandIds: null }, order(sort)),
        })),
      );
    }
    const [size] = await database.query<{ products: number; days: number; members: number }>(
      `select (select count(*) from products)::int as products, (select count(distinct day) from marketplace_daily)::int as days,
              (select count(*) from enterprise_market_products where market_id = $1)::int as members`,
      [marketId],
    );
    console.log(
      `\n### Enterprise dashboard: ${size!.products.toLocaleString('en')} products × ${size!.days} days on ${onServer ? 'PostgreSQL' : 'embedded PostgreSQL'}\n`,
    );
    console.log(
      `A market of ${market.stores} stores, ${market.brands} custom brands and ${market.categories} categories holding ${size!.members.toLocaleString('en')} products; ranges of about 90 days. ${market.built} A Genius user through app.inject; ${runs} runs each after ${WARM_UP} warm-up runs; "query" is the repository reads alone.\n`,
    );
    if (values.trace) return console.log(traces.join('\n'));
    console.log('| endpoint | endpoint median ms | p95 ms | query median ms |\n|---|---|---|---|');
    for (const t of timings)
      console.log(
        `| ${t.name} | ${t.endpoint.toFixed(2)} | ${t.endpointP95.toFixed(2)} | ${t.query.toFixed(2)} |${t.failures ? ` ${t.failures} failed` : ''}`,
      );
  } finally {
    await app.server.close();
    await database.close();
  }
}

await main();
