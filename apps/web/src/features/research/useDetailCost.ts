import { OPENED_FROM_ENTERPRISE, TOKEN_COSTS } from '@pasarlens/contracts';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../lib/session.tsx';

/**
 * What a range of a store's or category's history costs, and where it was opened from: a page of
 * the enterprise dashboard's price when a user with the dashboard came from there
 * (?from=enterprise_dashboard), the history's own price otherwise.
 */
export function useDetailCost(): { cost: number; from: typeof OPENED_FROM_ENTERPRISE | undefined } {
  return useOpenedFromDashboard()
    ? { cost: TOKEN_COSTS.enterpriseDataPage, from: OPENED_FROM_ENTERPRISE }
    : { cost: TOKEN_COSTS.historicalCategoryOrStoreDetail, from: undefined };
}

/** Whether a user with the enterprise dashboard opened this page from it (?from=enterprise_dashboard). */
export function useOpenedFromDashboard(): boolean {
  const [params] = useSearchParams();
  const { premium } = useSignedInUser();
  return params.get('from') === OPENED_FROM_ENTERPRISE && premium.enterpriseSupport;
}
