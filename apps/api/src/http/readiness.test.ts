import { apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, validRegistration, type TestApp } from '../testing/harness.ts';
import { SESSION_COOKIE } from '../plugins/auth-context.ts';
import { Readiness } from './readiness.ts';

let app: TestApp;
const readiness = Readiness.starting();
beforeAll(async () => {
  app = await createTestApp({ readiness });
});
afterAll(() => app.close());

describe('a first start', () => {
  it('answers at once: the status with its progress, every API call 503 STARTING with Retry-After, the web app as usual', async () => {
    readiness.report({ step: 'days', done: 30, total: 90 });
    expect((await app.agent().get(apiPaths.status)).body).toEqual({
      ready: false,
      progress: { step: 'days', done: 30, total: 90 },
    });

    const login = await app.agent().post(apiPaths.login, { email: 'budi1@toko.id', password: 'rahasia-123' });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({
      code: 'STARTING',
      message: 'Pasarlens is starting: the demo market is being prepared',
      retryAfterSeconds: 3,
    });
    expect(login.headers['retry-after']).toBe('3');
    expect((await app.agent().post(apiPaths.register, validRegistration(1))).status).toBe(503);
    expect(await app.database.query('select 1 from users')).toHaveLength(0);
  });

  it('answers the status from memory while the seed holds the database, whoever asks', async () => {
    const agent = app.agent();
    agent.cookies.set(SESSION_COOKIE, 'a-returning-visitor');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const sessionsLocked = new Promise<void>((resolve) => (locked = resolve));
    // The seed's transaction holds the tables: a returning visitor's session read would wait behind it.
    const held = app.database.transaction(async (sql) => {
      await sql.query('lock table sessions in access exclusive mode');
      locked();
      await released;
    });
    try {
      await sessionsLocked;
      const answer = await agent.get(apiPaths.status);
      expect(answer).toMatchObject({ status: 200, body: { ready: false } });
    } finally {
      release();
      await held;
    }
  });

  it('serves the API once the demo market is ready', async () => {
    readiness.finish();
    expect((await app.agent().get(apiPaths.status)).body).toEqual({ ready: true, progress: null });
    expect((await app.agent().post(apiPaths.register, validRegistration(1))).status).toBe(201);
  });
});
