import { apiPaths, type AffiliateLead, type AffiliateSale } from '@pasarlens/contracts';
import { api } from '../../lib/api.ts';

/**
 * Rows per page of the affiliate lists: the size the server pages them by (its answer carries no
 * page count). A bigger page from the server is shown whole rather than cut.
 */
export const AFFILIATE_PAGE_SIZE = 20;

export const referralKeys = {
  leads: (page: number) => ['referral', 'leads', page] as const,
  sales: (page: number) => ['referral', 'sales', page] as const,
};

/** The users who registered with the affiliate's code. */
export const getLeads = (page: number) => api.post<{ items: AffiliateLead[]; total: number }>(apiPaths.affiliates, { page });

/** Paid invoices of those users, with the affiliate's commission. */
export const getSales = (page: number) => api.post<{ items: AffiliateSale[]; total: number; commissionTotal: number }>(apiPaths.sales, { page });
