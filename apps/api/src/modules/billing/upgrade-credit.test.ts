import { apiPaths } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { buyPlan, payOnPortal, profile } from '../../testing/billing.ts';
import { freshAppPerTest } from '../../testing/harness.ts';

const fresh = freshAppPerTest();
const DAY = 86_400_000;

const quote = async (plan: string, period: string) =>
  (await fresh.agent.post(apiPaths.invoiceQuote, { kind: 'subscription', plan, period })).body!;

describe('an upgrade', () => {
  it('credits the unused whole days of the plan just paid, shown in the quote and taken off the invoice and the gateway amount', async () => {
    await buyPlan(fresh.agent, 'smart', 'monthly');
    fresh.app.clock.advance(6 * DAY);
    // Pinter monthly from 1 Nov 10:00 WIB, 30 days for 499,000; 24 days left, 23 of them after the 24-hour payment window.
    expect(await quote('genius', 'monthly')).toMatchObject({
      amount: 2_999_000,
      discount: 0,
      credit: 382_566,
      total: 2_616_434,
      planChange: {
        change: 'upgrade',
        plan: 'smart',
        period: 'monthly',
        expiresAt: '2026-12-01T03:00:00.000Z',
        creditDays: 23,
      },
    });

    const checkout = await fresh.agent.post(apiPaths.invoiceSubscription, { plan: 'genius', period: 'monthly' });
    expect(checkout.body!.invoice).toMatchObject({ amount: 2_999_000, credit: 382_566, total: 2_616_434 });
    const [sandbox] = await fresh.app.database.query<{ gross_amount: number; request: { items: { price: number }[] } }>(
      'select gross_amount, request from sandbox_transactions order by created_at desc limit 1',
    );
    expect(sandbox!.gross_amount).toBe(2_616_434);
    expect(sandbox!.request.items.map((item) => item.price)).toEqual([2_999_000, -382_566]);

    await payOnPortal(fresh.agent, checkout.body!.redirectUrl);
    expect((await profile(fresh.agent)).premium.name).toBe('genius');
    // The new period is worth its price before the credit: upgrading again credits the value carried over too.
    expect(await fresh.app.database.query('select plan, paid_amount from subscriptions where current')).toEqual([
      { plan: 'genius', paid_amount: 2_999_000 },
    ]);
  });

  it('gives a downgrade and a renewal of the same plan no credit, and says what each does', async () => {
    await buyPlan(fresh.agent, 'genius', 'monthly');
    expect(await quote('basic', 'yearly')).toMatchObject({
      credit: 0,
      total: 2_390_000,
      planChange: { change: 'downgrade', plan: 'genius' },
    });
    expect(await quote('genius', 'monthly')).toMatchObject({
      credit: 0,
      total: 2_999_000,
      planChange: { change: 'extend' },
    });
    expect(await quote('enterprise', 'monthly')).toMatchObject({ planChange: { change: 'upgrade', creditDays: 29 } });
  });

  it('that the credit covers is paid at once without the gateway; auto-payment, which needs a card charge, is refused', async () => {
    await buyPlan(fresh.agent, 'smart', 'yearly');
    expect(await quote('genius', 'monthly')).toMatchObject({ amount: 2_999_000, credit: 2_999_000, total: 0 });
    expect(
      (await fresh.agent.post(apiPaths.invoiceRecurring, { plan: 'genius', period: 'monthly' })).body,
    ).toMatchObject({ code: 'CREDIT_COVERS_PRICE' });

    const covered = await fresh.agent.post(apiPaths.invoiceSubscription, { plan: 'genius', period: 'monthly' });
    expect(covered.body).toMatchObject({
      redirectUrl: `http://localhost:3000/app/upgrade/pembayaran/berhasil?order_id=${covered.body!.orderId}`,
      invoice: { status: 'paid', total: 0 },
    });
    expect((await profile(fresh.agent)).premium.name).toBe('genius');
    expect(
      await fresh.app.database.query('select count(*)::int as n from sandbox_transactions where order_id = $1', [
        covered.body!.orderId,
      ]),
    ).toEqual([{ n: 0 }]);
  });

  it('is credited once however many checkouts race for it', async () => {
    await buyPlan(fresh.agent, 'smart', 'monthly');
    const started = await Promise.all(
      ['genius', 'enterprise', 'genius'].map((plan) =>
        fresh.agent.post(apiPaths.invoiceSubscription, { plan, period: 'monthly' }),
      ),
    );
    expect(
      started.every((answer) => answer.status === 200 || answer.body!.code === 'PAYMENT_IN_PROGRESS'),
      JSON.stringify(started.map((a) => a.body)),
    ).toBe(true);
    const paid = [];
    for (const answer of started.filter((a) => a.status === 200))
      paid.push((await payOnPortal(fresh.agent, answer.body!.redirectUrl)).status);
    expect(paid.filter((status) => status === 200)).toHaveLength(1);
    expect(
      await fresh.app.database.query(`select count(*)::int as n from invoices where status = 'paid' and credit > 0`),
    ).toEqual([{ n: 1 }]);
  });
});
