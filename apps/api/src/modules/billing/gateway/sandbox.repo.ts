import type { SqlRunner } from '@pasarlens/db';
import type { GatewayNotification, TransactionRequest } from './gateway.ts';

type Status = GatewayNotification['transaction_status'];

/** A transaction in the sandbox gateway's own books. */
export interface SandboxTransaction {
  token: string;
  order_id: string;
  gross_amount: number;
  request: TransactionRequest;
  status: Status;
  payment_type: string | null;
  saved_token_id: string | null;
  expires_at: Date | null;
}

const COLUMNS = 'token, order_id, gross_amount, request, status, payment_type, saved_token_id, expires_at';

export async function transactionByToken(sql: SqlRunner, token: string): Promise<SandboxTransaction | undefined> {
  const [row] = await sql.query<SandboxTransaction>(`select ${COLUMNS} from sandbox_transactions where token = $1`, [
    token,
  ]);
  return row;
}

async function transactionByOrderId(sql: SqlRunner, orderId: string): Promise<SandboxTransaction | undefined> {
  const [row] = await sql.query<SandboxTransaction>(`select ${COLUMNS} from sandbox_transactions where order_id = $1`, [
    orderId,
  ]);
  return row;
}

/** A new transaction, pending unless the charge's outcome is already known (a saved card). */
export async function insertTransaction(
  sql: SqlRunner,
  transaction: Pick<SandboxTransaction, 'token' | 'order_id' | 'gross_amount'> & { request: unknown } & Partial<
      Pick<SandboxTransaction, 'status' | 'payment_type' | 'saved_token_id' | 'expires_at'>
    >,
): Promise<void> {
  await sql.query(
    `insert into sandbox_transactions (token, order_id, gross_amount, request, status, payment_type, saved_token_id, expires_at)
     values ($1, $2, $3, $4::jsonb, coalesce($5, 'pending'), $6, $7, $8)`,
    [
      transaction.token,
      transaction.order_id,
      transaction.gross_amount,
      JSON.stringify(transaction.request),
      transaction.status ?? null,
      transaction.payment_type ?? null,
      transaction.saved_token_id ?? null,
      transaction.expires_at ?? null,
    ],
  );
}

/**
 * Closes a pending transaction with the payer's choice, if it is still open at `now`;
 * undefined when it was no longer pending or its payment window had closed.
 */
export async function closeTransaction(
  sql: SqlRunner,
  token: string,
  outcome: { status: Status; paymentType: string; savedTokenId: string | null },
  now: Date,
): Promise<SandboxTransaction | undefined> {
  const [row] = await sql.query<SandboxTransaction>(
    `update sandbox_transactions set status = $2, payment_type = $3, saved_token_id = $4, updated_at = now()
     where token = $1 and status = 'pending' and (expires_at is null or expires_at > $5)
     returning ${COLUMNS}`,
    [token, outcome.status, outcome.paymentType, outcome.savedTokenId, now],
  );
  return row;
}

/**
 * Expires a pending transaction of the order: always when `force`, else once its window has closed
 * at `now`. Returns the row as it is after. A transaction created between the update and the read
 * (a checkout racing a cancel) is pending when read, and is expired on the next round.
 */
export async function expireTransaction(
  sql: SqlRunner,
  orderId: string,
  now: Date,
  force: boolean,
): Promise<SandboxTransaction | undefined> {
  for (let round = 0; ; round++) {
    const [expired] = await sql.query<SandboxTransaction>(
      `update sandbox_transactions set status = 'expire', updated_at = now()
       where order_id = $1 and status = 'pending' and ($3 or expires_at <= $2) returning ${COLUMNS}`,
      [orderId, now, force],
    );
    if (expired) return expired;
    const row = await transactionByOrderId(sql, orderId);
    if (!force || row?.status !== 'pending' || round === 2) return row;
  }
}

export async function saveCard(
  sql: SqlRunner,
  card: { savedTokenId: string; lastDigits: string; approves: boolean },
): Promise<void> {
  await sql.query('insert into sandbox_cards (saved_token_id, last_digits, approves) values ($1, $2, $3)', [
    card.savedTokenId,
    card.lastDigits,
    card.approves,
  ]);
}

/** Whether a saved card approves charges; undefined for a card the sandbox never saved. */
export async function cardApproves(sql: SqlRunner, savedTokenId: string): Promise<boolean | undefined> {
  const [card] = await sql.query<{ approves: boolean }>(
    'select approves from sandbox_cards where saved_token_id = $1',
    [savedTokenId],
  );
  return card?.approves;
}
