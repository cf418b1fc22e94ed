import type { CurrentUser, TokenQuota } from '@pasarlens/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Query key of GET /internal/auth/check; its data is the signed-in user or null. */
export const AUTH_QUERY_KEY = ['auth', 'check'] as const;

/** Reloads the user (plan, token quota, download rows) after something changed them on the server. */
export function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
}

/** The tokens a charged answer says are used and allowed now, in the cached user: no second request (spec §4). */
export function setTokenQuota(queryClient: QueryClient, quota: TokenQuota): void {
  queryClient.setQueryData<CurrentUser | null>(
    AUTH_QUERY_KEY,
    (user) => user && { ...user, quota: { ...user.quota, ...quota }, premium: { ...user.premium, ...quota } },
  );
}
