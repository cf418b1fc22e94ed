import type { PlanId } from '@pasarlens/contracts';
import type { NamedStatement, SqlRunner } from '@pasarlens/db';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { selectList } from '../../lib/select-list.ts';
import type { PeriodChange } from './usage-periods.ts';

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

export const USAGE_FIELDS = {
  plan: 'plan',
  anchorDay: 'anchor_day',
  periodStart: 'period_start',
  nextResetAt: 'next_reset_at',
  tokenAllowance: 'token_allowance',
  tokensUsed: 'tokens_used',
  extraTokens: 'extra_tokens',
  downloadAllowance: 'download_allowance',
  downloadsUsed: 'downloads_used',
  downloadCredit: 'download_credit',
} satisfies Record<keyof UsageAccount, string>;

const COLUMNS = selectList(USAGE_FIELDS, 'usage_accounts');

/** A period's allowances as the account stores them. */
export interface NewPeriod {
  plan: PlanId;
  anchorDay: number;
  start: Date;
  nextReset: Date;
  tokenAllowance: number;
  downloadAllowance: number;
}

export type LedgerKind = 'spend' | 'grant' | 'reset' | 'purchase';

export async function writeLedger(
  sql: SqlRunner,
  userId: string,
  kind: LedgerKind,
  delta: number,
  action: string,
  context: Record<string, unknown> = {},
) {
  await sql.query(
    'insert into token_ledger (user_id, kind, delta, action, context) values ($1, $2, $3, $4, $5::jsonb)',
    [userId, kind, delta, action, JSON.stringify(context)],
  );
}

const SET_PERIOD = `plan = $2, anchor_day = $3, period_start = $4, next_reset_at = $5, token_allowance = $6, tokens_used = 0,
  download_allowance = $7, downloads_used = 0, updated_at = now()`;

const PERIOD_WRITES: Record<PeriodChange['replacing']['kind'], string> = {
  none: `insert into usage_accounts (user_id, plan, anchor_day, period_start, next_reset_at, token_allowance, download_allowance)
    values ($1, $2, $3, $4, $5, $6, $7) on conflict (user_id) do nothing returning 1`,
  read: `update usage_accounts set ${SET_PERIOD} where user_id = $1 and next_reset_at = $11 and plan = $12 returning 1`,
  any: `insert into usage_accounts (user_id, plan, anchor_day, period_start, next_reset_at, token_allowance, download_allowance)
    values ($1, $2, $3, $4, $5, $6, $7) on conflict (user_id) do update set ${SET_PERIOD} returning 1`,
};

/**
 * Writes a new period and, when it was written, its ledger row, in one statement. Replacing the
 * row that was read is a compare-and-set on its reset time and plan, so two requests racing to
 * reset do it once. Returns whether this call wrote it.
 */
export async function startPeriod(sql: SqlRunner, userId: string, change: PeriodChange): Promise<boolean> {
  const { period, replacing, entry } = change;
  const [row] = await sql.query<{ written: number }>(
    `with written as (${PERIOD_WRITES[replacing.kind]}),
       granted as (insert into token_ledger (user_id, kind, delta, action, context) select $1, $8::text, $6, $9::text, $10::jsonb from written)
     select count(*)::int as written from written`,
    [
      userId,
      period.plan,
      period.anchorDay,
      period.start,
      period.nextReset,
      period.tokenAllowance,
      period.downloadAllowance,
      entry.kind,
      entry.action,
      JSON.stringify({ periodStart: period.start.toISOString() }),
      ...(replacing.kind === 'read' ? [replacing.nextResetAt, replacing.plan] : []),
    ],
  );
  return row!.written > 0;
}

/**
 * Takes `cost` tokens, the period's allowance first and bought tokens after; nothing when too
 * few are left, the period has turned, or `unless` (a further condition) holds.
 */
const takeTokensWhere = (unless = 'false') => `update usage_accounts set
    tokens_used = tokens_used + least($2, token_allowance - tokens_used),
    extra_tokens = extra_tokens - greatest(0, $2 - (token_allowance - tokens_used)),
    updated_at = now()
  where user_id = $1 and next_reset_at > $3 and token_allowance - tokens_used + extra_tokens >= $2 and not (${unless})
  returning ${COLUMNS}`;

/**
 * Takes the tokens in one conditional UPDATE, which locks the account row until the transaction
 * ends: under concurrent calls the balance can never go below zero.
 */
export async function takeTokens(
  sql: SqlRunner,
  userId: string,
  cost: number,
  now: Date,
): Promise<UsageAccount | undefined> {
  const [row] = await sql.query<UsageAccount>(takeTokensWhere(), [userId, cost, now]);
  return row;
}

/** An answer a spend pays for: its key and the Jakarta day it is charged for (once). */
export interface PaidAnswer {
  key: string;
  day: string;
}

export interface Spend {
  action: string;
  context: Record<string, unknown>;
  answer: PaidAnswer;
}

/** A spend's outcome: tokens taken, the answer already paid for that day, or too few tokens left. */
export type SpendOutcome = { kind: 'taken'; account: UsageAccount } | { kind: 'paid' } | { kind: 'short' };

const ANSWER_UNIQUE = 'token_ledger_answer_unique';
const PAID = `select 1 from token_ledger where user_id = $1 and answer_key = $6 and answer_day = $7::date`;
const SPEND: NamedStatement = {
  name: 'spend_tokens',
  text: `with paid as (${PAID}),
    taken as (${takeTokensWhere('exists (select 1 from paid)')}),
    spent as (insert into token_ledger (user_id, kind, delta, action, context, answer_key, answer_day)
      select $1, 'spend', -$2::int, $4::text, $5::jsonb, $6, $7::date from taken)
  select exists (select 1 from paid) as "alreadyPaid", taken.* from (select) as one left join taken on true`,
};

/**
 * Charges an answer in one statement: takes the tokens and writes the spend, unless the answer
 * was already paid for that day. Two identical calls racing both pass the check; the unique
 * answer index refuses the second's ledger row, and with it the whole statement.
 */
export async function spendTokens(
  sql: SqlRunner,
  userId: string,
  cost: number,
  now: Date,
  spend: Spend,
): Promise<SpendOutcome> {
  try {
    const [row] = await sql.query<UsageAccount & { alreadyPaid: boolean }>(SPEND, [
      userId,
      cost,
      now,
      spend.action,
      JSON.stringify(spend.context),
      spend.answer.key,
      spend.answer.day,
    ]);
    const { alreadyPaid, ...account } = row!;
    if (alreadyPaid) return { kind: 'paid' };
    return account.plan === null ? { kind: 'short' } : { kind: 'taken', account };
  } catch (error) {
    if (violatedUniqueConstraint(error) === ANSWER_UNIQUE) return { kind: 'paid' };
    throw error;
  }
}

/** Whether the answer was already paid for on its day. */
export async function answerPaid(sql: SqlRunner, userId: string, answer: PaidAnswer): Promise<boolean> {
  const rows = await sql.query(
    'select 1 from token_ledger where user_id = $1 and answer_key = $2 and answer_day = $3::date',
    [userId, answer.key, answer.day],
  );
  return rows.length > 0;
}

/** What a paid answer's ledger row keeps of its question (the call's input among it), when it was paid that day. */
export async function paidAnswerContext(
  sql: SqlRunner,
  userId: string,
  answer: PaidAnswer,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await sql.query<{ context: Record<string, unknown> }>(
    'select context from token_ledger where user_id = $1 and answer_key = $2 and answer_day = $3::date',
    [userId, answer.key, answer.day],
  );
  return row?.context;
}

/** The ledger row of a spend taken inside a transaction; false when the answer was paid meanwhile. */
export async function writeSpend(sql: SqlRunner, userId: string, cost: number, spend: Spend): Promise<boolean> {
  const rows = await sql.query(
    `insert into token_ledger (user_id, kind, delta, action, context, answer_key, answer_day) values ($1, 'spend', $2, $3, $4::jsonb, $5, $6::date)
      on conflict (user_id, answer_key, answer_day) where answer_key is not null do nothing returning id`,
    [userId, -cost, spend.action, JSON.stringify(spend.context), spend.answer.key, spend.answer.day],
  );
  return rows.length > 0;
}

export async function addExtraTokens(sql: SqlRunner, userId: string, tokens: number): Promise<void> {
  await sql.query('update usage_accounts set extra_tokens = extra_tokens + $2, updated_at = now() where user_id = $1', [
    userId,
    tokens,
  ]);
}

export async function addDownloadCredit(sql: SqlRunner, userId: string, rows: number): Promise<void> {
  await sql.query(
    'update usage_accounts set download_credit = download_credit + $2, updated_at = now() where user_id = $1',
    [userId, rows],
  );
}

/** Accounts whose month has turned, for the reset job. */
export async function accountsDue(sql: SqlRunner, now: Date, limit: number): Promise<string[]> {
  const rows = await sql.query<{ user_id: string }>(
    'select user_id from usage_accounts where next_reset_at <= $1 order by next_reset_at limit $2',
    [now, limit],
  );
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

/** Active price alerts: what the plan's alert limit counts (premium.alertCount). */
export async function activeAlertCount(sql: SqlRunner, userId: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    'select count(*)::int as n from price_alerts where user_id = $1 and is_active',
    [userId],
  );
  return row!.n;
}

export interface SpendRow {
  id: number;
  action: string;
  delta: number;
  context: Record<string, unknown>;
  createdAt: Date;
}

/** A user's latest spends, newest first. */
export function latestSpends(sql: SqlRunner, userId: string, limit: number): Promise<SpendRow[]> {
  return sql.query<SpendRow>(
    `select id, action, delta, context, created_at as "createdAt" from token_ledger where user_id = $1 and kind = 'spend' order by id desc limit $2`,
    [userId, limit],
  );
}

/** Locks the usage account until the transaction ends and reads the download rows left this period. */
export async function lockDownloadRows(sql: SqlRunner, userId: string): Promise<number> {
  const [row] = await sql.query<{ left: number }>(
    'select download_allowance - downloads_used + download_credit as left from usage_accounts where user_id = $1 for update',
    [userId],
  );
  return row?.left ?? 0;
}

/**
 * Takes `rows` download rows, the period's first and bought rows after, in one conditional
 * UPDATE (as tokens are taken); nothing when too few are left or the period has turned.
 */
export async function takeDownloadRows(sql: SqlRunner, userId: string, rows: number, now: Date): Promise<boolean> {
  const taken = await sql.query(
    `update usage_accounts set
        downloads_used = downloads_used + least($2, download_allowance - downloads_used),
        download_credit = download_credit - greatest(0, $2 - (download_allowance - downloads_used)),
        updated_at = now()
      where user_id = $1 and next_reset_at > $3 and download_allowance - downloads_used + download_credit >= $2
      returning 1`,
    [userId, rows, now],
  );
  return taken.length > 0;
}

/** Takes back up to `amount` of a balance that never resets (bought tokens, download credit), never more than is left; returns how much it took. */
async function takeBack(
  sql: SqlRunner,
  userId: string,
  balance: 'extra_tokens' | 'download_credit',
  amount: number,
): Promise<number> {
  const [row] = await sql.query<{ taken: string | number }>(
    `with account as (select user_id, least(${balance}, $2) as taken from usage_accounts where user_id = $1 for update)
     update usage_accounts u set ${balance} = ${balance} - account.taken, updated_at = now() from account where u.user_id = account.user_id
     returning account.taken`,
    [userId, amount],
  );
  return Number(row?.taken ?? 0);
}

export const takeBackExtraTokens = (sql: SqlRunner, userId: string, tokens: number) =>
  takeBack(sql, userId, 'extra_tokens', tokens);
export const takeBackDownloadCredit = (sql: SqlRunner, userId: string, rows: number) =>
  takeBack(sql, userId, 'download_credit', rows);
