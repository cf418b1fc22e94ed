import { z } from 'zod';
import { boundedText, uuidId, wholeNumber } from './fields.ts';
import { BILLING_PERIODS, DOWNLOAD_QUOTA, DOWNLOAD_QUOTA_MESSAGE, PAID_PLAN_IDS, PLAN_IDS } from './plans.ts';

/** The team's WhatsApp number (international form without +): company invoices, the affiliate programme. */
export const DEFAULT_SUPPORT_WHATSAPP = '6281188007788';

export const PAYMENT_METHODS = ['bank_transfer', 'credit_card', 'e_wallet', 'qris'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What an invoice pays for. */
export const INVOICE_KINDS = ['subscription', 'recurring', 'renewal', 'quota', 'download_credit'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Invoice states; `pending` is the only one that ever changes. `cancelled` is the payer's own doing. */
export const INVOICE_STATUSES = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Hours an unpaid checkout can be paid, on the gateway and here alike; then it expires. */
export const PAYMENT_EXPIRY_HOURS = 24;

const referralCode = boundedText(64)
  .toUpperCase()
  .regex(/^[A-Z0-9_-]*$/, 'Referral code may hold only letters, digits, - and _')
  .optional()
  .nullable()
  .transform((code) => code || null);

export const planPurchaseSchema = z.object({
  plan: z.enum(PAID_PLAN_IDS),
  period: z.enum(BILLING_PERIODS),
  referral_code: referralCode,
});
export type PlanPurchaseInput = z.infer<typeof planPurchaseSchema>;
/** A plan purchase as a form holds it (before the referral code is normalised). */
export type PlanOrder = z.input<typeof planPurchaseSchema>;

/** Token quota: one more month of a plan's token allowance. */
export const quotaPurchaseSchema = z.object({ plan: z.enum(PAID_PLAN_IDS) });
export type QuotaPurchaseInput = z.infer<typeof quotaPurchaseSchema>;

export const downloadCreditSchema = z.object({
  rows: z
    .number({ error: DOWNLOAD_QUOTA_MESSAGE })
    .int(DOWNLOAD_QUOTA_MESSAGE)
    .min(DOWNLOAD_QUOTA.min, DOWNLOAD_QUOTA_MESSAGE)
    .max(DOWNLOAD_QUOTA.manualMax, DOWNLOAD_QUOTA_MESSAGE)
    .refine((rows) => rows % DOWNLOAD_QUOTA.step === 0, DOWNLOAD_QUOTA_MESSAGE),
});
export type DownloadCreditInput = z.infer<typeof downloadCreditSchema>;

export const ORDER_ID_PATTERN = /^PL-[0-9A-Z]{6,40}$/;
export const paymentCheckSchema = z.object({ order_id: boundedText(64).regex(ORDER_ID_PATTERN, 'Unknown order') });
export type PaymentCheckInput = z.infer<typeof paymentCheckSchema>;

export const quoteSchema = z.discriminatedUnion('kind', [
  planPurchaseSchema.extend({ kind: z.literal('subscription') }),
  quotaPurchaseSchema.extend({ kind: z.literal('quota') }),
  downloadCreditSchema.extend({ kind: z.literal('download_credit') }),
]);
export type QuoteInput = z.infer<typeof quoteSchema>;
/** A quote request as a form holds it (before the referral code is normalised). */
export type QuoteRequest = z.input<typeof quoteSchema>;

export const pageQuerySchema = z.object({ page: wholeNumber(1, 1_000_000).default(1) });

/**
 * What a plan purchase does to the plan in force: the same plan and period is extended from its
 * end; an upgrade replaces it today and credits its unused whole days; a downgrade replaces it
 * today with no credit.
 */
export const PLAN_CHANGES = ['extend', 'upgrade', 'downgrade'] as const;
export type PlanChange = (typeof PLAN_CHANGES)[number];

export const planChangeSchema = z.object({
  change: z.enum(PLAN_CHANGES),
  /** The plan in force now. */
  plan: z.enum(PAID_PLAN_IDS),
  period: z.enum(BILLING_PERIODS),
  expiresAt: z.string(),
  /** Whole days the credit is for (an upgrade only). */
  creditDays: z.number(),
});
export type PlanChangeView = z.infer<typeof planChangeSchema>;

/** A price before payment: the discount a referral code gives and an upgrade's credit are shown here. */
export const quoteAnswerSchema = z.object({
  amount: z.number(),
  discount: z.number(),
  /** The unused value of the plan an upgrade replaces. */
  credit: z.number(),
  total: z.number(),
  /** Set when a paid plan is in force: what buying this plan does to it. */
  planChange: planChangeSchema.nullable(),
  referral: z.object({ code: z.string(), discountPercent: z.number() }).nullable(),
  /** Set when a referral code was given but is not valid. */
  referralError: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteAnswerSchema>;

export const invoiceViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  orderId: z.string(),
  kind: z.enum(INVOICE_KINDS),
  plan: z.enum(PLAN_IDS).nullable(),
  period: z.enum(BILLING_PERIODS).nullable(),
  rows: z.number().nullable(),
  tokens: z.number().nullable(),
  amount: z.number(),
  discount: z.number(),
  credit: z.number(),
  total: z.number(),
  referralCode: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Until when an unpaid checkout can be paid. */
  expiresAt: z.string().nullable(),
  /** The gateway's payment page, while the invoice can still be paid there. */
  payUrl: z.string().nullable(),
  /** A WhatsApp link to request a company invoice, once paid. */
  companyInvoiceUrl: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

export const invoiceParamsSchema = z.object({ id: uuidId() });

export const invoiceAnswerSchema = z.object({ invoice: invoiceViewSchema });

/** Invoices a page of the invoice list holds. */
export const INVOICE_PAGE_SIZE = 10;
/** Rows a page of an affiliate's leads or sales holds. */
export const AFFILIATE_PAGE_SIZE = 20;

export const invoicePageSchema = z.object({
  items: z.array(invoiceViewSchema),
  page: z.number(),
  total_page: z.number(),
  total: z.number(),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const checkoutSchema = z.object({ orderId: z.string(), redirectUrl: z.string(), invoice: invoiceViewSchema });
export type Checkout = z.infer<typeof checkoutSchema>;

/** The outcome of a payment status check (spec §4: success, failed, or still pending). */
export const paymentCheckAnswerSchema = z.object({
  result: z.enum(['success', 'failed', 'pending']),
  invoice: invoiceViewSchema,
});
export type PaymentCheck = z.infer<typeof paymentCheckAnswerSchema>;

/** Spec §4 recurring states, plus `none` for a one-time plan. */
export const AUTO_PAYMENT_STATES = ['active', 'retrying', 'stopped', 'failed', 'none'] as const;
export type AutoPaymentState = (typeof AUTO_PAYMENT_STATES)[number];

export const subscriptionViewSchema = z.object({
  id: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
  period: z.enum(BILLING_PERIODS),
  startedAt: z.string(),
  /** The end of the paid period: the plan renews or ends on this date. */
  expiredAt: z.string(),
  /** Spec §4 plan status labels. */
  label: z.enum(['renewed', 'ended']),
  autoPayment: z.enum(AUTO_PAYMENT_STATES),
  /** Failed renewal charges so far (at most RENEWAL_RETRIES retries follow the first). */
  failedCharges: z.number(),
  nextChargeAt: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** Spec §3 user quota and total: name, limit, count. */
export const allowanceSchema = z.object({ name: z.string(), limit: z.number(), count: z.number() });
export type Allowance = z.infer<typeof allowanceSchema>;

/**
 * What a plan allows (`entitlements()` in plans.ts), in the field names of spec §3's user plan.
 * Research support means full research (search, sort, every result); without it a user gets the
 * limited free view.
 */
export const entitlementsSchema = z.object({
  name: z.enum(PLAN_IDS),
  title: z.string(),
  price: z.number(),
  researchSupport: z.boolean(),
  historicalSupport: z.boolean(),
  historicalRange: z.number(),
  enterpriseSupport: z.boolean(),
  enterpriseRange: z.number(),
  enterpriseStores: z.number(),
  enterpriseMarkets: z.number(),
  downloadSupport: z.boolean(),
  downloadLimit: z.number(),
  alertSupport: z.boolean(),
  alertLimit: z.number(),
  /** Ads spy lookups a month; null is unlimited. */
  adsLimit: z.number().nullable(),
  tokensPerMonth: z.number(),
  accountManager: z.boolean(),
  /** API keys for the public data API (Genius and up). */
  apiSupport: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** Spec §3 user plan (premium) fields. */
export const userPlanSchema = entitlementsSchema.extend({
  downloadCount: z.number(),
  alertCount: z.number(),
  /** Ads spy lookups used this period, against the plan's adsLimit. */
  adsCount: z.number(),
  limit: z.number(),
  count: z.number(),
  expired_at: z.string().nullable(),
  is_recurring: z.boolean(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/** The tools a token pays for, as the search history names them. */
export const TOKEN_FEATURES = [
  'category_research',
  'product_research',
  'store_research',
  'category_history',
  'product_history',
  'store_history',
  'keyword_research',
  'ads_spy',
  'tokopedia',
  'enterprise_dashboard',
  'browser_extension',
  'opportunity_research',
] as const;
export type TokenFeature = (typeof TOKEN_FEATURES)[number];

/**
 * What a token paid for: the tool, what was asked (a keyword, or the category, store or
 * product by name), which page or days, and the call's own input, from which the answer can
 * be opened again (free the same day).
 */
export const tokenUseContextSchema = z.object({
  feature: z.enum(TOKEN_FEATURES).nullable(),
  marketplace: z.string().nullable(),
  subject: z.string().nullable(),
  page: z.number().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  request: z.record(z.string(), z.unknown()).nullable(),
});
export type TokenUseContext = z.infer<typeof tokenUseContextSchema>;

export const tokenUseSchema = z.object({
  id: z.number(),
  action: z.string(),
  tokens: z.number(),
  context: tokenUseContextSchema,
  createdAt: z.string(),
});
export type TokenUse = z.infer<typeof tokenUseSchema>;

export const affiliateLeadSchema = z.object({ name: z.string(), joinedAt: z.string(), plan: z.enum(PLAN_IDS) });
export type AffiliateLead = z.infer<typeof affiliateLeadSchema>;

export const affiliateSaleSchema = z.object({
  invoiceNumber: z.string(),
  customer: z.string(),
  total: z.number(),
  commission: z.number(),
  paidAt: z.string(),
});
export type AffiliateSale = z.infer<typeof affiliateSaleSchema>;

export const affiliateSettingSchema = z.object({
  isActive: z.boolean(),
  code: z.string(),
  discountPercent: z.number(),
  commissionPercent: z.number(),
});
export type AffiliateSetting = z.infer<typeof affiliateSettingSchema>;

/** The billing half of the signed-in user's profile (spec §3). */
export const billingProfileSchema = z.object({
  /** What the current plan allows and what has been used of it. */
  premium: userPlanSchema,
  /** Tokens this period: the plan's title, the allowance (with bought tokens left) and the count used. */
  quota: allowanceSchema,
  /** Download rows this period: the plan's monthly rows plus bought rows, and the count used. */
  total: allowanceSchema,
  /** Set when the user is an affiliate. */
  affiliate_setting: affiliateSettingSchema.nullable(),
  affiliateLeadCount: z.number(),
  /** Paid invoices of the users the affiliate brought. */
  sales: z.number(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;

/** The sandbox gateway's portal (test mode), shaped like the real gateway's payment page. */
export const SANDBOX_OUTCOMES = ['success', 'failure', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const sandboxTokenParamsSchema = z.object({ token: boundedText(80).min(8) });
export const sandboxPaySchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  outcome: z.enum(SANDBOX_OUTCOMES),
  cardNumber: boundedText(32).optional(),
});
export type SandboxPayment = z.infer<typeof sandboxPaySchema>;

export const sandboxTransactionSchema = z.object({
  orderId: z.string(),
  grossAmount: z.number(),
  items: z.array(z.object({ name: z.string(), price: z.number(), quantity: z.number() })),
  /** Auto-payment: only a card, which is saved for the renewals. */
  saveCard: z.boolean(),
  status: z.string(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type SandboxTransaction = z.infer<typeof sandboxTransactionSchema>;

/*
 * The company a user's invoices are made out to. The invoice PDF is set in the standard PDF
 * fonts, which hold Latin script only, as Indonesian company names, addresses and NPWPs are.
 */
export const INVOICE_TEXT_MESSAGE = 'Use Latin letters, digits and punctuation';
export const TAX_ID_MESSAGE = 'An NPWP has 15 or 16 digits';
export const COMPANY_NAME_MESSAGE = 'Enter the company name';
export const ADDRESS_MESSAGE = 'Enter the address';
export const BILLING_DETAILS_LIMITS = { companyName: 120, address: 300, taxId: 25 } as const;

// Printable ASCII and Latin-1, with line breaks in an address.
const INVOICE_TEXT = /^[\n\r\u0020-\u007e\u00a0-\u00ff]*$/;
export const isInvoiceText = (value: string): boolean => INVOICE_TEXT.test(value);

/** An NPWP as digits: 15 (the old form, 99.999.999.9-999.999) or 16; punctuation and spaces allowed in between. */
export function taxIdDigits(value: string): string | null {
  if (!/^[0-9.\- ]*$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length === 15 || digits.length === 16 ? digits : null;
}

const invoiceText = (max: number, emptyMessage: string) =>
  boundedText(max).min(1, emptyMessage).refine(isInvoiceText, INVOICE_TEXT_MESSAGE);

export const billingDetailsSchema = z.object({
  companyName: invoiceText(BILLING_DETAILS_LIMITS.companyName, COMPANY_NAME_MESSAGE),
  address: invoiceText(BILLING_DETAILS_LIMITS.address, ADDRESS_MESSAGE),
  taxId: boundedText(BILLING_DETAILS_LIMITS.taxId)
    .nullable()
    .optional()
    .refine((value) => !value || taxIdDigits(value) !== null, TAX_ID_MESSAGE)
    .transform((value) => (value ? taxIdDigits(value) : null)),
});
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

export const billingDetailsAnswerSchema = z.object({
  details: z.object({ companyName: z.string(), address: z.string(), taxId: z.string().nullable() }).nullable(),
});
