import type { Database } from '@pasarlens/db';
import { createScratchDatabase } from '@pasarlens/db/testing';
import { addDays, jakartaDay } from '@pasarlens/market';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './lib/clock.ts';
import { seedMarket } from './modules/market/seed.ts';
import { Browser, registerAccount, startedProcesses, startProcess, stopAllProcesses } from './testing/processes.ts';

/*
 * Two web processes and one worker, started as in production (`server.ts --role …`) on one
 * PostgreSQL database, behind no proxy: the test talks to each web process directly, naming its
 * client address in X-Forwarded-For (TRUST_PROXY) as a reverse proxy would.
 */

const sockets: Socket[] = [];
let database: Database;
let web: [string, string];
let keyword: string;

const account = (n: number) => registerAccount(n, web[0], web[1]);

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('npm run test:scale needs TEST_DATABASE_URL: the processes share one PostgreSQL database');
  database = await createScratchDatabase(serverUrl);
  await seedMarket(
    database,
    { seed: 7, products: 80, days: 10, lastDay: addDays(jakartaDay(new Date()), -1), missingDayRate: 0 },
    systemClock,
  );
  [{ keyword }] = (await database.query<{ keyword: string }>(
    'select keyword from keywords where marketplace_id = 1 order by id limit 1',
  )) as [{ keyword: string }];
  const url = (database.jobConnection as { connectionString: string }).connectionString;
  const [first, second] = await Promise.all([
    startProcess('web', url),
    startProcess('web', url),
    startProcess('worker', url),
  ]);
  web = [first.url, second.url];
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await stopAllProcesses();
  await database?.close();
});

describe('two web processes and a worker on one PostgreSQL database', () => {
  it('hold the login limits together: failures on either process count toward one limit', async () => {
    await account(1);
    const attacker = new Browser('203.0.113.7');
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await attacker.login(web[attempt % 2]!, 1, 'wrong-pass')).status).toBe(401);
    // Counted per process, each would allow ten more.
    expect((await attacker.login(web[0], 1)).status).toBe(429);
    expect((await attacker.login(web[1], 1)).status).toBe(429);
    expect((await new Browser('198.51.100.2').login(web[1], 1)).status).toBe(200);
  });

  it('answer each live request on the socket that asked, and end a session on one process closes its socket on the other', async () => {
    await Promise.all([account(2), account(3)]);
    const [second, third] = [new Browser('198.51.100.12'), new Browser('198.51.100.13')];
    expect((await second.login(web[0], 2)).status).toBe(200);
    expect((await third.login(web[1], 3)).status).toBe(200);
    // Each socket lands on the process its session was not made on.
    const [onB, onA] = [second.open(web[1], sockets), third.open(web[0], sockets)];
    const heard = new Map<Socket, string[]>([
      [onB, []],
      [onA, []],
    ]);
    for (const [socket, events] of heard)
      socket.onAny((event: string, payload: { uuid?: string }) => events.push(`${event} ${payload?.uuid}`));
    await Promise.all([next(onB, 'connect'), next(onA, 'connect')]);

    const answers = Promise.all([next(onB, 'keyword_result'), next(onA, 'keyword_result')]);
    onB.emit('keyword', { uuid: 'second-1', keyword });
    onA.emit('keyword', { uuid: 'third-1', keyword });
    await answers;
    expect(heard.get(onB)).toEqual(['keyword_result second-1']);
    expect(heard.get(onA)).toEqual(['keyword_result third-1']);

    // Signing out on process A closes the session's socket held by process B, through the database.
    const closed = next<string>(onB, 'disconnect');
    expect((await second.send(web[0], 'POST', '/internal/auth/logout')).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const still = next<{ uuid: string }>(onA, 'keyword_result');
    onA.emit('keyword', { uuid: 'third-2', keyword });
    expect(await still).toMatchObject({ uuid: 'third-2' });
    expect(startedProcesses.every(({ child }) => child.exitCode === null)).toBe(true);
  });
});
