import { apiPaths, PAYMENT_EXPIRY_HOURS } from '@pasarlens/contracts';
import { describe, expect, it, vi } from 'vitest';
import { payOnPortal, profile, signedNotification } from '../../testing/billing.ts';
import { freshAppPerTest, signedInAgent } from '../../testing/harness.ts';
import type { GatewayNotification } from './gateway/gateway.ts';

const fresh = freshAppPerTest();

const HOUR = 3_600_000;

async function checkout(
  path: string = apiPaths.invoiceSubscription,
  body: object = { plan: 'smart', period: 'monthly' },
) {
  const answer = await fresh.agent.post(path, body);
  expect(answer.status).toBe(200);
  return answer.body as { orderId: string; redirectUrl: string; invoice: Record<string, unknown> };
}

const invoices = async () => (await fresh.agent.get(apiPaths.invoices)).body!.items as Record<string, unknown>[];
const sandboxRow = async (orderId: string) =>
  (
    await fresh.app.database.query<{ status: string; expires_at: Date }>(
      'select status, expires_at from sandbox_transactions where order_id = $1',
      [orderId],
    )
  )[0]!;

const lateSettlement = (orderId: string, total: number) => signedNotification(fresh.app, orderId, total, 'settlement');

describe('unpaid checkouts', () => {
  it('can be paid again on the gateway page for 24 hours, the same window the gateway was given, then expire for good', async () => {
    const { orderId, redirectUrl } = await checkout();
    const [listed] = await invoices();
    const expiresAt = new Date(fresh.app.clock.now().getTime() + PAYMENT_EXPIRY_HOURS * HOUR);
    expect(listed).toMatchObject({
      orderId,
      status: 'pending',
      payUrl: redirectUrl,
      expiresAt: expiresAt.toISOString(),
    });
    expect((await sandboxRow(orderId)).expires_at).toEqual(expiresAt);

    fresh.app.clock.advance(PAYMENT_EXPIRY_HOURS * HOUR);
    expect((await payOnPortal(fresh.agent, redirectUrl)).status).toBe(400);
    expect(await fresh.app.ctx.billing.payments.expireOverdue()).toEqual({ expired: 1, settled: 0, left: 0 });
    expect(await invoices()).toMatchObject([{ orderId, status: 'expired', payUrl: null }]);
    expect(await fresh.app.ctx.billing.payments.expireOverdue()).toEqual({ expired: 0, settled: 0, left: 0 });

    // A payment the gateway still reports later grants nothing, and is recorded for a refund.
    expect((await fresh.app.agent().post(apiPaths.paymentNotification, lateSettlement(orderId, 499_000))).body).toEqual(
      { outcome: 'unchanged' },
    );
    expect((await profile(fresh.agent)).premium.name).toBe('free');
    expect(await fresh.app.database.query('select outcome, reason from payment_notifications')).toEqual([
      { outcome: 'unchanged', reason: 'paid after expired' },
    ]);
  });

  it('are settled, not expired, when the gateway took the money before the window closed', async () => {
    const { orderId } = await checkout();
    await fresh.app.database.query(
      `update sandbox_transactions set status = 'settlement', payment_type = 'qris' where order_id = $1`,
      [orderId],
    );
    fresh.app.clock.advance(PAYMENT_EXPIRY_HOURS * HOUR + 1);
    expect(await fresh.app.ctx.billing.payments.expireOverdue()).toEqual({ expired: 0, settled: 1, left: 0 });
    expect((await profile(fresh.agent)).premium.name).toBe('smart');
  });

  it('leave nothing payable behind when replaced while their checkout was still registering its gateway transaction', async () => {
    const first = await checkout();
    // The replacing checkout asks the gateway before the first one's transaction exists, and closes
    // the invoice only after that checkout registered it.
    vi.spyOn(fresh.app.ctx.billing.gateway, 'expire').mockResolvedValueOnce(null);
    const second = await checkout(apiPaths.invoiceSubscription, { plan: 'genius', period: 'monthly' });
    expect((await sandboxRow(first.orderId)).status).toBe('expire');
    expect((await payOnPortal(fresh.agent, first.redirectUrl)).status).toBe(400);
    expect((await payOnPortal(fresh.agent, second.redirectUrl)).status).toBe(200);
    expect((await invoices()).map((invoice) => [invoice.orderId, invoice.status])).toEqual(
      expect.arrayContaining([
        [first.orderId, 'cancelled'],
        [second.orderId, 'paid'],
      ]),
    );
  });

  it('are cancelled by their payer on the gateway first, so a late payment cannot grant anything', async () => {
    const { orderId, redirectUrl } = await checkout();
    const cancelled = await fresh.agent.post(apiPaths.invoiceCancel, { order_id: orderId });
    expect(cancelled.body!.invoice).toMatchObject({ orderId, status: 'cancelled', payUrl: null });
    expect((await sandboxRow(orderId)).status).toBe('expire');
    expect((await payOnPortal(fresh.agent, redirectUrl)).status).toBe(400);

    expect((await fresh.app.agent().post(apiPaths.paymentNotification, lateSettlement(orderId, 499_000))).body).toEqual(
      { outcome: 'unchanged' },
    );
    expect((await profile(fresh.agent)).premium.name).toBe('free');
    expect((await fresh.agent.post(apiPaths.invoiceCancel, { order_id: orderId })).body).toMatchObject({
      code: 'INVOICE_NOT_PENDING',
    });
    const stranger = await signedInAgent(fresh.app, 2);
    const other = await checkout();
    expect((await stranger.post(apiPaths.invoiceCancel, { order_id: other.orderId })).status).toBe(404);
    expect((await fresh.agent.post(apiPaths.invoiceCancel, { order_id: 'PL-NOSUCHORDER1' })).status).toBe(404);
  });

  it('cancelled after the gateway took the money are paid instead', async () => {
    const { orderId } = await checkout();
    await fresh.app.database.query(
      `update sandbox_transactions set status = 'settlement', payment_type = 'qris' where order_id = $1`,
      [orderId],
    );
    expect((await fresh.agent.post(apiPaths.invoiceCancel, { order_id: orderId })).body!.invoice).toMatchObject({
      status: 'paid',
      method: 'qris',
    });
    expect((await profile(fresh.agent)).premium.name).toBe('smart');
  });

  it('cancelled while the payment is being applied answer with the paid state, not the pending one read before', async () => {
    const { orderId } = await checkout();
    const { database } = fresh.app;
    await database.query(
      `update sandbox_transactions set status = 'settlement', payment_type = 'qris' where order_id = $1`,
      [orderId],
    );
    // The gateway's notification is being applied, holding the invoice, when the payer cancels.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const notified = database.transaction(async (tx) => {
      await tx.query('select 1 from invoices where order_id = $1 for update', [orderId]);
      holding();
      await held;
      await fresh.app.ctx.billing.payments.applyStatus(
        tx,
        lateSettlement(orderId, 499_000) as GatewayNotification,
        fresh.app.clock.now(),
      );
    });
    await isHeld;
    const cancelled = fresh.agent.post(apiPaths.invoiceCancel, { order_id: orderId });
    const waiting = () =>
      database.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
    try {
      await vi.waitFor(async () => expect((await waiting())[0]!.n).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 10,
      });
    } finally {
      release();
    }
    await notified;
    expect((await cancelled).body!.invoice).toMatchObject({ orderId, status: 'paid' });
    expect((await profile(fresh.agent)).premium.name).toBe('smart');
  });

  it('wait one at a time for a plan: a new plan checkout cancels the one still waiting, a refused one nothing', async () => {
    const first = await checkout();
    expect(
      (
        await fresh.agent.post(apiPaths.invoiceSubscription, {
          plan: 'genius',
          period: 'yearly',
          referral_code: 'NOSUCHCODE',
        })
      ).body,
    ).toMatchObject({ code: 'REFERRAL_INVALID' });
    expect(await invoices()).toMatchObject([{ orderId: first.orderId, status: 'pending' }]);
    const second = await checkout(apiPaths.invoiceRecurring, { plan: 'genius', period: 'yearly' });
    expect((await invoices()).map((invoice) => [invoice.orderId, invoice.status])).toEqual([
      [second.orderId, 'pending'],
      [first.orderId, 'cancelled'],
    ]);
    expect((await payOnPortal(fresh.agent, first.redirectUrl)).status).toBe(400);
  });
});

describe('the way back from the gateway', () => {
  it('depends on the outcome: berhasil, gagal or menunggu, kartu for a card registered, with the download-row check', async () => {
    const back = async (path: string, body: object, payment: Parameters<typeof payOnPortal>[2]) => {
      const { orderId, redirectUrl } = await checkout(path, body);
      return { orderId, finishUrl: (await payOnPortal(fresh.agent, redirectUrl, payment)).body!.finishUrl as string };
    };
    let ended = await back(apiPaths.invoiceSubscription, { plan: 'basic', period: 'monthly' }, { outcome: 'failure' });
    expect(ended.finishUrl).toBe(`/app/upgrade/pembayaran/gagal?order_id=${ended.orderId}`);
    ended = await back(apiPaths.invoiceSubscription, { plan: 'basic', period: 'monthly' }, { outcome: 'pending' });
    expect(ended.finishUrl).toBe(`/app/upgrade/pembayaran/menunggu?order_id=${ended.orderId}`);
    ended = await back(apiPaths.invoiceRecurring, { plan: 'basic', period: 'monthly' }, { card: 'approves' });
    expect(ended.finishUrl).toBe(`/app/upgrade/pembayaran/kartu?order_id=${ended.orderId}`);
    ended = await back(apiPaths.invoiceDownloadCredit, { rows: 10_000 }, { outcome: 'failure' });
    expect(ended.finishUrl).toBe(`/app/upgrade/pembayaran/gagal?order_id=${ended.orderId}&type=download_credit`);
  });
});
