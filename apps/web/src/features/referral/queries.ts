import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/client.ts';
import { endpointMutation } from '../../lib/mutations.ts';

/** The users who registered with the affiliate's code; the previous page stays on screen while the next loads. */
export const leadsQuery = (page: number) =>
  queryOptions({ ...endpointQuery('affiliates', { page }), placeholderData: keepPreviousData });

/** Paid invoices of those users, with the affiliate's commission. */
export const salesQuery = (page: number) =>
  queryOptions({ ...endpointQuery('sales', { page }), placeholderData: keepPreviousData });

export const affiliateApplicationQuery = () => endpointQuery('affiliateApplication', {});
export const applyMutation = () => endpointMutation('affiliateApply');
