import { GATEWAY_STATUSES } from '@pasarlens/contracts';
import { z } from 'zod';
import type { GatewayNotification, PaymentGateway } from './gateway.ts';
import { notificationSignature } from './signature.ts';

export interface MidtransOptions {
  serverKey: string;
  /** Snap API base, e.g. https://app.sandbox.midtrans.com/snap/v1 */
  snapUrl: string;
  /** Core API base, e.g. https://api.sandbox.midtrans.com/v2 */
  apiUrl: string;
  fetch?: typeof fetch;
  /** Per call, including reading the answer. */
  timeoutMs?: number;
}

/** A call to Midtrans that did not give a usable answer; `status` is the HTTP status, the status_code Midtrans put in the body, or null when no answer came. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

const notificationSchema = z.object({
  order_id: z.string(),
  status_code: z.string(),
  gross_amount: z.string(),
  signature_key: z.string(),
  transaction_status: z.enum(GATEWAY_STATUSES),
  transaction_id: z.string().optional(),
  fraud_status: z.enum(['accept', 'challenge', 'deny']).optional(),
  payment_type: z.string().optional(),
  saved_token_id: z.string().optional(),
  transaction_time: z.string().optional(),
}) satisfies z.ZodType<GatewayNotification>;

const createdSchema = z.object({ token: z.string().min(1), redirect_url: z.string().min(1) });
/** The status API answers an order it does not know with status_code '404' in a 200 body: that answer is null. */
const unknownOrderSchema = z.object({ status_code: z.literal('404') });
const statusSchema = z.preprocess(
  (body) => (unknownOrderSchema.safeParse(body).success ? null : body),
  notificationSchema.nullable(),
);
/** Charge and expire answers may come without a signature (the official clients' samples have none). */
const chargeSchema = notificationSchema.extend({ signature_key: z.string().optional() });
const expireSchema = z.preprocess(
  (body) => (unknownOrderSchema.safeParse(body).success ? null : body),
  chargeSchema.nullable(),
);
/** Midtrans' own account of a refusal: Snap sends error_messages, the Core API status_code and status_message, often with HTTP 200. */
const refusalSchema = z.object({
  status_code: z.string().optional(),
  status_message: z.string().optional(),
  error_messages: z.array(z.string()).optional(),
});

export function midtransGateway(options: MidtransOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const snapUrl = options.snapUrl.replace(/\/$/, '');
  const apiUrl = options.apiUrl.replace(/\/$/, '');
  const headers = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`,
  };

  /** One JSON call: GET without a body, POST with one. Whatever is not an answer `schema` accepts throws a GatewayError naming `call`. */
  async function request<T>(call: string, url: string, body: object | undefined, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: body ? 'POST' : 'GET',
        headers,
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (thrown) {
      const error = thrown as Error;
      if (error.name === 'TimeoutError')
        throw new GatewayError(`Midtrans ${call}: no answer within ${timeoutMs} ms`, null);
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new GatewayError(`Midtrans ${call}: network error (${error.message}${cause})`, null);
    }
    const json = parseObject(text);
    const parsed = schema.safeParse(json);
    if (response.ok && parsed.success) return parsed.data;

    const refusal = refusalSchema.safeParse(json).data;
    const reason = (refusal?.error_messages?.join('; ') ?? refusal?.status_message ?? '').slice(0, 200);
    if (!response.ok)
      throw new GatewayError(`Midtrans ${call}: HTTP ${response.status}${reason && ` (${reason})`}`, response.status);
    if (refusal?.status_code && !refusal.status_code.startsWith('2')) {
      throw new GatewayError(
        `Midtrans ${call}: status_code ${refusal.status_code}${reason && ` (${reason})`}`,
        Number(refusal.status_code) || null,
      );
    }
    const issue = parsed.error?.issues[0];
    const detail = json === undefined ? 'not a JSON object' : `${issue?.path.join('.') || 'body'}: ${issue?.message}`;
    throw new GatewayError(
      `Midtrans ${call}: HTTP ${response.status} with an unexpected body (${detail})`,
      response.status,
    );
  }

  /** An answer that came straight from Midtrans on our authenticated call, signed here when Midtrans did not. */
  const signed = (answer: z.infer<typeof chargeSchema>): GatewayNotification => ({
    ...answer,
    signature_key:
      answer.signature_key ??
      notificationSignature(answer.order_id, answer.status_code, answer.gross_amount, options.serverKey),
  });

  const status = (orderId: string) =>
    request('status', `${apiUrl}/${encodeURIComponent(orderId)}/status`, undefined, statusSchema);

  return {
    name: 'midtrans',
    serverKey: options.serverKey,

    async createTransaction(transaction) {
      const created = await request(
        'createTransaction',
        `${snapUrl}/transactions`,
        {
          transaction_details: { order_id: transaction.orderId, gross_amount: transaction.grossAmount },
          customer_details: {
            first_name: transaction.customer.name,
            email: transaction.customer.email,
            phone: transaction.customer.phone,
          },
          item_details: transaction.items.map((item) => ({
            id: item.id,
            name: item.name.slice(0, 50),
            price: item.price,
            quantity: item.quantity,
          })),
          // Snap takes one finish URL and returns every outcome there: the page that checks and says the outcome.
          callbacks: { finish: transaction.finishUrls.pending },
          expiry: {
            start_time: midtransTime(transaction.expiry.start),
            unit: 'hour',
            duration: transaction.expiry.hours,
          },
          ...(transaction.saveCard && {
            enabled_payments: ['credit_card'],
            credit_card: { secure: true, save_card: true },
          }),
        },
        createdSchema,
      );
      return { token: created.token, redirectUrl: created.redirect_url };
    },

    status,

    async expire(orderId) {
      try {
        const answer = await request('expire', `${apiUrl}/${encodeURIComponent(orderId)}/expire`, {}, expireSchema);
        return answer && signed(answer);
      } catch (error) {
        // 412: no longer pending (paid, say), so the status says what it became; 404: an order Midtrans never saw.
        if (error instanceof GatewayError && error.status === 412) return status(orderId);
        if (error instanceof GatewayError && error.status === 404) return null;
        throw error;
      }
    },

    async chargeSavedCard(charge) {
      const answer = await request(
        'chargeSavedCard',
        `${apiUrl}/charge`,
        {
          payment_type: 'credit_card',
          transaction_details: { order_id: charge.orderId, gross_amount: charge.grossAmount },
          credit_card: { token_id: charge.savedTokenId },
        },
        chargeSchema,
      );
      return signed(answer);
    },
  };
}

/** Midtrans' time format, in WIB: 2026-11-01 10:00:00 +0700. */
function midtransTime(at: Date): string {
  const wib = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

/** Every Midtrans answer is a JSON object; anything else is undefined. */
function parseObject(text: string): object | undefined {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? json : undefined;
  } catch {
    return undefined;
  }
}
