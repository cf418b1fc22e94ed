import { z } from 'zod';
import {
  billingDetailsAnswerSchema,
  billingDetailsSchema,
  invoiceAnswerSchema,
  invoiceParamsSchema,
  affiliateLeadSchema,
  affiliateSaleSchema,
  checkoutSchema,
  downloadCreditSchema,
  invoicePageSchema,
  pageQuerySchema,
  paymentCheckAnswerSchema,
  paymentCheckSchema,
  planPurchaseSchema,
  quotaPurchaseSchema,
  quoteAnswerSchema,
  quoteSchema,
  sandboxPaySchema,
  sandboxTokenParamsSchema,
  sandboxTransactionSchema,
  subscriptionViewSchema,
  tokenUseSchema,
} from '../billing.ts';
import { wholeNumber } from '../fields.ts';
import { paymentNotificationSchema } from '../payment-notification.ts';
import { endpoint } from './endpoint.ts';

const pageBody = z.object({ page: wholeNumber(1, 100_000).default(1) }).default({ page: 1 });
const checkout = { tag: 'billing', access: 'user', response: checkoutSchema } as const;
const planCheckoutErrors = ['REFERRAL_INVALID', 'PAYMENT_FAILED', 'PAYMENT_IN_PROGRESS'] as const;
const paymentCheck = { method: 'POST', tag: 'billing', access: 'user', body: paymentCheckSchema, response: paymentCheckAnswerSchema, errors: ['NOT_FOUND', 'PAYMENT_CHECK_FAILED'] } as const;

/** Spec §7 invoices and payments, and the billing parts of the user's account. */
export const billingEndpoints = {
  invoiceQuote: endpoint({ method: 'POST', path: '/internal/invoice/quote', readOnly: true, tag: 'billing', summary: 'The price before payment, with a referral discount', access: 'user', body: quoteSchema, response: quoteAnswerSchema }),
  invoiceSubscription: endpoint({ ...checkout, method: 'POST', path: '/internal/invoice/subscription', summary: 'Buy a plan, paid once', body: planPurchaseSchema, errors: planCheckoutErrors }),
  invoiceRecurring: endpoint({ ...checkout, method: 'POST', path: '/internal/invoice/recurring', summary: 'Buy a plan with auto-payment', body: planPurchaseSchema, errors: [...planCheckoutErrors, 'CREDIT_COVERS_PRICE'] }),
  invoiceQuota: endpoint({ ...checkout, method: 'POST', path: '/internal/invoice/quota', summary: "Buy another month of the plan's tokens", body: quotaPurchaseSchema, errors: ['ACTIVE_PLAN_REQUIRED', 'PAYMENT_FAILED'] }),
  invoiceDownloadCredit: endpoint({ ...checkout, method: 'POST', path: '/internal/invoice/downloadCredit', summary: 'Buy download rows', body: downloadCreditSchema, errors: ['ACTIVE_PLAN_REQUIRED', 'PAYMENT_FAILED'] }),
  invoiceRefresh: endpoint({ ...paymentCheck, path: '/internal/invoice/refresh', summary: "Check a plan or token payment's status with the gateway" }),
  invoiceRefreshDownloadCredit: endpoint({ ...paymentCheck, path: '/internal/invoice/refreshDownloadCredit', summary: "Check a download-row payment's status with the gateway" }),
  invoiceCancel: endpoint({
    method: 'POST', path: '/internal/invoice/cancel', tag: 'billing', summary: 'Cancel an unpaid checkout, on the gateway too, so it can never be paid', access: 'user',
    body: paymentCheckSchema, response: invoiceAnswerSchema, errors: ['NOT_FOUND', 'INVOICE_NOT_PENDING', 'PAYMENT_CHECK_FAILED'],
  }),
  invoicePdf: endpoint({
    method: 'GET', path: '/internal/users/invoices/:id/pdf', tag: 'billing', summary: 'A paid invoice as a PDF, made out to the billing details (its owner only)', access: 'user',
    params: invoiceParamsSchema, response: z.string().describe('The PDF file'), errors: ['NOT_FOUND', 'INVOICE_NOT_PAID'],
  }),
  billingDetails: endpoint({ method: 'GET', path: '/internal/users/billing-details', tag: 'billing', summary: 'The company invoices are made out to', access: 'user', response: billingDetailsAnswerSchema }),
  billingDetailsUpdate: endpoint({
    method: 'PATCH', path: '/internal/users/billing-details', tag: 'billing', summary: 'Set the company invoices are made out to', access: 'user', body: billingDetailsSchema, response: billingDetailsAnswerSchema,
  }),
  invoiceRecurringDeactivate: endpoint({
    method: 'POST', path: '/internal/invoice/recurring/deactivate', tag: 'billing', summary: 'Stop auto-payment (irreversible; the paid period stays)', access: 'user',
    body: z.object({}).optional(), response: z.object({ subscription: subscriptionViewSchema }), errors: ['NO_AUTO_PAYMENT'],
  }),
  invoices: endpoint({ method: 'GET', path: '/internal/users/invoices', tag: 'billing', summary: "The user's invoices, newest first", access: 'user', query: pageQuerySchema, response: invoicePageSchema }),
  subscription: endpoint({ method: 'GET', path: '/internal/users/subscription', tag: 'billing', summary: "The user's current subscription", access: 'user', response: z.object({ subscription: subscriptionViewSchema.nullable() }) }),
  tokenHistory: endpoint({ method: 'GET', path: '/internal/history', tag: 'billing', summary: 'The last token uses (search history)', access: 'user', response: z.object({ items: z.array(tokenUseSchema) }) }),
  affiliates: endpoint({ method: 'POST', path: '/internal/users/affiliates', readOnly: true, tag: 'billing', summary: "The users an affiliate's code brought", access: 'user', body: pageBody, response: z.object({ items: z.array(affiliateLeadSchema), total: z.number() }) }),
  sales: endpoint({
    method: 'POST', path: '/internal/users/sales', readOnly: true, tag: 'billing', summary: "Paid invoices of an affiliate's users, with commission", access: 'user',
    body: pageBody, response: z.object({ items: z.array(affiliateSaleSchema), total: z.number(), commissionTotal: z.number() }),
  }),
  paymentNotification: endpoint({
    method: 'POST', path: '/public/v1/payments/notification', tag: 'billing', summary: "The payment gateway's notification, authenticated by its signature", access: 'public',
    body: paymentNotificationSchema, response: z.object({ outcome: z.enum(['applied', 'unchanged']) }), errors: ['SIGNATURE_INVALID', 'NOT_FOUND', 'AMOUNT_MISMATCH', 'RATE_LIMITED'],
  }),
};

/** The sandbox gateway's portal API (test mode only; its page is /sandbox/pay/:token). */
export const sandboxEndpoints = {
  sandboxTransaction: endpoint({
    method: 'GET', path: '/sandbox/v1/transactions/:token', tag: 'sandbox', summary: 'A sandbox transaction as its payment page shows it', access: 'public',
    params: sandboxTokenParamsSchema, response: sandboxTransactionSchema, errors: ['NOT_FOUND'],
  }),
  sandboxPay: endpoint({
    method: 'POST', path: '/sandbox/v1/transactions/:token/pay', tag: 'sandbox', summary: 'Pay a sandbox transaction with a chosen method and outcome', access: 'public',
    params: sandboxTokenParamsSchema, body: sandboxPaySchema, response: z.object({ finishUrl: z.string() }), errors: ['NOT_FOUND'],
  }),
};
