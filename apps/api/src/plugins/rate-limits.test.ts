import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { Agent, createTestApp, signedInAgent, validRegistration, type TestApp } from '../testing/harness.ts';
import type { RateLimitSettings } from './rate-limits.ts';

const tight = (account: number, ip: number) => ({
  perAccount: { points: account, durationSeconds: 600 },
  perIp: { points: ip, durationSeconds: 600 },
});
const settings: RateLimitSettings = {
  login: { perAccountAndIp: { points: 3, durationSeconds: 600 }, perIp: { points: 6, durationSeconds: 600 } },
  register: tight(2, 3),
  resend: tight(2, 10),
  forgotPassword: tight(2, 10),
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ rateLimits: settings });
});
afterAll(() => app.close());

async function login(ip: string, email: string, password: string) {
  const agent = app.agent();
  agent.ip = ip;
  return agent.post('/public/v1/auth/login', { email, password });
}

describe('login limits', () => {
  it('stops an attacker guessing one account with a clear 429, while its owner elsewhere still signs in', async () => {
    await signedInAgent(app, 1);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await login('10.1.0.1', 'budi1@toko.id', 'wrong-pass')).status).toBe(401);
    const blocked = await login('10.1.0.1', 'budi1@toko.id', 'rahasia-123');
    expect(blocked).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(blocked.body!.message).toMatch(/try again in 10 minutes/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await login('10.0.0.1', 'budi1@toko.id', 'rahasia-123')).status).toBe(200);
    expect((await login('10.1.0.1', 'budi1@toko.id', 'rahasia-123')).status).toBe(429);
  });

  it('counts consecutive failures only: a right password clears them', async () => {
    await signedInAgent(app, 2);
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await login('10.2.0.1', 'budi2@toko.id', 'wrong-pass')).status).toBe(401);
      expect((await login('10.2.0.1', 'budi2@toko.id', 'rahasia-123')).status).toBe(200);
    }
  });

  it('limits one address trying many accounts, counting its failures, not its sign-ins, and then refuses it everything', async () => {
    await signedInAgent(app, 3);
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      statuses.push((await login('10.3.0.1', `who${n}@toko.id`, 'x1234567')).status);
      expect((await login('10.3.0.1', 'budi3@toko.id', 'rahasia-123')).status).toBe(n < 5 ? 200 : 429);
    }
    expect(statuses).toEqual([...Array(6).fill(401), 429]);
    expect((await login('10.3.0.2', 'budi3@toko.id', 'rahasia-123')).status).toBe(200);
  });
});

describe('other attempt limits', () => {
  it('limits registrations per address', async () => {
    const agent = app.agent();
    agent.ip = '10.4.0.1';
    const statuses: number[] = [];
    for (let n = 10; n < 14; n++) statuses.push((await agent.post('/public/v1/users', validRegistration(n))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits verification resends and reset requests per account', async () => {
    const resend = [];
    for (let n = 0; n < 3; n++)
      resend.push((await app.agent().post('/public/v1/emailVerification/resend', { email: 'budi10@toko.id' })).status);
    expect(resend).toEqual([200, 200, 429]);
    const reset = [];
    for (let n = 0; n < 3; n++)
      reset.push((await app.agent().post('/public/v1/forgotPassword/create', { email: 'budi1@toko.id' })).status);
    expect(reset).toEqual([200, 200, 429]);
  });
});

describe('limits of several processes', () => {
  it('are counted in the database: two apps on one database share them', async () => {
    const twin = await buildApp({
      config: app.ctx.config,
      database: app.database,
      clock: app.clock,
      rateLimits: settings,
      logger: false,
    });
    try {
      const attempt = (on: App) =>
        Object.assign(new Agent(on), { ip: '10.5.0.1' }).post('/public/v1/auth/login', {
          email: 'budi1@toko.id',
          password: 'wrong-pass',
        });
      expect([(await attempt(app)).status, (await attempt(twin)).status, (await attempt(app)).status]).toEqual([
        401, 401, 401,
      ]);
      expect((await attempt(twin)).status).toBe(429);
    } finally {
      await twin.server.close();
    }
  });
});
