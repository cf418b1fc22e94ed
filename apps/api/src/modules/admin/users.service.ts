import {
  ADMIN_PAGE_SIZE,
  EXPIRING_WITHIN_DAYS,
  type AdminUserDetail,
  type DownloadStatus,
  type PlanId,
} from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { accessAt } from '../billing/access.service.ts';
import { tokensLeft } from '../billing/usage-periods.ts';
import { grantsOf } from './grants.repo.ts';
import { listDownloads, listUsers, userRecords, userSummary } from './users.repo.ts';

/** How many of each of a user's records the user page shows. */
const RECORDS_SHOWN = 20;
const DAY_MS = 86_400_000;

/** A page of a list and its count of pages. */
export const paged = <T>(page: number, result: { items: T[]; total: number }) => ({
  ...result,
  page,
  total_page: Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE)),
});
export const pageWindow = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });

/** The back office's reads of users and their records. */
export function adminUsersService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  return {
    async users(query: { page: number; keyword?: string }) {
      return paged(
        query.page,
        await listUsers(database, {
          pattern: containsPattern(query.keyword),
          now: clock.now(),
          ...pageWindow(query.page),
        }),
      );
    },

    /** Users whose plan ends within EXPIRING_WITHIN_DAYS, soonest first. */
    async expiring(query: { page: number; keyword?: string }) {
      const now = clock.now();
      const expiringBefore = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS);
      return paged(
        query.page,
        await listUsers(database, {
          pattern: containsPattern(query.keyword),
          now,
          expiringBefore,
          ...pageWindow(query.page),
        }),
      );
    },

    async user(id: string): Promise<AdminUserDetail> {
      const now = clock.now();
      const user = await userSummary(database, id, now);
      if (!user) throw new AppError('NOT_FOUND');
      const { usage } = await accessAt(database, id, now);
      const [grants, records] = await Promise.all([
        grantsOf(database, id, RECORDS_SHOWN),
        userRecords(database, id, RECORDS_SHOWN),
      ]);
      return {
        user,
        usage: {
          tokenAllowance: usage.tokenAllowance,
          tokensUsed: usage.tokensUsed,
          extraTokens: usage.extraTokens,
          tokensLeft: tokensLeft(usage),
          downloadAllowance: usage.downloadAllowance,
          downloadsUsed: usage.downloadsUsed,
          downloadCredit: usage.downloadCredit,
          nextResetAt: usage.nextResetAt.toISOString(),
        },
        grants,
        invoices: records.invoices.map((i) => ({
          ...i,
          plan: i.plan as PlanId | null,
          createdAt: i.createdAt.toISOString(),
          paidAt: i.paidAt?.toISOString() ?? null,
        })) as AdminUserDetail['invoices'],
        subscriptions: records.subscriptions.map((s) => ({
          ...s,
          startedAt: s.startedAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })) as AdminUserDetail['subscriptions'],
        tokenUses: records.tokenUses.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
        pageViews: records.pageViews.map((v) => ({ path: v.path, viewedAt: v.viewedAt.toISOString() })),
      };
    },

    async downloads(query: { page: number; keyword?: string; status?: DownloadStatus }) {
      const result = await listDownloads(database, {
        pattern: containsPattern(query.keyword),
        status: query.status ?? null,
        ...pageWindow(query.page),
      });
      return paged(query.page, {
        total: result.total,
        items: result.items.map((d) => ({
          ...d,
          createdAt: d.createdAt.toISOString(),
          finishedAt: d.finishedAt?.toISOString() ?? null,
        })),
      });
    },
  };
}
