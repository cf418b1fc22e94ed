import {
  DEFAULT_ENTERPRISE_MARKETPLACES,
  ENTERPRISE_DEFAULT_DAYS,
  MAX_SELECTED_BRANDS,
  TOKEN_COSTS,
  type ResearchMarketplace,
} from '@pasarlens/contracts';
import { addDays, jakartaToday, type Day } from '../../lib/days.ts';

/** What the filter modal edits; `start_date`/`end_date` are complete days. */
export interface DashboardFilter {
  market_id: number;
  marketplaces: ResearchMarketplace[];
  brand_ids: number[];
  category_ids: number[];
  category_level: 1 | 2 | 3;
  start_date: string;
  end_date: string;
  store_limit: number;
}

/** The last day a dashboard range may reach: the last day with figures, or yesterday while it is unknown. */
export const lastRangeDay = (lastDay: Day | null, today: Day = jakartaToday()): Day =>
  lastDay !== null && lastDay < today ? lastDay : addDays(today, -1);

/** Spec §4: the last ENTERPRISE_DEFAULT_DAYS complete days, ending on the last day with figures. */
export function defaultRange(lastDay: Day | null, today: Day = jakartaToday()): { start_date: Day; end_date: Day } {
  const end = lastRangeDay(lastDay, today);
  return { start_date: addDays(end, 1 - ENTERPRISE_DEFAULT_DAYS), end_date: end };
}

/** The market's marketplaces among the default ones; all of the market's when it has none of those. */
function openingMarketplaces(marketMarketplaces: readonly ResearchMarketplace[]): ResearchMarketplace[] {
  const defaults = DEFAULT_ENTERPRISE_MARKETPLACES.filter((m) => marketMarketplaces.includes(m));
  return defaults.length > 0 ? defaults : [...marketMarketplaces];
}

export const defaultFilter = (
  marketId: number,
  marketMarketplaces: readonly ResearchMarketplace[],
  lastDay: Day | null,
): DashboardFilter => ({
  market_id: marketId,
  marketplaces: openingMarketplaces(marketMarketplaces),
  brand_ids: [],
  category_ids: [],
  category_level: 1,
  ...defaultRange(lastDay),
  store_limit: 10,
});

/**
 * Spec §4: the last active marketplace stays on; switching one off drops the selected brands
 * that sell only on marketplaces now off.
 */
export function toggleMarketplace(
  filter: DashboardFilter,
  marketplace: ResearchMarketplace,
  brandMarketplaces: ReadonlyMap<number, readonly ResearchMarketplace[]>,
): DashboardFilter {
  const on = filter.marketplaces.includes(marketplace);
  if (on && filter.marketplaces.length === 1) return filter;
  const marketplaces = on
    ? filter.marketplaces.filter((m) => m !== marketplace)
    : [...filter.marketplaces, marketplace];
  const brand_ids = filter.brand_ids.filter((id) =>
    (brandMarketplaces.get(id) ?? []).some((m) => marketplaces.includes(m)),
  );
  return { ...filter, marketplaces, brand_ids };
}

/** Spec §4: a brand toggles, and the selection stops at MAX_SELECTED_BRANDS (`full` says so). */
export function toggleBrand(filter: DashboardFilter, brandId: number): { filter: DashboardFilter; full: boolean } {
  if (filter.brand_ids.includes(brandId))
    return { filter: { ...filter, brand_ids: filter.brand_ids.filter((id) => id !== brandId) }, full: false };
  if (filter.brand_ids.length >= MAX_SELECTED_BRANDS) return { filter, full: true };
  return { filter: { ...filter, brand_ids: [...filter.brand_ids, brandId] }, full: false };
}

/** Spec §9: what applying `next` after `applied` costs — a new filter 5, only other dates 1, nothing when unchanged. */
export function applyCost(applied: DashboardFilter | null, next: DashboardFilter): number {
  if (!applied) return TOKEN_COSTS.enterpriseFilter;
  const withoutDates = (f: DashboardFilter) =>
    JSON.stringify({
      ...f,
      start_date: '',
      end_date: '',
      brand_ids: [...f.brand_ids].sort(),
      category_ids: [...f.category_ids].sort(),
      marketplaces: [...f.marketplaces].sort(),
    });
  if (withoutDates(applied) !== withoutDates(next)) return TOKEN_COSTS.enterpriseFilter;
  return applied.start_date === next.start_date && applied.end_date === next.end_date
    ? 0
    : TOKEN_COSTS.enterpriseDateChange;
}
