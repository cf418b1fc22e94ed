import { PLANS, type PlanId } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { usagePeriod, wibDayOfMonth } from './calendar.ts';

export interface UsageAccount {
  plan: PlanId;
  anchorDay: number;
  periodStart: Date;
  nextResetAt: Date;
  tokenAllowance: number;
  tokensUsed: number;
  extraTokens: number;
  downloadAllowance: number;
  downloadsUsed: number;
  downloadCredit: number;
}

export const USAGE_COLUMNS = `plan, anchor_day as "anchorDay", period_start as "periodStart", next_reset_at as "nextResetAt",
  token_allowance as "tokenAllowance", tokens_used as "tokensUsed", extra_tokens as "extraTokens",
  download_allowance as "downloadAllowance", downloads_used as "downloadsUsed", download_credit as "downloadCredit"`;

export const tokensLeft = (a: UsageAccount) => a.tokenAllowance - a.tokensUsed + a.extraTokens;

export type LedgerKind = 'spend' | 'grant' | 'reset' | 'purchase';

export async function writeLedger(sql: SqlRunner, userId: string, kind: LedgerKind, delta: number, action: string, context: Record<string, unknown> = {}) {
  await sql.query('insert into token_ledger (user_id, kind, delta, action, context) values ($1, $2, $3, $4, $5::jsonb)', [userId, kind, delta, action, JSON.stringify(context)]);
}

async function readAccount(sql: SqlRunner, userId: string): Promise<UsageAccount | undefined> {
  const [row] = await sql.query<UsageAccount>(`select ${USAGE_COLUMNS} from usage_accounts where user_id = $1`, [userId]);
  return row;
}

/** Which row a new period may replace: none (create), the one read (compare-and-set), or whatever is there. */
type Replacing = { kind: 'none' } | { kind: 'read'; account: UsageAccount } | { kind: 'any' };

const SET_PERIOD = `plan = $2, anchor_day = $3, period_start = $4, next_reset_at = $5, token_allowance = $6, tokens_used = 0,
  download_allowance = $7, downloads_used = 0, updated_at = now()`;

/**
 * A new period of `plan`'s allowances holding `now`. Replacing the row that was read is a
 * compare-and-set on its reset time and plan, so two requests racing to reset do it once.
 */
async function startPeriod(sql: SqlRunner, userId: string, plan: PlanId, now: Date, anchorDay: number, replacing: Replacing, reason: 'grant' | 'reset') {
  const { start, nextReset } = usagePeriod(anchorDay, now);
  const { tokensPerMonth, downloadRowsPerMonth } = PLANS[plan];
  const values = [userId, plan, anchorDay, start, nextReset, tokensPerMonth, downloadRowsPerMonth];
  const insert = `insert into usage_accounts (user_id, plan, anchor_day, period_start, next_reset_at, token_allowance, download_allowance)
    values ($1, $2, $3, $4, $5, $6, $7)`;
  const written =
    replacing.kind === 'read'
      ? await sql.query(`update usage_accounts set ${SET_PERIOD} where user_id = $1 and next_reset_at = $8 and plan = $9 returning 1`, [
          ...values,
          replacing.account.nextResetAt,
          replacing.account.plan,
        ])
      : await sql.query(`${insert} on conflict (user_id) do ${replacing.kind === 'any' ? `update set ${SET_PERIOD}` : 'nothing'} returning 1`, values);
  if (written.length > 0) await writeLedger(sql, userId, reason, tokensPerMonth, reason === 'reset' ? 'period.reset' : `plan.${plan}`, { periodStart: start.toISOString() });
}

/**
 * The user's usage account for the plan in force: created on first use, moved to a new
 * period (same anchor day) when the month has turned, and given the plan's allowances from
 * today when the plan changed (a plan that ended).
 */
export async function currentAccount(sql: SqlRunner, userId: string, plan: PlanId, now: Date): Promise<UsageAccount> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const account = await readAccount(sql, userId);
    if (account && account.plan === plan && account.nextResetAt > now) return account;
    if (!account) await startPeriod(sql, userId, plan, now, wibDayOfMonth(now), { kind: 'none' }, 'grant');
    else if (account.plan === plan) await startPeriod(sql, userId, plan, now, account.anchorDay, { kind: 'read', account }, 'reset');
    else await startPeriod(sql, userId, plan, now, wibDayOfMonth(now), { kind: 'read', account }, 'grant');
  }
  return (await readAccount(sql, userId))!;
}

/** A plan just bought: its full allowances from today, anchored on today (spec §9). */
export async function grantPlan(sql: SqlRunner, userId: string, plan: PlanId, now: Date): Promise<void> {
  await startPeriod(sql, userId, plan, now, wibDayOfMonth(now), { kind: 'any' }, 'grant');
}

/**
 * Takes `cost` tokens, the period's allowance first and bought tokens after, in one
 * conditional UPDATE: under concurrent calls the balance can never go below zero.
 */
export async function takeTokens(sql: SqlRunner, userId: string, cost: number, now: Date): Promise<UsageAccount | undefined> {
  const [row] = await sql.query<UsageAccount>(
    `update usage_accounts set
       tokens_used = tokens_used + least($2, token_allowance - tokens_used),
       extra_tokens = extra_tokens - greatest(0, $2 - (token_allowance - tokens_used)),
       updated_at = now()
     where user_id = $1 and next_reset_at > $3 and token_allowance - tokens_used + extra_tokens >= $2
     returning ${USAGE_COLUMNS}`,
    [userId, cost, now],
  );
  return row;
}

export async function addExtraTokens(sql: SqlRunner, userId: string, tokens: number): Promise<void> {
  await sql.query('update usage_accounts set extra_tokens = extra_tokens + $2, updated_at = now() where user_id = $1', [userId, tokens]);
}

export async function addDownloadCredit(sql: SqlRunner, userId: string, rows: number): Promise<void> {
  await sql.query('update usage_accounts set download_credit = download_credit + $2, updated_at = now() where user_id = $1', [userId, rows]);
}

/** Accounts whose month has turned, for the reset job. */
export async function accountsDue(sql: SqlRunner, now: Date, limit: number): Promise<string[]> {
  const rows = await sql.query<{ user_id: string }>('select user_id from usage_accounts where next_reset_at <= $1 order by next_reset_at limit $2', [now, limit]);
  return rows.map((r) => r.user_id);
}

/** Ads spy lookups charged since a period began (each plan allows so many a month). */
export async function adsLookupsSince(sql: SqlRunner, userId: string, since: Date): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `select count(*)::int as n from token_ledger where user_id = $1 and kind = 'spend' and context->>'feature' = 'ads_spy' and created_at >= $2`,
    [userId, since],
  );
  return row!.n;
}
