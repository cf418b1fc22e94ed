import { apiPaths } from '@pasarlens/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type TestApp } from '../testing/harness.ts';
import { CRAWL_QUEUE } from './crawl-queue.ts';
import { startJobs, type Jobs } from './index.ts';

let app: TestApp | undefined;
let jobs: Jobs | undefined;
afterEach(async () => {
  await jobs?.stop();
  await app?.close();
  [app, jobs] = [undefined, undefined];
});

async function started(env: Record<string, string>) {
  app = await createTestApp({ env });
  jobs = await startJobs(app.ctx, { work: false, schedule: true });
  const agent = await signedInAgent(app);
  await agent.post(apiPaths.dataRequest, { marketplace: 'shopee', kind: 'keyword', reference: 'gamis' });
  const queued = await app.database.query<{ data: unknown }>(`select data from pgboss.job where name = $1`, [
    CRAWL_QUEUE,
  ]);
  const schedules = (await jobs.boss.getSchedules()).filter((s) => s.name === CRAWL_QUEUE);
  return { queued: queued.map((j) => j.data), schedules };
}

describe('the crawl job', () => {
  it('runs daily at CRAWL_DAILY_AT, Jakarta time, and at once for a data request', async () => {
    const { queued, schedules } = await started({ CRAWL_DAILY_AT: '02:30' });
    expect(schedules).toEqual([
      expect.objectContaining({ cron: '30 2 * * *', timezone: 'Asia/Jakarta', data: { kind: 'daily' } }),
    ]);
    expect(queued).toEqual([{ kind: 'requests' }]);
  });

  it('stays off without CRAWL_DAILY_AT: requests wait, queued', async () => {
    const { queued, schedules } = await started({});
    expect(schedules).toEqual([]);
    expect(queued).toEqual([]);
    const [request] = await app!.database.query<{ status: string }>('select status from data_requests');
    expect(request!.status).toBe('queued');
  });
});
