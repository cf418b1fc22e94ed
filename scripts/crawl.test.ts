import type { Database } from '@pasarlens/db';
import { createTestDatabase } from '@pasarlens/db/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCrawl, targetsOf } from './crawl.ts';

/* The command line's arguments; the crawl itself is in crawl.browser.test.ts. */

const dir = mkdtempSync(join(tmpdir(), 'pasarlens-crawl-args-'));
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run crawl, its arguments', () => {
  it('crawls each keyword of the file and each category on each marketplace named', async () => {
    const file = join(dir, 'keywords.txt');
    writeFileSync(file, '# keywords\nkaos polos\n\n  sepatu  \n');
    expect(await targetsOf({ marketplaces: 'shopee,lazada', keywords: file, categories: '100, 200' })).toEqual([
      { marketplace: 'shopee', kind: 'keyword', reference: 'kaos polos' },
      { marketplace: 'shopee', kind: 'keyword', reference: 'sepatu' },
      { marketplace: 'shopee', kind: 'category', reference: '100' },
      { marketplace: 'shopee', kind: 'category', reference: '200' },
      { marketplace: 'lazada', kind: 'keyword', reference: 'kaos polos' },
      { marketplace: 'lazada', kind: 'keyword', reference: 'sepatu' },
      { marketplace: 'lazada', kind: 'category', reference: '100' },
      { marketplace: 'lazada', kind: 'category', reference: '200' },
    ]);
    expect((await targetsOf({ categories: '7' })).map((t) => t.marketplace)).toEqual([
      'shopee',
      'tokopedia',
      'tiktok',
      'lazada',
      'blibli',
    ]);
  });

  it('says what is wrong with the arguments, and that there is nothing to crawl', async () => {
    const env = { DATABASE_URL: database.jobConnection.connectionString, NODE_ENV: 'test' };
    await expect(runCrawl(['--marketplaces', 'amazon', '--categories', '1'], env)).rejects.toThrow(
      'Unknown marketplace amazon',
    );
    await expect(runCrawl(['--categories', '1', '--max-pages', '0'], env)).rejects.toThrow(
      '--max-pages must be 1..100',
    );
    await expect(runCrawl([], env)).rejects.toThrow('Nothing to crawl');
    expect(await database.query('select 1 from crawl_runs')).toEqual([]);
  });
});
