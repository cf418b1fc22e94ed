import type { QueryClient } from '@tanstack/react-query';
import { AUTH_QUERY_KEY } from './currentUser.ts';

/**
 * Reloads the user (plan, token quota, download rows) after something changed them on the server.
 * A module of its own: only pages loaded later need it, so the first page does not carry it.
 */
export function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
}
