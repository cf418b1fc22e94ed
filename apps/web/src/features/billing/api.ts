import {
  apiPaths,
  downloadCreditSchema,
  paymentCheckSchema,
  planPurchaseSchema,
  quotaPurchaseSchema,
  quoteSchema,
  type BillingPeriod,
  type Checkout,
  type InvoicePage,
  type PaidPlanId,
  type PaymentCheck,
  type PaymentMethod,
  type Quote,
  type SubscriptionView,
} from '@pasarlens/contracts';
import { api } from '../../lib/api.ts';

/** A plan purchase as the forms hold it; the contracts' schema normalises the referral code. */
export interface PlanOrder {
  plan: PaidPlanId;
  period: BillingPeriod;
  referral_code?: string | null;
}

export type QuoteRequest =
  | ({ kind: 'subscription' } & PlanOrder)
  | { kind: 'quota'; plan: PaidPlanId }
  | { kind: 'download_credit'; rows: number };

/** How a plan is paid: auto-payment charges a saved card on each renewal; one-time pays once. */
export type PaymentType = 'auto' | 'one_time';

/** Which status check a payment result page runs (the `type` query parameter). */
export type PaymentCheckType = 'plan' | 'download_credit';

/** Query keys of this feature; a finished payment invalidates `billingKeys.all`. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  invoices: (page: number) => ['billing', 'invoices', page] as const,
  quote: (request: QuoteRequest) => ['quote', request] as const,
  check: (type: PaymentCheckType, orderId: string) => ['payment-check', type, orderId] as const,
};

// Every input below is checked locally first (412 'Data Validation Error' without a call).

/** The price before paying, with the discount a referral code gives. */
export const getQuote = (request: QuoteRequest) => api.post<Quote>(apiPaths.invoiceQuote, request, { schema: quoteSchema });

export const buyPlan = (type: PaymentType, order: PlanOrder) =>
  api.post<Checkout>(type === 'auto' ? apiPaths.invoiceRecurring : apiPaths.invoiceSubscription, order, { schema: planPurchaseSchema });

/** One more month of the plan's token allowance. */
export const buyTokens = (plan: PaidPlanId) => api.post<Checkout>(apiPaths.invoiceQuota, { plan }, { schema: quotaPurchaseSchema });

export const buyDownloadRows = (rows: number) =>
  api.post<Checkout>(apiPaths.invoiceDownloadCredit, { rows }, { schema: downloadCreditSchema });

export const checkPayment = (type: PaymentCheckType, orderId: string) =>
  api.post<PaymentCheck>(type === 'download_credit' ? apiPaths.invoiceRefreshDownloadCredit : apiPaths.invoiceRefresh, { order_id: orderId }, { schema: paymentCheckSchema });

export const stopAutoPayment = () => api.post<{ subscription: SubscriptionView }>(apiPaths.invoiceRecurringDeactivate, {});

export const getSubscription = () => api.get<{ subscription: SubscriptionView | null }>(apiPaths.subscription);

export const getInvoices = (page: number) => api.get<InvoicePage>(`${apiPaths.invoices}?${new URLSearchParams({ page: String(page) }).toString()}`);

/** The sandbox payment portal (test mode), shaped like the real gateway's payment page. */
export interface SandboxTransaction {
  orderId: string;
  grossAmount: number;
  items: { name: string; price: number; quantity: number }[];
  /** Auto-payment: only a card, which is saved for the renewals. */
  saveCard: boolean;
  status: string;
  methods: PaymentMethod[];
}

export const SANDBOX_OUTCOMES = ['success', 'failure', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export interface SandboxPayment {
  method: PaymentMethod;
  outcome: SandboxOutcome;
  cardNumber?: string;
}

const sandboxPath = (template: string, token: string) => template.replace(':token', encodeURIComponent(token));

export const getSandboxTransaction = (token: string) => api.get<SandboxTransaction>(sandboxPath(apiPaths.sandboxTransaction, token));

export const paySandbox = (token: string, payment: SandboxPayment) =>
  api.post<{ finishUrl: string }>(sandboxPath(apiPaths.sandboxPay, token), payment);
