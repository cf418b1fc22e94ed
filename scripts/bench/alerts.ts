/**
 * `npm run bench:alerts [-- --products N --days D --alerts A --moved F]`: builds a market through
 * the real ingest path (the embedded server in a temporary directory), sets A active alerts of every condition
 * on its products, moves the price and stock of a share F of the products as an ingested day
 * would, and times the evaluation (the one statement, with the firings' history and
 * notifications; mail goes to the development outbox), then the same day evaluated again.
 * `--keep DIR` keeps a copy of the built market in DIR; `--market DIR` starts from such a copy
 * instead of building one (the 90-day market takes longer to build than to evaluate many times).
 * `--explain` first prints the evaluation's plan as it ran (EXPLAIN ANALYZE, rolled back).
 */
import { openDatabase } from '@pasarlens/db';
import { ALERT_CONDITIONS } from '@pasarlens/contracts';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { seedMarket } from '../../apps/api/src/modules/market/seed.ts';
import { alertsRepo } from '../../apps/api/src/modules/alerts/alerts.repo.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    days: { type: 'string', default: '90' },
    alerts: { type: 'string', default: '100000' },
    moved: { type: 'string', default: '0.3' },
    keep: { type: 'string' },
    explain: { type: 'boolean', default: false },
    market: { type: 'string' },
  },
});
const products = Number(values.products);
const days = Number(values.days);
const alerts = Number(values.alerts);
const moved = Number(values.moved);
const USERS = 1_000;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pasarlens-bench-alerts-'));
  const buildStarted = performance.now();
  if (values.market) cpSync(values.market, dir, { recursive: true });
  else {
    console.error(`Building ${products.toLocaleString('en')} products × ${days} days on embedded PostgreSQL (${dir})`);
    const building = await openDatabase({ dataDir: dir });
    await seedMarket(
      building,
      { seed: 42, products, days, lastDay: '2026-11-15', missingDayRate: 0.03 },
      systemClock,
      () => {},
    );
    await building.close();
    if (values.keep) cpSync(dir, values.keep, { recursive: true });
  }
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.query(
      `insert into users (name, email, phone, password_hash) select 'Bench ' || n, 'bench' || n || '@example.id', '+6281' || lpad(n::text, 9, '0'), 'x' from generate_series(1, $1) n`,
      [USERS],
    );
    // Alerts spread over the products, each condition in turn, amounts around the current price;
    // products and users numbered in keyed tables, so each alert finds its own by index.
    await database.query(
      'create table bench_products as select product_id, price, stock, (row_number() over (order by product_id))::int as n from product_latest',
    );
    await database.query('alter table bench_products add primary key (n)');
    await database.query(
      'create table bench_users as select id, (row_number() over (order by id))::int as n from users',
    );
    await database.query('alter table bench_users add primary key (n)');
    const [{ total }] = (await database.query<{ total: number }>(
      'select count(*)::int as total from bench_products',
    )) as [{ total: number }];
    await database.query(
      `insert into price_alerts (user_id, product_id, condition, minimum, target, maximum, unit, base_price, last_price, last_stock, condition_met)
       select u.id, p.product_id, c.condition,
         case when c.condition in ('between', 'outside') then (p.price * 0.9)::bigint end,
         case c.condition when 'less_than' then (p.price * 0.95)::bigint when 'greater_than' then (p.price * 1.05)::bigint
           when 'up_by' then 5 when 'down_by' then 5 when 'stock_below' then 50 end,
         case when c.condition in ('between', 'outside') then (p.price * 1.1)::bigint end,
         case when c.condition in ('up_by', 'down_by') then 'percent' end,
         p.price, p.price, p.stock, false
       from generate_series(0, $1 - 1) g
       join bench_products p on p.n = 1 + ((g::bigint * 7919) % $4)::int
       join bench_users u on u.n = 1 + g % $2
       cross join lateral (select ($3::text[])[1 + g % array_length($3::text[], 1)] as condition) c`,
      [alerts, USERS, [...ALERT_CONDITIONS], total],
    );
    const [{ n: active }] = (await database.query<{ n: number }>(
      'select count(*)::int as n from price_alerts where is_active',
    )) as [{ n: number }];

    // A day's changes: a share of the products at a new price (±15%) and stock, as ingest leaves product_latest.
    await database.query(
      `update product_latest set price = greatest(1, (price * (0.85 + random() * 0.3))::bigint), stock = (random() * 200)::int
       where random() < $1`,
      [moved],
    );
    const [{ n: movedAlerts }] = (await database.query<{ n: number }>(
      'select count(*)::int as n from price_alerts a join product_latest l on l.product_id = a.product_id where a.last_price <> l.price or a.last_stock is distinct from l.stock',
    )) as [{ n: number }];

    const time = async () => {
      const started = performance.now();
      const firings = await database.transaction(async (sql) => {
        await alertsRepo.lockEvaluation(sql);
        return alertsRepo.evaluate(sql, new Date());
      });
      return { ms: performance.now() - started, fired: firings.length };
    };
    if (values.explain) {
      const rolledBack = new Error('rolled back');
      await database
        .transaction(async (sql) => {
          await alertsRepo.lockEvaluation(sql);
          const explained = {
            query: async (text: string, params?: unknown[]) => sql.query(`explain (analyze, buffers) ${text}`, params),
          } as typeof sql;
          const plan = await alertsRepo.evaluate(explained, new Date());
          console.error((plan as unknown as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n'));
          throw rolledBack;
        })
        .catch((error) => {
          if (error !== rolledBack) throw error;
        });
    }
    const first = await time();
    const again = await time();
    console.log(
      JSON.stringify(
        {
          market: `${products} products × ${days} days (${values.market ? `copied from ${values.market}` : 'built'} in ${buildSeconds.toFixed(0)} s)`,
          activeAlerts: active,
          alertsOnMovedProducts: movedAlerts,
          evaluation: { ms: Math.round(first.ms), fired: first.fired },
          sameDayAgain: { ms: Math.round(again.ms), fired: again.fired },
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
