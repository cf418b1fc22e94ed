import { AFFILIATE_PAGE_SIZE, billingEndpoints, INVOICE_PAGE_SIZE } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { AppError } from '../../lib/errors.ts';
import { affiliateLeads, affiliateOf, affiliateSales } from './affiliates.repo.ts';
import { invoicePage } from './invoices.repo.ts';
import { currentSubscription, stopAutoPayment, toSubscriptionView } from './subscriptions.repo.ts';

/** Spec §7 invoices and payments, and the billing parts of the user's account. */
export function billingRoutes(ctx: AppContext): FastifyPluginAsync {
  const { payments, tokens } = ctx.billing;
  return async (app) =>
    registerEndpoints(app, billingEndpoints, {
      invoiceQuote: ({ body, auth }) => payments.quote(auth.user.id, body),
      invoiceSubscription: ({ body, auth }) => payments.checkout(auth.user, { kind: 'subscription', input: body }),
      invoiceRecurring: ({ body, auth }) => payments.checkout(auth.user, { kind: 'recurring', input: body }),
      invoiceQuota: ({ body, auth }) => payments.checkout(auth.user, { kind: 'quota', input: body }),
      invoiceDownloadCredit: ({ body, auth }) => payments.checkout(auth.user, { kind: 'download_credit', input: body }),
      invoiceRefresh: ({ body, auth }) => payments.check(auth.user.id, body.order_id, 'plan'),
      invoiceRefreshDownloadCredit: ({ body, auth }) => payments.check(auth.user.id, body.order_id, 'download_credit'),

      invoiceRecurringDeactivate: async ({ auth }) => {
        const now = ctx.clock.now();
        const stopped = await stopAutoPayment(ctx.database, auth.user.id, now);
        if (!stopped) throw new AppError('NO_AUTO_PAYMENT');
        return { subscription: toSubscriptionView(stopped, now) };
      },

      invoices: async ({ query, auth }) => {
        const page = await invoicePage(ctx.database, auth.user.id, query.page, INVOICE_PAGE_SIZE);
        return { items: page.items.map(payments.view), page: page.page, total_page: page.totalPages, total: page.total };
      },

      subscription: async ({ auth }) => {
        const subscription = await currentSubscription(ctx.database, auth.user.id);
        return { subscription: subscription ? toSubscriptionView(subscription, ctx.clock.now()) : null };
      },

      tokenHistory: async ({ auth }) => ({ items: await tokens.history(auth.user.id) }),

      affiliates: async ({ body, auth }) => {
        const affiliate = await affiliateOf(ctx.database, auth.user.id);
        if (!affiliate) return { items: [], total: 0 };
        return affiliateLeads(ctx.database, affiliate.code, ctx.clock.now(), body.page, AFFILIATE_PAGE_SIZE);
      },

      sales: async ({ body, auth }) => {
        const affiliate = await affiliateOf(ctx.database, auth.user.id);
        if (!affiliate) return { items: [], total: 0, commissionTotal: 0 };
        return affiliateSales(ctx.database, affiliate, body.page, AFFILIATE_PAGE_SIZE);
      },

      // The gateway's notifications: public, authenticated by their signature.
      paymentNotification: ({ body }) => payments.handleNotification(body),
    });
}
