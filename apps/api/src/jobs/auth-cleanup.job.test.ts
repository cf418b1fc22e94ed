import { rateLimits, sessions, userTokens } from '@pasarlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, validRegistration, type TestApp } from '../testing/harness.ts';
import { runJob } from '../testing/jobs.ts';
import { AUTH_CLEANUP_QUEUE } from './auth-cleanup.job.ts';
import { startJobs } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('auth cleanup job', () => {
  it('runs through the queue and deletes only expired sessions, dead tokens and ended attempt counters', async () => {
    await signedInAgent(app, 1);
    await app.agent().post('/public/v1/users', validRegistration(2));
    app.clock.advance(app.ctx.config.sessionIdleMs + 1000);
    const fresh = await signedInAgent(app, 3);
    await app.database.db
      .insert(rateLimits)
      .values({ key: 'login:ip:10.9.9.9', points: 4, expire: new Date(app.clock.now().getTime() - 1000) });
    const liveCounters = (await app.database.db.select().from(rateLimits)).length - 1;

    const jobs = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      const job = await runJob(jobs.boss, AUTH_CLEANUP_QUEUE);
      expect(job.state).toBe('completed');
      // Gone: user 1's idle session, user 1's link used over a week ago, user 2's expired link, the ended counter.
      expect(job.output).toEqual({ sessions: 1, tokens: 2, counters: 1 });
    } finally {
      await jobs.stop();
    }
    expect((await app.database.db.select().from(sessions)).length).toBe(1);
    expect((await fresh.get('/internal/auth/check')).status).toBe(200);
    const tokens = await app.database.db.select().from(userTokens);
    expect(tokens).toHaveLength(1); // user 3's link, used just now
    expect(liveCounters).toBeGreaterThan(0);
    expect(await app.database.db.select().from(rateLimits)).toHaveLength(liveCounters);
  });
});
