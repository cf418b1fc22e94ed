import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { grossAmountText } from '../modules/billing/gateway/gateway.ts';
import { notificationSignature } from '../modules/billing/gateway/signature.ts';

type Json = Record<string, any>;
type Settled = 'settlement' | 'deny' | 'expire' | 'pending';

interface Transaction {
  orderId: string;
  grossAmount: number;
  saveCard: boolean;
  transactionId: string;
  transactionTime: string;
  /** Unset until the payer picks a method on the Snap page (settle): Midtrans does not know the order before. */
  status?: {
    transaction_status: string;
    status_code: string;
    payment_type: string;
    fraud_status?: string;
    saved_token_id?: string;
  };
}

/** Midtrans' status_code for each status its get-status API answers (expire is 407 there, not 202). */
const STATUS_CODES: Record<string, string> = {
  capture: '200',
  settlement: '200',
  pending: '201',
  deny: '202',
  expire: '407',
};

/** Midtrans writes times in Jakarta time: 2026-11-01 10:00:00. */
const jakartaTime = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A local stand-in for Midtrans: the Snap transactions call under /snap/v1 and the Core API
 * status and charge calls under /v2, in Midtrans' shapes (errors of the Core API as a status_code
 * in the body). A created transaction stays unknown to the status call until `settle` says how the
 * payer paid; a settled save-card transaction carries a saved_token_id that charges approve.
 */
export async function startFakeMidtrans(serverKey: string) {
  const transactions = new Map<string, Transaction>();
  const chargeOutcomes = new Map<string, 'approve' | 'decline'>();
  const requests: {
    method: string;
    path: string;
    headers: Record<string, string | string[] | undefined>;
    body: any;
  }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  const server = Fastify({ logger: false });
  let base = '';

  server.addHook('preHandler', async (req, reply) => {
    requests.push({ method: req.method, path: req.url, headers: req.headers, body: req.body });
    if (req.headers.authorization === expectedAuth) return;
    const message = 'Access denied due to unauthorized transaction, please check client or server key';
    return reply
      .code(401)
      .send(
        req.url.startsWith('/snap/')
          ? { error_messages: [message] }
          : { status_code: '401', status_message: message, id: randomUUID() },
      );
  });

  server.post('/snap/v1/transactions', async (req, reply) => {
    const body = req.body as Json;
    const orderId = body.transaction_details?.order_id;
    const grossAmount = body.transaction_details?.gross_amount;
    const itemsTotal = (body.item_details ?? []).reduce(
      (sum: number, item: Json) => sum + item.price * item.quantity,
      0,
    );
    const errors = [
      typeof orderId !== 'string' && 'transaction_details.order_id is required',
      !Number.isInteger(grossAmount) && 'transaction_details.gross_amount is required',
      body.item_details &&
        itemsTotal !== grossAmount &&
        'transaction_details.gross_amount is not equal to the sum of item_details',
      transactions.has(orderId) && 'transaction_details.order_id has already been taken',
    ].filter((e): e is string => typeof e === 'string');
    if (errors.length > 0) return reply.code(400).send({ error_messages: errors });

    transactions.set(orderId, {
      orderId,
      grossAmount,
      saveCard: body.credit_card?.save_card === true,
      transactionId: randomUUID(),
      transactionTime: jakartaTime(),
    });
    const token = randomUUID();
    return reply.code(201).send({ token, redirect_url: `${base}/snap/v2/vtweb/${token}` });
  });

  server.get('/v2/:orderId/status', async (req) => {
    const transaction = transactions.get((req.params as { orderId: string }).orderId);
    if (!transaction?.status)
      return { status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() };
    return answer(transaction, 'Success, transaction is found');
  });

  // Only a pending transaction expires; one the payer has not opened is unknown here, a closed one cannot be changed.
  server.post('/v2/:orderId/expire', async (req) => {
    const transaction = transactions.get((req.params as { orderId: string }).orderId);
    if (!transaction?.status)
      return { status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() };
    if (transaction.status.transaction_status !== 'pending')
      return {
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
        id: randomUUID(),
      };
    transaction.status = { ...transaction.status, transaction_status: 'expire', status_code: STATUS_CODES.expire! };
    const { signature_key: _unsigned, ...expired } = answer(transaction, 'Success, transaction has expired');
    return expired;
  });

  server.post('/v2/charge', async (req) => {
    const body = req.body as Json;
    const orderId = body.transaction_details?.order_id;
    const outcome = chargeOutcomes.get(body.credit_card?.token_id);
    if (body.payment_type !== 'credit_card' || !outcome)
      return { status_code: '411', status_message: 'Token id is missing, invalid, or timed out', id: randomUUID() };
    if (transactions.has(orderId))
      return {
        status_code: '406',
        status_message:
          'The request could not be completed due to a conflict with the state of the target resource, please try again',
        id: randomUUID(),
      };

    const approved = outcome === 'approve';
    const transaction: Transaction = {
      orderId,
      grossAmount: body.transaction_details.gross_amount,
      saveCard: false,
      transactionId: randomUUID(),
      transactionTime: jakartaTime(),
      status: {
        transaction_status: approved ? 'capture' : 'deny',
        status_code: approved ? '200' : '202',
        payment_type: 'credit_card',
        fraud_status: 'accept',
      },
    };
    transactions.set(orderId, transaction);
    // Charge answers carry no signature_key, as in Midtrans' own client samples.
    const { signature_key: _unsigned, ...charged } = answer(
      transaction,
      approved ? 'Success, Credit Card transaction is successful' : 'Card is not authorized',
    );
    return { ...charged, masked_card: '48111111-1114', bank: 'bni', card_type: 'credit' };
  });

  /** The body of the status call for a settled transaction, signed with the server key. */
  function answer(transaction: Transaction, statusMessage: string) {
    const status = transaction.status!;
    const grossAmount = grossAmountText(transaction.grossAmount);
    return {
      status_code: status.status_code,
      status_message: statusMessage,
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      merchant_id: 'G000000000',
      gross_amount: grossAmount,
      currency: 'IDR',
      payment_type: status.payment_type,
      transaction_time: transaction.transactionTime,
      transaction_status: status.transaction_status,
      ...(status.fraud_status && { fraud_status: status.fraud_status }),
      ...(status.saved_token_id && { saved_token_id: status.saved_token_id }),
      signature_key: notificationSignature(transaction.orderId, status.status_code, grossAmount, serverKey),
    };
  }

  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;

  return {
    snapUrl: `${base}/snap/v1`,
    apiUrl: `${base}/v2`,
    requests,
    /** How charges with this saved card end; cards saved by a settled transaction approve unless told otherwise. */
    setChargeOutcome(savedTokenId: string, outcome: 'approve' | 'decline') {
      chargeOutcomes.set(savedTokenId, outcome);
    },
    /** The payer's result on the Snap page. Card payments of a save-card transaction save the card. */
    settle(orderId: string, result: { status: Settled; paymentType?: string }) {
      const transaction = transactions.get(orderId);
      if (!transaction) throw new Error(`fake Midtrans: no transaction ${orderId}`);
      const paymentType = result.paymentType ?? (transaction.saveCard ? 'credit_card' : 'bank_transfer');
      const card = paymentType === 'credit_card';
      const savedTokenId =
        card && transaction.saveCard && result.status === 'settlement' ? `481111-1114-${randomUUID()}` : undefined;
      if (savedTokenId) chargeOutcomes.set(savedTokenId, 'approve');
      transaction.status = {
        transaction_status: result.status,
        status_code: STATUS_CODES[result.status]!,
        payment_type: paymentType,
        ...(card && { fraud_status: 'accept' }),
        ...(savedTokenId && { saved_token_id: savedTokenId }),
      };
    },
    close: () => server.close(),
  };
}
