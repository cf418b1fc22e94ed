/**
 * `npm run bench:research`: times every research and history endpoint through the whole HTTP
 * stack (session, CSRF, validation, access check, token charge, serialisation) and, beside it on
 * the same inputs, DuckDB computing the same answer from the raw facts (product_daily and the
 * tables naming its products, stores, brands and categories, copied into DuckDB first), checking
 * that the two agree. Runs on an existing market: the database in DATA_DIR (the embedded server)
 * or DATABASE_URL. Build one first, e.g. the demo market:
 * `DATA_DIR=/tmp/demo20k npm run seed -- --products 20000 --days 90`.
 */
import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  type ProductSortKey,
  type ResearchMarketplace,
} from '@pasarlens/contracts';
import { MARKETPLACE_IDS } from '@pasarlens/db';
import { addDays, type Day } from '@pasarlens/market';
import { parseArgs } from 'node:util';
import * as repo from '../../apps/api/src/modules/research/research.repo.ts';
import { duckFacts, type DuckFacts } from './duckdb-facts.ts';
import { openBenchApp, signedInGenius } from './genius.ts';
import { picker, WARM_UP } from './measure.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '100' } } });
const runs = Number(values.runs);

/** What the comparisons read of an answer: a list's rows and count, a history's summary, a page's totals. */
interface Answer {
  items: Record<string, number>[];
  total_count: number;
  summary: { units: number; revenue: number } | null;
  revenue30: number;
  units30: number;
  revenue90: number;
  products: number;
}

/** An endpoint's answer (the body's `data`, or the body) and DuckDB's, on the same input. */
interface Compared<I, D> {
  name: string;
  input: () => I;
  call: (input: I) => Promise<{ status: number; body: () => Answer & { data?: Answer } }>;
  duck: (input: I) => Promise<D>;
  /** Where the two answers differ, or null when they agree. */
  differs: (data: Answer, duck: D, input: I) => string | null;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const p95 = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(0.95 * samples.length))]!;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Runs the endpoint and DuckDB on each input, taking turns at going first. */
async function compare<I, D>(c: Compared<I, D>) {
  const endpoint: number[] = [];
  const duck: number[] = [];
  let nothing = 0;
  const differences: string[] = [];
  for (let i = 0; i < WARM_UP + runs; i++) {
    const input = c.input();
    let answer: Awaited<ReturnType<typeof c.call>>, e: number, ducked: D, d: number;
    if (i % 2 === 0) {
      [answer, e] = await timed(() => c.call(input));
      [ducked, d] = await timed(() => c.duck(input));
    } else {
      [ducked, d] = await timed(() => c.duck(input));
      [answer, e] = await timed(() => c.call(input));
    }
    if (i < WARM_UP) continue;
    endpoint.push(e);
    duck.push(d);
    if (answer.status === 404) nothing++;
    else if (answer.status !== 200) differences.push(`status ${answer.status}`);
    else {
      const body = answer.body();
      const differs = c.differs(body.data ?? body, ducked, input);
      if (differs) differences.push(differs);
    }
  }
  return {
    name: c.name,
    endpoint: median(endpoint),
    endpointP95: p95(endpoint),
    duck: median(duck),
    duckP95: p95(duck),
    nothing,
    differences,
  };
}

const n = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const sameList = (what: string, a: unknown[], b: unknown[]) =>
  JSON.stringify(a) === JSON.stringify(b)
    ? null
    : `${what}: ${JSON.stringify(a).slice(0, 120)} ≠ ${JSON.stringify(b).slice(0, 120)}`;

type Ranked = { id: number; value: number | null; total: number };
/** A page compared by ids in order and the count. */
const samePage = (data: Answer, duck: Ranked[], id: string) =>
  sameList(
    'ids',
    data.items.map((i) => i[id]),
    duck.map((r) => Number(r.id)),
  ) ??
  (duck.length > 0 && Number(duck[0]!.total) !== data.total_count
    ? `total ${data.total_count} ≠ ${duck[0]!.total}`
    : null);

/** A history's totals over the days with figures. */
const sameTotals = (summary: { units: number; revenue: number } | null, duck: { units: unknown; revenue: unknown }[]) =>
  sameList(
    'units, revenue',
    [summary?.units ?? null, summary?.revenue ?? null],
    [n(duck[0]?.units), n(duck[0]?.revenue)],
  );

const SORT_COLUMNS: Record<'revenue30' | 'units30' | 'price', string> = {
  revenue30: 'revenue30',
  units30: 'units30',
  price: 'price',
};

/**
 * DuckDB: products matching `where` (over products p) with their 30-day sums and latest price
 * and rating from the facts, ranked and paged as the API ranks them, with the count.
 */
function duckProducts(
  duck: DuckFacts,
  lastDay: Day,
  where: string,
  sort: keyof typeof SORT_COLUMNS,
  page: { offset: number; limit: number },
  minRating?: number,
) {
  return duck.rows<Ranked>(
    `with f as (
       select d.product_id, sum(d.revenue) filter (where d.day > date '${lastDay}' - 30) as revenue30,
              sum(d.units) filter (where d.day > date '${lastDay}' - 30) as units30,
              arg_max(d.price, d.day) filter (where d.observed) as price, arg_max(d.rating, d.day) filter (where d.observed) as rating
         from product_daily d where d.product_id in (select p.id from products p where ${where})
          and d.day > date '${lastDay}' - 90 and d.day <= date '${lastDay}' group by d.product_id),
     s as (select p.id, coalesce(f.revenue30, 0) as revenue30, coalesce(f.units30, 0) as units30, f.price, f.rating
             from products p left join f on f.product_id = p.id where ${where})
     select id, ${SORT_COLUMNS[sort]} as value, count(*) over () as total from s
      ${minRating === undefined ? '' : `where rating >= ${minRating}`}
      order by ${SORT_COLUMNS[sort]} desc nulls last, id limit ${page.limit} offset ${page.offset}`,
  );
}

/** DuckDB: the units and revenue over the days with figures in a range, of the facts matching `where` (d: facts, p: products). */
const duckTotals = (duck: DuckFacts, where: string, from: Day, to: Day) =>
  duck.rows<{ units: unknown; revenue: unknown }>(
    `select sum(d.units) as units, sum(d.revenue) as revenue from product_daily d join products p on p.id = d.product_id
      where ${where} and d.units is not null and d.day between date '${from}' and date '${to}'`,
  );

/** DuckDB: stores of a marketplace (or one store) with their products and 30-day revenue from the facts. */
const duckStores = (duck: DuckFacts, lastDay: Day, where: string, sort: 'revenue30' | 'products', limit: number) =>
  duck.rows<Ranked & { revenue30: unknown; products: unknown }>(
    `with f as (select product_id, sum(revenue) as revenue30 from product_daily
                 where day > date '${lastDay}' - 30 and day <= date '${lastDay}' group by product_id)
     select p.store_id as id, count(*) as products, coalesce(sum(f.revenue30), 0) as revenue30, count(*) over () as total
       from products p left join f on f.product_id = p.id where ${where}
      group by p.store_id order by ${sort} desc, p.store_id limit ${limit}`,
  );

const categoryColumn = (level: number) => `p.category_l${level}_id`;
const quotedText = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function main() {
  const { app, database, onServer } = await openBenchApp();
  console.error('Copying the raw facts into DuckDB…');
  const duck = await duckFacts(database);
  try {
    const agent = await signedInGenius(app, database);
    const sql = database;
    const lastDay = (await repo.lastMarketDay(sql))!;
    const pick = picker(11);
    const marketplaces: ResearchMarketplace[] = ['shopee', 'tokopedia', 'tiktok'];
    const categories = (await Promise.all(marketplaces.map((m) => repo.categoryNodes(sql, m, null)))).flat();
    const products = (await repo.productPage(sql, {}, 'revenue30', { offset: 0, limit: 2000 })).items.map(
      (p) => p.productId,
    );
    const stores = (
      await repo.storePage(sql, { marketplace: 'shopee' }, 'revenue30', { offset: 0, limit: 1000 })
    ).items.map((s) => s.storeId);
    // Words the name search and DuckDB split alike: letters only.
    const words = [
      ...new Set(
        (await repo.productPage(sql, {}, 'units30', { offset: 0, limit: 500 })).items
          .map((p) => p.name.split(' ')[0]!)
          .filter((w) => /^[A-Za-z]{3,}$/.test(w)),
      ),
    ];
    const range = (days: number) => {
      const end = addDays(lastDay, -pick.int(10));
      return { start_date: addDays(end, 1 - days), end_date: end };
    };
    const headers = {
      cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE)!,
    };
    const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await app.server.inject({ method, url, payload, headers });
      return { status: response.statusCode, body: () => response.json<Answer & { data?: Answer }>() };
    };
    const post = (path: string) => (body: object) => send('POST', path, body);
    const level = new Map(categories.map((c) => [c.id, c.level]));

    const timings = [
      await compare({
        name: 'category tree (GET feature/category)',
        input: () => ({ marketplace: pick.of(marketplaces) }),
        call: (i) => send('GET', `${apiPaths.featureCategory}?marketplace=${i.marketplace}`),
        duck: (i) =>
          duck.rows<{ id: number; revenue: unknown }>(
            `select p.category_l1_id as id, sum(d.revenue) as revenue from product_daily d join products p on p.id = d.product_id
              where p.marketplace_id = ${MARKETPLACE_IDS[i.marketplace]} and d.units is not null
                and d.day > date '${lastDay}' - 30 and d.day <= date '${lastDay}' group by 1`,
          ),
        differs: (data, rows) => {
          const byId = new Map(rows.map((r) => [Number(r.id), n(r.revenue)]));
          const wrong = data.items.filter((c) => c.revenue30 !== (byId.get(c.id!) ?? 0));
          return wrong.length ? `${wrong.length} categories' revenue30` : null;
        },
      }),
      await compare({
        name: 'category_research/products (top 50: sort, filter, page 1–3)',
        input: () => {
          const c = pick.of(categories);
          return {
            marketplace: c.marketplace,
            category_id: c.id,
            page: pick.int(3) + (c.marketplace === 'shopee' ? 0 : 1),
            page_size: 50,
            sort: pick.of<ProductSortKey & keyof typeof SORT_COLUMNS>(['revenue30', 'units30', 'price']),
            ...(pick.int(2) ? { filters: { min_rating: 4 } } : {}),
          };
        },
        call: post(apiPaths.categoryResearchProducts),
        duck: (i) =>
          duckProducts(
            duck,
            lastDay,
            `${categoryColumn(level.get(i.category_id)!)} = ${i.category_id}`,
            i.sort,
            { offset: (i.page - (i.marketplace === 'shopee' ? 0 : 1)) * 50, limit: 50 },
            i.filters?.min_rating,
          ),
        differs: (data, rows) => samePage(data, rows, 'productId'),
      }),
      await compare({
        name: 'category_research/analytics (30 days, brand share)',
        input: () => ({ category_id: pick.of(categories).id, ...range(30) }),
        call: post(apiPaths.categoryResearchAnalytics),
        duck: async (i) => {
          const where = `${categoryColumn(level.get(i.category_id)!)} = ${i.category_id}`;
          const [totals, brands] = await Promise.all([
            duckTotals(duck, where, i.start_date, i.end_date),
            duck.rows<{ revenue: unknown }>(
              `select p.brand_id, sum(d.revenue) as revenue from product_daily d join products p on p.id = d.product_id
                where ${where} and p.brand_id is not null and d.units is not null and d.day between date '${i.start_date}' and date '${i.end_date}'
                group by 1 order by revenue desc limit 20`,
            ),
          ]);
          return { totals, brands };
        },
        differs: (data, { totals, brands }) =>
          sameTotals(data.summary, totals) ??
          sameList(
            'brand revenue',
            data.items.map((b) => b.revenue),
            brands.map((b) => n(b.revenue)),
          ),
      }),
      await compare({
        name: 'product_research/products (keyword, top 50)',
        input: () => ({ marketplace: pick.of(marketplaces), q: pick.of(words), page_size: 50 }),
        call: post(apiPaths.productResearchProducts),
        duck: (i) =>
          duckProducts(
            duck,
            lastDay,
            `p.marketplace_id = ${MARKETPLACE_IDS[i.marketplace]} and regexp_matches(lower(p.name), ${quotedText(`(^|[^a-z0-9])${i.q.toLowerCase()}([^a-z0-9]|$)`)})`,
            'revenue30',
            { offset: 0, limit: 50 },
          ),
        differs: (data, rows) => samePage(data, rows, 'productId'),
      }),
      await compare({
        name: 'product_research/product (detail)',
        input: () => ({ product_id: pick.of(products) }),
        call: post(apiPaths.productResearchProduct),
        duck: (i) =>
          duck.rows<{ revenue30: unknown; units30: unknown; revenue90: unknown }>(
            `select coalesce(sum(revenue) filter (where day > date '${lastDay}' - 30), 0) as revenue30,
                    coalesce(sum(units) filter (where day > date '${lastDay}' - 30), 0) as units30, coalesce(sum(revenue), 0) as revenue90
               from product_daily where product_id = ${i.product_id} and day > date '${lastDay}' - 90 and day <= date '${lastDay}'`,
          ),
        differs: (data, [row]) =>
          sameList(
            '30/90-day sums',
            [data.revenue30, data.units30, data.revenue90],
            [n(row!.revenue30), n(row!.units30), n(row!.revenue90)],
          ),
      }),
      await compare({
        name: 'product_research/analytics (product history, 30 days)',
        input: () => ({ product_id: pick.of(products), ...range(30) }),
        call: post(apiPaths.productResearchAnalytics),
        duck: (i) => duckTotals(duck, `d.product_id = ${i.product_id}`, i.start_date, i.end_date),
        differs: (data, totals) => sameTotals(data.summary, totals),
      }),
      await compare({
        name: 'store_research/stores (top 50)',
        input: () => ({
          marketplace: pick.of(marketplaces),
          page_size: 50,
          sort: pick.of(['revenue30', 'products'] as const),
        }),
        call: post(apiPaths.storeResearchStores),
        duck: (i) => duckStores(duck, lastDay, `p.marketplace_id = ${MARKETPLACE_IDS[i.marketplace]}`, i.sort, 50),
        differs: (data, rows) => samePage(data, rows, 'storeId'),
      }),
      await compare({
        name: 'store_research/store',
        input: () => ({ store_id: pick.of(stores) }),
        call: post(apiPaths.storeResearchStore),
        duck: (i) => duckStores(duck, lastDay, `p.store_id = ${i.store_id}`, 'revenue30', 1),
        differs: (data, [row]) =>
          sameList('products, revenue30', [data.products, data.revenue30], [n(row!.products), n(row!.revenue30)]),
      }),
      await compare({
        name: 'store_research/products (first 30)',
        input: () => ({ store_id: pick.of(stores) }),
        call: post(apiPaths.storeResearchProducts),
        duck: (i) => duckProducts(duck, lastDay, `p.store_id = ${i.store_id}`, 'revenue30', { offset: 0, limit: 30 }),
        differs: (data, rows) => samePage(data, rows, 'productId'),
      }),
      await compare({
        name: 'store_research/analytics (store history, 30 days)',
        input: () => ({ store_id: pick.of(stores), ...range(30) }),
        call: post(apiPaths.storeResearchAnalytics),
        duck: (i) => duckTotals(duck, `d.store_id = ${i.store_id}`, i.start_date, i.end_date),
        differs: (data, totals) => sameTotals(data.summary, totals),
      }),
    ];
    const [size] = await database.query<{ products: number; days: number }>(
      'select (select count(*) from product_stats)::int as products, (select count(distinct day) from marketplace_daily)::int as days',
    );
    console.log(
      `\n### Research endpoints beside DuckDB: ${size!.products.toLocaleString('en')} products × ${size!.days} days on ${onServer ? 'PostgreSQL' : 'embedded PostgreSQL'}\n`,
    );
    console.log(
      `A Genius user through app.inject (session, CSRF, validation, access, the charge: the whole server side); ${runs} runs each after ${WARM_UP} warm-up runs, random inputs. DuckDB computes the same answer from the raw facts (${Object.entries(
        duck.copied,
      )
        .map(([table, rows]) => `${table} ${rows.toLocaleString('en')} rows`)
        .join(
          ', ',
        )}; copied in ${duck.seconds.toFixed(1)} s) on the same inputs, in turn before and after the call; "agree" counts the answers that matched.\n`,
    );
    console.log(
      '| endpoint | endpoint median ms | p95 ms | DuckDB median ms | p95 ms | endpoint ÷ DuckDB | agree |\n|---|---|---|---|---|---|---|',
    );
    for (const t of timings) {
      const compared = runs - t.nothing;
      console.log(
        `| ${t.name} | ${t.endpoint.toFixed(2)} | ${t.endpointP95.toFixed(2)} | ${t.duck.toFixed(2)} | ${t.duckP95.toFixed(2)} | ${(t.endpoint / t.duck).toFixed(2)} | ${compared - t.differences.length}/${compared}${t.nothing ? ` (${t.nothing} found nothing)` : ''} |`,
      );
    }
    for (const t of timings)
      if (t.differences.length) console.error(`${t.name}: ${t.differences.slice(0, 3).join('; ')}`);
  } finally {
    duck.close();
    await app.server.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
