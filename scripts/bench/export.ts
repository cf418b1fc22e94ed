/**
 * `npm run bench:export [-- --products N --variant-days D]`: a 250,000-row product export through
 * the download job (research reads, the XLSX writer, the charge) on the embedded server in a temporary
 * directory — or a scratch database on the PostgreSQL server when DATABASE_URL is set. The market
 * is written straight into the tables the export reads (products, their latest observation and
 * stats, two variants each with D days of figures and the variants' 30-day stats), since an export
 * reads stats and never the raw facts; building it through the ingest path would take many minutes.
 * Reports the time from start to ready and the process's peak memory growth (RSS).
 */
import { openDatabase, type Database } from '@pasarlens/db';
import { createScratchDatabase } from '@pasarlens/db/testing';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { downloadsService } from '../../apps/api/src/modules/downloads/downloads.service.ts';
import { downloadFiles } from '../../apps/api/src/modules/downloads/download-files.ts';
import { insertDownload } from '../../apps/api/src/modules/downloads/downloads.repo.ts';
import { refreshExportFields, refreshVariantStats } from '../../apps/api/src/modules/market/rollups.repo.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '250000' }, 'variant-days': { type: 'string', default: '30' } },
});
const products = Number(values.products);
const variantDays = Number(values['variant-days']);
const LAST_DAY = '2026-11-15';

async function openBenchDatabase(dir: string): Promise<{ database: Database; label: string }> {
  if (process.env.DATABASE_URL)
    return { database: await createScratchDatabase(process.env.DATABASE_URL), label: 'PostgreSQL (scratch database)' };
  return { database: await openDatabase({ dataDir: join(dir, 'db') }), label: `embedded PostgreSQL (${dir})` };
}

/** One category, 2,500 stores, 400 brands, `products` products with two variants each. */
async function buildMarket(database: Database) {
  await database.query(
    `insert into categories (marketplace_id, external_id, name, level) values (1, 'bench', 'Bench category', 1)`,
  );
  await database.query(
    `insert into brands (key, name) select 'brand ' || i, 'Brand ' || i from generate_series(1, 400) i`,
  );
  await database.query(
    `insert into stores (marketplace_id, external_id, name, username, official, location, followers, following, response_rate)
     select 1, 's' || i, 'Toko ' || i, 'toko' || i, i % 7 = 0, 'Jakarta', i * 13, i % 50, 0.9 from generate_series(1, 2500) i`,
  );
  await database.query(
    `insert into products (marketplace_id, external_id, store_id, brand_id, category_l1_id, name, listed_at, location, slug, url, first_seen)
     select 1, 'p' || i, 1 + i % 2500, 1 + i % 400, (select id from categories), 'Produk bench ' || i, date '2025-01-01' + i % 600, 'Jakarta',
            'produk-bench-' || i, 'https://shopee.co.id/produk-bench-' || i, date '2026-01-01'
       from generate_series(1, $1::int) i`,
    [products],
  );
  await database.query(
    `insert into product_latest (product_id, day, price, original_price, rating, review_count, comment_count, wishlist_count, stock, sold_total, sold_exact, revenue_total, variant_sold)
     select id, $1::date, 10000 + id % 90000, 12000 + id % 90000, 4.5, id % 900, id % 300, id % 2000, id % 500, id % 10000, true, (id % 10000) * 50000, '{}'::jsonb from products`,
    [LAST_DAY],
  );
  await database.query(
    `insert into product_stats (product_id, marketplace_id, store_id, brand_id, category_l1_id, name, price, rating, review_count, stock, official, location, as_of,
                                units_7, revenue_7, units_30, revenue_30, units_90, revenue_90, measured_days_30, sold_total)
     select p.id, 1, p.store_id, p.brand_id, p.category_l1_id, p.name, l.price, l.rating, l.review_count, l.stock, false, p.location, $1::date,
            p.id % 70, (p.id % 70) * l.price, p.id % 300, (p.id % 300) * l.price, p.id % 900, (p.id % 900) * l.price, 30, l.sold_total
       from products p join product_latest l on l.product_id = p.id`,
    [LAST_DAY],
  );
  await database.query(
    `insert into variants (product_id, external_id, name) select id, v::text, 'Varian ' || v from products, generate_series(1, 2) v`,
  );
  await database.query(
    `insert into variant_daily (variant_id, day, price, stock, units, revenue)
     select v.id, $1::date - d, 10000 + v.id % 90000, v.id % 250, v.id % 5, (v.id % 5) * (10000 + v.id % 90000) from variants v, generate_series(0, $2::int - 1) d`,
    [LAST_DAY, variantDays],
  );
  await refreshVariantStats(database, LAST_DAY);
  // What the daily rollup keeps with product_stats, timed: the share of an export's work it took over.
  const started = performance.now();
  await refreshExportFields(database);
  console.error(`export rows kept with the stats in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.query(
    `insert into marketplace_daily (marketplace_id, day, units, revenue, revenue_estimated, products_sold, cum_units, cum_revenue) values (1, $1, 0, 0, 0, 0, 0, 0)`,
    [LAST_DAY],
  );
  await database.query('analyze');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pasarlens-bench-export-'));
  const { database, label } = await openBenchDatabase(dir);
  try {
    console.error(
      `Building ${products.toLocaleString('en')} products (two variants each, ${variantDays} variant days) on ${label}`,
    );
    let started = performance.now();
    await buildMarket(database);
    console.error(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dir,
    });
    const { ctx, server } = await buildApp({ config, database, logger: false });
    const [user] = await database.query<{ id: string }>(
      `insert into users (name, email, password_hash, phone) values ('Bench', 'bench@example.com', 'x', '+6281200000000') returning id`,
    );
    await ctx.billing.access(user!.id);
    await database.query(`update usage_accounts set download_credit = $2 where user_id = $1`, [user!.id, products]);
    const [category] = await database.query<{ id: number }>('select id from categories');
    const service = downloadsService(ctx, { files: downloadFiles(config.downloadsDir) });
    const download = await insertDownload(
      database,
      {
        userId: user!.id,
        source: 'category_research/category_products',
        request: { marketplace: 'shopee', category_id: category!.id, rows: products },
        subject: 'Bench',
        language: 'en',
        rows: products,
      },
      new Date(),
    );

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    started = performance.now();
    const outcome = await service.run(download.id);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (outcome.status !== 'ready')
      throw new Error(
        `the export failed: ${JSON.stringify(await database.query('select error from downloads where id = $1', [download.id]))}`,
      );
    const size = statSync(join(config.downloadsDir, `${download.id}.xlsx`)).size;
    console.log(
      `## Export bench: ${products.toLocaleString('en')} product rows (+${(products * 2).toLocaleString('en')} variant rows) on ${label}`,
    );
    console.log(`- outcome: ${outcome.status}, ${outcome.rows?.toLocaleString('en')} rows charged`);
    console.log(`- time from start to ready: ${seconds.toFixed(1)} s`);
    console.log(`- peak memory growth (RSS): ${((peak - baseline) / 2 ** 20).toFixed(0)} MB`);
    console.log(`- file: ${(size / 2 ** 20).toFixed(1)} MB`);
    await server.close();
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
