import { useState } from 'react';
import { jakartaToday } from '../../lib/days.ts';
import type { DashboardFilter } from './filter.ts';

/** The filters a user applied today in this browser, by market. */
const storageKey = (userId: string) => `pl-enterprise-applied:${userId}`;

interface Stored {
  day: string;
  filters: Record<string, DashboardFilter>;
}

function storedToday(userId: string): Record<string, DashboardFilter> {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as Stored | null;
    return stored?.day === jakartaToday() ? stored.filters : {};
  } catch {
    return {};
  }
}

/**
 * The filter the user applied to each market, kept in this browser: coming back to the dashboard
 * (Back from a product's history, the sidebar, or a visit later the same day) shows the
 * same analysis again. Only today's are kept, since those answers are paid for and come back
 * free; tomorrow they would cost again. Kept per user, so that whoever signs in next on the same
 * browser is never shown (nor charged for) another's filter.
 */
export function useAppliedFilters(userId: string): {
  appliedTo(marketId: number | undefined): DashboardFilter | null;
  apply(filter: DashboardFilter): void;
} {
  const [filters, setFilters] = useState(() => storedToday(userId));
  return {
    appliedTo: (marketId) => (marketId === undefined ? null : (filters[marketId] ?? null)),
    apply(filter) {
      const next = { ...filters, [filter.market_id]: filter };
      localStorage.setItem(storageKey(userId), JSON.stringify({ day: jakartaToday(), filters: next } satisfies Stored));
      setFilters(next);
    },
  };
}
