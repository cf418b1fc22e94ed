import type { AffiliateSetting, AffiliateState, PlanId } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

export async function affiliateByCode(
  sql: SqlRunner,
  code: string,
): Promise<(AffiliateSetting & { userId: string }) | undefined> {
  const [row] = await sql.query<AffiliateSetting & { userId: string }>(
    `select user_id as "userId", code, discount_percent as "discountPercent", commission_percent as "commissionPercent", is_active as "isActive"
       from affiliates where code = upper($1)`,
    [code],
  );
  return row;
}

export async function affiliateOf(sql: SqlRunner, userId: string): Promise<AffiliateSetting | null> {
  const [row] = await sql.query<AffiliateSetting>(
    `select code, discount_percent as "discountPercent", commission_percent as "commissionPercent", is_active as "isActive" from affiliates where user_id = $1`,
    [userId],
  );
  return row ?? null;
}

/** A user who registered with an affiliate's code, as stored, with the plan they have now (null: free). */
export interface AffiliateLeadRow {
  name: string;
  joinedAt: Date;
  plan: PlanId | null;
}

/** Users who registered with the affiliate's code, newest first. */
export async function affiliateLeads(
  sql: SqlRunner,
  code: string,
  now: Date,
  page: number,
  pageSize: number,
): Promise<{ items: AffiliateLeadRow[]; total: number }> {
  const rows = await sql.query<AffiliateLeadRow & { total: number }>(
    `select u.name, u.created_at as "joinedAt", s.plan, count(*) over ()::int as total
       from users u left join subscriptions s on s.user_id = u.id and s.current and s.expires_at > $2
      where upper(u.affiliate_code) = upper($1)
      order by u.created_at desc limit $3 offset $4`,
    [code, now, pageSize, (page - 1) * pageSize],
  );
  return { items: rows.map(({ total: _total, ...lead }) => lead), total: rows[0]?.total ?? 0 };
}

/** A paid invoice that used an affiliate's code, with the customer as stored. */
export interface AffiliateSaleRow {
  invoiceNumber: string;
  name: string;
  email: string;
  total: number;
  paidAt: string;
}

/**
 * A page of the paid invoices that used the code, newest first, and every paid invoice's total
 * grouped by amount (what the commission over all of them is computed from: few distinct amounts).
 */
export async function affiliateSales(
  sql: SqlRunner,
  code: string,
  page: number,
  pageSize: number,
): Promise<{ items: AffiliateSaleRow[]; total: number; paidTotals: { total: number; invoices: number }[] }> {
  const paidTotals = await sql.query<{ total: number; invoices: number }>(
    `select total, count(*)::int as invoices from invoices where referral_code = $1 and status = 'paid' group by total`,
    [code],
  );
  const rows = await sql.query<{ number: string; name: string; email: string; total: number; paidAt: Date }>(
    `select i.number, u.name, u.email, i.total, i.paid_at as "paidAt" from invoices i join users u on u.id = i.user_id
      where i.referral_code = $1 and i.status = 'paid' order by i.paid_at desc limit $2 offset $3`,
    [code, pageSize, (page - 1) * pageSize],
  );
  return {
    items: rows.map((r) => ({
      invoiceNumber: r.number,
      name: r.name,
      email: r.email,
      total: r.total,
      paidAt: r.paidAt.toISOString(),
    })),
    total: paidTotals.reduce((sum, t) => sum + t.invoices, 0),
    paidTotals,
  };
}

/** Where the user stands in the affiliate programme, and when they applied. */
export async function programmeState(
  sql: SqlRunner,
  userId: string,
): Promise<{ state: AffiliateState; appliedAt: Date | null }> {
  const [row] = await sql.query<{ state: AffiliateState; appliedAt: Date | null }>(
    `select case when a.user_id is not null then (case when a.is_active then 'active' else 'inactive' end) when ap.user_id is not null then 'applied' else 'none' end as state,
        ap.applied_at as "appliedAt"
       from (select $1::uuid as id) u left join affiliates a on a.user_id = u.id left join affiliate_applications ap on ap.user_id = u.id`,
    [userId],
  );
  return row!;
}

/** Records an application (a second one keeps the first date and takes the new note). */
export async function applyToProgramme(sql: SqlRunner, userId: string, note: string | null, now: Date): Promise<void> {
  await sql.query(
    `insert into affiliate_applications (user_id, note, applied_at) values ($1, $2, $3)
     on conflict (user_id) do update set note = coalesce(excluded.note, affiliate_applications.note)`,
    [userId, note, now],
  );
}

/** Paid sales count of the users an affiliate brought (the profile's `sales`). */
export async function affiliateCounts(sql: SqlRunner, code: string): Promise<{ leads: number; sales: number }> {
  const [row] = await sql.query<{ leads: number; sales: number }>(
    `select (select count(*)::int from users where upper(affiliate_code) = upper($1)) as leads,
            (select count(*)::int from invoices where referral_code = upper($1) and status = 'paid') as sales`,
    [code],
  );
  return row!;
}

/**
 * Makes the user with this email an affiliate with these terms (an affiliate already is
 * given them and made active again). Returns the user's id, or undefined for an unknown email.
 */
export async function saveAffiliate(
  sql: SqlRunner,
  affiliate: { email: string; code: string; discountPercent: number; commissionPercent: number },
): Promise<string | undefined> {
  const [row] = await sql.query<{ user_id: string }>(
    `insert into affiliates (user_id, code, discount_percent, commission_percent) select id, $2, $3, $4 from users where email = $1
     on conflict (user_id) do update set code = excluded.code, discount_percent = excluded.discount_percent,
       commission_percent = excluded.commission_percent, is_active = true
     returning user_id`,
    [affiliate.email, affiliate.code, affiliate.discountPercent, affiliate.commissionPercent],
  );
  return row?.user_id;
}
