import { FREE_PLAN, PERIOD_MONTHS, RENEWAL_RETRIES, type AutoPaymentState, type BillingPeriod, type PaidPlanId, type PlanId, type SubscriptionView } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { addMonths } from './calendar.ts';

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
}

const COLUMNS = `id, user_id as "userId", plan, period, started_at as "startedAt", expires_at as "expiresAt", auto_payment as "autoPayment",
  saved_card_token as "savedCardToken", failed_charges as "failedCharges", next_charge_at as "nextChargeAt"`;

export async function subscriptionById(sql: SqlRunner, id: string): Promise<Subscription | undefined> {
  const [row] = await sql.query<Subscription>(`select ${COLUMNS} from subscriptions where id = $1`, [id]);
  return row;
}

export async function currentSubscription(sql: SqlRunner, userId: string): Promise<Subscription | undefined> {
  const [row] = await sql.query<Subscription>(`select ${COLUMNS} from subscriptions where user_id = $1 and current`, [userId]);
  return row;
}

/** The plan in force: the current subscription until its paid period ends, then Free. */
export const planInForce = (subscription: Subscription | undefined, now: Date): PlanId =>
  subscription && subscription.expiresAt > now ? subscription.plan : FREE_PLAN;

export async function planOf(sql: SqlRunner, userId: string, now: Date): Promise<{ plan: PlanId; subscription: Subscription | undefined }> {
  const subscription = await currentSubscription(sql, userId);
  return { plan: planInForce(subscription, now), subscription };
}

export interface Purchase {
  plan: PaidPlanId;
  period: BillingPeriod;
  /** A card saved for auto-payment, when the plan was bought with it. */
  savedCardToken: string | null;
}

/**
 * A paid plan purchase. The same plan and period still in force is extended from its end;
 * anything else starts now and replaces the current plan. Returns whether it is a new plan
 * (whose allowances start today).
 */
export async function applyPurchase(sql: SqlRunner, userId: string, purchase: Purchase, now: Date): Promise<{ subscription: Subscription; isNew: boolean }> {
  const current = await currentSubscription(sql, userId);
  const months = PERIOD_MONTHS[purchase.period];
  const autoPayment = purchase.savedCardToken ? 'active' : null;
  if (current && current.plan === purchase.plan && current.period === purchase.period && current.expiresAt > now) {
    const expiresAt = addMonths(current.expiresAt, months);
    const [row] = await sql.query<Subscription>(
      `update subscriptions set expires_at = $2::timestamptz, auto_payment = coalesce($3::text, auto_payment), saved_card_token = coalesce($4::text, saved_card_token),
         next_charge_at = case when coalesce($3::text, auto_payment) = 'active' then $2::timestamptz end, failed_charges = 0
       where id = $1 returning ${COLUMNS}`,
      [current.id, expiresAt, autoPayment, purchase.savedCardToken],
    );
    return { subscription: row!, isNew: false };
  }
  if (current) await sql.query('update subscriptions set current = false, auto_payment = case when auto_payment in (\'active\', \'retrying\') then \'stopped\' else auto_payment end, next_charge_at = null where id = $1', [current.id]);
  const expiresAt = addMonths(now, months);
  const [row] = await sql.query<Subscription>(
    `insert into subscriptions (user_id, plan, period, started_at, expires_at, auto_payment, saved_card_token, next_charge_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [userId, purchase.plan, purchase.period, now, expiresAt, autoPayment ?? 'none', purchase.savedCardToken, autoPayment ? expiresAt : null],
  );
  return { subscription: row!, isNew: true };
}

/** A renewal charge went through: a new paid period from the charge (the plan may have lapsed while retrying). */
export async function renewed(sql: SqlRunner, subscription: Subscription, now: Date): Promise<Subscription> {
  const expiresAt = addMonths(now, PERIOD_MONTHS[subscription.period]);
  const [row] = await sql.query<Subscription>(
    `update subscriptions set expires_at = $2, auto_payment = 'active', failed_charges = 0, next_charge_at = $2
     where id = $1 returning ${COLUMNS}`,
    [subscription.id, expiresAt],
  );
  return row!;
}

const RETRY_AFTER_MS = 24 * 3_600_000;

/**
 * A renewal charge failed: retried the next day up to RENEWAL_RETRIES times, then
 * auto-payment stops for good (spec §4).
 */
export async function renewalFailed(sql: SqlRunner, subscriptionId: string, now: Date): Promise<void> {
  await sql.query(
    `update subscriptions set failed_charges = failed_charges + 1,
       auto_payment = case when failed_charges + 1 > $3 then 'failed' else 'retrying' end,
       next_charge_at = case when failed_charges + 1 > $3 then null else $2::timestamptz end
     where id = $1 and auto_payment in ('active', 'retrying')`,
    [subscriptionId, new Date(now.getTime() + RETRY_AFTER_MS), RENEWAL_RETRIES],
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

export function toSubscriptionView(s: Subscription, now: Date): SubscriptionView {
  return {
    id: s.id,
    plan: s.plan,
    period: s.period,
    startedAt: s.startedAt.toISOString(),
    expiredAt: s.expiresAt.toISOString(),
    label: s.autoPayment === 'active' && s.expiresAt > now ? 'renewed' : 'ended',
    autoPayment: s.autoPayment,
    failedCharges: s.failedCharges,
    nextChargeAt: s.nextChargeAt?.toISOString() ?? null,
  };
}
