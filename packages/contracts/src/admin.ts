import { z } from 'zod';
import { ROLES } from './auth.ts';
import {
  AUTO_PAYMENT_STATES,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  affiliateSaleSchema,
} from './billing.ts';
import { DOWNLOAD_SOURCES, DOWNLOAD_STATUSES } from './downloads.ts';
import { boundedText, calendarDay, flag, uuidId, wholeNumber, RANGE_ORDER_MESSAGE } from './fields.ts';
import { BILLING_PERIODS, PAID_PLAN_IDS, PLAN_IDS } from './plans.ts';

/** Rows a page of an admin list holds. */
export const ADMIN_PAGE_SIZE = 20;
/** A plan ending within this many days puts its user on the expiring list. */
export const EXPIRING_WITHIN_DAYS = 14;

export const PURPOSE_MESSAGE = 'Say why, in at least 3 characters';
/** Why an admin grants or removes something: kept in the audit log beside who did it. */
const purpose = () => boundedText(500).min(3, PURPOSE_MESSAGE);
const keyword = () => boundedText(100).optional();
const page = () => wholeNumber(1, 1_000_000).default(1);

export const adminUserListQuerySchema = z.object({ page: page(), keyword: keyword() });
export const adminUserParamsSchema = z.object({ id: uuidId() });
export const adminGrantTargetSchema = z.object({ userId: uuidId() });
export const adminGrantParamsSchema = z.object({ userId: uuidId(), id: uuidId() });

/** The most tokens or download rows one grant gives. */
export const MAX_GRANT_AMOUNT = 10_000_000;
export const giveAmountSchema = z.object({ amount: wholeNumber(1, MAX_GRANT_AMOUNT), purpose: purpose() });
export const givePlanSchema = z.object({ plan: z.enum(PAID_PLAN_IDS), purpose: purpose() });
export const removeGrantSchema = z.object({ purpose: purpose() });

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLAN_IDS),
  /** The end of the current paid period; null on the free plan. */
  expiresAt: z.string().nullable(),
  autoPayment: z.enum(AUTO_PAYMENT_STATES).nullable(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = z.object({
  items: z.array(adminUserRowSchema),
  page: z.number(),
  total_page: z.number(),
  total: z.number(),
});

/** What an admin gives by hand (spec §2): a plan for a month, a plan's monthly tokens, a number of tokens, or download rows. */
export const GRANT_KINDS = ['premium', 'quota', 'custom_quota', 'download_credit'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

export const grantSchema = z.object({
  id: z.string(),
  kind: z.enum(GRANT_KINDS),
  plan: z.enum(PAID_PLAN_IDS).nullable(),
  /** Tokens or download rows given; null for a plan. */
  amount: z.number().nullable(),
  purpose: z.string(),
  grantedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Until when a given plan runs (after any extension it made). */
  grantedUntil: z.string().nullable(),
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
  removalPurpose: z.string().nullable(),
  /** Tokens or rows a removal took back: what was left of the grant, never more than the balance. */
  reclaimed: z.number().nullable(),
});
export type Grant = z.infer<typeof grantSchema>;
export const grantAnswerSchema = z.object({ grant: grantSchema });

export const adminInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  plan: z.enum(PLAN_IDS).nullable(),
  total: z.number(),
  status: z.enum(INVOICE_STATUSES),
  method: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const adminSubscriptionSchema = z.object({
  id: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
  period: z.enum(BILLING_PERIODS),
  current: z.boolean(),
  startedAt: z.string(),
  expiresAt: z.string(),
  autoPayment: z.enum(AUTO_PAYMENT_STATES),
});

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({
    emailVerified: z.boolean(),
    affiliateCode: z.string().nullable(),
    lastSeenAt: z.string().nullable(),
  }),
  usage: z.object({
    tokenAllowance: z.number(),
    tokensUsed: z.number(),
    extraTokens: z.number(),
    tokensLeft: z.number(),
    downloadAllowance: z.number(),
    downloadsUsed: z.number(),
    downloadCredit: z.number(),
    nextResetAt: z.string(),
  }),
  grants: z.array(grantSchema),
  invoices: z.array(adminInvoiceSchema),
  subscriptions: z.array(adminSubscriptionSchema),
  /** Token movements, newest first: spent (negative), granted, reset, bought. */
  tokenUses: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      action: z.string(),
      tokens: z.number(),
      context: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  pageViews: z.array(z.object({ path: z.string(), viewedAt: z.string() })),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminDownloadListSchema = z.object({
  page: page(),
  keyword: keyword(),
  status: z.enum(DOWNLOAD_STATUSES).optional(),
});
export const adminDownloadSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  source: z.enum(DOWNLOAD_SOURCES),
  subject: z.string().nullable(),
  status: z.enum(DOWNLOAD_STATUSES),
  rows: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export const adminDownloadPageSchema = z.object({
  items: z.array(adminDownloadSchema),
  page: z.number(),
  total_page: z.number(),
  total: z.number(),
});

/** Where a user stands in the affiliate programme. */
export const AFFILIATE_STATES = ['none', 'applied', 'active', 'inactive'] as const;
export type AffiliateState = (typeof AFFILIATE_STATES)[number];

export const adminAffiliateQuerySchema = z.object({ page: page(), keyword: keyword(), show_all: flag().optional() });
export const adminAffiliateSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.enum(AFFILIATE_STATES),
  appliedAt: z.string().nullable(),
  applicationNote: z.string().nullable(),
  code: z.string().nullable(),
  discountPercent: z.number().nullable(),
  commissionPercent: z.number().nullable(),
  bookmarked: z.boolean(),
  leads: z.number(),
  sales: z.number(),
  commissionTotal: z.number(),
});
export type AdminAffiliate = z.infer<typeof adminAffiliateSchema>;
export const adminAffiliatePageSchema = z.object({
  items: z.array(adminAffiliateSchema),
  page: z.number(),
  total_page: z.number(),
  total: z.number(),
});
export const adminAffiliateAnswerSchema = z.object({ affiliate: adminAffiliateSchema });

export const AFFILIATE_CODE_MESSAGE = 'Use 3 to 32 letters, digits, - or _';
export const affiliateCode = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, AFFILIATE_CODE_MESSAGE)
    .transform((code) => code.toUpperCase());
const percent = () => wholeNumber(0, 90);
/** Default terms of a new affiliate: the discount the code gives and the commission it earns. */
export const AFFILIATE_DEFAULT_TERMS = { discountPercent: 10, commissionPercent: 20 } as const;

export const affiliateSignupSchema = z.object({
  affiliate_code: affiliateCode().optional(),
  discountPercent: percent().optional(),
  commissionPercent: percent().optional(),
});
export const affiliateCodeSchema = z.object({ affiliate_code: affiliateCode() });
export const affiliateBookmarkSchema = z.object({ bookmarked: flag() });
export const affiliateSettingUpdateSchema = z.object({
  isActive: flag(),
  discountPercent: percent(),
  commissionPercent: percent(),
});
export const adminAffiliateSalesSchema = z.object({ page: page() });
export const adminAffiliateSalesAnswerSchema = z.object({
  items: z.array(affiliateSaleSchema.omit({ customer: true }).extend({ name: z.string(), email: z.string() })),
  total: z.number(),
  commissionTotal: z.number(),
});

/** The user's application to the affiliate programme. */
export const affiliateApplicationSchema = z.object({ note: boundedText(1000).optional() });
export const affiliateApplicationAnswerSchema = z.object({
  state: z.enum(AFFILIATE_STATES),
  appliedAt: z.string().nullable(),
});

export const RECAP_GRAINS = ['day', 'month'] as const;
export type RecapGrain = (typeof RECAP_GRAINS)[number];
/** The longest range a recap covers, in days, per grain. */
export const RECAP_MAX_DAYS: Record<RecapGrain, number> = { day: 366, month: 3 * 366 };
export const RECAP_RANGE_MESSAGE = 'Choose at most a year by day, or three years by month';

export const recapQuerySchema = z
  .object({ start_date: calendarDay(), end_date: calendarDay(), by: z.enum(RECAP_GRAINS).default('day') })
  .refine((q) => q.start_date <= q.end_date, { message: RANGE_ORDER_MESSAGE, path: ['end_date'] })
  .refine((q) => (Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000 < RECAP_MAX_DAYS[q.by], {
    message: RECAP_RANGE_MESSAGE,
    path: ['start_date'],
  });
export type RecapQuery = z.output<typeof recapQuerySchema>;

const salesFigures = { revenue: z.number(), invoicesPaid: z.number() };
export const salesRecapSchema = z.object({
  /** Each day or month of the range (Jakarta time), empty ones included. */
  periods: z.array(
    z.object({ period: z.string(), ...salesFigures, newSubscriptions: z.number(), renewedSubscriptions: z.number() }),
  ),
  byPlan: z.array(z.object({ plan: z.string(), ...salesFigures })),
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS).or(z.literal('none')), ...salesFigures })),
  totals: z.object({ ...salesFigures, newSubscriptions: z.number(), renewedSubscriptions: z.number() }),
});
export type SalesRecap = z.infer<typeof salesRecapSchema>;

export const recurringRecapSchema = z.object({
  periods: z.array(
    z.object({ period: z.string(), started: z.number(), renewed: z.number(), retries: z.number(), stops: z.number() }),
  ),
  totals: z.object({ started: z.number(), renewed: z.number(), retries: z.number(), stops: z.number() }),
  /** Auto-payments as they stand now. */
  now: z.object({ active: z.number(), retrying: z.number() }),
});
export type RecurringRecap = z.infer<typeof recurringRecapSchema>;

/** Viewing the app as a user: whom, and since when. */
export const viewAsAnswerSchema = z.object({
  viewing: z.object({ userId: z.string(), email: z.string(), name: z.string() }).nullable(),
});
