import { isPaidPlan, PLANS, type Grant, type GrantKind, type PaidPlanId } from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { accessAt } from '../billing/access.service.ts';
import {
  giveDownloadRows,
  givePlan,
  giveTokens,
  takeBackDownloadRows,
  takeBackPlan,
  takeBackTokens,
} from '../billing/fulfilment.ts';
import { claimRemoval, grantExists, grantView, insertGrant, setReclaimed, type GrantRow } from './grants.repo.ts';
import { lockUser } from './users.repo.ts';

/** Who gives or takes back, and why. */
export interface GrantAct {
  adminId: string;
  userId: string;
  purpose: string;
}

/** Each removal call takes back grants of these kinds. */
const REMOVABLE: Record<'premium' | 'quota' | 'download_credit', readonly GrantKind[]> = {
  premium: ['premium'],
  quota: ['quota', 'custom_quota'],
  download_credit: ['download_credit'],
};

/**
 * What admins give by hand and take back: through the same plan, token and download-row code as
 * a purchase (billing/fulfilment), one grant at a time per user, each kept with its purpose.
 */
export function grantsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  /**
   * Runs `work` with the user's row locked; NOT_FOUND for no such user. An admin never acts on
   * their own account: a grant to oneself would need no second person.
   */
  const forUser = <T>(act: GrantAct, work: (sql: SqlRunner, now: Date) => Promise<T>): Promise<T> => {
    if (act.adminId === act.userId) return Promise.reject(new AppError('OWN_ACCOUNT'));
    return database.transaction(async (sql) => {
      if (!(await lockUser(sql, act.userId))) throw new AppError('NOT_FOUND');
      return work(sql, clock.now());
    });
  };

  /** Tokens and rows need an active plan, as buying them does. */
  async function requireActivePlan(sql: SqlRunner, userId: string, now: Date) {
    if (!isPaidPlan((await accessAt(sql, userId, now)).plan)) throw new AppError('ACTIVE_PLAN_REQUIRED');
  }

  const giveTokensGrant = (act: GrantAct, kind: 'quota' | 'custom_quota', plan: PaidPlanId | null, tokens: number) =>
    forUser(act, async (sql, now) => {
      await requireActivePlan(sql, act.userId, now);
      const id = await insertGrant(
        sql,
        { userId: act.userId, kind, plan, amount: tokens, purpose: act.purpose, grantedBy: act.adminId },
        now,
      );
      await giveTokens(
        sql,
        act.userId,
        tokens,
        { kind: 'grant', action: `admin.${kind}`, context: { grant: id } },
        now,
      );
      return grantView(sql, id);
    });

  async function remove(
    act: GrantAct & { grantId: string },
    kinds: readonly GrantKind[],
    undo: (sql: SqlRunner, grant: GrantRow, now: Date) => Promise<number | null>,
  ): Promise<Grant> {
    return forUser(act, async (sql, now) => {
      const where = { id: act.grantId, userId: act.userId, kinds };
      const grant = await claimRemoval(sql, where, { by: act.adminId, purpose: act.purpose, now });
      if (!grant) throw new AppError((await grantExists(sql, where)) ? 'GRANT_ALREADY_REMOVED' : 'NOT_FOUND');
      const reclaimed = await undo(sql, grant, now);
      if (reclaimed !== null) await setReclaimed(sql, grant.id, reclaimed);
      return grantView(sql, grant.id);
    });
  }

  return {
    /** A plan for a month, as buying it would: the same plan extends, another replaces. */
    givePremium: (act: GrantAct, plan: PaidPlanId): Promise<Grant> =>
      forUser(act, async (sql, now) => {
        const applied = await givePlan(
          sql,
          act.userId,
          { plan, period: 'monthly', savedCardToken: null, paid: 0 },
          now,
        );
        const id = await insertGrant(
          sql,
          {
            userId: act.userId,
            kind: 'premium',
            plan,
            amount: null,
            purpose: act.purpose,
            grantedBy: act.adminId,
            subscriptionId: applied.subscription.id,
            replacedSubscriptionId: applied.replaced?.id,
            previousExpiresAt: applied.previousExpiresAt,
            grantedUntil: applied.subscription.expiresAt,
          },
          now,
        );
        return grantView(sql, id);
      }),

    /** A plan's monthly tokens, as buying quota would give. */
    giveQuota: (act: GrantAct, plan: PaidPlanId) => giveTokensGrant(act, 'quota', plan, PLANS[plan].tokensPerMonth),
    giveCustomQuota: (act: GrantAct, tokens: number) => giveTokensGrant(act, 'custom_quota', null, tokens),

    giveDownloadCredit: (act: GrantAct, rows: number): Promise<Grant> =>
      forUser(act, async (sql, now) => {
        await requireActivePlan(sql, act.userId, now);
        const id = await insertGrant(
          sql,
          {
            userId: act.userId,
            kind: 'download_credit',
            plan: null,
            amount: rows,
            purpose: act.purpose,
            grantedBy: act.adminId,
          },
          now,
        );
        await giveDownloadRows(sql, act.userId, rows, now);
        return grantView(sql, id);
      }),

    removePremium: (act: GrantAct & { grantId: string }) =>
      remove(act, REMOVABLE.premium, async (sql, grant, now) => {
        await takeBackPlan(sql, grant, now);
        return null;
      }),
    removeQuota: (act: GrantAct & { grantId: string }) =>
      remove(act, REMOVABLE.quota, (sql, grant) =>
        takeBackTokens(sql, act.userId, grant.amount!, {
          action: `admin.${grant.kind}.removed`,
          context: { grant: grant.id },
        }),
      ),
    removeDownloadCredit: (act: GrantAct & { grantId: string }) =>
      remove(act, REMOVABLE.download_credit, (sql, grant) => takeBackDownloadRows(sql, act.userId, grant.amount!)),
  };
}
