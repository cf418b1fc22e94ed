import { apiPaths, PLANS } from '@pasarlens/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buyPlan,
  makeAffiliate,
  payOnPortal,
  profile,
  sandboxPath,
  signedNotification,
  tokenOf,
} from '../../testing/billing.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { createBilling } from './billing.context.ts';

let app: TestApp;
let agent: Agent;
beforeEach(async () => {
  app = await createTestApp();
  agent = await signedInAgent(app);
});
afterEach(() => app.close());

const serverKey = () => app.ctx.billing.gateway.serverKey;
const invoiceStatus = async (orderId: string) =>
  (await app.database.query<{ status: string }>('select status from invoices where order_id = $1', [orderId]))[0]
    ?.status;

const notification = (orderId: string, total: number, status: string, key?: string, statusCode?: string) =>
  signedNotification(app, orderId, total, status, key, statusCode);

async function pendingCheckout(plan: 'basic' | 'smart' = 'smart') {
  const checkout = await agent.post(apiPaths.invoiceSubscription, { plan, period: 'monthly' });
  expect(checkout.status).toBe(200);
  return checkout.body!;
}

describe('plan purchase through the sandbox gateway', () => {
  it('starts free with 50 tokens and no paid features', async () => {
    const user = await profile(agent);
    expect(user.premium).toMatchObject({
      name: 'free',
      title: 'Gratis',
      researchSupport: false,
      historicalSupport: false,
      downloadLimit: 0,
      expired_at: null,
      is_recurring: false,
    });
    expect(user.quota).toEqual({ name: 'Gratis', limit: 50, count: 0 });
    expect(user.total).toEqual({ name: 'download', limit: 0, count: 0 });
  });

  it('turns free into paid on payment: plan, tokens, invoice and ledger', async () => {
    const { orderId, checkout, portal } = await buyPlan(agent, 'smart');
    expect(checkout.redirectUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/pay\/snap-/);
    expect(portal.body).toEqual({ finishUrl: `/app/upgrade/pembayaran/berhasil?order_id=${orderId}` });

    const user = await profile(agent);
    expect(user.premium).toMatchObject({
      name: 'smart',
      historicalSupport: true,
      historicalRange: 30,
      is_recurring: false,
    });
    expect(user.premium.expired_at).toBe('2026-12-01T03:00:00.000Z');
    expect(user.quota).toEqual({ name: 'Pinter', limit: PLANS.smart.tokensPerMonth, count: 0 });

    const invoices = await agent.get(`${apiPaths.invoices}?page=1`);
    expect(invoices.body!.items).toHaveLength(1);
    expect(invoices.body!.items[0]).toMatchObject({
      orderId,
      status: 'paid',
      total: 499_000,
      method: 'bank_transfer',
      kind: 'subscription',
    });
    expect(invoices.body!.items[0].number).toMatch(/^INV\/20261101\/\d{6}$/);
    expect(invoices.body!.items[0].companyInvoiceUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*INV/);
    const grants = await app.database.query(
      'select kind, delta, action from token_ledger where kind <> $1 order by id',
      ['spend'],
    );
    expect(grants.at(-1)).toEqual({ kind: 'grant', delta: 3_600, action: 'plan.smart' });
  });

  it('gives the referral discount, shown before payment, and refuses an unknown code', async () => {
    await signedInAgent(app, 2);
    await makeAffiliate(app, 'budi2@toko.id', 'HEMAT10', 10);
    const quote = await agent.post(apiPaths.invoiceQuote, {
      kind: 'subscription',
      plan: 'smart',
      period: 'yearly',
      referral_code: 'hemat10',
    });
    expect(quote.body).toEqual({
      amount: 3_590_000,
      discount: 359_000,
      credit: 0,
      total: 3_231_000,
      planChange: null,
      referral: { code: 'HEMAT10', discountPercent: 10 },
      referralError: null,
    });

    const unknown = await agent.post(apiPaths.invoiceQuote, {
      kind: 'subscription',
      plan: 'smart',
      period: 'yearly',
      referral_code: 'NOPE',
    });
    expect(unknown.body).toMatchObject({
      discount: 0,
      total: 3_590_000,
      referralError: 'This referral code is not valid',
    });
    const refused = await agent.post(apiPaths.invoiceSubscription, {
      plan: 'smart',
      period: 'yearly',
      referral_code: 'NOPE',
    });
    expect(refused.status).toBe(400);
    expect(refused.body!.code).toBe('REFERRAL_INVALID');

    const { orderId } = await buyPlan(agent, 'smart', 'yearly', { referral_code: 'HEMAT10' });
    expect(await invoiceStatus(orderId)).toBe('paid');
    const [invoice] = await app.database.query(
      'select amount, discount, total, referral_code from invoices where order_id = $1',
      [orderId],
    );
    expect(invoice).toEqual({ amount: 3_590_000, discount: 359_000, total: 3_231_000, referral_code: 'HEMAT10' });
  });

  it('does not let an affiliate use their own code', async () => {
    await makeAffiliate(app, 'budi1@toko.id', 'SENDIRI');
    const quote = await agent.post(apiPaths.invoiceQuote, {
      kind: 'subscription',
      plan: 'basic',
      period: 'monthly',
      referral_code: 'SENDIRI',
    });
    expect(quote.body).toMatchObject({ discount: 0, referralError: 'This referral code is not valid' });
  });

  it('rejects bad purchase input and changes nothing', async () => {
    for (const body of [
      { plan: 'free', period: 'monthly' },
      { plan: 'smart', period: 'weekly' },
      { plan: 'smart' },
      { plan: 'smart', period: 'monthly', referral_code: 'bad code!' },
    ]) {
      const response = await agent.post(apiPaths.invoiceSubscription, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await app.database.query('select * from invoices')).toEqual([]);
  });

  it('needs a session and the CSRF header', async () => {
    expect((await app.agent().post(apiPaths.invoiceSubscription, { plan: 'smart', period: 'monthly' })).status).toBe(
      401,
    );
    expect((await agent.post(apiPaths.invoiceSubscription, { plan: 'smart', period: 'monthly' }, 'none')).status).toBe(
      403,
    );
  });
});

describe('payment notifications', () => {
  it('apply once: duplicates, replays and later contrary statuses change nothing', async () => {
    const { orderId } = await pendingCheckout();
    const paid = notification(orderId, 499_000, 'settlement');
    expect((await app.agent().post(apiPaths.paymentNotification, paid)).body).toEqual({ outcome: 'applied' });
    expect((await app.agent().post(apiPaths.paymentNotification, paid)).body).toEqual({ outcome: 'unchanged' });
    expect(
      (await app.agent().post(apiPaths.paymentNotification, notification(orderId, 499_000, 'expire'))).body,
    ).toEqual({ outcome: 'unchanged' });
    expect(
      (
        await app
          .agent()
          .post(apiPaths.paymentNotification, notification(orderId, 499_000, 'pending', serverKey(), '201'))
      ).body,
    ).toEqual({ outcome: 'unchanged' });

    expect(await invoiceStatus(orderId)).toBe('paid');
    const subscriptions = await app.database.query<{ expires_at: Date }>('select expires_at from subscriptions');
    expect(subscriptions).toHaveLength(1);
    expect((await profile(agent)).quota.limit).toBe(3_600);
  });

  it('never moves back from failed, even when a settlement arrives after the expiry', async () => {
    const { orderId } = await pendingCheckout();
    await app.agent().post(apiPaths.paymentNotification, notification(orderId, 499_000, 'expire'));
    await app.agent().post(apiPaths.paymentNotification, notification(orderId, 499_000, 'settlement'));
    expect(await invoiceStatus(orderId)).toBe('expired');
    expect((await profile(agent)).premium.name).toBe('free');
  });

  it('refuses forged signatures, unknown orders and wrong amounts, and records each', async () => {
    const { orderId } = await pendingCheckout();
    const forged = await app
      .agent()
      .post(apiPaths.paymentNotification, notification(orderId, 499_000, 'settlement', 'not-the-key'));
    expect(forged.status).toBe(401);
    const unknown = await app
      .agent()
      .post(apiPaths.paymentNotification, notification('PL-UNKNOWN123', 499_000, 'settlement'));
    expect(unknown.status).toBe(404);
    const cheaper = await app.agent().post(apiPaths.paymentNotification, notification(orderId, 1_000, 'settlement'));
    expect(cheaper.status).toBe(400);
    expect(cheaper.body!.code).toBe('AMOUNT_MISMATCH');
    const malformed = await app.agent().post(apiPaths.paymentNotification, { order_id: orderId });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });

    expect(await invoiceStatus(orderId)).toBe('pending');
    const log = await app.database.query<{ outcome: string; reason: string }>(
      'select outcome, reason from payment_notifications order by id',
    );
    expect(log).toEqual([
      { outcome: 'rejected', reason: 'signature' },
      { outcome: 'rejected', reason: 'unknown order' },
      { outcome: 'rejected', reason: 'amount' },
    ]);
  });

  it('keeps only the known fields, each bounded, and stores nothing of a malformed one', async () => {
    const { orderId } = await pendingCheckout();
    const padded = {
      ...notification(orderId, 1_000, 'settlement'),
      va_numbers: [{ bank: 'bca', va_number: '1'.repeat(500_000) }],
      currency: 'IDR',
    };
    expect((await app.agent().post(apiPaths.paymentNotification, padded)).body!.code).toBe('AMOUNT_MISMATCH');
    const [kept] = await app.database.query<{ payload: Record<string, unknown>; size: number }>(
      'select payload, pg_column_size(payload) as size from payment_notifications',
    );
    expect(Object.keys(kept!.payload).sort()).toEqual([
      'gross_amount',
      'order_id',
      'payment_type',
      'signature_key',
      'status_code',
      'transaction_status',
    ]);
    expect(kept!.size).toBeLessThan(1_000);

    const oversized = await app.agent().post(apiPaths.paymentNotification, {
      ...notification(orderId, 499_000, 'settlement'),
      order_id: 'P'.repeat(100_000),
    });
    expect(oversized).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', issues: [{ path: 'order_id' }] },
    });
    const control = await app.agent().post(apiPaths.paymentNotification, {
      ...notification(orderId, 499_000, 'settlement'),
      transaction_id: 'x\u0000y',
    });
    expect(control).toMatchObject({ status: 400, body: { issues: [{ path: 'transaction_id' }] } });
    expect(await app.database.query('select id from payment_notifications')).toHaveLength(1);
  });

  it('grants nothing unless status_code agrees with transaction_status (the signature covers only the code)', async () => {
    const { orderId } = await pendingCheckout();
    const pendingSigned = notification(orderId, 499_000, 'pending', serverKey(), '201');
    const relabelled = await app
      .agent()
      .post(apiPaths.paymentNotification, { ...pendingSigned, transaction_status: 'settlement' });
    expect(relabelled).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'status_code', message: 'status_code 201 does not go with transaction_status settlement' }],
      },
    });
    const captured = await app
      .agent()
      .post(apiPaths.paymentNotification, { ...pendingSigned, transaction_status: 'capture', fraud_status: 'accept' });
    expect(captured.status).toBe(400);
    const challenged = await app.agent().post(apiPaths.paymentNotification, {
      ...pendingSigned,
      transaction_status: 'capture',
      fraud_status: 'challenge',
    });
    expect(challenged.body).toEqual({ outcome: 'unchanged' });
    const deniedAsPaid = await app
      .agent()
      .post(apiPaths.paymentNotification, notification(orderId, 499_000, 'deny', serverKey(), '200'));
    expect(deniedAsPaid.status).toBe(400);

    expect(await invoiceStatus(orderId)).toBe('pending');
    expect((await profile(agent)).premium.name).toBe('free');
    const reasons = await app.database.query<{ reason: string | null }>(
      'select reason from payment_notifications order by id',
    );
    expect(reasons.map((r) => r.reason)).toEqual(['status code', 'status code', null, 'status code']);

    expect(
      (await app.agent().post(apiPaths.paymentNotification, notification(orderId, 499_000, 'settlement'))).body,
    ).toEqual({ outcome: 'applied' });
  });

  it('limits notifications per address', async () => {
    const statuses = new Set<number>();
    for (let n = 0; n < 120; n++) statuses.add((await app.agent().post(apiPaths.paymentNotification, {})).status);
    expect([...statuses]).toEqual([400]);
    expect(await app.agent().post(apiPaths.paymentNotification, {})).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED' },
    });
    const elsewhere = app.agent();
    elsewhere.ip = '10.0.0.2';
    expect((await elsewhere.post(apiPaths.paymentNotification, {})).status).toBe(400);
  });
});

describe('sandbox server key', () => {
  it('is generated per installation and kept with its secrets, not a constant of the code', async () => {
    const key = serverKey();
    expect(key).toMatch(/^SB-Mid-server-[\w-]{40,}$/);
    expect(await app.database.query('select value from app_secrets where name = $1', ['sandbox_server_key'])).toEqual([
      { value: key },
    ]);
    const { orderId } = await pendingCheckout();
    const oldPublicKey = 'SB-Mid-server-pasarlens-sandbox';
    expect(
      (await app.agent().post(apiPaths.paymentNotification, notification(orderId, 499_000, 'settlement', oldPublicKey)))
        .status,
    ).toBe(401);

    const other = await createTestApp();
    try {
      expect(other.ctx.billing.gateway.serverKey).not.toBe(key);
    } finally {
      await other.close();
    }
  });

  it('is the configured one when PAYMENT_SERVER_KEY is set, and the stored one stays as it was', async () => {
    const stored = await app.database.query('select value from app_secrets where name = $1', ['sandbox_server_key']);
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      PAYMENT_SERVER_KEY: 'SB-Mid-server-configured-1',
    });
    const configured = await createBilling({ config, database: app.database, clock: app.clock });
    expect(configured.gateway.serverKey).toBe('SB-Mid-server-configured-1');
    expect(await app.database.query('select value from app_secrets where name = $1', ['sandbox_server_key'])).toEqual(
      stored,
    );
  });
});

describe('payment status check', () => {
  it('ends in pending, then success once the gateway has the money', async () => {
    const { orderId, redirectUrl } = await pendingCheckout();
    await payOnPortal(agent, redirectUrl, { outcome: 'pending', method: 'qris' });
    const pending = await agent.post(apiPaths.invoiceRefresh, { order_id: orderId });
    expect(pending.body).toMatchObject({ result: 'pending', invoice: { status: 'pending' } });

    await payOnPortal(agent, redirectUrl, { outcome: 'success', method: 'qris' });
    const paid = await agent.post(apiPaths.invoiceRefresh, { order_id: orderId });
    expect(paid.body).toMatchObject({ result: 'success', invoice: { status: 'paid', method: 'qris' } });
  });

  it('applies what the gateway says when the notification never came', async () => {
    const { orderId } = await pendingCheckout();
    await app.database.query(
      `update sandbox_transactions set status = 'settlement', payment_type = 'gopay' where order_id = $1`,
      [orderId],
    );
    const checked = await agent.post(apiPaths.invoiceRefresh, { order_id: orderId });
    expect(checked.body).toMatchObject({ result: 'success', invoice: { status: 'paid', method: 'e_wallet' } });
    expect((await profile(agent)).premium.name).toBe('smart');
  });

  it("reports failed payments and 'Payment check failed' when the gateway cannot answer", async () => {
    const first = await pendingCheckout();
    await payOnPortal(agent, first.redirectUrl, { outcome: 'failure' });
    expect((await agent.post(apiPaths.invoiceRefresh, { order_id: first.orderId })).body).toMatchObject({
      result: 'failed',
    });

    const second = await pendingCheckout();
    await app.database.query('delete from sandbox_transactions where order_id = $1', [second.orderId]);
    const check = await agent.post(apiPaths.invoiceRefresh, { order_id: second.orderId });
    expect(check.status).toBe(502);
    expect(check.body).toMatchObject({ code: 'PAYMENT_CHECK_FAILED', message: 'Payment check failed' });
  });

  it("does not show another user's order, nor a plan order on the download-credit check", async () => {
    const { orderId } = await pendingCheckout();
    const stranger = await signedInAgent(app, 2);
    expect((await stranger.post(apiPaths.invoiceRefresh, { order_id: orderId })).status).toBe(404);
    expect((await agent.post(apiPaths.invoiceRefreshDownloadCredit, { order_id: orderId })).status).toBe(404);
    expect((await agent.post(apiPaths.invoiceRefresh, { order_id: 'not an order' })).status).toBe(400);
  });
});

describe('sandbox portal', () => {
  it('offers only a card for auto-payment and refuses to pay a closed transaction twice', async () => {
    const checkout = await agent.post(apiPaths.invoiceRecurring, { plan: 'basic', period: 'monthly' });
    const portal = await app.agent().get(sandboxPath(tokenOf(checkout.body!.redirectUrl)));
    expect(portal.body).toMatchObject({
      grossAmount: 299_000,
      saveCard: true,
      methods: ['credit_card'],
      status: 'pending',
    });
    expect((await payOnPortal(agent, checkout.body!.redirectUrl, { method: 'bank_transfer' })).status).toBe(400);
    expect(
      (await payOnPortal(agent, checkout.body!.redirectUrl, { method: 'credit_card', card: 'approves' })).status,
    ).toBe(200);
    expect(
      (await payOnPortal(agent, checkout.body!.redirectUrl, { method: 'credit_card', card: 'approves' })).status,
    ).toBe(400);
  });
});

describe('invoice list', () => {
  it('pages ten at a time, newest first, clamping the page between 1 and the total', async () => {
    for (let i = 0; i < 12; i++) {
      await pendingCheckout('basic');
      app.clock.advance(60_000);
    }
    const second = await agent.get(`${apiPaths.invoices}?page=2`);
    expect(second.body).toMatchObject({ page: 2, total_page: 2, total: 12 });
    expect(second.body!.items).toHaveLength(2);
    expect((await agent.get(`${apiPaths.invoices}?page=99`)).body).toMatchObject({ page: 2 });
    expect((await agent.get(`${apiPaths.invoices}?page=0`)).status).toBe(400);
    const first = await agent.get(apiPaths.invoices);
    expect(first.body!.items[0].createdAt > first.body!.items[9].createdAt).toBe(true);
    const stranger = await signedInAgent(app, 2);
    expect((await stranger.get(apiPaths.invoices)).body).toMatchObject({ items: [], total: 0, page: 1, total_page: 1 });
  });
});
