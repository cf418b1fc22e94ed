import { PLANS } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './gateway/gateway.ts';
import { accessAt } from './access.service.ts';
import { closeInvoice, createInvoice, openRenewal } from './invoices.repo.ts';
import type { PaymentsService } from './payments.service.ts';
import { claimDueRenewals, type Subscription } from './subscriptions.repo.ts';
import { renewalFailed } from './subscriptions.service.ts';
import { accountsDue } from './usage.repo.ts';

const BATCH = 100;

export interface RenewalDeps {
  database: Database;
  clock: Clock;
  gateway: PaymentGateway;
  payments: PaymentsService;
}

type ChargeResult = 'paid' | 'failed' | 'pending';

const resultOf = (status: string): ChargeResult =>
  status === 'paid' ? 'paid' : status === 'pending' ? 'pending' : 'failed';

async function failRenewal(deps: RenewalDeps, orderId: string, subscriptionId: string): Promise<ChargeResult> {
  const now = deps.clock.now();
  await deps.database.transaction(async (sql) => {
    if (await closeInvoice(sql, orderId, { status: 'failed', method: 'credit_card', transactionId: null }, now))
      await renewalFailed(sql, subscriptionId, now);
  });
  return 'failed';
}

/**
 * A renewal charge whose answer never came (a timeout, say) may still have gone through, so
 * it is settled by asking the gateway before any new charge: never two charges for one renewal.
 */
async function settleOpenRenewal(deps: RenewalDeps, subscription: Subscription): Promise<ChargeResult | null> {
  const open = await openRenewal(deps.database, subscription.id);
  if (!open) return null;
  const status = await deps.gateway.status(open.orderId).catch(() => undefined);
  if (status === undefined) return 'pending';
  if (status === null) return failRenewal(deps, open.orderId, subscription.id);
  const { invoice } = await deps.database.transaction((sql) =>
    deps.payments.applyStatus(sql, status, deps.clock.now()),
  );
  return resultOf(invoice.status);
}

/** Charges one due subscription's saved card; without an answer the charge stays open until the gateway can say. */
async function chargeRenewal(deps: RenewalDeps, subscription: Subscription): Promise<ChargeResult> {
  const settled = await settleOpenRenewal(deps, subscription);
  if (settled) return settled;
  const { database, clock, gateway, payments } = deps;
  const amount = PLANS[subscription.plan].price[subscription.period];
  const invoice = await createInvoice(
    database,
    {
      userId: subscription.userId,
      kind: 'renewal',
      plan: subscription.plan,
      period: subscription.period,
      rows: null,
      tokens: null,
      amount,
      discount: 0,
      credit: 0,
      total: amount,
      referralCode: null,
      subscriptionId: subscription.id,
      gateway: gateway.name,
      expiresAt: null,
    },
    clock.now(),
  );
  if (!subscription.savedCardToken) return failRenewal(deps, invoice.orderId, subscription.id);
  const charge = await gateway
    .chargeSavedCard({ orderId: invoice.orderId, grossAmount: amount, savedTokenId: subscription.savedCardToken })
    .catch(() => null);
  if (!charge || charge.order_id !== invoice.orderId) return 'pending';
  const { invoice: after } = await database.transaction((sql) => payments.applyStatus(sql, charge, clock.now()));
  return resultOf(after.status);
}

/** Charges every auto-payment due now: on its renewal date, then daily retries (spec §4). */
export async function chargeDueRenewals(deps: RenewalDeps): Promise<Record<'paid' | 'failed' | 'pending', number>> {
  const counts = { paid: 0, failed: 0, pending: 0 };
  for (;;) {
    const due = await deps.database.transaction((sql) => claimDueRenewals(sql, deps.clock.now(), BATCH));
    for (const subscription of due) counts[await chargeRenewal(deps, subscription)]++;
    if (due.length < BATCH) return counts;
  }
}

/** Starts the new month for every account whose reset time has come (00:00 WIB on its anchor day). */
export async function resetDueAccounts(deps: { database: Database; clock: Clock }): Promise<number> {
  const done = new Set<string>();
  for (;;) {
    const due = (await accountsDue(deps.database, deps.clock.now(), BATCH)).filter((userId) => !done.has(userId));
    for (const userId of due) {
      await accessAt(deps.database, userId, deps.clock.now());
      done.add(userId);
    }
    if (due.length === 0) return done.size;
  }
}
