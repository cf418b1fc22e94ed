import {
  INVOICE_PAGE_SIZE,
  isPaidPlan,
  PAYMENT_EXPIRY_HOURS,
  PLANS,
  type Checkout,
  type InvoiceView,
  type DownloadCreditInput,
  type PaymentCheck,
  type PlanPurchaseInput,
  type QuotaPurchaseInput,
  type QuoteInput,
} from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repo.ts';
import { PAYMENT_TYPES, type GatewayNotification, type PaymentGateway } from './gateway/gateway.ts';
import { invoiceOutcome, sameAmount, statusCodeAgrees } from './gateway/outcome.ts';
import { isValidSignature } from './gateway/signature.ts';
import { accessAt } from './access.service.ts';
import { checkoutExpiry, finishUrls, gatewayItems } from './checkout-request.ts';
import {
  closeInvoice,
  createInvoice,
  invoiceByOrderId,
  invoicePage,
  unheardCheckouts,
  recordNotification,
  setRedirect,
  type Invoice,
  type NewInvoice,
} from './invoices.repo.ts';
import { toInvoiceView } from './presenters.ts';
import { quote } from './pricing.ts';
import { unpaidCheckouts } from './unpaid-checkouts.ts';
import { subscriptionById } from './subscriptions.repo.ts';
import { givePlan, giveTokens, giveDownloadRows } from './fulfilment.ts';
import { renewalFailed, renewSubscription } from './subscriptions.service.ts';

export interface PaymentsDeps {
  database: Database;
  clock: Clock;
  gateway: PaymentGateway;
  appUrl: string;
  /** Where company invoices are requested (international format without +). */
  whatsappNumber: string;
}

type Purchase =
  | { kind: 'subscription' | 'recurring'; input: PlanPurchaseInput }
  | { kind: 'quota'; input: QuotaPurchaseInput }
  | { kind: 'download_credit'; input: DownloadCreditInput };

/** Which result page a payment returns to and which status call serves it. */
export type CheckFamily = 'plan' | 'download_credit';
/** A checkout the gateway registered and nobody has told us about for this long is asked after. */
const UNHEARD_AFTER_MS = 10 * 60_000;
const BATCH = 100;

const familyOf = (invoice: Invoice): CheckFamily => (invoice.kind === 'download_credit' ? 'download_credit' : 'plan');

const isPlanPurchase = (purchase: Purchase): purchase is Extract<Purchase, { kind: 'subscription' | 'recurring' }> =>
  purchase.kind === 'subscription' || purchase.kind === 'recurring';

export function paymentsService(deps: PaymentsDeps) {
  const { database, clock, gateway } = deps;

  const companyInvoiceUrl = (invoice: Invoice) =>
    `https://wa.me/${deps.whatsappNumber}?text=${encodeURIComponent(`Halo Pasarlens, saya minta invoice perusahaan untuk ${invoice.number} (order ${invoice.orderId}).`)}`;
  const view = (invoice: Invoice) => toInvoiceView(invoice, companyInvoiceUrl, clock.now());

  /** Everything a paid invoice gives, in the transaction that marked it paid. */
  async function fulfil(sql: SqlRunner, invoice: Invoice, savedCardToken: string | null, now: Date) {
    const { userId } = invoice;
    if (invoice.kind === 'subscription' || invoice.kind === 'recurring') {
      const plan = invoice.plan as PlanPurchaseInput['plan'];
      // The period is worth what it cost before the credit: a later upgrade credits the value carried over too.
      const paid = invoice.amount - invoice.discount;
      await givePlan(
        sql,
        userId,
        { plan, period: invoice.period!, savedCardToken: invoice.kind === 'recurring' ? savedCardToken : null, paid },
        now,
      );
    } else if (invoice.kind === 'renewal') {
      const subscription = invoice.subscriptionId ? await subscriptionById(sql, invoice.subscriptionId) : undefined;
      if (subscription) await renewSubscription(sql, subscription, invoice.total, now);
    } else if (invoice.kind === 'quota') {
      await giveTokens(
        sql,
        userId,
        invoice.tokens!,
        { kind: 'purchase', action: 'quota.purchase', context: { invoice: invoice.number } },
        now,
      );
    } else {
      await giveDownloadRows(sql, userId, invoice.rows!, now);
    }
  }

  /**
   * Applies a gateway status to its invoice: only a pending invoice changes, once; a payment
   * fulfils what was bought, a failed renewal counts towards the retries.
   */
  async function applyStatus(
    sql: SqlRunner,
    notification: GatewayNotification,
    now: Date,
  ): Promise<{ changed: boolean; invoice: Invoice }> {
    const outcome = invoiceOutcome(notification);
    const current = (await invoiceByOrderId(sql, notification.order_id))!;
    if (outcome === null || outcome === 'pending') return { changed: false, invoice: current };
    const method = notification.payment_type ? (PAYMENT_TYPES[notification.payment_type] ?? null) : null;
    const closed = await closeInvoice(
      sql,
      notification.order_id,
      { status: outcome, method, transactionId: notification.transaction_id ?? null },
      now,
    );
    // Closed meanwhile by another call (a notification racing a cancel): the update waited for it,
    // so reading again gives what it made of the invoice, not the state read before.
    if (!closed) return { changed: false, invoice: (await invoiceByOrderId(sql, notification.order_id))! };
    if (outcome === 'paid') await fulfil(sql, closed, notification.saved_token_id ?? null, now);
    else if (closed.kind === 'renewal' && closed.subscriptionId) await renewalFailed(sql, closed.subscriptionId, now);
    return { changed: true, invoice: closed };
  }

  /** What the gateway says of a pending invoice, applied; PAYMENT_CHECK_FAILED when it cannot say or says it wrong. */
  async function askGateway(invoice: Invoice): Promise<Invoice> {
    const status = await gateway.status(invoice.orderId).catch((error: unknown) => {
      throw new AppError('PAYMENT_CHECK_FAILED', {}, error);
    });
    if (!status || !isValidSignature(status, gateway.serverKey) || !sameAmount(status, invoice))
      throw new AppError('PAYMENT_CHECK_FAILED');
    return (await database.transaction((sql) => applyStatus(sql, status, clock.now()))).invoice;
  }

  /** Keeps the notification's known fields (the route's schema dropped any others) with what became of it. */
  const record = (
    notification: GatewayNotification,
    outcome: 'applied' | 'unchanged' | 'rejected',
    reason: string | null,
  ) =>
    recordNotification(database, {
      orderId: notification.order_id,
      transactionStatus: notification.transaction_status,
      outcome,
      reason,
      payload: notification,
    });

  async function newInvoice(user: UserRow, purchase: Purchase, now: Date): Promise<Omit<NewInvoice, 'expiresAt'>> {
    const { plan: planInForce } = await accessAt(database, user.id, now);
    if ((purchase.kind === 'quota' || purchase.kind === 'download_credit') && !isPaidPlan(planInForce))
      throw new AppError('ACTIVE_PLAN_REQUIRED');
    const quoteInput: QuoteInput = isPlanPurchase(purchase)
      ? { kind: 'subscription', ...purchase.input }
      : ({ kind: purchase.kind, ...purchase.input } as QuoteInput);
    const price = await quote(database, user.id, quoteInput, now);
    if (price.referralError) throw new AppError('REFERRAL_INVALID');
    // Auto-payment registers the card with a first charge, which a total of nothing cannot make.
    if (purchase.kind === 'recurring' && price.total === 0) throw new AppError('CREDIT_COVERS_PRICE');
    return {
      userId: user.id,
      kind: purchase.kind,
      plan: 'plan' in purchase.input ? purchase.input.plan : null,
      period: 'period' in purchase.input ? purchase.input.period : null,
      rows: purchase.kind === 'download_credit' ? purchase.input.rows : null,
      tokens: purchase.kind === 'quota' ? PLANS[purchase.input.plan].tokensPerMonth : null,
      amount: price.amount,
      discount: price.discount,
      credit: price.credit,
      total: price.total,
      referralCode: price.referral?.code ?? null,
      subscriptionId: null,
      gateway: gateway.name,
    };
  }

  async function insertInvoice(draft: NewInvoice, now: Date): Promise<Invoice> {
    try {
      return await createInvoice(database, draft, now);
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'invoices_pending_plan_unique')
        throw new AppError('PAYMENT_IN_PROGRESS', {}, error);
      throw error;
    }
  }

  /** A purchase whose credit covers its price: paid at once, without the gateway. */
  async function settleWithoutPayment(invoice: Invoice): Promise<Invoice> {
    const now = clock.now();
    return database.transaction(async (sql) => {
      const paid = await closeInvoice(sql, invoice.orderId, { status: 'paid', method: null, transactionId: null }, now);
      // A checkout started at the same moment replaced this one first.
      if (!paid) throw new AppError('PAYMENT_IN_PROGRESS');
      await fulfil(sql, paid, null, now);
      return paid;
    });
  }

  const unpaid = unpaidCheckouts({ database, clock, gateway, applyStatus });

  return {
    quote: (userId: string, input: QuoteInput) => quote(database, userId, input, clock.now()),

    /** Creates the invoice and the gateway transaction; the payer goes to the returned URL. */
    async checkout(user: UserRow, purchase: Purchase): Promise<Checkout> {
      // Refused input changes nothing, not even the checkout still waiting.
      let draft = await newInvoice(user, purchase, clock.now());
      // The one that waited may turn out paid, which changes the plan in force and so the price.
      if (isPlanPurchase(purchase) && (await unpaid.replaceWaitingPlanCheckout(user.id)))
        draft = await newInvoice(user, purchase, clock.now());
      const now = clock.now();
      const invoice = await insertInvoice({ ...draft, expiresAt: checkoutExpiry(now) }, now);
      const finish = finishUrls(deps.appUrl, invoice);
      if (invoice.total === 0) {
        const paid = await settleWithoutPayment(invoice);
        return { orderId: paid.orderId, redirectUrl: finish.success, invoice: view(paid) };
      }
      let created;
      try {
        created = await gateway.createTransaction({
          orderId: invoice.orderId,
          grossAmount: invoice.total,
          customer: { name: user.name, email: user.email, phone: user.phone },
          items: gatewayItems(invoice),
          saveCard: purchase.kind === 'recurring',
          finishUrls: finish,
          expiry: { start: invoice.createdAt, hours: PAYMENT_EXPIRY_HOURS },
        });
      } catch (error) {
        await closeInvoice(
          database,
          invoice.orderId,
          { status: 'failed', method: null, transactionId: null },
          clock.now(),
        );
        throw new AppError('PAYMENT_FAILED', {}, error);
      }
      // A checkout started at the same moment cancelled this one before its transaction existed: close that too, unseen.
      if (!(await setRedirect(database, invoice.id, created.redirectUrl))) {
        await gateway.expire(invoice.orderId).catch(() => undefined);
        throw new AppError('PAYMENT_IN_PROGRESS');
      }
      return {
        orderId: invoice.orderId,
        redirectUrl: created.redirectUrl,
        invoice: view({ ...invoice, redirectUrl: created.redirectUrl }),
      };
    },

    /**
     * A notification from the gateway, already in its known shape: checked for signature (in
     * constant time), a status_code that agrees with its status, a known order and the exact
     * amount before it may change anything; every one is recorded. A payment for an invoice
     * already closed (cancelled or expired) grants nothing and is recorded as such, for a refund.
     */
    async handleNotification(notification: GatewayNotification): Promise<{ outcome: 'applied' | 'unchanged' }> {
      const reject = async (reason: string, error: AppError) => {
        await record(notification, 'rejected', reason);
        throw error;
      };
      if (!isValidSignature(notification, gateway.serverKey))
        return reject('signature', new AppError('SIGNATURE_INVALID'));
      if (!statusCodeAgrees(notification)) {
        const message = `status_code ${notification.status_code} does not go with transaction_status ${notification.transaction_status}`;
        return reject('status code', new AppError('VALIDATION_FAILED', { issues: [{ path: 'status_code', message }] }));
      }
      const invoice = await invoiceByOrderId(database, notification.order_id);
      if (!invoice) return reject('unknown order', new AppError('NOT_FOUND'));
      if (!sameAmount(notification, invoice)) return reject('amount', new AppError('AMOUNT_MISMATCH'));
      const { changed, invoice: after } = await database.transaction((sql) =>
        applyStatus(sql, notification, clock.now()),
      );
      const latePayment = !changed && invoiceOutcome(notification) === 'paid' && after.status !== 'paid';
      await record(notification, changed ? 'applied' : 'unchanged', latePayment ? `paid after ${after.status}` : null);
      return { outcome: changed ? 'applied' : 'unchanged' };
    },

    /** The payment status check of the result pages: asks the gateway, applies what it says. */
    async check(userId: string, orderId: string, family: CheckFamily): Promise<PaymentCheck> {
      const invoice = await invoiceByOrderId(database, orderId);
      if (!invoice || invoice.userId !== userId || familyOf(invoice) !== family) throw new AppError('NOT_FOUND');
      const current = invoice.status === 'pending' ? await askGateway(invoice) : invoice;
      const result = current.status === 'paid' ? 'success' : current.status === 'pending' ? 'pending' : 'failed';
      return { result, invoice: view(current) };
    },

    /**
     * Asks the gateway about checkouts it registered that we have not heard about for a while: a
     * payment settled while its notification was lost (the process died, the network failed) is
     * applied without the payer coming back. One the gateway cannot answer for now waits for the next run.
     */
    async settleUnheard(): Promise<{ asked: number; settled: number }> {
      const now = clock.now();
      const unheard = await unheardCheckouts(database, new Date(now.getTime() - UNHEARD_AFTER_MS), now, BATCH);
      let settled = 0;
      for (const invoice of unheard) {
        const after = await askGateway(invoice).catch(() => invoice);
        if (after.status !== 'pending') settled++;
      }
      return { asked: unheard.length, settled };
    },

    /** The payer cancels a checkout they will not pay: closed on the gateway, then here, for good. */
    cancel: async (userId: string, orderId: string): Promise<InvoiceView> => view(await unpaid.cancel(userId, orderId)),

    expireOverdue: unpaid.expireOverdue,

    /** One page of the user's invoices, newest first. */
    async invoices(
      userId: string,
      page: number,
    ): Promise<{ items: InvoiceView[]; page: number; total_page: number; total: number }> {
      const found = await invoicePage(database, userId, page, INVOICE_PAGE_SIZE);
      return { items: found.items.map(view), page: found.page, total_page: found.totalPages, total: found.total };
    },

    applyStatus,
    view,
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
