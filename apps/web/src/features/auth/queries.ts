import type { RegisterInput, ResetPasswordInput } from '@pasarlens/contracts';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../lib/api.ts';
import { client, endpointQuery } from '../../lib/client.ts';
import { endpointMutation } from '../../lib/mutations.ts';

/** A token's answer does not change: asked once, neither retried nor asked again. */
const once = {
  retry: false,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
} as const;

/**
 * Keyed like endpointQuery, but sent without the query's abort signal: under StrictMode the page's
 * first observer leaves at once, and a cancelled request would have spent the token all the same.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['verifyEmail', { token }] as const,
    queryFn: async () => unwrap(await client.verifyEmail({ token })),
    ...once,
    gcTime: Infinity,
    refetchOnReconnect: false,
  });
export const resetTokenQuery = (token: string) =>
  queryOptions({
    ...endpointQuery('forgotPasswordCheck', { token }),
    ...once,
  });

export const loginMutation = () => endpointMutation('login');
export const resendVerificationMutation = () => endpointMutation('resendVerification');

// These forms show a failure field by field: they read the call's result.
export const register = (input: RegisterInput) => client.register(input);
export const requestPasswordReset = (email: string) => client.forgotPasswordCreate({ email });
export const changePassword = (input: ResetPasswordInput) => client.forgotPasswordChange(input);
