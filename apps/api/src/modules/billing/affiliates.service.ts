import { AFFILIATE_PAGE_SIZE, type AffiliateLead, type AffiliateSale } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { affiliateLeads, affiliateOf, affiliateSales } from './affiliates.repo.ts';

/** An affiliate's own pages: the users their code brought and the sales it earned; empty for a user who is no affiliate. */
export function affiliatesService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  return {
    async leads(userId: string, page: number): Promise<{ items: AffiliateLead[]; total: number }> {
      const affiliate = await affiliateOf(database, userId);
      if (!affiliate) return { items: [], total: 0 };
      return affiliateLeads(database, affiliate.code, clock.now(), page, AFFILIATE_PAGE_SIZE);
    },

    async sales(userId: string, page: number): Promise<{ items: AffiliateSale[]; total: number; commissionTotal: number }> {
      const affiliate = await affiliateOf(database, userId);
      if (!affiliate) return { items: [], total: 0, commissionTotal: 0 };
      return affiliateSales(database, affiliate, page, AFFILIATE_PAGE_SIZE);
    },
  };
}

export type AffiliatesService = ReturnType<typeof affiliatesService>;
