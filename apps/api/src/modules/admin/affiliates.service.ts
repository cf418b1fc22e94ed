import { AFFILIATE_DEFAULT_TERMS, AFFILIATE_PAGE_SIZE, type AdminAffiliate } from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import { randomInt } from 'node:crypto';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { affiliateEarnings, affiliateTerms, commissionOf } from '../billing/affiliates.service.ts';
import {
  affiliateRow,
  type AffiliateRow,
  changeAffiliateCode,
  codeIsFree,
  listAffiliates,
  setAffiliateTerms,
  setBookmark,
  signUpAffiliate,
} from './affiliates.repo.ts';
import { lockUser } from './users.repo.ts';
import { paged, pageWindow } from './users.service.ts';

/** An affiliate as the admin sees them: the commission their code earned on every paid invoice. */
const toAffiliate = ({ paidTotals, appliedAt, ...row }: AffiliateRow): AdminAffiliate => {
  const percent = row.commissionPercent ?? 0;
  return {
    ...row,
    appliedAt: appliedAt?.toISOString() ?? null,
    commissionTotal: paidTotals.reduce((sum, paid) => sum + paid.invoices * commissionOf(paid.total, percent), 0),
  };
};

/** A code from the name's first word and four digits, e.g. BUDI4821. */
const suggestedCode = (name: string) =>
  `${
    (name.split(/\s+/)[0] ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12) || 'MITRA'
  }${randomInt(1000, 10_000)}`;
const SUGGESTION_ATTEMPTS = 5;

/** The back office's affiliate programme: sign-ups, codes, terms, bookmarks and sales. */
export function adminAffiliatesService(deps: { database: Database }) {
  const { database } = deps;

  /** Runs a change with the user's row locked, then answers the user's row; NOT_FOUND for no such user. */
  const change = (
    userId: string,
    work: (sql: SqlRunner) => Promise<boolean | void>,
  ): Promise<{ affiliate: AdminAffiliate }> =>
    database
      .transaction(async (sql) => {
        if (!(await lockUser(sql, userId)) || (await work(sql)) === false) throw new AppError('NOT_FOUND');
        return { affiliate: toAffiliate((await affiliateRow(sql, userId))!) };
      })
      .catch((error: unknown) => {
        if (violatedUniqueConstraint(error) === 'affiliates_code_unique')
          throw new AppError('AFFILIATE_CODE_IN_USE', {}, error);
        throw error;
      });

  async function freeCode(sql: SqlRunner, userId: string, wanted: string | undefined): Promise<string> {
    if (wanted) {
      if (!(await codeIsFree(sql, wanted, userId))) throw new AppError('AFFILIATE_CODE_IN_USE');
      return wanted;
    }
    const { name } = (await affiliateRow(sql, userId))!;
    for (let attempt = 1; ; attempt++) {
      const code = suggestedCode(name);
      if ((await codeIsFree(sql, code, userId)) || attempt === SUGGESTION_ATTEMPTS) return code;
    }
  }

  return {
    async list(query: { page: number; keyword?: string; show_all?: boolean }) {
      const { items, total } = await listAffiliates(database, {
        pattern: containsPattern(query.keyword),
        all: query.show_all ?? false,
        ...pageWindow(query.page),
      });
      return paged(query.page, { items: items.map(toAffiliate), total });
    },

    /** Makes the user an affiliate with the given or default terms; one already signed up is made active again. */
    signUp: (
      userId: string,
      input: { affiliate_code?: string; discountPercent?: number; commissionPercent?: number },
    ) =>
      change(userId, async (sql) => {
        const existing = await affiliateTerms(sql, userId);
        if (existing && input.affiliate_code && input.affiliate_code !== existing.code)
          await changeAffiliateCode(sql, userId, await freeCode(sql, userId, input.affiliate_code));
        await signUpAffiliate(sql, userId, {
          code: existing?.code ?? (await freeCode(sql, userId, input.affiliate_code)),
          discountPercent: input.discountPercent ?? AFFILIATE_DEFAULT_TERMS.discountPercent,
          commissionPercent: input.commissionPercent ?? AFFILIATE_DEFAULT_TERMS.commissionPercent,
        });
      }),

    setCode: (userId: string, code: string) =>
      change(userId, async (sql) => changeAffiliateCode(sql, userId, await freeCode(sql, userId, code))),
    setTerms: (userId: string, terms: { isActive: boolean; discountPercent: number; commissionPercent: number }) =>
      change(userId, (sql) => setAffiliateTerms(sql, userId, terms)),
    setBookmark: (userId: string, bookmarked: boolean) => change(userId, (sql) => setBookmark(sql, userId, bookmarked)),

    /** An affiliate's paid sales, with the customers' names and emails (the affiliate sees them masked). */
    async sales(userId: string, page: number) {
      const affiliate = await affiliateTerms(database, userId);
      if (!affiliate) throw new AppError('NOT_FOUND');
      const { items, ...totals } = await affiliateEarnings(database, affiliate, page, AFFILIATE_PAGE_SIZE);
      return { ...totals, items };
    },
  };
}
