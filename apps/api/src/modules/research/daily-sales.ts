import { confidenceMix, type Analytics, type DailySales, type SalesSummary } from '@pasarlens/contracts';
import { addDays, type Day } from '@pasarlens/market';

/** Every day of the range, with null where there is no figure (never an invented 0). */
function fillRange(from: Day, to: Day, rows: DailySales[]): DailySales[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DailySales[] = [];
  for (let d = from; d <= to; d = addDays(d, 1))
    out.push(byDay.get(d) ?? { day: d, units: null, revenue: null, revenueEstimated: null, confidence: null });
  return out;
}

/** The range's totals over the days with figures (its confidence weighs each day by its revenue); null when no day has one (nothing found). */
function summarise(days: DailySales[]): SalesSummary | null {
  const known = days.filter((d) => d.units !== null);
  if (known.length === 0) return null;
  const total = (part: (d: DailySales) => number) => known.reduce((sum, d) => sum + part(d), 0);
  const revenue = total((d) => d.revenue!);
  return {
    units: total((d) => d.units!),
    revenue,
    revenueEstimated: total((d) => d.revenueEstimated ?? 0),
    confidence: confidenceMix(
      revenue,
      total((d) => d.revenue! * (d.confidence?.high ?? 0)),
      total((d) => d.revenue! * (d.confidence?.medium ?? 0)),
    ),
    days: known.length,
  };
}

/** History over a range (spec §7 analytics): the days with figures filled out to the whole range, their summary, and the range's breakdown. */
export function analyticsOf<T = never>(from: Day, to: Day, days: DailySales[], items: T[] = []): Analytics<T> {
  const daily = fillRange(from, to, days);
  return { items, total_count: items.length, daily_sales: daily, summary: summarise(daily) };
}
