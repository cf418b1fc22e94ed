import { apiPaths } from '@pasarlens/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { chargeDueRenewals } from './renewals.ts';

let app: TestApp;
let agent: Agent;
beforeEach(async () => {
  // These tests live through months of plan time; the session must outlast them.
  app = await createTestApp({ env: { SESSION_IDLE_HOURS: '100000', SESSION_ABSOLUTE_DAYS: '3650' } });
  agent = await signedInAgent(app);
});
afterEach(() => app.close());

const DAY = 86_400_000;
const renewals = () => chargeDueRenewals({ ...app.ctx, ...app.ctx.billing });
const subscription = async () => (await agent.get(apiPaths.subscription)).body!.subscription;
const renewalInvoices = () =>
  app.database.query<{ status: string; total: number }>(
    `select status, total from invoices where kind = 'renewal' order by created_at`,
  );

/** Moves the clock to just after the paid period ends. */
async function untilExpiry() {
  const expiredAt = Date.parse((await subscription()).expiredAt);
  app.clock.advance(expiredAt - app.clock.now().getTime() + 1_000);
}

describe('auto-payment', () => {
  it('charges the saved card on the renewal date and continues the plan', async () => {
    await buyPlan(agent, 'smart', 'monthly', { card: 'approves' });
    expect(await subscription()).toMatchObject({
      plan: 'smart',
      autoPayment: 'active',
      label: 'renewed',
      expiredAt: '2026-12-01T03:00:00.000Z',
    });
    expect((await profile(agent)).premium.is_recurring).toBe(true);

    expect(await renewals()).toEqual({ paid: 0, failed: 0, pending: 0 });
    await untilExpiry();
    expect(await renewals()).toEqual({ paid: 1, failed: 0, pending: 0 });
    expect(await renewalInvoices()).toEqual([{ status: 'paid', total: 499_000 }]);
    expect(await subscription()).toMatchObject({
      autoPayment: 'active',
      failedCharges: 0,
      expiredAt: '2027-01-01T03:00:01.000Z',
    });
    expect((await profile(agent)).premium.name).toBe('smart');
    expect(await renewals()).toEqual({ paid: 0, failed: 0, pending: 0 });
  });

  it('retries a declined card daily up to 3 times, then stops for good', async () => {
    await buyPlan(agent, 'basic', 'monthly', { card: 'declines' });
    await untilExpiry();
    expect(await renewals()).toMatchObject({ failed: 1 });
    expect(await subscription()).toMatchObject({ autoPayment: 'retrying', failedCharges: 1, label: 'ended' });
    expect((await profile(agent)).premium.name).toBe('free');

    for (let retry = 1; retry <= 3; retry++) {
      expect(await renewals()).toMatchObject({ failed: 0 });
      app.clock.advance(DAY);
      expect(await renewals()).toMatchObject({ failed: 1 });
    }
    expect(await subscription()).toMatchObject({ autoPayment: 'failed', failedCharges: 4, nextChargeAt: null });
    app.clock.advance(30 * DAY);
    expect(await renewals()).toEqual({ paid: 0, failed: 0, pending: 0 });
    expect(await renewalInvoices()).toHaveLength(4);
  });

  it('continues the plan when a retry succeeds', async () => {
    await buyPlan(agent, 'basic', 'monthly', { card: 'declines' });
    await untilExpiry();
    await renewals();
    await app.database.query('update sandbox_cards set approves = true');
    app.clock.advance(DAY);
    expect(await renewals()).toMatchObject({ paid: 1 });
    expect(await subscription()).toMatchObject({ autoPayment: 'active', failedCharges: 0, label: 'renewed' });
    expect((await profile(agent)).premium.name).toBe('basic');
  });

  it('settles an unanswered charge by asking the gateway instead of charging twice', async () => {
    await buyPlan(agent, 'smart', 'monthly', { card: 'approves' });
    await untilExpiry();
    const gateway = app.ctx.billing.gateway;
    const charge = gateway.chargeSavedCard.bind(gateway);
    gateway.chargeSavedCard = async (request) => {
      await charge(request);
      throw new Error('timeout');
    };
    expect(await renewals()).toMatchObject({ pending: 1 });
    gateway.chargeSavedCard = charge;
    app.clock.advance(2 * 3_600_000);
    expect(await renewals()).toMatchObject({ paid: 1 });
    expect(await renewalInvoices()).toEqual([{ status: 'paid', total: 499_000 }]);
    expect(
      await app.database.query(
        `select count(*)::int as n from sandbox_transactions where saved_token_id is not null and payment_type = 'credit_card' and request ? 'savedTokenId'`,
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('stops only after a second confirming call is made, keeps the benefits, and never charges again', async () => {
    await buyPlan(agent, 'genius', 'yearly', { card: 'approves' });
    const stopped = await agent.post(apiPaths.invoiceRecurringDeactivate, {});
    expect(stopped.body!.subscription).toMatchObject({ autoPayment: 'stopped', label: 'ended', nextChargeAt: null });
    const again = await agent.post(apiPaths.invoiceRecurringDeactivate, {});
    expect(again.status).toBe(409);
    expect(again.body!.code).toBe('NO_AUTO_PAYMENT');

    app.clock.advance(300 * DAY);
    expect((await profile(agent)).premium).toMatchObject({ name: 'genius', is_recurring: false });
    await untilExpiry();
    expect(await renewals()).toEqual({ paid: 0, failed: 0, pending: 0 });
    expect((await profile(agent)).premium.name).toBe('free');
    expect(await subscription()).toMatchObject({ autoPayment: 'stopped', label: 'ended' });
  });

  it('has nothing to stop on a one-time plan', async () => {
    await buyPlan(agent, 'smart');
    expect(await subscription()).toMatchObject({ autoPayment: 'none', label: 'ended' });
    expect((await agent.post(apiPaths.invoiceRecurringDeactivate, {})).status).toBe(409);
  });
});

describe('buying a plan again', () => {
  it('extends the same plan from its end, and replaces it with another plan from today', async () => {
    await buyPlan(agent, 'smart');
    app.clock.advance(10 * DAY);
    expect((await buyPlan(agent, 'smart')).portal.status).toBe(200);
    expect(await subscription()).toMatchObject({ plan: 'smart', expiredAt: '2027-01-01T03:00:00.000Z' });

    await buyPlan(agent, 'genius');
    expect(await subscription()).toMatchObject({ plan: 'genius', expiredAt: '2026-12-11T03:00:00.000Z' });
    expect((await profile(agent)).quota).toEqual({ name: 'Jenius', limit: 26_500, count: 0 });
    expect(await app.database.query('select count(*)::int as n from subscriptions where current')).toEqual([{ n: 1 }]);
  });
});
