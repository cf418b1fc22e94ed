import {
  apiPaths,
  downloadCreditSchema,
  pageQuerySchema,
  paymentCheckSchema,
  planPurchaseSchema,
  quotaPurchaseSchema,
  quoteSchema,
} from '@pasarlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth-context.ts';
import { affiliateLeads, affiliateOf, affiliateSales } from './affiliates.repo.ts';
import { invoicePage } from './invoices.repo.ts';
import { currentSubscription, stopAutoPayment, toSubscriptionView } from './subscriptions.repo.ts';

export const INVOICE_PAGE_SIZE = 10;
const AFFILIATE_PAGE_SIZE = 20;
const pageBody = z.object({ page: z.number().int().min(1).max(100_000).default(1) }).default({ page: 1 });

/** Spec §7 invoices and payments, and the billing parts of the user's account. */
export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { payments, tokens } = ctx.billing;
  return async (app) => {
    app.post(apiPaths.invoiceQuote, { schema: { body: quoteSchema } }, async (request) => payments.quote(requireAuth(request).user.id, request.body));

    app.post(apiPaths.invoiceSubscription, { schema: { body: planPurchaseSchema } }, async (request) =>
      payments.checkout(requireAuth(request).user, { kind: 'subscription', input: request.body }),
    );
    app.post(apiPaths.invoiceRecurring, { schema: { body: planPurchaseSchema } }, async (request) =>
      payments.checkout(requireAuth(request).user, { kind: 'recurring', input: request.body }),
    );
    app.post(apiPaths.invoiceQuota, { schema: { body: quotaPurchaseSchema } }, async (request) =>
      payments.checkout(requireAuth(request).user, { kind: 'quota', input: request.body }),
    );
    app.post(apiPaths.invoiceDownloadCredit, { schema: { body: downloadCreditSchema } }, async (request) =>
      payments.checkout(requireAuth(request).user, { kind: 'download_credit', input: request.body }),
    );

    app.post(apiPaths.invoiceRefresh, { schema: { body: paymentCheckSchema } }, async (request) =>
      payments.check(requireAuth(request).user.id, request.body.order_id, 'plan'),
    );
    app.post(apiPaths.invoiceRefreshDownloadCredit, { schema: { body: paymentCheckSchema } }, async (request) =>
      payments.check(requireAuth(request).user.id, request.body.order_id, 'download_credit'),
    );

    app.post(apiPaths.invoiceRecurringDeactivate, { schema: { body: z.object({}).optional() } }, async (request) => {
      const now = ctx.clock.now();
      const stopped = await stopAutoPayment(ctx.database, requireAuth(request).user.id, now);
      if (!stopped) throw new AppError('NO_AUTO_PAYMENT');
      return { subscription: toSubscriptionView(stopped, now) };
    });

    app.get(apiPaths.invoices, { schema: { querystring: pageQuerySchema } }, async (request) => {
      const page = await invoicePage(ctx.database, requireAuth(request).user.id, request.query.page, INVOICE_PAGE_SIZE);
      return { items: page.items.map(payments.view), page: page.page, total_page: page.totalPages, total: page.total };
    });

    app.get(apiPaths.subscription, async (request) => {
      const subscription = await currentSubscription(ctx.database, requireAuth(request).user.id);
      return { subscription: subscription ? toSubscriptionView(subscription, ctx.clock.now()) : null };
    });

    app.get(apiPaths.tokenHistory, async (request) => ({ items: await tokens.history(requireAuth(request).user.id) }));

    app.post(apiPaths.affiliates, { schema: { body: pageBody } }, async (request) => {
      const affiliate = await affiliateOf(ctx.database, requireAuth(request).user.id);
      if (!affiliate) return { items: [], total: 0 };
      return affiliateLeads(ctx.database, affiliate.code, ctx.clock.now(), request.body.page, AFFILIATE_PAGE_SIZE);
    });

    app.post(apiPaths.sales, { schema: { body: pageBody } }, async (request) => {
      const affiliate = await affiliateOf(ctx.database, requireAuth(request).user.id);
      if (!affiliate) return { items: [], total: 0, commissionTotal: 0 };
      return affiliateSales(ctx.database, affiliate, request.body.page, AFFILIATE_PAGE_SIZE);
    });

    // The gateway's notifications: public, authenticated by their signature.
    app.post(apiPaths.paymentNotification, async (request) => payments.handleNotification(request.body));
  };
}
