import { apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../testing/billing.ts';
import { startFakeMidtrans } from '../../testing/fake-midtrans.ts';
import { createTestApp, signedInAgent, type TestApp } from '../../testing/harness.ts';
import { chargeDueRenewals } from './renewals.ts';

const SERVER_KEY = 'SB-Mid-server-test-key';
let midtrans: Awaited<ReturnType<typeof startFakeMidtrans>>;
let app: TestApp;
beforeAll(async () => {
  midtrans = await startFakeMidtrans(SERVER_KEY);
  app = await createTestApp({
    env: {
      PAYMENT_GATEWAY: 'midtrans',
      PAYMENT_SERVER_KEY: SERVER_KEY,
      MIDTRANS_SNAP_URL: midtrans.snapUrl,
      MIDTRANS_API_URL: midtrans.apiUrl,
      SESSION_IDLE_HOURS: '100000',
      SESSION_ABSOLUTE_DAYS: '3650',
    },
  });
});
afterAll(async () => {
  await app.close();
  await midtrans.close();
});

describe('payments through the Midtrans adapter', () => {
  it('pays a plan with auto-payment on Snap, checks its status, and renews with the saved card', async () => {
    expect(app.ctx.billing.sandbox).toBeNull();
    const agent = await signedInAgent(app);
    const checkout = await agent.post(apiPaths.invoiceRecurring, { plan: 'smart', period: 'monthly' });
    expect(checkout.body!.redirectUrl).toMatch(/\/snap\/v2\/vtweb\//);
    const snap = midtrans.requests.find((r) => r.path.endsWith('/transactions'))!;
    expect(snap.body).toMatchObject({
      transaction_details: { order_id: checkout.body!.orderId, gross_amount: 499_000 },
      credit_card: { save_card: true },
    });

    const unpaid = await agent.post(apiPaths.invoiceRefresh, { order_id: checkout.body!.orderId });
    expect(unpaid.status).toBe(502);

    midtrans.settle(checkout.body!.orderId, { status: 'settlement' });
    expect((await agent.post(apiPaths.invoiceRefresh, { order_id: checkout.body!.orderId })).body).toMatchObject({
      result: 'success',
      invoice: { method: 'credit_card' },
    });
    expect((await profile(agent)).premium).toMatchObject({ name: 'smart', is_recurring: true });

    app.clock.advance(31 * 86_400_000);
    expect(await chargeDueRenewals({ ...app.ctx, ...app.ctx.billing })).toEqual({ paid: 1, failed: 0, pending: 0 });
    expect(midtrans.requests.filter((r) => r.path.endsWith('/charge'))).toHaveLength(1);
    expect((await profile(agent)).premium.name).toBe('smart');
  });
});
