import { AFFILIATE_PAGE_SIZE, type AffiliateLead, type AffiliateSale, type AffiliateState } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  affiliateLeads,
  affiliateOf,
  affiliateSales,
  applyToProgramme,
  maskedSale,
  programmeState,
} from './affiliates.repo.ts';

/** An affiliate's own pages: the users their code brought and the sales it earned; empty for a user who is no affiliate. */
export function affiliatesService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  return {
    async leads(userId: string, page: number): Promise<{ items: AffiliateLead[]; total: number }> {
      const affiliate = await affiliateOf(database, userId);
      if (!affiliate) return { items: [], total: 0 };
      return affiliateLeads(database, affiliate.code, clock.now(), page, AFFILIATE_PAGE_SIZE);
    },

    async sales(
      userId: string,
      page: number,
    ): Promise<{ items: AffiliateSale[]; total: number; commissionTotal: number }> {
      const affiliate = await affiliateOf(database, userId);
      if (!affiliate) return { items: [], total: 0, commissionTotal: 0 };
      const sales = await affiliateSales(database, affiliate, page, AFFILIATE_PAGE_SIZE);
      return { ...sales, items: sales.items.map(maskedSale) };
    },

    async application(userId: string): Promise<{ state: AffiliateState; appliedAt: string | null }> {
      const { state, appliedAt } = await programmeState(database, userId);
      return { state, appliedAt: appliedAt?.toISOString() ?? null };
    },

    /** Applies to the programme; an affiliate already in it has nothing to apply for. */
    async apply(userId: string, note: string | null): Promise<{ state: AffiliateState; appliedAt: string | null }> {
      const { state } = await programmeState(database, userId);
      if (state === 'active' || state === 'inactive') throw new AppError('ALREADY_AFFILIATE');
      await applyToProgramme(database, userId, note, clock.now());
      return this.application(userId);
    },
  };
}

export type AffiliatesService = ReturnType<typeof affiliatesService>;
