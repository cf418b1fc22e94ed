export { AFFILIATE_PAGE_SIZE } from '@pasarlens/contracts';
import { client } from '../../lib/client.ts';

export const referralKeys = {
  leads: (page: number) => ['referral', 'leads', page] as const,
  sales: (page: number) => ['referral', 'sales', page] as const,
};

/** The users who registered with the affiliate's code. */
export const getLeads = (page: number) => client.affiliates({ page });

/** Paid invoices of those users, with the affiliate's commission. */
export const getSales = (page: number) => client.sales({ page });
