import {
  apiPaths,
  fillPath,
  type BillingDetailsInput,
  type InvoiceView,
  type PaidPlanId,
  type PlanOrder,
  type QuoteRequest,
  type SandboxPayment,
} from '@pasarlens/contracts';
import { apiUrl } from '../../lib/api.ts';
import { client } from '../../lib/client.ts';

export type { PlanOrder, QuoteRequest } from '@pasarlens/contracts';
export {
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
  type SandboxPayment,
  type SandboxTransaction,
} from '@pasarlens/contracts';

/** How a plan is paid: auto-payment charges a saved card on each renewal; one-time pays once. */
export type PaymentType = 'auto' | 'one_time';

/** Which status check a payment result page runs (the `type` query parameter). */
export type PaymentCheckType = 'plan' | 'download_credit';

/** Query keys of this feature; a finished payment invalidates `billingKeys.all`. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  details: ['billing', 'details'] as const,
  invoices: (page: number) => ['billing', 'invoices', page] as const,
  quote: (request: QuoteRequest) => ['quote', request] as const,
  check: (type: PaymentCheckType, orderId: string) => ['payment-check', type, orderId] as const,
};

// Every input below is checked locally first (412 'Data Validation Error' without a call).

/** The price before paying, with the discount a referral code gives. */
export const getQuote = (request: QuoteRequest) => client.invoiceQuote(request);

export const buyPlan = (type: PaymentType, order: PlanOrder) =>
  type === 'auto' ? client.invoiceRecurring(order) : client.invoiceSubscription(order);

/** One more month of the plan's token allowance. */
export const buyTokens = (plan: PaidPlanId) => client.invoiceQuota({ plan });

export const buyDownloadRows = (rows: number) => client.invoiceDownloadCredit({ rows });

export const checkPayment = (type: PaymentCheckType, orderId: string) =>
  type === 'download_credit'
    ? client.invoiceRefreshDownloadCredit({ order_id: orderId })
    : client.invoiceRefresh({ order_id: orderId });

export const stopAutoPayment = () => client.invoiceRecurringDeactivate({});

export const getSubscription = () => client.subscription();

export const getInvoices = (page: number) => client.invoices({ page });

/** Cancels an unpaid checkout for good (the gateway's page stops taking the payment). */
export const cancelInvoice = (orderId: string) => client.invoiceCancel({ order_id: orderId });

/** A paid invoice's PDF, downloaded by the browser with the session cookie. */
export const invoicePdfUrl = (invoice: InvoiceView) => apiUrl(fillPath(apiPaths.invoicePdf, { id: invoice.id }));

export const getBillingDetails = () => client.billingDetails();

export const saveBillingDetails = (details: BillingDetailsInput) => client.billingDetailsUpdate(details);

/** The sandbox payment portal (test mode), shaped like the real gateway's payment page. */
export const getSandboxTransaction = (token: string) => client.sandboxTransaction({ token });

export const paySandbox = (token: string, payment: SandboxPayment) => client.sandboxPay({ token, ...payment });
