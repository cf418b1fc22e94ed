/**
 * `npm run bench:research`: times every research and history endpoint through the whole HTTP
 * stack (session, CSRF, validation, gating, tokens) on an existing market — the database in
 * DATA_DIR (PGlite) or DATABASE_URL. Build the bench market first:
 * `DATA_DIR=/tmp/bench100k npm run seed -- --products 100000 --days 90`.
 */
import { apiPaths } from '@pasarlens/contracts';
import { openDatabase, outboxEmails } from '@pasarlens/db';
import { addDays } from '@pasarlens/market';
import { desc } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { buyPlan } from '../../apps/api/src/testing/billing.ts';
import { Agent, validRegistration } from '../../apps/api/src/testing/harness.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '100' } } });
const runs = Number(values.runs);

function picker(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return { int: (n: number) => Math.floor(next() * n), of: <T>(items: T[]) => items[Math.floor(next() * items.length)]! };
}

async function time(name: string, call: () => Promise<{ status: number }>) {
  for (let i = 0; i < 5; i++) await call();
  const samples: number[] = [];
  let failures = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { status } = await call();
    samples.push(performance.now() - started);
    if (status >= 500) failures++;
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { name, median: at(0.5), p95: at(0.95), failures };
}

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DEMO_MARKET: 'off', LOG_LEVEL: 'silent', SESSION_IDLE_HOURS: '1000' });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  try {
    const agent = new Agent(app);
    const who = validRegistration(Date.now() % 90 + 1);
    const email = `bench-${Date.now()}@toko.id`;
    await agent.post(apiPaths.register, { ...who, email, phone: `+62819${String(Date.now()).slice(-8)}` });
    const [mail] = await database.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(1);
    const token = /verify-email\?token=([\w-]+)/.exec(mail!.text)![1];
    await agent.post(apiPaths.verifyEmail, { token });
    await agent.post(apiPaths.login, { email, password: who.password });
    await buyPlan(agent, 'genius');

    const [{ day: lastDay }] = (await database.query<{ day: string }>('select max(day)::text as day from marketplace_daily')) as [{ day: string }];
    const pick = picker(11);
    const categories = await database.query<{ id: number; marketplace: string }>(
      `select c.id, m.code as marketplace from categories c join marketplaces m on m.id = c.marketplace_id where c.marketplace_id in (1, 2, 3)`,
    );
    const products = (await database.query<{ id: number }>('select product_id as id from product_stats where revenue_30 > 0 limit 5000')).map((r) => r.id);
    const stores = (await database.query<{ id: number }>('select store_id as id from store_stats where marketplace_id = 1 order by revenue_30 desc limit 2000')).map((r) => r.id);
    const words = (await database.query<{ w: string }>(`select split_part(name, ' ', 1) as w from product_stats group by 1 having count(*) > 20`)).map((r) => r.w);
    const range = (days: number) => {
      const end = addDays(lastDay, -pick.int(10));
      return { start_date: addDays(end, 1 - days), end_date: end };
    };
    const post = (path: string, body: () => object) => () => agent.post(path, body());

    const timings = [
      await time('category tree (GET feature/category)', () => agent.get(`${apiPaths.featureCategory}?marketplace=shopee`)),
      await time('category_research/categories', post(apiPaths.categoryResearchCategories, () => ({ marketplace: pick.of(['shopee', 'tokopedia', 'tiktok']) }))),
      await time('category_research/products (sort, filters, page)', post(apiPaths.categoryResearchProducts, () => {
        const c = pick.of(categories);
        return { marketplace: c.marketplace, category_id: c.id, page: pick.int(3) + 1, page_size: 50, sort: pick.of(['revenue30', 'units30', 'price']), ...(pick.int(2) ? { filters: { min_rating: 4 } } : {}) };
      })),
      await time('category_research/analytics (30 days)', post(apiPaths.categoryResearchAnalytics, () => ({ category_id: pick.of(categories).id, ...range(30) }))),
      await time('product_research/products (keyword)', post(apiPaths.productResearchProducts, () => ({ marketplace: pick.of(['shopee', 'tokopedia', 'tiktok']), q: pick.of(words), page_size: 50 }))),
      await time('product_research/product (detail, variants)', post(apiPaths.productResearchProduct, () => ({ product_id: pick.of(products) }))),
      await time('product_research/analytics (30 days)', post(apiPaths.productResearchAnalytics, () => ({ product_id: pick.of(products), ...range(30) }))),
      await time('store_research/stores', post(apiPaths.storeResearchStores, () => ({ marketplace: pick.of(['shopee', 'tokopedia', 'tiktok']), page_size: 50, sort: pick.of(['revenue30', 'products']) }))),
      await time('store_research/store', post(apiPaths.storeResearchStore, () => ({ store_id: pick.of(stores) }))),
      await time('store_research/products (first 30)', post(apiPaths.storeResearchProducts, () => ({ store_id: pick.of(stores) }))),
      await time('store_research/analytics (30 days)', post(apiPaths.storeResearchAnalytics, () => ({ store_id: pick.of(stores), ...range(30) }))),
      await time('tokopedia/search-products', () => agent.get(`${apiPaths.tokopediaSearchProducts}?page=1&ob=23&q=${encodeURIComponent(pick.of(words))}`)),
    ];
    const [size] = await database.query<{ products: number; days: number }>('select (select count(*) from product_stats)::int as products, (select count(distinct day) from marketplace_daily)::int as days');
    console.log(`\n### Research endpoints: ${size!.products.toLocaleString('en')} products × ${size!.days} days on ${'url' in config.database ? 'PostgreSQL' : 'PGlite'}\n`);
    console.log(`Through app.inject (session, CSRF, validation, gating, token ledger), a Genius user, ${runs} runs each after 5 warm-up runs:\n`);
    console.log('| endpoint | median ms | p95 ms |\n|---|---|---|');
    for (const t of timings) console.log(`| ${t.name} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |${t.failures ? ` ${t.failures} failed` : ''}`);
  } finally {
    await app.server.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
