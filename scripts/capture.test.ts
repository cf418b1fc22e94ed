import { createTestDatabase } from '@pasarlens/db/testing';
import type { Database } from '@pasarlens/db';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shopSearch from '../packages/market/src/readers/fixtures/shopee-shop-search-items.json';
import { productPage } from '../apps/api/src/modules/research/research.repo.ts';
import { runCapture } from './capture.ts';

/** The products of the shop's answer. */
const PRODUCTS = shopSearch.body.items.length;
const dir = mkdtempSync(join(tmpdir(), 'pasarlens-capture-'));
let database: Database;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  database = await createTestDatabase();
  env = { DATABASE_URL: database.jobConnection.connectionString, NODE_ENV: 'test' };
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A HAR as Chromium's developer tools save it, holding a shop's answer in Shopee's real shape as received on `day`, counters raised by `sold`. */
function harOn(day: string, sold: number): string {
  const body = structuredClone(shopSearch.body) as { items: { item_basic: { historical_sold: number } }[] };
  for (const item of body.items) item.item_basic.historical_sold += sold;
  const path = join(dir, `shop-${day}.har`);
  const entry = {
    startedDateTime: `${day}T03:00:00.000Z`,
    request: { method: 'GET', url: shopSearch.url },
    response: { status: 200, content: { mimeType: 'application/json', text: JSON.stringify(body) } },
  };
  writeFileSync(path, JSON.stringify({ log: { version: '1.2', entries: [entry] } }));
  return path;
}

describe('npm run capture', () => {
  it('reads without taking on a dry run, as one JSON document', async () => {
    const printed = JSON.parse(await runCapture(['--dry-run', '--json', harOn('2026-11-01', 0)], env));
    expect(printed.taken).toEqual([]);
    expect(printed.answers).toHaveLength(1);
    expect(printed.answers[0]).toMatchObject({ marketplace: 'shopee', refused: null, skipped: [] });
    expect(printed.answers[0].products).toHaveLength(PRODUCTS);
    expect(printed.answers[0].products[0]).toMatchObject({
      externalId: expect.any(String),
      price: expect.any(Number),
      sold: { kind: 'exact', total: expect.any(Number) },
    });
    expect(await database.query('select 1 from captured_answers')).toEqual([]);
  });

  it("takes a shop answer's HAR two days running: the products are in research with the second day's sales", async () => {
    const first = await runCapture([harOn('2026-11-01', 0)], env);
    expect(first).toContain(`${PRODUCTS} accepted`);
    const second = JSON.parse(await runCapture(['--json', harOn('2026-11-02', 3)], env));
    expect(second.taken[0]).toMatchObject({ accepted: PRODUCTS, days: ['2026-11-02'] });
    const { items, total } = await productPage(database, { marketplace: 'shopee' }, 'revenue30', {
      offset: 0,
      limit: 50,
    });
    expect(total).toBe(PRODUCTS);
    expect(items.every((item) => item.units30 === 3)).toBe(true);
    // The same file again changes nothing.
    expect(JSON.parse(await runCapture(['--json', harOn('2026-11-02', 3)], env)).taken[0]).toMatchObject({
      duplicates: 1,
      accepted: 0,
    });
  });
});
