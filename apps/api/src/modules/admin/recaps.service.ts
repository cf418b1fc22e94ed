import { PAYMENT_METHODS, type RecapQuery, type RecurringRecap, type SalesRecap } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import { wibDayStart } from '../billing/calendar.ts';
import { recurringNow, recurringRecapRows, salesRecapRows, type RecapRange } from './recaps.repo.ts';

const rangeOf = (query: RecapQuery): RecapRange => {
  const to = new Date(Date.parse(`${query.end_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: wibDayStart(query.start_date), to: wibDayStart(to), by: query.by };
};

/** Every day or month of the range as YYYY-MM-DD (a month by its first day). */
function periodsOf(query: RecapQuery): string[] {
  const periods: string[] = [];
  const first = query.by === 'month' ? `${query.start_date.slice(0, 7)}-01` : query.start_date;
  for (let at = new Date(`${first}T00:00:00Z`); at.toISOString().slice(0, 10) <= query.end_date;) {
    periods.push(at.toISOString().slice(0, 10));
    if (query.by === 'month') at.setUTCMonth(at.getUTCMonth() + 1);
    else at.setUTCDate(at.getUTCDate() + 1);
  }
  return periods;
}

/** The rows of `found` by period, every period of the range present (empty ones as `empty`). */
const everyPeriod = <T extends { period: string }>(query: RecapQuery, found: T[], empty: Omit<T, 'period'>): T[] => {
  const byPeriod = new Map(found.map((row) => [row.period, row]));
  return periodsOf(query).map((period) => byPeriod.get(period) ?? ({ period, ...empty } as T));
};

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** The sales and auto-payment recaps, read off the invoices and subscriptions as they are. */
export function recapsService(deps: { database: Database }) {
  const { database } = deps;
  return {
    async sales(query: RecapQuery): Promise<SalesRecap> {
      const rows = await salesRecapRows(database, rangeOf(query));
      const figures = <T extends { revenue: string }>(row: T): Omit<T, 'revenue'> & { revenue: number } => ({
        ...row,
        revenue: Number(row.revenue),
      });
      const periods = everyPeriod(query, rows.periods.map(figures), {
        revenue: 0,
        invoicesPaid: 0,
        newSubscriptions: 0,
        renewedSubscriptions: 0,
      });
      return {
        periods,
        byPlan: rows.byPlan.map(figures),
        byMethod: rows.byMethod
          .map(figures)
          .map((row) => ({ ...row, method: row.method as (typeof PAYMENT_METHODS)[number] | 'none' })),
        totals: {
          revenue: sum(periods, (p) => p.revenue),
          invoicesPaid: sum(periods, (p) => p.invoicesPaid),
          newSubscriptions: sum(periods, (p) => p.newSubscriptions),
          renewedSubscriptions: sum(periods, (p) => p.renewedSubscriptions),
        },
      };
    },

    async recurring(query: RecapQuery): Promise<RecurringRecap> {
      const periods = everyPeriod(query, await recurringRecapRows(database, rangeOf(query)), {
        started: 0,
        renewed: 0,
        retries: 0,
        stops: 0,
      });
      return {
        periods,
        totals: {
          started: sum(periods, (p) => p.started),
          renewed: sum(periods, (p) => p.renewed),
          retries: sum(periods, (p) => p.retries),
          stops: sum(periods, (p) => p.stops),
        },
        now: await recurringNow(database),
      };
    },
  };
}
