import type { AdminAffiliate, AffiliateState } from '@pasarlens/contracts';

/** An affiliate or applicant as stored, with every paid invoice's total that used the code, grouped by amount. */
export type AffiliateRow = Omit<AdminAffiliate, 'appliedAt' | 'commissionTotal' | 'state'> & {
  state: AffiliateState;
  appliedAt: Date | null;
  paidTotals: { total: number; invoices: number }[];
};
import type { SqlRunner } from '@pasarlens/db';

const SELECT = `select u.id as "userId", u.name, u.email,
    case when a.user_id is null then (case when ap.user_id is null then 'none' else 'applied' end) when a.is_active then 'active' else 'inactive' end as state,
    ap.applied_at as "appliedAt", ap.note as "applicationNote", a.code, a.discount_percent as "discountPercent", a.commission_percent as "commissionPercent",
    b.user_id is not null as bookmarked, coalesce(l.leads, 0) as leads, coalesce(s.sales, 0) as sales, coalesce(s.paid_totals, '[]') as "paidTotals",
    count(*) over ()::int as total
  from users u
  left join affiliates a on a.user_id = u.id
  left join affiliate_applications ap on ap.user_id = u.id
  left join affiliate_bookmarks b on b.user_id = u.id
  left join lateral (select count(*)::int as leads from users l where upper(l.affiliate_code) = a.code) l on a.code is not null
  left join lateral (select sum(p.invoices)::int as sales, json_agg(json_build_object('total', p.total, 'invoices', p.invoices)) as paid_totals
                       from (select i.total, count(*)::int as invoices from invoices i where i.referral_code = a.code and i.status = 'paid' group by i.total) p
                     ) s on a.code is not null`;

type Row = AffiliateRow & { total: number };

/** Affiliates and applicants (every user with `all`), bookmarked first, then the latest. */
export async function listAffiliates(
  sql: SqlRunner,
  filter: { pattern: string | null; all: boolean; limit: number; offset: number },
): Promise<{ items: AffiliateRow[]; total: number }> {
  const rows = await sql.query<Row>(
    `${SELECT} where ($1::text is null or u.name ilike $1 or u.email ilike $1 or a.code ilike $1)
       and ($2 or a.user_id is not null or ap.user_id is not null)
     order by bookmarked desc, coalesce(ap.applied_at, a.created_at, u.created_at) desc, u.id limit $3 offset $4`,
    [filter.pattern, filter.all, filter.limit, filter.offset],
  );
  return { items: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export async function affiliateRow(sql: SqlRunner, userId: string): Promise<AffiliateRow | undefined> {
  const [row] = await sql.query<Row>(`${SELECT} where u.id = $1`, [userId]);
  if (!row) return undefined;
  const { total: _total, ...affiliate } = row;
  return affiliate;
}

/** Makes the user an affiliate (again active, keeping the code unless a new one is given); the application is settled. */
export async function signUpAffiliate(
  sql: SqlRunner,
  userId: string,
  terms: { code: string; discountPercent: number; commissionPercent: number },
): Promise<void> {
  await sql.query(
    `insert into affiliates (user_id, code, discount_percent, commission_percent) values ($1, $2, $3, $4)
     on conflict (user_id) do update set is_active = true`,
    [userId, terms.code, terms.discountPercent, terms.commissionPercent],
  );
  await sql.query('delete from affiliate_applications where user_id = $1', [userId]);
}

/**
 * Gives an affiliate a new code. The users it brought and the invoices it earned on carry the
 * code, so they move with it: the affiliate keeps their leads and sales. False for no affiliate.
 */
export async function changeAffiliateCode(sql: SqlRunner, userId: string, code: string): Promise<boolean> {
  const [old] = await sql.query<{ code: string }>('select code from affiliates where user_id = $1 for update', [
    userId,
  ]);
  if (!old) return false;
  await sql.query('update affiliates set code = $2 where user_id = $1', [userId, code]);
  await sql.query('update users set affiliate_code = $2 where upper(affiliate_code) = $1', [old.code, code]);
  await sql.query('update invoices set referral_code = $2 where referral_code = $1', [old.code, code]);
  return true;
}

export async function setAffiliateTerms(
  sql: SqlRunner,
  userId: string,
  terms: { isActive: boolean; discountPercent: number; commissionPercent: number },
): Promise<boolean> {
  const rows = await sql.query(
    'update affiliates set is_active = $2, discount_percent = $3, commission_percent = $4 where user_id = $1 returning user_id',
    [userId, terms.isActive, terms.discountPercent, terms.commissionPercent],
  );
  return rows.length > 0;
}

export async function setBookmark(sql: SqlRunner, userId: string, bookmarked: boolean): Promise<void> {
  if (bookmarked)
    await sql.query('insert into affiliate_bookmarks (user_id) values ($1) on conflict do nothing', [userId]);
  else await sql.query('delete from affiliate_bookmarks where user_id = $1', [userId]);
}

/** Whether the code is free for this user (no other affiliate has it). */
export async function codeIsFree(sql: SqlRunner, code: string, userId: string): Promise<boolean> {
  const rows = await sql.query('select 1 from affiliates where code = $1 and user_id <> $2', [code, userId]);
  return rows.length === 0;
}
