import { z } from 'zod';
import { BILLING_PERIODS, DOWNLOAD_QUOTA, DOWNLOAD_QUOTA_MESSAGE, PAID_PLAN_IDS, type BillingPeriod, type Entitlements, type PaidPlanId, type PlanId } from './plans.ts';

/** The team's WhatsApp number (international form without +): company invoices, the affiliate programme. */
export const DEFAULT_SUPPORT_WHATSAPP = '6281188007788';

export const PAYMENT_METHODS = ['bank_transfer', 'credit_card', 'e_wallet', 'qris'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What an invoice pays for. */
export const INVOICE_KINDS = ['subscription', 'recurring', 'renewal', 'quota', 'download_credit'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Invoice states; `pending` is the only one that ever changes. */
export const INVOICE_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const referralCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(64)
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
export const paymentCheckSchema = z.object({ order_id: z.string().trim().regex(ORDER_ID_PATTERN, 'Unknown order') });
export type PaymentCheckInput = z.infer<typeof paymentCheckSchema>;

export const quoteSchema = z.discriminatedUnion('kind', [
  planPurchaseSchema.extend({ kind: z.literal('subscription') }),
  quotaPurchaseSchema.extend({ kind: z.literal('quota') }),
  downloadCreditSchema.extend({ kind: z.literal('download_credit') }),
]);
export type QuoteInput = z.infer<typeof quoteSchema>;

export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });

/** A price before payment: the discount a referral code gives is shown here. */
export interface Quote {
  amount: number;
  discount: number;
  total: number;
  referral: { code: string; discountPercent: number } | null;
  /** Set when a referral code was given but is not valid. */
  referralError: string | null;
}

export interface InvoiceView {
  id: string;
  number: string;
  orderId: string;
  kind: InvoiceKind;
  plan: PlanId | null;
  period: BillingPeriod | null;
  rows: number | null;
  tokens: number | null;
  amount: number;
  discount: number;
  total: number;
  status: InvoiceStatus;
  method: PaymentMethod | null;
  createdAt: string;
  paidAt: string | null;
  /** A WhatsApp link to request a company invoice, once paid. */
  companyInvoiceUrl: string | null;
}

export interface InvoicePage {
  items: InvoiceView[];
  page: number;
  total_page: number;
  total: number;
}

export interface Checkout {
  orderId: string;
  redirectUrl: string;
  invoice: InvoiceView;
}

/** The outcome of a payment status check (spec §4: success, failed, or still pending). */
export interface PaymentCheck {
  result: 'success' | 'failed' | 'pending';
  invoice: InvoiceView;
}

/** Spec §4 recurring states, plus `none` for a one-time plan. */
export const AUTO_PAYMENT_STATES = ['active', 'retrying', 'stopped', 'failed', 'none'] as const;
export type AutoPaymentState = (typeof AUTO_PAYMENT_STATES)[number];

export interface SubscriptionView {
  id: string;
  plan: PaidPlanId;
  period: BillingPeriod;
  startedAt: string;
  /** The end of the paid period: the plan renews or ends on this date. */
  expiredAt: string;
  /** Spec §4 plan status labels. */
  label: 'renewed' | 'ended';
  autoPayment: AutoPaymentState;
  /** Failed renewal charges so far (at most RENEWAL_RETRIES retries follow the first). */
  failedCharges: number;
  nextChargeAt: string | null;
}

/** Spec §3 user quota and total: name, limit, count. */
export interface Allowance {
  name: string;
  limit: number;
  count: number;
}

/** Spec §3 user plan (premium) fields. */
export interface UserPlan extends Entitlements {
  downloadCount: number;
  alertCount: number;
  /** Ads spy lookups used this period, against the plan's adsLimit. */
  adsCount: number;
  limit: number;
  count: number;
  expired_at: string | null;
  is_recurring: boolean;
}

export interface TokenUse {
  id: number;
  action: string;
  tokens: number;
  context: Record<string, unknown>;
  createdAt: string;
}

export interface AffiliateLead {
  name: string;
  joinedAt: string;
  plan: PlanId;
}

export interface AffiliateSale {
  invoiceNumber: string;
  customer: string;
  total: number;
  commission: number;
  paidAt: string;
}

export interface AffiliateSetting {
  isActive: boolean;
  code: string;
  discountPercent: number;
  commissionPercent: number;
}

/** The billing half of the signed-in user's profile (spec §3). */
export interface BillingProfile {
  /** What the current plan allows and what has been used of it. */
  premium: UserPlan;
  /** Tokens this period: the plan's title, the allowance (with bought tokens left) and the count used. */
  quota: Allowance;
  /** Download rows this period: the plan's monthly rows plus bought rows, and the count used. */
  total: Allowance;
  /** Set when the user is an affiliate. */
  affiliate_setting: AffiliateSetting | null;
  affiliateLeadCount: number;
  /** Paid invoices of the users the affiliate brought. */
  sales: number;
}
