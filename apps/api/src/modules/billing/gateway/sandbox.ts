import { PAYMENT_METHODS, type PaymentMethod, type SandboxOutcome } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { expiryOf, grossAmountText, type GatewayNotification, type PaymentGateway } from './gateway.ts';
import {
  cardApproves,
  closeTransaction,
  expireTransaction,
  insertTransaction,
  saveCard,
  transactionByToken,
  type SandboxTransaction,
} from './sandbox.repo.ts';
import { statusCodeOf } from './outcome.ts';
import { notificationSignature } from './signature.ts';

/** The sandbox's test cards: one that approves later auto-payment charges, one that declines them. */
export const SANDBOX_CARDS = { approves: '4811111111111114', declines: '4911111111111113' } as const;

type Status = GatewayNotification['transaction_status'];

const PAYMENT_TYPE: Record<PaymentMethod, string> = {
  bank_transfer: 'bank_transfer',
  credit_card: 'credit_card',
  e_wallet: 'gopay',
  qris: 'qris',
};

const randomId = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/**
 * A payment gateway that follows Midtrans Snap without leaving the machine: transactions are
 * paid on our own portal page (/sandbox/pay/:token), where the payer picks a method and an
 * outcome; notifications are signed with the server key exactly as Midtrans signs them.
 */
export function sandboxGateway(deps: { sql: SqlRunner; serverKey: string; appUrl: string; clock: Clock }) {
  const { sql, serverKey, clock } = deps;

  const signed = (
    orderId: string,
    grossAmount: number,
    status: Status,
    extra: Partial<GatewayNotification> = {},
  ): GatewayNotification => {
    const statusCode = statusCodeOf(status);
    const gross = grossAmountText(grossAmount);
    return {
      order_id: orderId,
      status_code: statusCode,
      gross_amount: gross,
      signature_key: notificationSignature(orderId, statusCode, gross, serverKey),
      transaction_status: status,
      ...(status === 'capture' ? { fraud_status: 'accept' as const } : {}),
      ...extra,
    };
  };
  const notificationOf = (row: SandboxTransaction) =>
    signed(row.order_id, row.gross_amount, row.status, {
      transaction_id: row.token,
      ...(row.payment_type ? { payment_type: row.payment_type } : {}),
      ...(row.saved_token_id ? { saved_token_id: row.saved_token_id } : {}),
    });

  /** The transaction of a portal token, expired first when its payment window has closed (as Midtrans expires it). */
  async function find(token: string): Promise<SandboxTransaction> {
    const row = await transactionByToken(sql, token);
    if (!row) throw new AppError('NOT_FOUND');
    return row.status === 'pending' && row.expires_at && row.expires_at <= clock.now()
      ? (await expireTransaction(sql, row.order_id, clock.now(), false))!
      : row;
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',
    serverKey,
    async createTransaction(request) {
      const token = randomId('snap');
      await insertTransaction(sql, {
        token,
        order_id: request.orderId,
        gross_amount: request.grossAmount,
        request,
        expires_at: expiryOf(request.expiry),
      });
      return { token, redirectUrl: `${deps.appUrl}/sandbox/pay/${token}` };
    },
    async status(orderId) {
      const row = await expireTransaction(sql, orderId, clock.now(), false);
      return row ? notificationOf(row) : null;
    },
    async expire(orderId) {
      const row = await expireTransaction(sql, orderId, clock.now(), true);
      return row ? notificationOf(row) : null;
    },
    async chargeSavedCard({ orderId, grossAmount, savedTokenId }) {
      const status: Status = (await cardApproves(sql, savedTokenId)) ? 'capture' : 'deny';
      const token = randomId('charge');
      await insertTransaction(sql, {
        token,
        order_id: orderId,
        gross_amount: grossAmount,
        request: { orderId, grossAmount, savedTokenId },
        status,
        payment_type: 'credit_card',
        saved_token_id: savedTokenId,
      });
      return signed(orderId, grossAmount, status, {
        transaction_id: token,
        payment_type: 'credit_card',
        saved_token_id: savedTokenId,
      });
    },
  };

  return {
    gateway,
    /** What the portal page shows. */
    async transaction(token: string) {
      const row = await find(token);
      const methods: PaymentMethod[] = row.request.saveCard ? ['credit_card'] : [...PAYMENT_METHODS];
      return {
        orderId: row.order_id,
        grossAmount: row.gross_amount,
        items: row.request.items,
        saveCard: row.request.saveCard,
        status: row.status,
        methods,
      };
    },
    /**
     * The payer's choice on the portal. Only a pending transaction can be paid; a card payment
     * for auto-payment saves the card, whose number decides how later charges go.
     */
    async pay(
      token: string,
      choice: { method: PaymentMethod; outcome: SandboxOutcome; cardNumber?: string | undefined },
    ): Promise<{ notification: GatewayNotification; finishUrl: string }> {
      const row = await find(token);
      if (row.status !== 'pending')
        throw new AppError('VALIDATION_FAILED', { message: 'This payment is already closed' });
      if (row.request.saveCard && choice.method !== 'credit_card')
        throw new AppError('VALIDATION_FAILED', { message: 'Auto-payment needs a credit card' });
      const digits = (choice.cardNumber ?? '').replace(/\D/g, '');
      const isCard = choice.method === 'credit_card';
      if (isCard && digits !== SANDBOX_CARDS.approves && digits !== SANDBOX_CARDS.declines) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'Use one of the sandbox test cards',
          issues: [{ path: 'cardNumber', message: 'Use one of the sandbox test cards' }],
        });
      }
      const status: Status =
        choice.outcome === 'success'
          ? isCard
            ? 'capture'
            : 'settlement'
          : choice.outcome === 'failure'
            ? 'deny'
            : 'pending';
      const savedTokenId = isCard && row.request.saveCard && choice.outcome === 'success' ? randomId('card') : null;
      if (savedTokenId)
        await saveCard(sql, {
          savedTokenId,
          lastDigits: digits.slice(-4),
          approves: digits === SANDBOX_CARDS.approves,
        });
      const updated = await closeTransaction(
        sql,
        token,
        { status, paymentType: PAYMENT_TYPE[choice.method], savedTokenId },
        clock.now(),
      );
      if (!updated) throw new AppError('VALIDATION_FAILED', { message: 'This payment is already closed' });
      const finish = new URL(row.request.finishUrls[choice.outcome]);
      return { notification: notificationOf(updated), finishUrl: `${finish.pathname}${finish.search}` };
    },
  };
}

export type SandboxGateway = ReturnType<typeof sandboxGateway>;
