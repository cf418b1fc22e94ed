import {
  apiPaths,
  fillPath,
  type BillingDetailsInput,
  type InvoiceView,
  type QuoteRequest,
} from '@pasarlens/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api.ts';
import { client, endpointQuery } from '../../lib/client.ts';
import { endpointMutation } from '../../lib/mutations.ts';

// Every input below is checked locally first (412 'Data Validation Error' without a call).

/** Which status check a payment result page runs (the `type` query parameter). */
export type PaymentCheckType = 'plan' | 'download_credit';

/** What a finished payment or a cancelled invoice makes stale: the subscription, the invoices, the billing details. */
export const BILLING_QUERY_KEYS = [['subscription'], ['invoices'], ['billingDetails']] as const;

/** The price before paying, with the discount a referral code gives; a refused quote is shown, not retried. */
export const quoteQuery = (request: QuoteRequest) =>
  queryOptions({ ...endpointQuery('invoiceQuote', request), retry: false, staleTime: 60_000 });

export const subscriptionQuery = () => endpointQuery('subscription', {});

/** The previous page stays on screen while the next loads. */
export const invoicesQuery = (page: number) =>
  queryOptions({ ...endpointQuery('invoices', { page }), placeholderData: keepPreviousData });

export const billingDetailsQuery = () => endpointQuery('billingDetails', {});

/** A payment's status, checked once when its result page opens (and again by hand). */
export const paymentCheckQuery = (type: PaymentCheckType, orderId: string) =>
  queryOptions({
    ...(type === 'download_credit'
      ? (endpointQuery('invoiceRefreshDownloadCredit', { order_id: orderId }) as unknown as ReturnType<
          typeof endpointQuery<'invoiceRefresh'>
        >)
      : endpointQuery('invoiceRefresh', { order_id: orderId })),
    retry: false,
    staleTime: Infinity,
  });

/** The sandbox payment portal (test mode), shaped like the real gateway's payment page. */
export const sandboxTransactionQuery = (token: string) =>
  queryOptions({ ...endpointQuery('sandboxTransaction', { token }), retry: false });

/** Each starts a payment: the answer holds the payment portal's address. */
export const CHECKOUT_ENDPOINTS = {
  auto: 'invoiceRecurring',
  one_time: 'invoiceSubscription',
  tokens: 'invoiceQuota',
  downloadRows: 'invoiceDownloadCredit',
} as const;

export const stopAutoPaymentMutation = () => endpointMutation('invoiceRecurringDeactivate');

/** Cancels an unpaid checkout for good (the gateway's page stops taking the payment). */
export const cancelInvoiceMutation = () => endpointMutation('invoiceCancel');

export const paySandboxMutation = () => endpointMutation('sandboxPay');

/** A paid invoice's PDF, downloaded by the browser with the session cookie. */
export const invoicePdfUrl = (invoice: InvoiceView) => apiUrl(fillPath(apiPaths.invoicePdf, { id: invoice.id }));

/** The form shows a failure field by field: it reads the call's result. */
export const saveBillingDetails = (details: BillingDetailsInput) => client.billingDetailsUpdate(details);
