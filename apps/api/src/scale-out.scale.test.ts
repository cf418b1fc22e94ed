import { LIVE_SOCKET_PATH, CSRF_COOKIE, CSRF_HEADER } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import { createScratchDatabase } from '@pasarlens/db/testing';
import { addDays, jakartaDay } from '@pasarlens/market';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './lib/clock.ts';
import { seedMarket } from './modules/market/seed.ts';

/*
 * Two web processes and one worker, started as in production (`server.ts --role …`) on one
 * PostgreSQL database, behind no proxy: the test talks to each web process directly, naming its
 * client address in X-Forwarded-For (TRUST_PROXY) as a reverse proxy would.
 */

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const PASSWORD = 'rahasia-123';

interface Started {
  child: ChildProcess;
  output: string[];
}

const started: Started[] = [];
const sockets: Socket[] = [];
let database: Database;
let web: [string, string];
let keyword: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts one process of the app and resolves once it says it is serving (web) or started (worker). */
function start(role: 'web' | 'worker', databaseUrl: string, port: number): Promise<void> {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, '--role', role], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const process_: Started = { child, output: [] };
  started.push(process_);
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // Read everything, or a full pipe would stop the process.
      process_.output.push(chunk.toString());
      if (/Pasarlens (is running|worker started)/.test(chunk.toString())) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`${role} exited with ${code}:\n${process_.output.join('').slice(-2000)}`)),
    );
  });
}

/** A browser at one client address: keeps its cookies and sends the CSRF header like the web app. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly address: string) {}

  async send(baseUrl: string, method: 'GET' | 'POST', path: string, body?: object) {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (body) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.cookies.has(CSRF_COOKIE)) headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE)!;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body && JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  login = (baseUrl: string, n: number, password = PASSWORD) =>
    this.send(baseUrl, 'POST', '/public/v1/auth/login', { email: `budi${n}@toko.id`, password });

  /** A live connection to one web process with this browser's session. */
  open(baseUrl: string): Socket {
    const socket = connect(baseUrl, {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: `sid=${this.cookies.get('sid')}` },
    });
    sockets.push(socket);
    return socket;
  }
}

/** Registers account n on one web process and verifies it on the other, from the outbox (this machine only). */
async function account(n: number): Promise<void> {
  const email = `budi${n}@toko.id`;
  const phone = `+62812345678${String(n).padStart(2, '0')}`;
  const registered = await new Browser('192.0.2.1').send(web[0], 'POST', '/public/v1/users', {
    name: `Budi ${n}`,
    email,
    password: PASSWORD,
    phone,
  });
  expect(registered.status).toBe(201);
  const outbox = (await (await fetch(`${web[1]}/dev/outbox`)).json()) as { to: string; text: string }[];
  const token = /verify-email\?token=([\w-]+)/.exec(outbox.find((mail) => mail.to === email)!.text)![1];
  expect(
    (await new Browser('192.0.2.1').send(web[1], 'POST', '/public/v1/emailVerification/verify', { token })).status,
  ).toBe(200);
}

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
  const ports = [await freePort(), await freePort(), await freePort()] as const;
  web = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
  await Promise.all([start('web', url, ports[0]), start('web', url, ports[1]), start('worker', url, ports[2])]);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(
    started.map(({ child }) =>
      child.exitCode === null
        ? new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          })
        : undefined,
    ),
  );
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
    const [onB, onA] = [second.open(web[1]), third.open(web[0])];
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
    expect(started.every(({ child }) => child.exitCode === null)).toBe(true);
  });
});
