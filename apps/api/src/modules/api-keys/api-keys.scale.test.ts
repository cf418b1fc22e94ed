import { apiPaths } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import { createScratchDatabase } from '@pasarlens/db/testing';
import { addDays, jakartaDay } from '@pasarlens/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.ts';
import { Browser, registerAccount, startProcess, stopAllProcesses } from '../../testing/processes.ts';
import { sandboxPath, tokenOf } from '../../testing/billing.ts';
import { seedMarket } from '../market/seed.ts';

/*
 * Two web processes on one PostgreSQL database: an API key's request bucket is one row there, so
 * calls spread over both processes share one limit (each process counting alone would let
 * twice the burst through).
 */

let database: Database;
let web: [string, string];

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('npm run test:scale needs TEST_DATABASE_URL');
  database = await createScratchDatabase(serverUrl);
  await seedMarket(
    database,
    { seed: 9, products: 40, days: 5, lastDay: addDays(jakartaDay(new Date()), -1), missingDayRate: 0 },
    systemClock,
  );
  const url = (database.jobConnection as { connectionString: string }).connectionString;
  const [first, second] = await Promise.all([startProcess('web', url), startProcess('web', url)]);
  web = [first.url, second.url];
});

afterAll(async () => {
  await stopAllProcesses();
  await database?.close();
});

describe('an API key on two web processes', () => {
  it('has one token bucket: the burst holds across both, each refusing with 429 and Retry-After', async () => {
    await registerAccount(1, web[0], web[1]);
    const owner = new Browser('198.51.100.40');
    expect((await owner.login(web[0], 1)).status).toBe(200);
    const checkout = await owner.send(web[0], 'POST', apiPaths.invoiceSubscription, {
      plan: 'genius',
      period: 'monthly',
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const paid = await owner.send(web[1], 'POST', sandboxPath(tokenOf(checkout.body.redirectUrl), true), {
      method: 'bank_transfer',
      outcome: 'success',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const key = await owner.send(web[1], 'POST', apiPaths.apiKeyCreate, { name: 'two processes' });
    expect(key.status, JSON.stringify(key.body)).toBe(201);

    const BURST = 60;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 2 * BURST }, async (_, i) => {
        const res = await fetch(`${web[i % 2]}${apiPaths.dataCategories}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key.body.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ marketplace: 'shopee' }),
        });
        return { on: i % 2, status: res.status, retryAfter: res.headers.get('retry-after') };
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const allowed = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    // The burst, and at most what refilled (one a second) while the calls ran.
    expect(allowed).toBeGreaterThanOrEqual(BURST);
    expect(allowed).toBeLessThanOrEqual(BURST + Math.ceil(seconds) + 1);
    for (const process of [0, 1]) {
      const refused = answers.filter((a) => a.on === process && a.status === 429);
      expect(refused.length, `process ${process}`).toBeGreaterThan(0);
      expect(refused.every((a) => Number(a.retryAfter) >= 1)).toBe(true);
    }
    const [{ calls }] = (await database.query<{ calls: number }>(
      'select sum(calls)::int as calls from api_key_calls',
    )) as [{ calls: number }];
    expect(calls).toBe(allowed);
  });
});
