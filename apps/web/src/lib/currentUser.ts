/** Query key of GET /internal/auth/check; its data is the signed-in user or null. */
export const AUTH_QUERY_KEY = ['auth', 'check'] as const;
