import type { Grant, GrantKind, PaidPlanId } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

/** A grant as stored, with what a plan grant changed. */
export interface GrantRow {
  id: string;
  userId: string;
  kind: GrantKind;
  plan: PaidPlanId | null;
  amount: number | null;
  subscriptionId: string | null;
  replacedSubscriptionId: string | null;
  previousExpiresAt: Date | null;
  grantedUntil: Date | null;
}

export interface NewGrant {
  userId: string;
  kind: GrantKind;
  plan: PaidPlanId | null;
  amount: number | null;
  purpose: string;
  grantedBy: string;
  subscriptionId?: string;
  replacedSubscriptionId?: string;
  previousExpiresAt?: Date | null;
  grantedUntil?: Date;
}

const ROW = `id, user_id as "userId", kind, plan, amount, subscription_id as "subscriptionId", replaced_subscription_id as "replacedSubscriptionId",
  previous_expires_at as "previousExpiresAt", granted_until as "grantedUntil"`;

export async function insertGrant(sql: SqlRunner, grant: NewGrant, now: Date): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `insert into admin_grants (user_id, kind, plan, amount, purpose, granted_by, subscription_id, replaced_subscription_id, previous_expires_at, granted_until, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      grant.userId,
      grant.kind,
      grant.plan,
      grant.amount,
      grant.purpose,
      grant.grantedBy,
      grant.subscriptionId ?? null,
      grant.replacedSubscriptionId ?? null,
      grant.previousExpiresAt ?? null,
      grant.grantedUntil ?? null,
      now,
    ],
  );
  return row!.id;
}

/**
 * Marks a grant of one of `kinds` removed, once: of two removals at the same time one wins and
 * the other finds it removed. Undefined when no such grant is still in place.
 */
export async function claimRemoval(
  sql: SqlRunner,
  where: { id: string; userId: string; kinds: readonly GrantKind[] },
  removal: { by: string; purpose: string; now: Date },
): Promise<GrantRow | undefined> {
  const [row] = await sql.query<GrantRow>(
    `update admin_grants set removed_at = $4, removed_by = $5, removal_purpose = $6
     where id = $1 and user_id = $2 and kind = any($3::text[]) and removed_at is null returning ${ROW}`,
    [where.id, where.userId, where.kinds, removal.now, removal.by, removal.purpose],
  );
  return row;
}

/** Whether the user has a grant with this id of one of `kinds` (removed or not). */
export async function grantExists(
  sql: SqlRunner,
  where: { id: string; userId: string; kinds: readonly GrantKind[] },
): Promise<boolean> {
  const rows = await sql.query('select 1 from admin_grants where id = $1 and user_id = $2 and kind = any($3::text[])', [
    where.id,
    where.userId,
    where.kinds,
  ]);
  return rows.length > 0;
}

export async function setReclaimed(sql: SqlRunner, id: string, reclaimed: number): Promise<void> {
  await sql.query('update admin_grants set reclaimed = $2 where id = $1', [id, reclaimed]);
}

const VIEW = `select g.id, g.kind, g.plan, g.amount, g.purpose, granter.email as "grantedBy", g.created_at as "createdAt", g.granted_until as "grantedUntil",
    g.removed_at as "removedAt", remover.email as "removedBy", g.removal_purpose as "removalPurpose", g.reclaimed
  from admin_grants g left join users granter on granter.id = g.granted_by left join users remover on remover.id = g.removed_by`;

type GrantViewRow = Omit<Grant, 'createdAt' | 'grantedUntil' | 'removedAt'> & {
  createdAt: Date;
  grantedUntil: Date | null;
  removedAt: Date | null;
};

const toGrant = (row: GrantViewRow): Grant => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  grantedUntil: row.grantedUntil?.toISOString() ?? null,
  removedAt: row.removedAt?.toISOString() ?? null,
});

export async function grantView(sql: SqlRunner, id: string): Promise<Grant> {
  const [row] = await sql.query<GrantViewRow>(`${VIEW} where g.id = $1`, [id]);
  return toGrant(row!);
}

/** A user's grants, newest first. */
export async function grantsOf(sql: SqlRunner, userId: string, limit: number): Promise<Grant[]> {
  const rows = await sql.query<GrantViewRow>(`${VIEW} where g.user_id = $1 order by g.created_at desc limit $2`, [
    userId,
    limit,
  ]);
  return rows.map(toGrant);
}
