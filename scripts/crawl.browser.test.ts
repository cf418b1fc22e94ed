import type { Database } from '@pasarlens/db';
import { createTestDatabase } from '@pasarlens/db/testing';
import { startMarketSite, type MarketSite } from '@pasarlens/market/site';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * `npm run crawl` killed mid-run (SIGKILL, its Chromium with it) and started again: the run is
 * resumed, no page done before the kill is visited again, and nothing is counted twice.
 */

const KEYWORDS = ['premium', 'isi', 'set'];
const dir = mkdtempSync(join(tmpdir(), 'pasarlens-crawl-'));
const keywordsFile = join(dir, 'keywords.txt');
let site: MarketSite;
let database: Database;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  writeFileSync(keywordsFile, `# one keyword a line\n${KEYWORDS.join('\n')}\n`);
  // Slow answers and a pause between pages: the run lasts long enough to be killed in the middle.
  [site, database] = await Promise.all([
    startMarketSite({ products: 3_000, faults: { marketplaces: { shopee: { kind: 'slow', ms: 250 } } } }),
    createTestDatabase(),
  ]);
  env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.jobConnection.connectionString,
    MARKET_SITES: site.marketSites,
    CRAWL_DELAY_MS: '250',
    CRAWL_CONCURRENCY: '1',
  };
});
afterAll(async () => {
  await Promise.all([site.close(), database.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the CLI in a process group of its own (its Chromium included). */
function startCrawl() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/crawl.ts', '--marketplaces', 'shopee', '--keywords', keywordsFile, '--max-pages', '3'],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, summary: () => stdout, log: () => stderr };
}

const pagesBy = (status: string) =>
  database.query<{ address: string }>(`select address from crawl_pages where status = $1 order by id`, [status]);

describe('npm run crawl, killed and started again', () => {
  it('resumes the unfinished run, visits no finished page again and counts nothing twice', async () => {
    const first = startCrawl();
    await vi.waitFor(async () => expect((await pagesBy('done')).length).toBeGreaterThanOrEqual(2), {
      timeout: 60_000,
      interval: 50,
    });
    process.kill(-first.child.pid!, 'SIGKILL');
    expect(await first.exited).toBe(null);

    const doneBefore = (await pagesBy('done')).map((p) => p.address);
    expect((await pagesBy('pending')).length).toBeGreaterThan(0);
    expect(await database.query(`select 1 from crawl_runs where finished_at is null`)).toHaveLength(1);
    const visitsBefore = new Map(doneBefore.map((a) => [a, site.pageRequests.get(a)]));

    const second = startCrawl();
    expect(await second.exited, second.log()).toBe(0);
    expect(second.summary()).toContain('(resumed)');
    // Pages done before the kill were not visited again.
    for (const address of doneBefore) expect(site.pageRequests.get(address)).toBe(visitsBefore.get(address));
    expect(await pagesBy('pending')).toEqual([]);
    expect(await database.query(`select 1 from crawl_runs where finished_at is null`)).toEqual([]);

    // Every product the searches hold is in the database once, each answer recorded once.
    const hits = new Set(KEYWORDS.flatMap((k) => site.shelf.shopee.search(k).map((i) => i.product.externalId)));
    const [products] = await database.query<{ n: number }>(`select count(*)::int as n from products`);
    expect(products!.n).toBe(hits.size);
    const [answers] = await database.query<{ n: number; distinct: number }>(
      `select count(*)::int as n, count(distinct url)::int as distinct from captured_answers where source = 'crawler'`,
    );
    expect(answers!.n).toBe(answers!.distinct);
    const summary = second
      .summary()
      .split('\n')
      .find((line) => line.startsWith('shopee:'))!;
    const read = KEYWORDS.reduce((n, k) => n + site.shelf.shopee.search(k).length, 0);
    expect(summary).toContain(`${read} products:`);
    expect(summary).toContain('not blocked');
  });
});
