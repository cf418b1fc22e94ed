import type { AdminUserRow, DownloadSource, DownloadStatus, PlanId } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

/** Locks the user's row for the rest of the transaction (grants to one user go one at a time); false for no such user. */
export async function lockUser(sql: SqlRunner, id: string): Promise<boolean> {
  const rows = await sql.query('select id from users where id = $1 for update', [id]);
  return rows.length > 0;
}

export interface UserListFilter {
  /** An ILIKE pattern over name, email and phone, or null for everyone. */
  pattern: string | null;
  now: Date;
  /** Only users whose plan ends before this, soonest first; otherwise newest users first. */
  expiringBefore?: Date;
  limit: number;
  offset: number;
}

type UserListRow = Omit<AdminUserRow, 'createdAt' | 'expiresAt'> & {
  createdAt: Date;
  expiresAt: Date | null;
  total: number;
};

const LIST = `select u.id, u.name, u.email, u.phone, u.role, u.created_at as "createdAt",
    case when s.expires_at > $2 then s.plan else 'free' end as plan,
    case when s.expires_at > $2 then s.expires_at end as "expiresAt",
    case when s.expires_at > $2 then s.auto_payment end as "autoPayment",
    count(*) over ()::int as total
  from users u left join subscriptions s on s.user_id = u.id and s.current
  where ($1::text is null or u.name ilike $1 or u.email ilike $1 or u.phone ilike $1)`;

/** A page of users, with the plan in force. */
export async function listUsers(
  sql: SqlRunner,
  filter: UserListFilter,
): Promise<{ items: AdminUserRow[]; total: number }> {
  const expiring = filter.expiringBefore !== undefined;
  const rows = await sql.query<UserListRow>(
    expiring
      ? `${LIST} and s.expires_at > $2 and s.expires_at <= $5 order by s.expires_at, u.id limit $3 offset $4`
      : `${LIST} order by u.created_at desc, u.id limit $3 offset $4`,
    [filter.pattern, filter.now, filter.limit, filter.offset, ...(expiring ? [filter.expiringBefore] : [])],
  );
  return {
    items: rows.map(({ total: _total, ...row }) => ({
      ...row,
      plan: row.plan as PlanId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** One user as the list shows them, with the last time any of their sessions was seen. */
export async function userSummary(
  sql: SqlRunner,
  id: string,
  now: Date,
): Promise<
  (AdminUserRow & { emailVerified: boolean; affiliateCode: string | null; lastSeenAt: string | null }) | undefined
> {
  const [row] = await sql.query<
    UserListRow & { emailVerifiedAt: Date | null; affiliateCode: string | null; lastSeenAt: Date | null }
  >(
    `select * from (${LIST} and u.id = $3) u,
       lateral (select email_verified_at as "emailVerifiedAt", affiliate_code as "affiliateCode" from users where id = $3) extra,
       lateral (select max(last_seen_at) as "lastSeenAt" from sessions where user_id = $3) seen`,
    [null, now, id],
  );
  if (!row) return undefined;
  const { total: _total, emailVerifiedAt, lastSeenAt, ...user } = row;
  return {
    ...user,
    plan: user.plan as PlanId,
    createdAt: user.createdAt.toISOString(),
    expiresAt: user.expiresAt?.toISOString() ?? null,
    emailVerified: emailVerifiedAt !== null,
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
  };
}

export interface UserRecords {
  invoices: {
    id: string;
    number: string;
    kind: string;
    plan: string | null;
    total: number;
    status: string;
    method: string | null;
    createdAt: Date;
    paidAt: Date | null;
  }[];
  subscriptions: {
    id: string;
    plan: string;
    period: string;
    current: boolean;
    startedAt: Date;
    expiresAt: Date;
    autoPayment: string;
  }[];
  tokenUses: {
    id: number;
    kind: string;
    action: string;
    tokens: number;
    context: Record<string, unknown>;
    createdAt: Date;
  }[];
  pageViews: { path: string; viewedAt: Date }[];
}

/** The latest `limit` of a user's invoices, subscriptions, token movements and page views. */
export async function userRecords(sql: SqlRunner, userId: string, limit: number): Promise<UserRecords> {
  const [invoices, subscriptions, tokenUses, pageViews] = await Promise.all([
    sql.query<UserRecords['invoices'][number]>(
      `select id, number, kind, plan, total, status, method, created_at as "createdAt", paid_at as "paidAt" from invoices where user_id = $1 order by created_at desc limit $2`,
      [userId, limit],
    ),
    sql.query<UserRecords['subscriptions'][number]>(
      `select id, plan, period, current, started_at as "startedAt", expires_at as "expiresAt", auto_payment as "autoPayment" from subscriptions where user_id = $1 order by started_at desc limit $2`,
      [userId, limit],
    ),
    sql.query<UserRecords['tokenUses'][number]>(
      `select id, kind, action, delta as tokens, context, created_at as "createdAt" from token_ledger where user_id = $1 order by id desc limit $2`,
      [userId, limit],
    ),
    sql.query<UserRecords['pageViews'][number]>(
      `select path, created_at as "viewedAt" from page_views where user_id = $1 order by id desc limit $2`,
      [userId, limit],
    ),
  ]);
  return { invoices, subscriptions, tokenUses, pageViews };
}

type DownloadRow = {
  id: string;
  userId: string;
  email: string;
  source: DownloadSource;
  subject: string | null;
  status: DownloadStatus;
  rows: number;
  createdAt: Date;
  finishedAt: Date | null;
  error: string | null;
  total: number;
};

/** Every user's downloads, newest first. */
export async function listDownloads(
  sql: SqlRunner,
  filter: { pattern: string | null; status: string | null; limit: number; offset: number },
): Promise<{ items: Omit<DownloadRow, 'total'>[]; total: number }> {
  const rows = await sql.query<DownloadRow>(
    `select d.id, d.user_id as "userId", u.email, d.source, d.subject, d.status, coalesce(d.rows, d.rows_reserved) as rows, d.created_at as "createdAt", d.finished_at as "finishedAt", d.error,
        count(*) over ()::int as total
       from downloads d join users u on u.id = d.user_id
      where ($1::text is null or u.email ilike $1 or u.name ilike $1) and ($2::text is null or d.status = $2)
      order by d.created_at desc, d.id limit $3 offset $4`,
    [filter.pattern, filter.status, filter.limit, filter.offset],
  );
  return { items: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
