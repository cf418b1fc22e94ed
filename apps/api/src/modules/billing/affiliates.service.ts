import {
  AFFILIATE_PAGE_SIZE,
  FREE_PLAN,
  type AffiliateLead,
  type AffiliateSale,
  type AffiliateSetting,
  type AffiliateState,
} from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  affiliateLeads,
  affiliateOf,
  affiliateSales,
  applyToProgramme,
  programmeState,
  type AffiliateLeadRow,
  type AffiliateSaleRow,
} from './affiliates.repo.ts';

/** What an affiliate earns on an invoice's total: their share of it, rounded down to the rupiah. */
export const commissionOf = (total: number, commissionPercent: number) => Math.floor((total * commissionPercent) / 100);

/** Keeps only the first letter of each name part, e.g. "Budi Santoso" → "B*** S******". */
const maskName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0] + '*'.repeat(Math.max(2, part.length - 1)))
    .join(' ');

/** A lead as the affiliate sees them: the name masked. */
const leadView = (lead: AffiliateLeadRow): AffiliateLead => ({
  name: maskName(lead.name),
  joinedAt: lead.joinedAt.toISOString(),
  plan: lead.plan ?? FREE_PLAN,
});

/** The customer of a sale as the affiliate sees them: the name masked, no email. */
const maskedSale = ({ name, email: _email, ...sale }: AffiliateSaleRow & { commission: number }): AffiliateSale => ({
  ...sale,
  customer: maskName(name),
});

/** An affiliate's terms, or null for a user who is no affiliate. */
export const affiliateTerms = (sql: SqlRunner, userId: string): Promise<AffiliateSetting | null> =>
  affiliateOf(sql, userId);

/** A page of an affiliate's paid sales with the commission each earned, and the commission of them all; customers as stored. */
export async function affiliateEarnings(sql: SqlRunner, affiliate: AffiliateSetting, page: number, pageSize: number) {
  const { items, total, paidTotals } = await affiliateSales(sql, affiliate.code, page, pageSize);
  const commission = (amount: number) => commissionOf(amount, affiliate.commissionPercent);
  return {
    items: items.map((sale) => ({ ...sale, commission: commission(sale.total) })),
    total,
    commissionTotal: paidTotals.reduce((sum, paid) => sum + paid.invoices * commission(paid.total), 0),
  };
}

/** An affiliate's own pages: the users their code brought and the sales it earned; empty for a user who is no affiliate. */
export function affiliatesService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  return {
    async leads(userId: string, page: number): Promise<{ items: AffiliateLead[]; total: number }> {
      const affiliate = await affiliateOf(database, userId);
      if (!affiliate) return { items: [], total: 0 };
      const leads = await affiliateLeads(database, affiliate.code, clock.now(), page, AFFILIATE_PAGE_SIZE);
      return { items: leads.items.map(leadView), total: leads.total };
    },

    async sales(
      userId: string,
      page: number,
    ): Promise<{ items: AffiliateSale[]; total: number; commissionTotal: number }> {
      const affiliate = await affiliateOf(database, userId);
      if (!affiliate) return { items: [], total: 0, commissionTotal: 0 };
      const sales = await affiliateEarnings(database, affiliate, page, AFFILIATE_PAGE_SIZE);
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
