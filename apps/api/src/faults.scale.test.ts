import { apiPaths } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import { createScratchDatabase } from '@pasarlens/db/testing';
import { addDays, jakartaDay } from '@pasarlens/market';
import { readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from './lib/clock.ts';
import { DEMO_MARKET, seedMarket } from './modules/market/seed.ts';
import {
  Browser,
  killProcess,
  registerAccount,
  startProcess,
  stopAllProcesses,
  type AppProcess,
} from './testing/processes.ts';

/*
 * Processes killed mid-way, on PostgreSQL, as `server.ts --role …` runs them: the work they held
 * is taken over by another process, and nothing is written or charged twice.
 */

const HEARTBEAT = { WORK_HEARTBEAT_SECONDS: '1' };
const scratch: Database[] = [];
let serverUrl: string;

const urlOf = (database: Database) => (database.jobConnection as { connectionString: string }).connectionString;
async function freshDatabase(): Promise<Database> {
  const database = await createScratchDatabase(serverUrl);
  scratch.push(database);
  return database;
}
const one = async <T>(database: Database, sql: string, params: unknown[] = []) =>
  (await database.query<T>(sql, params))[0]!;

/** Pays a plan through checkout and the sandbox portal, as a browser does. */
async function buyPlan(browser: Browser, web: string, plan: string): Promise<void> {
  const checkout = await browser.send(web, 'POST', apiPaths.invoiceSubscription, { plan, period: 'monthly' });
  const token = String(checkout.body.redirectUrl).split('/').at(-1)!;
  const paid = await browser.send(web, 'POST', apiPaths.sandboxPay.replace(':token', token), {
    method: 'bank_transfer',
    outcome: 'success',
  });
  expect(paid.status).toBe(200);
}

/** The worker process running the work item of `subject`, once one has taken it. */
async function runnerOf(database: Database, workers: AppProcess[], subject: string): Promise<AppProcess> {
  let pid = 0;
  await vi.waitFor(
    async () => {
      const row = await one<{ pid: number | null }>(
        database,
        `select p.pid from work_items w left join worker_processes p on p.id = w.worker_id where w.subject = $1`,
        [subject],
      );
      expect(row?.pid).toBeTruthy();
      pid = row.pid!;
    },
    { timeout: 30_000, interval: 10 },
  );
  return workers.find((worker) => worker.child.pid === pid)!;
}

beforeAll(() => {
  serverUrl = process.env.TEST_DATABASE_URL!;
  if (!serverUrl)
    throw new Error('npm run test:scale needs TEST_DATABASE_URL: the processes share one PostgreSQL server');
});
afterAll(async () => {
  await stopAllProcesses();
  for (const database of scratch) await database.close();
});

describe('processes killed mid-way', () => {
  let database: Database;
  let web: AppProcess;
  let workers: AppProcess[];
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    database = await freshDatabase();
    await seedMarket(
      database,
      { seed: 11, products: 1_500, days: 8, lastDay: addDays(jakartaDay(new Date()), -1), missingDayRate: 0 },
      systemClock,
    );
    dataDir = await mkdtemp(join(tmpdir(), 'pasarlens-faults-'));
    const env = { ...HEARTBEAT, DATA_DIR: dataDir };
    // Started together on a database pg-boss has never seen: neither deadlocks the other.
    [web, ...workers] = await Promise.all([
      startProcess('web', urlOf(database), env),
      startProcess('worker', urlOf(database), env),
      startProcess('worker', urlOf(database), env),
    ]);
    await registerAccount(1, web.url);
    browser = new Browser('198.51.100.40');
    expect((await browser.login(web.url, 1)).status).toBe(200);
    await buyPlan(browser, web.url, 'genius');
  }, 240_000);

  it('start together on a fresh database, each taking part', async () => {
    const registered = await database.query<{ pid: number }>('select pid from worker_processes');
    expect(registered.map((row) => row.pid).sort()).toEqual(workers.map((w) => w.child.pid).sort());
  });

  it('finish an export whose worker was killed: the other takes it over, and it is written and charged once', async () => {
    const { id: categoryId } = await one<{ id: number }>(
      database,
      'select category_l1_id as id from product_stats where marketplace_id = 1 group by 1 order by count(*) desc limit 1',
    );
    const created = await browser.send(web.url, 'POST', apiPaths.downloadCategoryResearchCategoryProducts, {
      marketplace: 'shopee',
      category_id: categoryId,
      rows: 1_000,
    });
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    const runner = await runnerOf(database, workers, id);
    await killProcess(runner);
    const killedAt = new Date();

    await vi.waitFor(
      async () =>
        expect(
          (await one<{ status: string }>(database, 'select status from downloads where id = $1', [id])).status,
        ).toBe('ready'),
      { timeout: 60_000, interval: 200 },
    );
    const { rows, finished } = await one<{ rows: number; finished: Date }>(
      database,
      'select rows, finished_at as finished from downloads where id = $1',
      [id],
    );
    // Finished by the other worker after the kill, not by the killed one before it.
    expect(finished.getTime()).toBeGreaterThan(killedAt.getTime());
    const { used } = await one<{ used: number }>(database, 'select downloads_used as used from usage_accounts');
    expect(used).toBe(rows);
    expect(readdirSync(join(dataDir, 'downloads')).filter((name) => name.startsWith(id))).toEqual([`${id}.xlsx`]);
    workers = workers.filter((worker) => worker !== runner);
  });

  it('finish a market build whose worker was killed, and build the markets saved after it', async () => {
    workers.push(await startProcess('worker', urlOf(database), { ...HEARTBEAT, DATA_DIR: dataDir }));
    const stores = await database.query<{ id: number }>(
      'select store_id as id from store_stats where marketplace_id = 1 order by revenue_30 desc limit 60',
    );
    const save = (name: string) =>
      browser.send(web.url, 'POST', apiPaths.customMarketCreate, { name, storeIds: stores.map((s) => s.id) });
    const first = (await save('Pasar Besar')).body.id as number;
    const runner = await runnerOf(database, workers, String(first));
    await vi.waitFor(
      async () =>
        expect(
          (
            await one<{ step: number }>(database, 'select build_step as step from enterprise_markets where id = $1', [
              first,
            ])
          ).step,
        ).toBeGreaterThan(0),
      { timeout: 30_000, interval: 10 },
    );
    await killProcess(runner);
    const second = (await save('Pasar Kedua')).body.id as number;

    await vi.waitFor(
      async () => {
        const built = await database.query<{ id: number }>(
          'select id from enterprise_markets where built_revision = revision and id = any($1)',
          [[first, second]],
        );
        expect(built.map((row) => row.id).sort()).toEqual([first, second].sort());
        // The worker lets go of a build's work item just after marking it built.
        expect(await database.query('select * from work_items')).toEqual([]);
      },
      { timeout: 90_000, interval: 500 },
    );
  }, 180_000);
});

describe('a first start killed mid-seed', () => {
  it('starts again from the beginning and ends as an uninterrupted one', async () => {
    const interrupted = await freshDatabase();
    const demo = { DEMO_MARKET: 'on', DEMO_PRODUCTS: '400', DEMO_DAYS: '12' };
    const first = await startProcess('all', urlOf(interrupted), demo);
    await vi.waitFor(
      async () => {
        const { progress } = (await (await fetch(`${first.url}/api/status`)).json()) as {
          progress: { step: string; done: number } | null;
        };
        expect(progress?.step === 'days' && progress.done >= 4).toBe(true);
      },
      { timeout: 120_000, interval: 100 },
    );
    await killProcess(first);
    const resumed = await startProcess('all', urlOf(interrupted), demo);
    await vi.waitFor(
      async () =>
        expect(((await (await fetch(`${resumed.url}/api/status`)).json()) as { ready: boolean }).ready).toBe(true),
      { timeout: 180_000, interval: 500 },
    );

    const uninterrupted = await freshDatabase();
    await seedMarket(
      uninterrupted,
      { ...DEMO_MARKET, products: 400, days: 12, lastDay: addDays(jakartaDay(new Date()), -1) },
      systemClock,
    );
    const tally = (database: Database) =>
      database.query(
        `select (select count(*)::int from products) as products, (select max(id)::int from products) as last_product,
           (select sum(units)::bigint::text from product_daily) as units, (select count(*)::int from ad_observations) as ads,
           (select count(*)::int from affiliate_commissions) as commissions, (select count(*)::int from ingest_runs) as runs,
           (select sum(revenue_30)::bigint::text from product_stats) as revenue`,
      );
    expect(await tally(interrupted)).toEqual(await tally(uninterrupted));
    await killProcess(resumed);
  }, 360_000);
});
