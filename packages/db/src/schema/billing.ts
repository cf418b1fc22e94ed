/**
 * Plans, payments and tokens. Money is whole rupiah in bigint. Every state that must never
 * go wrong under concurrency (a balance, a payment's state) changes in one conditional UPDATE,
 * and the CHECK constraints here are the last line of defence.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';

const rupiah = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => at('created_at').notNull().defaultNow();
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user's plan. One current row per user; buying another plan replaces it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    plan: text('plan').notNull(),
    period: text('period', { enum: ['monthly', 'yearly'] }).notNull(),
    current: boolean('current').notNull().default(true),
    startedAt: at('started_at').notNull(),
    /** The end of the paid period: the plan renews or ends here. */
    expiresAt: at('expires_at').notNull(),
    autoPayment: text('auto_payment', { enum: ['active', 'retrying', 'stopped', 'failed', 'none'] }).notNull(),
    savedCardToken: text('saved_card_token'),
    failedCharges: smallint('failed_charges').notNull().default(0),
    nextChargeAt: at('next_charge_at'),
    stoppedAt: at('stopped_at'),
    /** The paid period an upgrade credits: what was paid (after discounts) for [paid_from, expires_at]. */
    paidFrom: at('paid_from'),
    paidAmount: rupiah('paid_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscriptions_paid_check', sql`${t.paidAmount} >= 0`),
    uniqueIndex('subscriptions_current_unique')
      .on(t.userId)
      .where(sql`${t.current}`),
    index('subscriptions_next_charge_idx')
      .on(t.nextChargeAt)
      .where(sql`${t.autoPayment} in ('active', 'retrying')`),
  ],
);

export const invoiceNumbers = pgSequence('invoice_number_seq');

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('invoices_number_unique'),
    orderId: text('order_id').notNull().unique('invoices_order_id_unique'),
    userId: userRef(),
    kind: text('kind', { enum: ['subscription', 'recurring', 'renewal', 'quota', 'download_credit'] }).notNull(),
    plan: text('plan'),
    period: text('period', { enum: ['monthly', 'yearly'] }),
    rows: integer('rows'),
    tokens: integer('tokens'),
    amount: rupiah('amount').notNull(),
    discount: rupiah('discount').notNull().default(0),
    /** The unused value of the plan an upgrade replaces, deducted from the price. */
    credit: rupiah('credit').notNull().default(0),
    total: rupiah('total').notNull(),
    referralCode: text('referral_code'),
    /** The subscription a renewal charge continues. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'expired', 'cancelled'] })
      .notNull()
      .default('pending'),
    method: text('method'),
    gateway: text('gateway').notNull(),
    redirectUrl: text('redirect_url'),
    transactionId: text('transaction_id'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    /** When an unpaid checkout expires, as the gateway was told; renewal charges have none. */
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_user_created_idx').on(t.userId, t.createdAt),
    index('invoices_referral_idx').on(t.referralCode),
    index('invoices_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // One plan checkout waiting for payment per user: an upgrade's credit is given once.
    uniqueIndex('invoices_pending_plan_unique')
      .on(t.userId)
      .where(sql`${t.status} = 'pending' and ${t.kind} in ('subscription', 'recurring')`),
    check(
      'invoices_total_check',
      sql`${t.total} = ${t.amount} - ${t.discount} - ${t.credit} and ${t.total} >= 0 and ${t.credit} >= 0`,
    ),
  ],
);

/** Every notification received, valid or not: the audit trail of the payment state machine. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    transactionStatus: text('transaction_status'),
    outcome: text('outcome', { enum: ['applied', 'unchanged', 'rejected'] }).notNull(),
    reason: text('reason'),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderId)],
);

/**
 * Tokens and download rows of the current period. The period starts at 00:00 WIB on the
 * purchase day (the anchor) and resets a month later; bought tokens and rows stay.
 */
export const usageAccounts = pgTable(
  'usage_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan the allowances were set from. */
    plan: text('plan').notNull(),
    anchorDay: smallint('anchor_day').notNull(),
    periodStart: at('period_start').notNull(),
    nextResetAt: at('next_reset_at').notNull(),
    tokenAllowance: integer('token_allowance').notNull(),
    tokensUsed: integer('tokens_used').notNull().default(0),
    /** Tokens bought on top of the allowance; spent after it, never reset. */
    extraTokens: integer('extra_tokens').notNull().default(0),
    downloadAllowance: integer('download_allowance').notNull(),
    downloadsUsed: integer('downloads_used').notNull().default(0),
    /** Download rows bought; never expire, usable only with an active plan. */
    downloadCredit: bigint('download_credit', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('usage_accounts_next_reset_idx').on(t.nextResetAt),
    check(
      'usage_accounts_tokens_check',
      sql`${t.tokensUsed} >= 0 and ${t.tokensUsed} <= ${t.tokenAllowance} and ${t.extraTokens} >= 0`,
    ),
    check(
      'usage_accounts_downloads_check',
      sql`${t.downloadsUsed} >= 0 and ${t.downloadsUsed} <= ${t.downloadAllowance} and ${t.downloadCredit} >= 0`,
    ),
  ],
);

/** One row per token movement: spent (negative), granted by a plan, a reset or a purchase. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    kind: text('kind', { enum: ['spend', 'grant', 'reset', 'purchase'] }).notNull(),
    delta: integer('delta').notNull(),
    action: text('action').notNull(),
    context: jsonb('context').notNull().default({}),
    /**
     * A spend's answer (a hash of the action and the query that was answered) and its Jakarta
     * day: one answer is charged once a day, however often it is asked for again.
     */
    answerKey: text('answer_key'),
    answerDay: date('answer_day', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('token_ledger_user_idx').on(t.userId, t.kind, t.id),
    uniqueIndex('token_ledger_answer_unique')
      .on(t.userId, t.answerKey, t.answerDay)
      .where(sql`${t.answerKey} is not null`),
  ],
);

/** Users who bring customers: their referral code gives a discount and earns a commission. */
export const affiliates = pgTable(
  'affiliates',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique('affiliates_code_unique'),
    discountPercent: smallint('discount_percent').notNull(),
    commissionPercent: smallint('commission_percent').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('affiliates_code_check', sql`${t.code} = upper(${t.code})`),
    check(
      'affiliates_percent_check',
      sql`${t.discountPercent} between 0 and 90 and ${t.commissionPercent} between 0 and 90`,
    ),
  ],
);

/** Users who asked to join the affiliate programme, until an admin signs them up. */
export const affiliateApplications = pgTable('affiliate_applications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  note: text('note'),
  appliedAt: at('applied_at').notNull(),
});

/** Affiliates and applicants an admin marked to follow up. */
export const affiliateBookmarks = pgTable('affiliate_bookmarks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * What an admin gave by hand, with why, and its removal. A plan grant keeps what it changed
 * (the subscription it made or extended, the one it replaced, the end before it) so removing it
 * undoes exactly that.
 */
export const adminGrants = pgTable(
  'admin_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text('kind', { enum: ['premium', 'quota', 'custom_quota', 'download_credit'] }).notNull(),
    plan: text('plan'),
    amount: integer('amount'),
    purpose: text('purpose').notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    replacedSubscriptionId: uuid('replaced_subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** The end of the extended plan before the grant; null when the grant started a plan. */
    previousExpiresAt: at('previous_expires_at'),
    grantedUntil: at('granted_until'),
    createdAt: createdAt(),
    removedAt: at('removed_at'),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removalPurpose: text('removal_purpose'),
    reclaimed: integer('reclaimed'),
  },
  (t) => [
    index('admin_grants_user_idx').on(t.userId, t.createdAt),
    check('admin_grants_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
  ],
);

/** The company a user's invoices are made out to (the PDF's buyer). */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  address: text('address').notNull(),
  /** NPWP, digits only; null when the buyer has none. */
  taxId: text('tax_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The sandbox gateway's own books: its transactions and the cards it saved. */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  token: text('token').primaryKey(),
  orderId: text('order_id').notNull().unique('sandbox_transactions_order_unique'),
  grossAmount: rupiah('gross_amount').notNull(),
  request: jsonb('request').notNull(),
  status: text('status').notNull().default('pending'),
  paymentType: text('payment_type'),
  savedTokenId: text('saved_token_id'),
  /** After this a pending transaction can no longer be paid; saved-card charges have none. */
  expiresAt: at('expires_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const sandboxCards = pgTable('sandbox_cards', {
  savedTokenId: text('saved_token_id').primaryKey(),
  lastDigits: text('last_digits').notNull(),
  approves: boolean('approves').notNull(),
  createdAt: createdAt(),
});
