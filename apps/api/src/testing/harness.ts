import { CSRF_COOKIE, CSRF_HEADER } from '@pasarlens/contracts';
import { outboxEmails, type Database } from '@pasarlens/db';
import { createFilledTestDatabase, createTestDatabase } from '@pasarlens/db/testing';
import type { MarketOptions } from '@pasarlens/market';
import { desc } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Readiness } from '../http/readiness.ts';
import type { Clock } from '../lib/clock.ts';
import type { Outbound } from '../lib/outbound/outbound.ts';
import { seedMarket } from '../modules/market/seed.ts';
import type { RateLimitSettings } from '../plugins/rate-limits.ts';

/** A clock the test moves by hand. */
class TestClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-11-01T03:00:00Z')) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp extends App {
  database: Database;
  clock: TestClock;
  agent(): Agent;
  outbox(): Promise<(typeof outboxEmails.$inferSelect)[]>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    rateLimits?: RateLimitSettings;
    env?: Record<string, string>;
    readiness?: Readiness;
    outbound?: Outbound;
    /** A simulated market to start with: seeded once a run for every file that asks for the same one. */
    market?: MarketOptions;
  } = {},
): Promise<TestApp> {
  const { market } = options;
  const database = market
    ? await createFilledTestDatabase(`market ${JSON.stringify(market)}`, async (fresh) => {
        await seedMarket(fresh, market, new TestClock());
      })
    : await createTestDatabase();
  const clock = new TestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    rateLimits: options.rateLimits,
    readiness: options.readiness,
    outbound: options.outbound,
    logger: false,
  });
  return {
    ...app,
    database,
    clock,
    agent: () => new Agent(app),
    outbox: () => database.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)),
    close: async () => {
      await app.server.close();
      await database.close();
    },
  };
}

type CsrfMode = 'auto' | 'none' | string;

/** A browser stand-in: keeps cookies between calls and sends the CSRF header like the web client. */
export class Agent {
  readonly cookies = new Map<string, string>();
  ip = '10.0.0.1';
  constructor(private readonly app: App) {}

  async request(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    csrf: CsrfMode = 'auto',
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { ...extraHeaders };
    const csrfValue = csrf === 'auto' ? this.cookies.get(CSRF_COOKIE) : csrf === 'none' ? undefined : csrf;
    if (method !== 'GET' && csrfValue) headers[CSRF_HEADER] = csrfValue;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.server.inject({
      method,
      url,
      payload: body as object | Buffer | undefined,
      headers,
      remoteAddress: this.ip,
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= 0) || cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const json =
      response.body !== '' && String(response.headers['content-type'] ?? 'application/json').includes('json');
    return {
      status: response.statusCode,
      body: json ? (response.json() as Record<string, any>) : undefined,
      text: response.body,
      headers: response.headers,
    };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, csrf?: CsrfMode) => this.request('POST', url, body ?? {}, csrf);
  patch = (url: string, body?: unknown, csrf?: CsrfMode) => this.request('PATCH', url, body ?? {}, csrf);
  delete = (url: string, body?: unknown, csrf?: CsrfMode) => this.request('DELETE', url, body ?? {}, csrf);

  /** POSTs one file as multipart/form-data, the way a browser's FormData does. */
  upload(url: string, file: { field: string; name: string; type: string; bytes: Buffer }) {
    const boundary = '----pasarlens-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return this.request('POST', url, body, 'auto', { 'content-type': `multipart/form-data; boundary=${boundary}` });
  }
}

export const validRegistration = (n = 1) => ({
  name: `Budi ${n}`,
  email: `budi${n}@toko.id`,
  password: 'rahasia-123',
  phone: `+62812345678${String(n).padStart(2, '0')}`,
});

/** The token from the newest mail sent to `email` whose link points at `path`. */
export async function tokenFromMail(
  app: TestApp,
  email: string,
  path: '/verify-email' | '/forgot-password',
): Promise<string> {
  const mail = (await app.outbox()).find((m) => m.to === email && m.text.includes(path));
  const token = mail && new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${path} mail for ${email}`);
  return token;
}

/** Registers, verifies and logs in a user (as `agent`, from its address); returns the signed-in agent. */
export async function signedInAgent(app: TestApp, n = 1, agent = app.agent()): Promise<Agent> {
  const registration = validRegistration(n);
  await agent.post('/public/v1/users', registration);
  await agent.post('/public/v1/emailVerification/verify', {
    token: await tokenFromMail(app, registration.email, '/verify-email'),
  });
  const login = await agent.post('/public/v1/auth/login', {
    email: registration.email,
    password: registration.password,
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return agent;
}

/** A fresh app with a signed-in user for every test of the file (read `app` and `agent` inside the tests). */
export function freshAppPerTest(): { readonly app: TestApp; readonly agent: Agent } {
  const current = {} as { app: TestApp; agent: Agent };
  beforeEach(async () => {
    current.app = await createTestApp();
    current.agent = await signedInAgent(current.app);
  });
  afterEach(() => current.app.close());
  return current;
}
