import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, validRegistration, type TestApp } from '../testing/harness.ts';
import type { RateLimitSettings } from './rate-limits.ts';

const tight = (account: number, ip: number) => ({
  perAccount: { points: account, durationSeconds: 600 },
  perIp: { points: ip, durationSeconds: 600 },
});
const settings: RateLimitSettings = {
  login: tight(3, 6),
  register: tight(2, 3),
  resend: tight(2, 10),
  forgotPassword: tight(2, 10),
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ rateLimits: settings });
});
afterAll(() => app.close());

describe('rate limits', () => {
  it('locks an account after repeated failed logins, from any address, with a clear 429', async () => {
    await signedInAgent(app, 1); // one successful login resets the account counter
    for (let attempt = 0; attempt < 3; attempt++) {
      const agent = app.agent();
      agent.ip = `10.1.0.${attempt}`;
      expect((await agent.post('/public/v1/auth/login', { email: 'budi1@toko.id', password: 'wrong-pass' })).status).toBe(401);
    }
    const blocked = app.agent();
    blocked.ip = '10.1.0.99';
    const res = await blocked.post('/public/v1/auth/login', { email: 'budi1@toko.id', password: 'rahasia-123' });
    expect(res).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(res.body!.message).toMatch(/try again in 10 minutes/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address trying many accounts', async () => {
    const agent = app.agent();
    agent.ip = '10.2.0.1';
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) statuses.push((await agent.post('/public/v1/auth/login', { email: `who${n}@toko.id`, password: 'x1234567' })).status);
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(401));
    expect(statuses[6]).toBe(429);
  });

  it('limits registrations per address', async () => {
    const agent = app.agent();
    agent.ip = '10.3.0.1';
    const statuses: number[] = [];
    for (let n = 10; n < 14; n++) statuses.push((await agent.post('/public/v1/users', validRegistration(n))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits verification resends and reset requests per account', async () => {
    const resend = [];
    for (let n = 0; n < 3; n++) resend.push((await app.agent().post('/public/v1/emailVerification/resend', { email: 'budi10@toko.id' })).status);
    expect(resend).toEqual([200, 200, 429]);
    const reset = [];
    for (let n = 0; n < 3; n++) reset.push((await app.agent().post('/public/v1/forgotPassword/create', { email: 'budi1@toko.id' })).status);
    expect(reset).toEqual([200, 200, 429]);
  });
});
