import type { CurrentUser } from '@pasarlens/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { ApiError } from './api.ts';
import { client } from './client.ts';
import { AUTH_QUERY_KEY } from './currentUser.ts';
import { endLiveSession } from './liveSession.ts';

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const result = await client.authCheck();
  if (result.ok) return result.data.user;
  if (result.status === 401) return null;
  throw new ApiError(result);
}

/**
 * The authentication check, shared by the guard and everything that needs the user. A public page
 * that only sometimes needs the user passes enabled: false otherwise.
 */
export function useAuthCheck({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: fetchCurrentUser,
    enabled,
    staleTime: 60_000,
    // A 4xx will not change on retry; network failures and 5xx get two more tries.
    retry: (failures, error) => {
      const status = error instanceof ApiError ? error.failure.status : 0;
      return !(status >= 400 && status < 500) && failures < 2;
    },
  });
}

/** Replaces the cached user (after login, profile or persona updates). */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(AUTH_QUERY_KEY, user);
}

/**
 * After the session starts or stops viewing the app as another user: everything loaded belonged to
 * the other identity, so it is dropped and loaded again (the user first), and the live-data
 * connection opened as that identity is closed.
 */
export async function reloadIdentity(queryClient: QueryClient): Promise<void> {
  endLiveSession();
  await queryClient.resetQueries();
}

const SignedInUserContext = createContext<CurrentUser | null>(null);

export function SignedInUserProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return <SignedInUserContext.Provider value={user}>{children}</SignedInUserContext.Provider>;
}

/** The signed-in user; only inside the auth guard. */
export function useSignedInUser(): CurrentUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used inside the auth guard');
  return user;
}

/**
 * Logs out (POST /internal/auth/logout), leaves the private pages, then forgets everything about
 * the session: the TanStack Query cache, the live-data connection and sessionStorage. Clearing
 * after the navigation keeps the auth guard of the page being left from re-checking the (now closed) session.
 */
export async function logout(queryClient: QueryClient, leave: () => void | Promise<void>): Promise<void> {
  try {
    await client.logout();
  } catch {
    // The session is dropped locally whatever the server answered.
  }
  await leave();
  queryClient.clear();
  // The live-data connection was opened with this session's cookie.
  endLiveSession();
  try {
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}
