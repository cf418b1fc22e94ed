import { apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTransaction } from '../modules/billing/gateway/sandbox.repo.ts';
import { buyPlan, profile, tokenOf } from '../testing/billing.ts';
import { createTestApp, signedInAgent, type TestApp } from '../testing/harness.ts';
import { runJob } from '../testing/jobs.ts';
import { INVOICE_EXPIRY_QUEUE, RENEWALS_QUEUE, UNHEARD_CHECKOUTS_QUEUE, USAGE_RESET_QUEUE } from './billing.job.ts';
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

    const jobs = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      const renewals = await runJob(jobs.boss, RENEWALS_QUEUE);
      expect(renewals.output).toEqual({ paid: 1, failed: 0, pending: 0 });
      const expiries = await runJob(jobs.boss, INVOICE_EXPIRY_QUEUE);
      expect(expiries.output).toEqual({ expired: 1, settled: 0, left: 0 });
      const resets = await runJob(jobs.boss, USAGE_RESET_QUEUE);
      expect(resets.output).toEqual({ reset: 1 });
    } finally {
      await jobs.stop();
    }
    expect((await profile(agent)).premium).toMatchObject({ name: 'basic', is_recurring: true });
  });

  it('applies a payment the gateway settled whose notification never came, without the payer coming back', async () => {
    const agent = await signedInAgent(app, 2);
    const checkout = (await agent.post(apiPaths.invoiceSubscription, { plan: 'smart', period: 'monthly' })).body!;
    // Settled on the gateway, and the process that was to receive the notification died.
    await closeTransaction(
      app.database,
      tokenOf(checkout.redirectUrl),
      { status: 'settlement', paymentType: 'bank_transfer', savedTokenId: null },
      app.clock.now(),
    );
    expect((await profile(agent)).premium.name).toBe('free');

    const jobs = await startJobs(app.ctx, { work: true, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      expect((await runJob(jobs.boss, UNHEARD_CHECKOUTS_QUEUE)).output).toEqual({ asked: 0, settled: 0 });
      app.clock.advance(11 * 60_000);
      expect((await runJob(jobs.boss, UNHEARD_CHECKOUTS_QUEUE)).output).toEqual({ asked: 1, settled: 1 });
    } finally {
      await jobs.stop();
    }
    expect((await profile(agent)).premium.name).toBe('smart');
  });
});
