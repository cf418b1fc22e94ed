import type { Analytics, DailySales } from '@pasarlens/contracts';

/** A day with a revenue figure (the API sends null for days without one). */
type DayWithFigures = DailySales & { revenue: number };

const hasFigures = (day: DailySales): day is DayWithFigures => day.revenue !== null;

export interface HistoryFigures {
  /** Average selling price over the range: revenue ÷ units, null without units. */
  averagePrice: number | null;
  /** The day of the highest revenue (the first of equals), null when no day has figures. */
  bestDay: DayWithFigures | null;
}

/** What the summary tab adds to the API's totals; days without figures count for nothing (never as 0). */
export function historyFigures(analytics: Analytics<unknown>): HistoryFigures {
  const summary = analytics.summary;
  const averagePrice = summary && summary.units > 0 ? summary.revenue / summary.units : null;
  let bestDay: DayWithFigures | null = null;
  for (const day of analytics.daily_sales) {
    if (hasFigures(day) && (bestDay === null || day.revenue > bestDay.revenue)) bestDay = day;
  }
  return { averagePrice, bestDay };
}
