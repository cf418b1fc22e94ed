import type { Database, SqlRunner } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { GatewayNotification, PaymentGateway } from './gateway/gateway.ts';
import { invoiceOutcome, sameAmount } from './gateway/outcome.ts';
import { isValidSignature } from './gateway/signature.ts';
import {
  closeInvoice,
  invoiceByOrderId,
  overdueCheckouts,
  pendingPlanCheckout,
  type Invoice,
} from './invoices.repo.ts';

const BATCH = 100;

export interface UnpaidCheckoutsDeps {
  database: Database;
  clock: Clock;
  gateway: PaymentGateway;
  /** The payment state machine's one way to apply a gateway status. */
  applyStatus(
    sql: SqlRunner,
    notification: GatewayNotification,
    now: Date,
  ): Promise<{ changed: boolean; invoice: Invoice }>;
}

/** Checkouts nobody paid: cancelled by their payer, replaced by a new plan checkout, or expired when their window closes (decisions/015). */
export function unpaidCheckouts(deps: UnpaidCheckoutsDeps) {
  const { database, clock, gateway } = deps;

  /**
   * Closes an unpaid checkout as `as` so it can never be paid: the gateway closes its
   * transaction first, and whatever it says came first (a payment, a refusal) is applied instead.
   */
  async function close(invoice: Invoice, as: 'cancelled' | 'expired'): Promise<Invoice> {
    for (let round = 0; ; round++) {
      const answer = await gateway.expire(invoice.orderId).catch((error: unknown) => {
        throw new AppError('PAYMENT_CHECK_FAILED', {}, error);
      });
      if (answer) {
        if (!isValidSignature(answer, gateway.serverKey) || !sameAmount(answer, invoice))
          throw new AppError('PAYMENT_CHECK_FAILED');
        const outcome = invoiceOutcome(answer);
        // Still payable on the gateway: closing it here would let a payment through that grants nothing.
        if (outcome === 'pending' || outcome === null) throw new AppError('PAYMENT_CHECK_FAILED');
        if (outcome !== 'expired')
          return (await database.transaction((sql) => deps.applyStatus(sql, answer, clock.now()))).invoice;
      }
      // With no transaction on the gateway, the checkout that made this invoice may still be making
      // one: the invoice closes only while it has none, else the next round expires the one it got.
      const closed = await closeInvoice(
        database,
        invoice.orderId,
        { status: as, method: null, transactionId: null },
        clock.now(),
        { withoutTransaction: !answer && round === 0 },
      );
      if (closed) return closed;
      const now = (await invoiceByOrderId(database, invoice.orderId))!;
      if (now.status !== 'pending' || round > 0) return now;
    }
  }

  return {
    /** The payer's own checkout, closed for good; it may turn out paid. */
    async cancel(userId: string, orderId: string): Promise<Invoice> {
      const invoice = await invoiceByOrderId(database, orderId);
      if (!invoice || invoice.userId !== userId || invoice.kind === 'renewal') throw new AppError('NOT_FOUND');
      if (invoice.status !== 'pending') throw new AppError('INVOICE_NOT_PENDING');
      return close(invoice, 'cancelled');
    },

    /** A plan checkout replaces the one still waiting (there is at most one, so an upgrade's credit is given once); whether there was one. */
    async replaceWaitingPlanCheckout(userId: string): Promise<boolean> {
      const waiting = await pendingPlanCheckout(database, userId);
      if (waiting) await close(waiting, 'cancelled');
      return waiting !== undefined;
    },

    /** Expires the checkouts whose payment window has closed; one the gateway cannot answer for now stays for the next run. */
    async expireOverdue(): Promise<{ expired: number; settled: number; left: number }> {
      const counts = { expired: 0, settled: 0, left: 0 };
      const seen = new Set<string>();
      for (;;) {
        const due = (await overdueCheckouts(database, clock.now(), BATCH)).filter((invoice) => !seen.has(invoice.id));
        if (due.length === 0) return counts;
        for (const invoice of due) {
          seen.add(invoice.id);
          const closed = await close(invoice, 'expired').catch(() => undefined);
          counts[!closed ? 'left' : closed.status === 'expired' ? 'expired' : 'settled']++;
        }
      }
    },
  };
}
