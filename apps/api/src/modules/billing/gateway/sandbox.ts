import { PAYMENT_METHODS, type PaymentMethod, type SandboxOutcome } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../lib/errors.ts';
import { grossAmountText, type GatewayNotification, type PaymentGateway, type TransactionRequest } from './gateway.ts';
import { notificationSignature } from './signature.ts';

/** The sandbox's test cards: one that approves later auto-payment charges, one that declines them. */
export const SANDBOX_CARDS = { approves: '4811111111111114', declines: '4911111111111113' } as const;


type Status = GatewayNotification['transaction_status'];

const STATUS_CODES: Partial<Record<Status, string>> = { settlement: '200', capture: '200', pending: '201', deny: '202', expire: '202', cancel: '202', failure: '202' };
const PAYMENT_TYPE: Record<PaymentMethod, string> = { bank_transfer: 'bank_transfer', credit_card: 'credit_card', e_wallet: 'gopay', qris: 'qris' };

interface SandboxRow {
  token: string;
  order_id: string;
  gross_amount: number;
  request: TransactionRequest;
  status: Status;
  payment_type: string | null;
  saved_token_id: string | null;
}

const randomId = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/**
 * A payment gateway that follows Midtrans Snap without leaving the machine: transactions are
 * paid on our own portal page (/sandbox/pay/:token), where the payer picks a method and an
 * outcome; notifications are signed with the server key exactly as Midtrans signs them.
 */
export function sandboxGateway(deps: { sql: SqlRunner; serverKey: string; appUrl: string }) {
  const { sql, serverKey } = deps;

  const signed = (orderId: string, grossAmount: number, status: Status, extra: Partial<GatewayNotification> = {}): GatewayNotification => {
    const statusCode = STATUS_CODES[status] ?? '202';
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
  const notificationOf = (row: SandboxRow) =>
    signed(row.order_id, row.gross_amount, row.status, {
      transaction_id: row.token,
      ...(row.payment_type ? { payment_type: row.payment_type } : {}),
      ...(row.saved_token_id ? { saved_token_id: row.saved_token_id } : {}),
    });

  async function find(token: string): Promise<SandboxRow> {
    const [row] = await sql.query<SandboxRow>('select token, order_id, gross_amount, request, status, payment_type, saved_token_id from sandbox_transactions where token = $1', [token]);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',
    serverKey,
    async createTransaction(request) {
      const token = randomId('snap');
      await sql.query('insert into sandbox_transactions (token, order_id, gross_amount, request) values ($1, $2, $3, $4::jsonb)', [token, request.orderId, request.grossAmount, JSON.stringify(request)]);
      return { token, redirectUrl: `${deps.appUrl}/sandbox/pay/${token}` };
    },
    async status(orderId) {
      const [row] = await sql.query<SandboxRow>('select token, order_id, gross_amount, request, status, payment_type, saved_token_id from sandbox_transactions where order_id = $1', [orderId]);
      return row ? notificationOf(row) : null;
    },
    async chargeSavedCard({ orderId, grossAmount, savedTokenId }) {
      const [card] = await sql.query<{ approves: boolean }>('select approves from sandbox_cards where saved_token_id = $1', [savedTokenId]);
      const status: Status = card?.approves ? 'capture' : 'deny';
      const token = randomId('charge');
      await sql.query('insert into sandbox_transactions (token, order_id, gross_amount, request, status, payment_type, saved_token_id) values ($1, $2, $3, $4::jsonb, $5, $6, $7)', [
        token, orderId, grossAmount, JSON.stringify({ orderId, grossAmount, savedTokenId }), status, 'credit_card', savedTokenId,
      ]);
      return signed(orderId, grossAmount, status, { transaction_id: token, payment_type: 'credit_card', saved_token_id: savedTokenId });
    },
  };

  return {
    gateway,
    /** What the portal page shows. */
    async transaction(token: string) {
      const row = await find(token);
      const methods: PaymentMethod[] = row.request.saveCard ? ['credit_card'] : [...PAYMENT_METHODS];
      return { orderId: row.order_id, grossAmount: row.gross_amount, items: row.request.items, saveCard: row.request.saveCard, status: row.status, methods };
    },
    /**
     * The payer's choice on the portal. Only a pending transaction can be paid; a card payment
     * for auto-payment saves the card, whose number decides how later charges go.
     */
    async pay(token: string, choice: { method: PaymentMethod; outcome: SandboxOutcome; cardNumber?: string | undefined }): Promise<{ notification: GatewayNotification; finishUrl: string }> {
      const row = await find(token);
      if (row.status !== 'pending') throw new AppError('VALIDATION_FAILED', { message: 'This payment is already closed' });
      if (row.request.saveCard && choice.method !== 'credit_card') throw new AppError('VALIDATION_FAILED', { message: 'Auto-payment needs a credit card' });
      const digits = (choice.cardNumber ?? '').replace(/\D/g, '');
      const isCard = choice.method === 'credit_card';
      if (isCard && digits !== SANDBOX_CARDS.approves && digits !== SANDBOX_CARDS.declines) {
        throw new AppError('VALIDATION_FAILED', { message: 'Use one of the sandbox test cards', issues: [{ path: 'cardNumber', message: 'Use one of the sandbox test cards' }] });
      }
      const status: Status = choice.outcome === 'success' ? (isCard ? 'capture' : 'settlement') : choice.outcome === 'failure' ? 'deny' : 'pending';
      const savedTokenId = isCard && row.request.saveCard && choice.outcome === 'success' ? randomId('card') : null;
      if (savedTokenId) await sql.query('insert into sandbox_cards (saved_token_id, last_digits, approves) values ($1, $2, $3)', [savedTokenId, digits.slice(-4), digits === SANDBOX_CARDS.approves]);
      const [updated] = await sql.query<SandboxRow>(
        `update sandbox_transactions set status = $2, payment_type = $3, saved_token_id = $4, updated_at = now() where token = $1 and status = 'pending'
         returning token, order_id, gross_amount, request, status, payment_type, saved_token_id`,
        [token, status, PAYMENT_TYPE[choice.method], savedTokenId],
      );
      if (!updated) throw new AppError('VALIDATION_FAILED', { message: 'This payment is already closed' });
      const finish = new URL(row.request.finishUrl);
      return { notification: notificationOf(updated), finishUrl: `${finish.pathname}${finish.search}` };
    },
  };
}

export type SandboxGateway = ReturnType<typeof sandboxGateway>;
