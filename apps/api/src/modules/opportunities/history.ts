import { addDays, rangeSumsFromParts, type Day } from '@pasarlens/market';
import { summedRangeSums, type ProductWeeks } from './score.ts';

/**
 * A product's week as the repository reads it: [Monday, units, revenue, days with figures, days
 * out of stock, high, medium, the revenue interval's parts (null: kept before they were)].
 */
export type WeekTuple = [
  week: string,
  units: number,
  revenue: number,
  days: number,
  stockOut: number,
  high: number,
  medium: number,
  rangeParts: number[] | null,
];

export interface ProductHistory {
  productId: number;
  storeId: number;
  /** Its leaf category (the deepest level it sits in). */
  categoryId: number;
  price: number;
  /** When the marketplace says it was listed, else when we first saw it. */
  listedOn: Day;
  weeks: WeekTuple[];
}

/** The most weeks a score reads: the last 4 and the 4 before them. */
export const SCORED_WEEKS = 8;
const NEW_ENTRANT_DAYS = 56;
/** A week counts once the market has this many of its days: a partial week's figures are scaled to 7 days. */
export const MIN_WEEK_DAYS = 4;

const perWeek = (amount: number, days: number) => (days > 0 ? (amount * 7) / days : 0);

/**
 * A product as scored at the end of `weeks[cutoff]`, from its weeks up to then only: revenue and
 * units per 7 days of figures, its stock-outs over the last 2 weeks, the confidence parts of its
 * last 4 weeks, whether it is new (listed in the 8 weeks before, after our data began), and its
 * price — the one given, or its mean selling price over those 4 weeks.
 */
export function productWeeksAt(
  history: ProductHistory,
  weeks: readonly string[],
  cutoff: number,
  price: 'current' | 'sold' = 'current',
): ProductWeeks {
  const first = Math.max(0, cutoff - SCORED_WEEKS + 1);
  const byWeek = new Map(history.weeks.map((w) => [w[0], w]));
  const window = weeks.slice(first, cutoff + 1).map((week) => byWeek.get(week));
  const revenue = window.map((w) => (w ? perWeek(w[2], w[3]) : 0));
  const units = window.map((w) => (w ? perWeek(w[1], w[3]) : 0));
  const recent = window.slice(-2).filter((w) => w !== undefined && w[3] > 0);
  const daysSeen = recent.reduce((total, w) => total + w![3], 0);
  const last4 = window.slice(-4).filter((w) => w !== undefined);
  const sold4 = last4.reduce((total, w) => total + w![1], 0);
  const revenue4 = last4.reduce((total, w) => total + w![2], 0);
  const weekEnd = addDays(weeks[cutoff]! as Day, 6);
  const dataBegan = addDays(weeks[0]! as Day, 7);
  return {
    productId: history.productId,
    storeId: history.storeId,
    categoryId: history.categoryId,
    price: price === 'sold' && sold4 > 0 ? Math.round(revenue4 / sold4) : history.price,
    isNew: history.listedOn > addDays(weekEnd, -NEW_ENTRANT_DAYS) && history.listedOn >= dataBegan,
    revenue,
    units,
    stockOutShare: daysSeen > 0 ? recent.reduce((total, w) => total + w![4], 0) / daysSeen : null,
    revenueHigh: last4.reduce((total, w) => total + w![5], 0),
    revenueMedium: last4.reduce((total, w) => total + w![6], 0),
    rangeSums: summedRangeSums(last4.map((w) => w![7] && rangeSumsFromParts(w![7]))),
  };
}

/** Revenue per 7 days over the weeks from `from` to `to` (inclusive), summed: what the replay compares. */
export function revenueOver(history: ProductHistory, weeks: readonly string[], from: number, to: number): number {
  const wanted = new Set(weeks.slice(from, to + 1));
  return history.weeks.filter((w) => wanted.has(w[0])).reduce((total, w) => total + perWeek(w[2], w[3]), 0);
}
