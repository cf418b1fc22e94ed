import { apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, profile } from '../testing/billing.ts';
import { createTestApp, signedInAgent, type TestApp } from '../testing/harness.ts';
import { runJob } from '../testing/jobs.ts';
import { INVOICE_EXPIRY_QUEUE, RENEWALS_QUEUE, USAGE_RESET_QUEUE } from './billing.job.ts';
import { startJobs } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { SESSION_IDLE_HOURS: '100000', SESSION_ABSOLUTE_DAYS: '3650' } });
});
afterAll(() => app.close());

describe('billing jobs', () => {
  it('charge due renewals, expire unpaid checkouts and reset due usage periods through the queue', async () => {
    const agent = await signedInAgent(app);
    await buyPlan(agent, 'basic', 'monthly', { card: 'approves' });
    expect((await agent.post(apiPaths.invoiceDownloadCredit, { rows: 10_000 })).status).toBe(200);
    app.clock.advance(31 * 86_400_000);

    const boss = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      const renewals = await runJob(boss, RENEWALS_QUEUE);
      expect(renewals.output).toEqual({ paid: 1, failed: 0, pending: 0 });
      const expiries = await runJob(boss, INVOICE_EXPIRY_QUEUE);
      expect(expiries.output).toEqual({ expired: 1, settled: 0, left: 0 });
      const resets = await runJob(boss, USAGE_RESET_QUEUE);
      expect(resets.output).toEqual({ reset: 1 });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    expect((await profile(agent)).premium).toMatchObject({ name: 'basic', is_recurring: true });
  });
});
