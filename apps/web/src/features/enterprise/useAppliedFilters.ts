import { useState } from 'react';
import { jakartaToday } from '../../lib/days.ts';
import type { DashboardFilter } from './filter.ts';

/** The filters applied today in this browser session, by market. */
const STORAGE_KEY = 'pl-enterprise-applied';

interface Stored {
  day: string;
  filters: Record<string, DashboardFilter>;
}

function storedToday(): Record<string, DashboardFilter> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored?.day === jakartaToday() ? stored.filters : {};
  } catch {
    return {};
  }
}

/**
 * The filter applied to each market, kept for the browser session: coming back to the dashboard
 * (Back from a product's history, or the sidebar) shows the same analysis again. Only today's
 * are kept, since those answers are paid for and come back free; tomorrow they would cost again.
 */
export function useAppliedFilters(): { appliedTo(marketId: number | undefined): DashboardFilter | null; apply(filter: DashboardFilter): void } {
  const [filters, setFilters] = useState(storedToday);
  return {
    appliedTo: (marketId) => (marketId === undefined ? null : (filters[marketId] ?? null)),
    apply(filter) {
      const next = { ...filters, [filter.market_id]: filter };
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ day: jakartaToday(), filters: next } satisfies Stored));
      setFilters(next);
    },
  };
}
