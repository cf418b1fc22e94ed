import { OPENED_FROM_ENTERPRISE, TOKEN_COSTS } from '@pasarlens/contracts';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../lib/session.tsx';

/**
 * What a range of a store's or category's history costs, and where it was opened from: a page of
 * the enterprise dashboard's price when a user with the dashboard came from there
 * (?from=enterprise_dashboard), the history's own price otherwise.
 */
export function useDetailCost(): { cost: number; from: typeof OPENED_FROM_ENTERPRISE | undefined } {
  const [params] = useSearchParams();
  const { premium } = useSignedInUser();
  const fromDashboard = params.get('from') === OPENED_FROM_ENTERPRISE && premium.enterpriseSupport;
  return fromDashboard
    ? { cost: TOKEN_COSTS.enterpriseDataPage, from: OPENED_FROM_ENTERPRISE }
    : { cost: TOKEN_COSTS.historicalCategoryOrStoreDetail, from: undefined };
}
