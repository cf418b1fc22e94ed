import type { RecapGrain } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

/** The range of a recap: [from, to) as instants, bucketed by Jakarta day or month. */
export interface RecapRange {
  from: Date;
  to: Date;
  by: RecapGrain;
}

const period = (column: string) => `to_char(date_trunc($3::text, ${column} at time zone 'Asia/Jakarta'), 'YYYY-MM-DD')`;

// A plan invoice is a new subscription when its user had no paid plan invoice before it; any
// other paid plan invoice, and every paid renewal charge, renews one.
const PAID = `select i.kind, i.plan, i.method, i.total, ${period('i.paid_at')} as bucket,
    i.kind in ('subscription', 'recurring') and not exists (
      select 1 from invoices p where p.user_id = i.user_id and p.status = 'paid' and p.kind in ('subscription', 'recurring', 'renewal') and p.paid_at < i.paid_at
    ) as is_new
  from invoices i where i.status = 'paid' and i.paid_at >= $1 and i.paid_at < $2`;

const FIGURES = `coalesce(sum(total), 0)::bigint as revenue, count(*)::int as "invoicesPaid"`;
const SUBSCRIPTIONS = `count(*) filter (where is_new)::int as "newSubscriptions",
  count(*) filter (where kind = 'renewal' or (kind in ('subscription', 'recurring') and not is_new))::int as "renewedSubscriptions"`;

type Figures = { revenue: string; invoicesPaid: number };
export type SalesPeriodRow = Figures & { period: string; newSubscriptions: number; renewedSubscriptions: number };

/** Paid invoices in the range: by period, by plan (or what was bought without one) and by payment method. */
export async function salesRecapRows(
  sql: SqlRunner,
  range: RecapRange,
): Promise<{
  periods: SalesPeriodRow[];
  byPlan: (Figures & { plan: string })[];
  byMethod: (Figures & { method: string })[];
}> {
  const args = [range.from, range.to, range.by];
  const [periods, byPlan, byMethod] = await Promise.all([
    sql.query<SalesPeriodRow>(
      `select bucket as period, ${FIGURES}, ${SUBSCRIPTIONS} from (${PAID}) paid group by bucket order by bucket`,
      args,
    ),
    sql.query<Figures & { plan: string }>(
      `select coalesce(plan, kind) as plan, ${FIGURES} from (${PAID}) paid group by 1 order by revenue desc, 1`,
      args,
    ),
    sql.query<Figures & { method: string }>(
      `select coalesce(method, 'none') as method, ${FIGURES} from (${PAID}) paid group by 1 order by revenue desc, 1`,
      args,
    ),
  ]);
  return { periods, byPlan, byMethod };
}

export type RecurringPeriodRow = { period: string; started: number; renewed: number; retries: number; stops: number };

/**
 * Auto-payments in the range: started (a paid auto-payment checkout), renewed (a paid renewal
 * charge), retried (a failed renewal charge) and stopped (by the user or an admin), by period.
 */
export async function recurringRecapRows(sql: SqlRunner, range: RecapRange): Promise<RecurringPeriodRow[]> {
  return sql.query<RecurringPeriodRow>(
    `select period, count(*) filter (where event = 'started')::int as started, count(*) filter (where event = 'renewed')::int as renewed,
        count(*) filter (where event = 'retry')::int as retries, count(*) filter (where event = 'stop')::int as stops
       from (
         select ${period('paid_at')} as period, case when kind = 'recurring' then 'started' else 'renewed' end as event
           from invoices where status = 'paid' and kind in ('recurring', 'renewal') and paid_at >= $1 and paid_at < $2
         union all
         select ${period('closed_at')}, 'retry' from invoices where status = 'failed' and kind = 'renewal' and closed_at >= $1 and closed_at < $2
         union all
         select ${period('stopped_at')}, 'stop' from subscriptions where stopped_at >= $1 and stopped_at < $2
       ) events group by period order by period`,
    [range.from, range.to, range.by],
  );
}

/** Auto-payments running now. */
export async function recurringNow(sql: SqlRunner): Promise<{ active: number; retrying: number }> {
  const [row] = await sql.query<{ active: number; retrying: number }>(
    `select count(*) filter (where auto_payment = 'active')::int as active, count(*) filter (where auto_payment = 'retrying')::int as retrying
       from subscriptions where current and auto_payment in ('active', 'retrying')`,
  );
  return row!;
}
