import type { Endpoints, Grant, GrantKind, InputOf, PaidPlanId } from '@pasarlens/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { client, endpointQuery } from '../../lib/client.ts';
import { endpointMutation } from '../../lib/mutations.ts';

/** What a give form holds: a plan for a plan grant, an amount for tokens or rows, and always why. */
export interface GiveValues {
  plan?: PaidPlanId;
  amount?: number;
  purpose: string;
}

/** Gives a user a plan, a plan's tokens, tokens or download rows (spec §7: givePremium, giveQuota, giveCustomQuota, giveDownloadCredit). */
export function give(kind: GrantKind, userId: string, { plan, amount, purpose }: GiveValues) {
  switch (kind) {
    case 'premium':
      return client.adminGivePremium({ userId, plan: plan as PaidPlanId, purpose });
    case 'quota':
      return client.adminGiveQuota({ userId, plan: plan as PaidPlanId, purpose });
    case 'custom_quota':
      return client.adminGiveCustomQuota({ userId, amount: amount as number, purpose });
    case 'download_credit':
      return client.adminGiveDownloadCredit({ userId, amount: amount as number, purpose });
  }
}

/** Takes a grant back by the removal call of its kind: a plan, tokens (a plan's or a number), or download rows. */
export function removeGrant(grant: Grant, userId: string, purpose: string) {
  const input = { userId, id: grant.id, purpose };
  if (grant.kind === 'premium') return client.adminRemovePremium(input);
  if (grant.kind === 'download_credit') return client.adminRemoveDownloadCredit(input);
  return client.adminRemoveQuota(input);
}

/** A user's page and the user lists show what a grant changed. */
export const reloadUsers = (queryClient: QueryClient) =>
  Promise.all(
    ['adminUser', 'adminUsers', 'adminExpiringUsers'].map((name) =>
      queryClient.invalidateQueries({ queryKey: [name] }),
    ),
  );

/** The affiliate list after a change to one affiliate. */
export const reloadAffiliates = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['adminAffiliates'] });

type UserListInput = { page: number; keyword?: string };

/** Every user, or those whose plan ends soon: the same rows from two calls, so one query type serves both. */
export const userListQuery = (list: 'all' | 'expiring', input: UserListInput) =>
  list === 'all'
    ? endpointQuery('adminUsers', input)
    : (endpointQuery('adminExpiringUsers', input) as unknown as ReturnType<typeof endpointQuery<'adminUsers'>>);

/** Opens the app as a user. */
export const viewAsMutation = () => endpointMutation('adminViewAs');

export const bookmarkAffiliateMutation = () => endpointMutation('adminAffiliateBookmark');

/** A held sighting released (ingested for its day) or dropped. */
export const releaseSightingMutation = () => endpointMutation('adminReleaseSighting');
export const dropSightingMutation = () => endpointMutation('adminDropSighting');

// The modals' forms show a failure field by field (FormModal): they read the call's result.
export const signUpAffiliate = (input: InputOf<Endpoints['adminAffiliateSignup']>) =>
  client.adminAffiliateSignup(input);
export const changeAffiliateCode = (input: InputOf<Endpoints['adminAffiliateCode']>) =>
  client.adminAffiliateCode(input);
export const changeAffiliateSetting = (input: InputOf<Endpoints['adminAffiliateSetting']>) =>
  client.adminAffiliateSetting(input);
