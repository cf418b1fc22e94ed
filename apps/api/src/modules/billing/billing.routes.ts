import { affiliateProgrammeEndpoints, billingEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';

/** Spec §7 invoices and payments, and the billing parts of the user's account. */
export function billingRoutes(ctx: AppContext): FastifyPluginAsync {
  const { payments, documents, subscriptions, tokens, affiliates } = ctx.billing;
  return async (app) => {
    registerEndpoints(app, affiliateProgrammeEndpoints, {
      affiliateApply: ({ body, auth }) => affiliates.apply(auth.user.id, body.note || null),
      affiliateApplication: ({ auth }) => affiliates.application(auth.user.id),
    });
    registerEndpoints(
      app,
      billingEndpoints,
      {
        invoiceQuote: ({ body, auth }) => payments.quote(auth.user.id, body),
        invoiceSubscription: ({ body, auth }) => payments.checkout(auth.user, { kind: 'subscription', input: body }),
        invoiceRecurring: ({ body, auth }) => payments.checkout(auth.user, { kind: 'recurring', input: body }),
        invoiceQuota: ({ body, auth }) => payments.checkout(auth.user, { kind: 'quota', input: body }),
        invoiceDownloadCredit: ({ body, auth }) =>
          payments.checkout(auth.user, { kind: 'download_credit', input: body }),
        invoiceRefresh: ({ body, auth }) => payments.check(auth.user.id, body.order_id, 'plan'),
        invoiceRefreshDownloadCredit: ({ body, auth }) =>
          payments.check(auth.user.id, body.order_id, 'download_credit'),
        invoiceCancel: async ({ body, auth }) => ({ invoice: await payments.cancel(auth.user.id, body.order_id) }),
        invoicePdf: async ({ params, auth, reply }) => {
          const pdf = await documents.pdf(auth.user, params.id);
          return reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
            .send(pdf.content) as never;
        },
        billingDetails: ({ auth }) => documents.details(auth.user.id),
        billingDetailsUpdate: ({ body, auth }) => documents.saveDetails(auth.user.id, body),
        invoiceRecurringDeactivate: async ({ auth }) => ({
          subscription: await subscriptions.stopAutoPayment(auth.user.id),
        }),
        invoices: ({ query, auth }) => payments.invoices(auth.user.id, query.page),
        subscription: async ({ auth }) => ({ subscription: await subscriptions.current(auth.user.id) }),
        tokenHistory: async ({ auth }) => ({ items: await tokens.history(auth.user.id) }),
        affiliates: ({ body, auth }) => affiliates.leads(auth.user.id, body.page),
        sales: ({ body, auth }) => affiliates.sales(auth.user.id, body.page),
        // The gateway's notifications: public, authenticated by their signature.
        paymentNotification: ({ body }) => payments.handleNotification(body),
      },
      {
        // Per address: Midtrans sends a few notifications per payment from a handful of addresses.
        paymentNotification: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
    );
  };
}
