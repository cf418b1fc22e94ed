import type { InvoiceStatus, InvoiceView, PaymentMethod } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { randomBytes } from 'node:crypto';

/** An invoice row: the view's fields with real dates, plus what only the server sees. */
export interface Invoice extends Omit<
  InvoiceView,
  'createdAt' | 'paidAt' | 'expiresAt' | 'payUrl' | 'companyInvoiceUrl'
> {
  userId: string;
  subscriptionId: string | null;
  gateway: string;
  redirectUrl: string | null;
  createdAt: Date;
  paidAt: Date | null;
  expiresAt: Date | null;
}

const COLUMNS = `id, number, order_id as "orderId", user_id as "userId", kind, plan, period, rows, tokens, amount, discount, credit, total,
  referral_code as "referralCode", subscription_id as "subscriptionId", status, method, gateway, redirect_url as "redirectUrl",
  created_at as "createdAt", paid_at as "paidAt", expires_at as "expiresAt"`;

export type NewInvoice = Pick<
  Invoice,
  | 'userId'
  | 'kind'
  | 'plan'
  | 'period'
  | 'rows'
  | 'tokens'
  | 'amount'
  | 'discount'
  | 'credit'
  | 'total'
  | 'referralCode'
  | 'subscriptionId'
  | 'gateway'
  | 'expiresAt'
>;

/** The checkouts a payer starts (not the renewal charges the job makes): they expire, and they can be cancelled. */
const CHECKOUT_KINDS = `kind in ('subscription', 'recurring', 'quota', 'download_credit')`;

/** Order ids the gateway sees: unguessable, and never reused. */
const newOrderId = () => `PL-${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

export async function createInvoice(sql: SqlRunner, invoice: NewInvoice, now: Date): Promise<Invoice> {
  const [row] = await sql.query<Invoice>(
    `insert into invoices (number, order_id, user_id, kind, plan, period, rows, tokens, amount, discount, credit, total, referral_code, subscription_id, gateway, expires_at, created_at)
     values ('INV/' || to_char($16::timestamptz at time zone 'Asia/Jakarta', 'YYYYMMDD') || '/' || lpad(nextval('invoice_number_seq')::text, 6, '0'),
             $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     returning ${COLUMNS}`,
    [
      newOrderId(),
      invoice.userId,
      invoice.kind,
      invoice.plan,
      invoice.period,
      invoice.rows,
      invoice.tokens,
      invoice.amount,
      invoice.discount,
      invoice.credit,
      invoice.total,
      invoice.referralCode,
      invoice.subscriptionId,
      invoice.gateway,
      invoice.expiresAt,
      now,
    ],
  );
  return row!;
}

/** Keeps the gateway's payment page of a pending invoice; false when the invoice was closed meanwhile. */
export async function setRedirect(sql: SqlRunner, id: string, redirectUrl: string): Promise<boolean> {
  const rows = await sql.query('update invoices set redirect_url = $2 where id = $1 and status = $3 returning id', [
    id,
    redirectUrl,
    'pending',
  ]);
  return rows.length === 1;
}

export async function invoiceByOrderId(sql: SqlRunner, orderId: string): Promise<Invoice | undefined> {
  const [row] = await sql.query<Invoice>(`select ${COLUMNS} from invoices where order_id = $1`, [orderId]);
  return row;
}

/**
 * Moves a pending invoice to its outcome. Only `pending` ever changes, in one conditional
 * UPDATE, so a duplicated, replayed or out-of-order notification changes the state once and
 * never moves it backwards. Returns the invoice when this call made the change. With
 * `withoutTransaction`, only while its checkout has not yet registered a gateway transaction.
 */
export async function closeInvoice(
  sql: SqlRunner,
  orderId: string,
  outcome: { status: Exclude<InvoiceStatus, 'pending'>; method: PaymentMethod | null; transactionId: string | null },
  now: Date,
  { withoutTransaction = false } = {},
): Promise<Invoice | undefined> {
  const [row] = await sql.query<Invoice>(
    `update invoices set status = $2, method = coalesce($3, method), transaction_id = coalesce($4, transaction_id),
       paid_at = case when $2 = 'paid' then $5::timestamptz end, closed_at = $5
     where order_id = $1 and status = 'pending'${withoutTransaction ? ' and redirect_url is null' : ''} returning ${COLUMNS}`,
    [orderId, outcome.status, outcome.method, outcome.transactionId, now],
  );
  return row;
}

export interface NotificationRecord {
  orderId: string;
  transactionStatus: string | null;
  outcome: 'applied' | 'unchanged' | 'rejected';
  reason: string | null;
  payload: unknown;
}

/** Every gateway notification, with what became of it: the payment state machine's audit trail. */
export async function recordNotification(sql: SqlRunner, record: NotificationRecord): Promise<void> {
  await sql.query(
    'insert into payment_notifications (order_id, transaction_status, outcome, reason, payload) values ($1, $2, $3, $4, $5::jsonb)',
    [record.orderId, record.transactionStatus, record.outcome, record.reason, JSON.stringify(record.payload ?? null)],
  );
}

/** The user's plan checkout waiting for payment, if any (there is at most one). */
export async function pendingPlanCheckout(sql: SqlRunner, userId: string): Promise<Invoice | undefined> {
  const [row] = await sql.query<Invoice>(
    `select ${COLUMNS} from invoices where user_id = $1 and status = 'pending' and kind in ('subscription', 'recurring')`,
    [userId],
  );
  return row;
}

/** Unpaid checkouts whose payment window has closed at `now`, oldest first. */
export async function overdueCheckouts(sql: SqlRunner, now: Date, limit: number): Promise<Invoice[]> {
  return sql.query<Invoice>(
    `select ${COLUMNS} from invoices where status = 'pending' and expires_at <= $1 and ${CHECKOUT_KINDS} order by expires_at limit $2`,
    [now, limit],
  );
}

/**
 * Checkouts still pending whose gateway transaction was registered before `registeredBefore` and
 * whose payment window is still open (overdue ones are expired through the gateway instead), the
 * oldest first.
 */
export async function unheardCheckouts(
  sql: SqlRunner,
  registeredBefore: Date,
  now: Date,
  limit: number,
): Promise<Invoice[]> {
  return sql.query<Invoice>(
    `select ${COLUMNS} from invoices where status = 'pending' and redirect_url is not null and created_at <= $1
       and (expires_at is null or expires_at > $2) and ${CHECKOUT_KINDS} order by created_at limit $3`,
    [registeredBefore, now, limit],
  );
}

/** One of the user's invoices by id; undefined for anyone else's. */
export async function invoiceOfUser(sql: SqlRunner, userId: string, id: string): Promise<Invoice | undefined> {
  const [row] = await sql.query<Invoice>(`select ${COLUMNS} from invoices where id = $1 and user_id = $2`, [
    id,
    userId,
  ]);
  return row;
}

/** The newest renewal charge of a subscription still waiting for the gateway's answer. */
export async function openRenewal(sql: SqlRunner, subscriptionId: string): Promise<{ orderId: string } | undefined> {
  const [row] = await sql.query<{ orderId: string }>(
    `select order_id as "orderId" from invoices where subscription_id = $1 and kind = 'renewal' and status = 'pending' order by created_at desc limit 1`,
    [subscriptionId],
  );
  return row;
}

export async function invoicePage(
  sql: SqlRunner,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: Invoice[]; page: number; totalPages: number; total: number }> {
  const [{ total }] = (await sql.query<{ total: number }>(
    'select count(*)::int as total from invoices where user_id = $1',
    [userId],
  )) as [{ total: number }];
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const clamped = Math.min(Math.max(1, page), totalPages);
  const items = await sql.query<Invoice>(
    `select ${COLUMNS} from invoices where user_id = $1 order by created_at desc, number desc limit $2 offset $3`,
    [userId, pageSize, (clamped - 1) * pageSize],
  );
  return { items, page: clamped, totalPages, total };
}
