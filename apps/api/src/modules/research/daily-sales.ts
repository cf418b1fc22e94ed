import { confidenceMix, type Analytics, type DailySales, type SalesSummary } from '@pasarlens/contracts';
import { addDays, addRangeSums, intervalOfSums, NO_RANGE, type Day, type RangeSums } from '@pasarlens/market';

/** A day of sales as the repos read it: with what its revenue's 80% interval is made of (null without revenue). */
export type DayFigures = Omit<DailySales, 'revenueRange'> & { rangeSums: RangeSums | null };

/** The day as the API gives it: its revenue's interval from its sums. */
function dailySalesOf({ rangeSums, ...day }: DayFigures): DailySales {
  const revenueRange = day.revenue === null || rangeSums === null ? null : intervalOfSums(day.revenue, rangeSums, 1);
  return { ...day, revenueRange };
}

/** Every day of the range, with null where there is no figure (never an invented 0). */
function fillRange(from: Day, to: Day, rows: DayFigures[]): DayFigures[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DayFigures[] = [];
  for (let d = from; d <= to; d = addDays(d, 1))
    out.push(
      byDay.get(d) ?? { day: d, units: null, revenue: null, revenueEstimated: null, confidence: null, rangeSums: null },
    );
  return out;
}

/**
 * The range's totals over the days with figures (its confidence weighs each day by its revenue,
 * its interval adds up the days' errors as decisions/039 does); null when no day has one.
 */
function summarise(days: DayFigures[]): SalesSummary | null {
  const known = days.filter((d) => d.units !== null);
  if (known.length === 0) return null;
  const total = (part: (d: DayFigures) => number) => known.reduce((sum, d) => sum + part(d), 0);
  const revenue = total((d) => d.revenue!);
  const rangeSums = known.reduce((sums, d) => addRangeSums(sums, d.rangeSums ?? NO_RANGE), NO_RANGE);
  return {
    units: total((d) => d.units!),
    revenue,
    revenueEstimated: total((d) => d.revenueEstimated ?? 0),
    confidence: confidenceMix(
      revenue,
      total((d) => d.revenue! * (d.confidence?.high ?? 0)),
      total((d) => d.revenue! * (d.confidence?.medium ?? 0)),
    ),
    revenueRange: intervalOfSums(revenue, rangeSums, known.length),
    days: known.length,
  };
}

/** History over a range (spec §7 analytics): the days with figures filled out to the whole range, their summary, and the range's breakdown. */
export function analyticsOf<T = never>(from: Day, to: Day, days: DayFigures[], items: T[] = []): Analytics<T> {
  const daily = fillRange(from, to, days);
  return { items, total_count: items.length, daily_sales: daily.map(dailySalesOf), summary: summarise(daily) };
}
