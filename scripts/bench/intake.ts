/**
 * `npm run bench:intake [-- --answers N --runs R]`: the intake (decisions/034) reading and ingesting
 * Shopee search answers of 60 products each, built from the readers' trimmed fixture with their
 * own item and shop ids: N answers (1,000 by default: 60,000 products) taken 50 a call, as the
 * capture endpoint takes them, on a first day (every product new) and again on the next day (every
 * counter moved: the estimator's path); then the median latency of a 60-product
 * POST /internal/market/capture through the whole HTTP stack (session, CSRF, the per-user
 * allowance, the intake). On the embedded PostgreSQL server in a temporary directory and, when
 * DATABASE_URL names a PostgreSQL server, on a scratch database there too, side by side.
 */
import { apiPaths, CAPTURE_MAX_ANSWERS } from '@pasarlens/contracts';
import { openDatabase, type Database } from '@pasarlens/db';
import { createScratchDatabase } from '@pasarlens/db/testing';
import type { RawAnswer } from '@pasarlens/market';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import searchV4 from '../../packages/market/src/readers/fixtures/shopee-search-items-v4.json' with { type: 'json' };
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { intakeService } from '../../apps/api/src/modules/intake/intake.service.ts';
import { signedInGenius, statusSender } from './genius.ts';
import { WARM_UP } from './measure.ts';

const { values } = parseArgs({
  options: { answers: { type: 'string', default: '1000' }, runs: { type: 'string', default: '100' } },
});
const answerCount = Number(values.answers);
const runs = Number(values.runs);
const PER_ANSWER = 60;
const SHOPS = 2_000;
const DAY_1 = '2026-11-14T04:00:00+07:00';
const DAY_2 = '2026-11-15T04:00:00+07:00';

type Item = { item_basic: Record<string, unknown> | null; itemid?: unknown; shopid?: unknown };
/** The fixture's cards that carry an item (not its empty ad slot). */
const cards = (searchV4.body as { items: Item[] }).items.filter((card) => card.item_basic !== null);

/** Search page `page`: 60 cards of the fixture's shapes with ids of their own, counters moved by `sold`. */
function searchAnswer(page: number, capturedAt: string, sold: number): RawAnswer {
  const items = Array.from({ length: PER_ANSWER }, (_, i) => {
    const n = page * PER_ANSWER + i;
    const card = structuredClone(cards[n % cards.length]!);
    const ids = { itemid: 30_000_000_000 + n, shopid: 500_000_000 + (n % SHOPS) };
    Object.assign(card, ids);
    Object.assign(card.item_basic!, {
      ...ids,
      name: `${String(card.item_basic!.name)} ${n}`,
      historical_sold: 100 + (n % 5_000) + sold,
      price: (10_000 + (n % 90) * 1_000) * 100_000,
    });
    return card;
  });
  return {
    url: searchV4.url.replace('newest=0', `newest=${page * PER_ANSWER}`),
    capturedAt,
    body: { ...searchV4.body, items, total_count: answerCount * PER_ANSWER },
  };
}

async function takeDay(database: Database, capturedAt: string, sold: number) {
  const intake = intakeService({ database, clock: systemClock });
  let accepted = 0;
  let seconds = 0;
  for (let page = 0; page < answerCount; page += CAPTURE_MAX_ANSWERS) {
    // Built outside the timing: what the intake is handed, as the capture endpoint hands it over.
    const call = Array.from({ length: Math.min(CAPTURE_MAX_ANSWERS, answerCount - page) }, (_, i) =>
      searchAnswer(page + i, capturedAt, sold),
    );
    const started = performance.now();
    accepted += (await intake.take(call, { kind: 'crawler' })).accepted;
    seconds += (performance.now() - started) / 1000;
  }
  return { products: answerCount * PER_ANSWER, accepted, seconds, perSecond: (answerCount * PER_ANSWER) / seconds };
}

/** The median and p95 of a 60-product capture call, each a new page of the third day. */
async function captureCalls(database: Database, env: Record<string, string>) {
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'test', DEMO_MARKET: 'off', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  try {
    const agent = await signedInGenius(app, database);
    const send = statusSender(app, agent);
    const samples: number[] = [];
    let failures = 0;
    for (let i = 0; i < WARM_UP + runs; i++) {
      const answer = searchAnswer(answerCount + i, '2026-11-16T04:00:00+07:00', 0);
      const started = performance.now();
      const { status } = await send('POST', apiPaths.marketCapture, { answers: [answer] });
      const ms = performance.now() - started;
      if (status !== 200) failures++;
      if (i >= WARM_UP) samples.push(ms);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
    return { median: at(0.5), p95: at(0.95), failures };
  } finally {
    await app.server.close();
  }
}

async function benchOn(label: string, database: Database, env: Record<string, string>) {
  console.error(`${label}: ${answerCount.toLocaleString('en')} answers of ${PER_ANSWER} products, two days`);
  const first = await takeDay(database, DAY_1, 0);
  const next = await takeDay(database, DAY_2, 7);
  const capture = await captureCalls(database, env);
  return { label, first, next, capture };
}

async function main() {
  const results = [];
  const dir = mkdtempSync(join(tmpdir(), 'pasarlens-bench-intake-'));
  try {
    const embedded = await openDatabase({ dataDir: dir });
    try {
      results.push(await benchOn('embedded PostgreSQL 17 (default)', embedded, { DATA_DIR: dir }));
    } finally {
      await embedded.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const server = await createScratchDatabase(process.env.DATABASE_URL);
    try {
      const [row] = await server.query<{ server_version: string }>('show server_version');
      results.push(await benchOn(`PostgreSQL ${row!.server_version} (DATABASE_URL, scratch database)`, server, {}));
    } finally {
      await server.close();
    }
  }
  const f = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });
  for (const r of results) {
    console.log(`\n${r.label}`);
    for (const [name, day] of [
      ['first day (every product new)', r.first],
      ['next day (every counter moved)', r.next],
    ] as const)
      console.log(
        `  ${name}: ${f(day.products)} products (${f(day.accepted)} accepted) in ${f(day.seconds, 2)} s = ${f(day.perSecond)} products/s`,
      );
    console.log(
      `  POST /internal/market/capture, 60 products: median ${f(r.capture.median, 1)} ms, p95 ${f(r.capture.p95, 1)} ms over ${runs} calls (${r.capture.failures} failed)`,
    );
  }
}

await main();
