import type { AutoPaymentState, BillingPeriod, PaidPlanId } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { selectList } from '../../lib/select-list.ts';

export interface Subscription {
  id: string;
  userId: string;
  plan: PaidPlanId;
  period: BillingPeriod;
  startedAt: Date;
  expiresAt: Date;
  autoPayment: AutoPaymentState;
  savedCardToken: string | null;
  failedCharges: number;
  nextChargeAt: Date | null;
  /** The paid period an upgrade credits: from `paidFrom` to `expiresAt`, for `paidAmount`. */
  paidFrom: Date | null;
  paidAmount: number;
}

export const SUBSCRIPTION_FIELDS = {
  id: 'id',
  userId: 'user_id',
  plan: 'plan',
  period: 'period',
  startedAt: 'started_at',
  expiresAt: 'expires_at',
  autoPayment: 'auto_payment',
  savedCardToken: 'saved_card_token',
  failedCharges: 'failed_charges',
  nextChargeAt: 'next_charge_at',
  paidFrom: 'paid_from',
  paidAmount: 'paid_amount',
} satisfies Record<keyof Subscription, string>;

const COLUMNS = selectList(SUBSCRIPTION_FIELDS, 'subscriptions');

export async function subscriptionById(sql: SqlRunner, id: string): Promise<Subscription | undefined> {
  const [row] = await sql.query<Subscription>(`select ${COLUMNS} from subscriptions where id = $1`, [id]);
  return row;
}

export async function currentSubscription(sql: SqlRunner, userId: string): Promise<Subscription | undefined> {
  const [row] = await sql.query<Subscription>(`select ${COLUMNS} from subscriptions where user_id = $1 and current`, [
    userId,
  ]);
  return row;
}

export interface Purchase {
  plan: PaidPlanId;
  period: BillingPeriod;
  /** A card saved for auto-payment, when the plan was bought with it. */
  savedCardToken: string | null;
  /** What the period cost after discounts (an upgrade's credit included): the value a later upgrade credits. */
  paid: number;
}

/**
 * Another period on the subscription: a card given with the purchase replaces the saved one and
 * turns auto-payment on; while auto-payment is on, the next charge is at the new end. The paid
 * period grows by the new one and what it cost.
 */
export async function extendSubscription(
  sql: SqlRunner,
  id: string,
  expiresAt: Date,
  purchase: Pick<Purchase, 'savedCardToken' | 'paid'>,
): Promise<Subscription> {
  const [row] = await sql.query<Subscription>(
    `update subscriptions set expires_at = $2::timestamptz, auto_payment = coalesce($3::text, auto_payment), saved_card_token = coalesce($4::text, saved_card_token),
       next_charge_at = case when coalesce($3::text, auto_payment) = 'active' then $2::timestamptz end, failed_charges = 0,
       paid_from = coalesce(paid_from, started_at), paid_amount = paid_amount + $5
     where id = $1 returning ${COLUMNS}`,
    [id, expiresAt, purchase.savedCardToken ? 'active' : null, purchase.savedCardToken, purchase.paid],
  );
  return row!;
}

/** The subscription is no longer the current one; auto-payment still running stops. */
export async function retireSubscription(sql: SqlRunner, id: string): Promise<void> {
  await sql.query(
    `update subscriptions set current = false, auto_payment = case when auto_payment in ('active', 'retrying') then 'stopped' else auto_payment end, next_charge_at = null
     where id = $1`,
    [id],
  );
}

/** Takes `ms` off a subscription's paid period (an extension taken back); a due charge moves with it. */
export async function shortenSubscription(sql: SqlRunner, id: string, ms: number): Promise<void> {
  await sql.query(
    `update subscriptions set expires_at = expires_at - $2 * interval '1 millisecond',
       next_charge_at = case when next_charge_at is not null then expires_at - $2 * interval '1 millisecond' end
     where id = $1`,
    [id, ms],
  );
}

/** Ends a subscription at `now` (a plan taken back): no longer current, no charge to come. */
export async function endSubscription(sql: SqlRunner, id: string, now: Date): Promise<void> {
  await sql.query(
    `update subscriptions set current = false, expires_at = least(expires_at, $2), next_charge_at = null,
       auto_payment = case when auto_payment in ('active', 'retrying') then 'stopped' else auto_payment end,
       stopped_at = case when auto_payment in ('active', 'retrying') then $2 else stopped_at end
     where id = $1`,
    [id, now],
  );
}

/** Makes a replaced subscription current again if its paid period still runs and no other plan is current. */
export async function reinstateSubscription(sql: SqlRunner, id: string, now: Date): Promise<boolean> {
  const rows = await sql.query(
    `update subscriptions s set current = true where s.id = $1 and not s.current and s.expires_at > $2
       and not exists (select 1 from subscriptions o where o.user_id = s.user_id and o.current)
     returning s.id`,
    [id, now],
  );
  return rows.length > 0;
}

/** A new current subscription; with a saved card, auto-payment charges it at the end of the period. */
export async function insertSubscription(
  sql: SqlRunner,
  userId: string,
  purchase: Purchase,
  period: { startedAt: Date; expiresAt: Date },
): Promise<Subscription> {
  const autoPayment = purchase.savedCardToken ? 'active' : 'none';
  const [row] = await sql.query<Subscription>(
    `insert into subscriptions (user_id, plan, period, started_at, expires_at, auto_payment, saved_card_token, next_charge_at, paid_from, paid_amount)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $4, $9) returning ${COLUMNS}`,
    [
      userId,
      purchase.plan,
      purchase.period,
      period.startedAt,
      period.expiresAt,
      autoPayment,
      purchase.savedCardToken,
      purchase.savedCardToken ? period.expiresAt : null,
      purchase.paid,
    ],
  );
  return row!;
}

/** A renewal charge of `paid` went through at `now`: paid until `expiresAt`, auto-payment active again. */
export async function markRenewed(
  sql: SqlRunner,
  id: string,
  period: { now: Date; expiresAt: Date; paid: number },
): Promise<Subscription> {
  const [row] = await sql.query<Subscription>(
    `update subscriptions set expires_at = $2, auto_payment = 'active', failed_charges = 0, next_charge_at = $2, paid_from = $3, paid_amount = $4
     where id = $1 returning ${COLUMNS}`,
    [id, period.expiresAt, period.now, period.paid],
  );
  return row!;
}

/**
 * A renewal charge failed: counted, and tried again at `retryAt` until more than `retries`
 * charges have failed, when auto-payment stops for good. One conditional UPDATE, so a failure
 * reported twice at once is still counted on the row as it is.
 */
export async function recordFailedCharge(
  sql: SqlRunner,
  subscriptionId: string,
  retryAt: Date,
  retries: number,
): Promise<void> {
  await sql.query(
    `update subscriptions set failed_charges = failed_charges + 1,
       auto_payment = case when failed_charges + 1 > $3 then 'failed' else 'retrying' end,
       next_charge_at = case when failed_charges + 1 > $3 then null else $2::timestamptz end
     where id = $1 and auto_payment in ('active', 'retrying')`,
    [subscriptionId, retryAt, retries],
  );
}

/** Stops auto-payment for good; the plan keeps its benefits to the end of the paid period. */
export async function stopAutoPayment(sql: SqlRunner, userId: string, now: Date): Promise<Subscription | undefined> {
  const [row] = await sql.query<Subscription>(
    `update subscriptions set auto_payment = 'stopped', stopped_at = $2, next_charge_at = null
     where user_id = $1 and current and auto_payment in ('active', 'retrying') returning ${COLUMNS}`,
    [userId, now],
  );
  return row;
}

/**
 * Claims the renewals due now: each claimed row's next charge moves an hour on in the same
 * statement (a lease), so two schedulers never charge one subscription at once and a crash
 * mid-charge is retried later.
 */
export async function claimDueRenewals(sql: SqlRunner, now: Date, limit: number): Promise<Subscription[]> {
  return sql.query<Subscription>(
    `update subscriptions set next_charge_at = $1::timestamptz + interval '1 hour'
     where id in (select id from subscriptions where current and auto_payment in ('active', 'retrying') and next_charge_at <= $1
                  order by next_charge_at limit $2 for update skip locked)
     returning ${COLUMNS}`,
    [now, limit],
  );
}
