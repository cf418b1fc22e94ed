/**
 * `npm run bench:data [-- --products N --days D]`: builds the bench market (100,000 products ×
 * 90 days by default) through the real ingest path on the embedded PostgreSQL server in a temporary directory — or in a
 * scratch database on the PostgreSQL server when DATABASE_URL is set — then reports ingest
 * throughput and the median and p95 latency of the reads the API runs (the research repo's).
 */
import { openDatabase, type Database } from '@pasarlens/db';
import { createScratchDatabase } from '@pasarlens/db/testing';
import { addDays } from '@pasarlens/market';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { progressBar } from '../../apps/api/src/lib/progress.ts';
import { seedMarket } from '../../apps/api/src/modules/market/seed.ts';
import * as reads from '../../apps/api/src/modules/research/research.repo.ts';
import { keywordInsight } from '../../apps/api/src/modules/research/signals.repo.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    days: { type: 'string', default: '90' },
    runs: { type: 'string', default: '100' },
  },
});
const products = Number(values.products);
const days = Number(values.days);
const runs = Number(values.runs);
const LAST_DAY = '2026-11-15';

/** A small deterministic generator for picking read parameters. */
function picker(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return {
    int: (n: number) => Math.floor(next() * n),
    of: <T>(items: T[]) => items[Math.floor(next() * items.length)]!,
  };
}

async function timeRead(name: string, read: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await read();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await read();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { name, median: at(0.5), p95: at(0.95) };
}

async function openBenchDatabase(): Promise<{ database: Database; label: string; cleanup: () => void }> {
  if (process.env.DATABASE_URL) {
    return {
      database: await createScratchDatabase(process.env.DATABASE_URL),
      label: 'PostgreSQL (scratch database)',
      cleanup: () => {},
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pasarlens-bench-'));
  return {
    database: await openDatabase({ dataDir: dir }),
    label: `embedded PostgreSQL (${dir})`,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function main() {
  const { database, label, cleanup } = await openBenchDatabase();
  try {
    console.error(`Building ${products.toLocaleString('en')} products × ${days} days on ${label}`);
    const bar = progressBar('ingest');
    let ingestSeconds = 0;
    const started = performance.now();
    const result = await seedMarket(
      database,
      { seed: 42, products, days, lastDay: LAST_DAY, missingDayRate: 0.03 },
      systemClock,
      (p) => {
        if (p.phase === 'days') bar(p.done, p.total, `${p.observations.toLocaleString('en')} observations`);
        else if (p.done === 0) ingestSeconds = (performance.now() - started) / 1000;
      },
    );
    const totalSeconds = (performance.now() - started) / 1000;

    const sizes = await database.query<{ name: string; rows: number }>(
      `select 'product_daily' as name, count(*) as rows from product_daily union all select 'brand_category_daily', count(*) from brand_category_daily
       union all select 'category_daily', count(*) from category_daily union all select 'store_daily', count(*) from store_daily
       union all select 'brand_daily', count(*) from brand_daily union all select 'product_stats', count(*) from product_stats`,
    );
    const [size] = await database.query<{ bytes: number }>('select pg_database_size(current_database()) as bytes');

    const pick = picker(7);
    const categories = await database.query<{ id: number; level: 1 | 2 | 3 }>('select id, level from categories');
    const bigCategories = categories.filter((c) => c.level === 1);
    const storeIds = (await database.query<{ id: number }>('select store_id as id from store_stats')).map((r) => r.id);
    const storeWords = (
      await database.query<{ w: string }>(
        `select split_part(name, ' ', 1) as w from store_stats group by 1 having count(*) > 5`,
      )
    ).map((r) => r.w);
    const productIds = (
      await database.query<{ id: number }>('select product_id as id from product_stats where revenue_30 > 0 limit 5000')
    ).map((r) => r.id);
    const words = (
      await database.query<{ w: string }>(
        `select split_part(name, ' ', 1) as w from product_stats group by 1 having count(*) > 20`,
      )
    ).map((r) => r.w);
    const keywords = (
      await database.query<{ keyword: string }>('select keyword from keywords where marketplace_id = 1 limit 1000')
    ).map((r) => r.keyword);
    /** A history range as the plans allow it: 3 to 30 days, within the market's days. */
    const range = () => {
      const length = Math.min(days, 3 + pick.int(28));
      const to = addDays(LAST_DAY, -pick.int(days - length + 1));
      return { from: addDays(to, 1 - length), to };
    };
    const top50 = (page: number) => ({ offset: (page - 1) * 50, limit: 50 });
    const lastDay = await reads.lastMarketDay(database);

    const timings = [
      await timeRead('category tree: a top level with 30-day sales', () =>
        reads.categoryNodes(database, pick.of(['shopee', 'tokopedia', 'tiktok'] as const), null, lastDay),
      ),
      await timeRead('top 50 of a category by 30-day revenue (any level, filters, page 1–5)', () =>
        reads.productPage(
          database,
          {
            category: pick.of(categories),
            ...(pick.int(2) ? { minRating: 4.5 } : { minPrice: 20_000, maxPrice: 500_000 }),
          },
          'revenue30',
          top50(1 + pick.int(5)),
        ),
      ),
      await timeRead('top 50 of a top-level category, no filter', () =>
        reads.productPage(database, { category: pick.of(bigCategories) }, 'revenue30', top50(1)),
      ),
      await timeRead('keyword search over product names sorted by sales', () =>
        reads.productPage(database, { marketplace: 'shopee', nameWords: pick.of(words) }, 'revenue30', top50(1)),
      ),
      await timeRead("a store's first 30 products", () =>
        reads.productPage(database, { storeId: pick.of(storeIds) }, 'revenue30', { offset: 0, limit: 30 }),
      ),
      await timeRead('store search by name words', () =>
        reads.storePage(database, { marketplace: 'shopee', nameWords: pick.of(storeWords) }, 'revenue30', {
          offset: 0,
          limit: 20,
        }),
      ),
      await timeRead('product page (stats, variants, categories, affiliate terms)', () =>
        reads.productDetail(database, pick.of(productIds), lastDay),
      ),
      await timeRead('store page', () => reads.storeDetail(database, pick.of(storeIds))),
      await timeRead('category history: days and brand share over 3–30 days', () => {
        const { from, to } = range();
        const id = pick.of(categories).id;
        return Promise.all([
          reads.categoryDays(database, id, from, to),
          reads.brandShareInCategory(database, id, from, to),
        ]);
      }),
      await timeRead("one product's history over 3–30 days", () => {
        const { from, to } = range();
        return reads.productDays(database, pick.of(productIds), from, to);
      }),
      await timeRead("one store's history over 3–30 days", () => {
        const { from, to } = range();
        return reads.storeDays(database, pick.of(storeIds), from, to);
      }),
      await timeRead('keyword insight: 30 days of volume and related keywords', () =>
        keywordInsight(database, 'shopee', pick.of(keywords), lastDay!),
      ),
    ];

    console.log(`\n### ${products.toLocaleString('en')} products × ${days} days on ${label.replace(/ \(.*/, '')}\n`);
    console.log(
      `- Ingest: ${result.observations.toLocaleString('en')} observations in ${ingestSeconds.toFixed(0)} s = **${Math.round(result.observations / ingestSeconds).toLocaleString('en')} observations/s** (parse + estimate + facts); rollups and product stats built after in ${(totalSeconds - ingestSeconds).toFixed(0)} s; total ${totalSeconds.toFixed(0)} s.`,
    );
    console.log(
      `- Rows: ${sizes.map((s) => `${s.name} ${s.rows.toLocaleString('en')}`).join(', ')}; database ${(size!.bytes / 2 ** 20).toFixed(0)} MiB.`,
    );
    console.log(`- Reads, ${runs} runs each after 5 warm-up runs:\n`);
    console.log('| read | median ms | p95 ms |\n|---|---|---|');
    for (const t of timings) console.log(`| ${t.name} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |`);
  } finally {
    await database.close();
    cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
