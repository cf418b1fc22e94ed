import { adminEndpoints, viewAsEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { adminAffiliatesService } from './affiliates.service.ts';
import { grantsService } from './grants.service.ts';
import { recapsService } from './recaps.service.ts';
import { adminUsersService } from './users.service.ts';
import { viewAsService } from './view-as.service.ts';

/** Spec §7 admin calls (admins only, every change audited by the guard) and the exit from viewing as a user. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsync {
  const users = adminUsersService(ctx);
  const grants = grantsService(ctx);
  const affiliates = adminAffiliatesService(ctx);
  const recaps = recapsService(ctx);
  const viewAs = viewAsService(ctx);
  const act = (auth: { user: { id: string } }, userId: string, purpose: string) => ({
    adminId: auth.user.id,
    userId,
    purpose,
  });

  return async (app) => {
    registerEndpoints(app, adminEndpoints, {
      adminUsers: ({ query }) => users.users(query),
      adminExpiringUsers: ({ query }) => users.expiring(query),
      adminUser: ({ params }) => users.user(params.id),
      adminGivePremium: async ({ params, body, auth }) => ({
        grant: await grants.givePremium(act(auth, params.userId, body.purpose), body.plan),
      }),
      adminGiveQuota: async ({ params, body, auth }) => ({
        grant: await grants.giveQuota(act(auth, params.userId, body.purpose), body.plan),
      }),
      adminGiveCustomQuota: async ({ params, body, auth }) => ({
        grant: await grants.giveCustomQuota(act(auth, params.userId, body.purpose), body.amount),
      }),
      adminGiveDownloadCredit: async ({ params, body, auth }) => ({
        grant: await grants.giveDownloadCredit(act(auth, params.userId, body.purpose), body.amount),
      }),
      adminRemovePremium: async ({ params, body, auth }) => ({
        grant: await grants.removePremium({ ...act(auth, params.userId, body.purpose), grantId: params.id }),
      }),
      adminRemoveQuota: async ({ params, body, auth }) => ({
        grant: await grants.removeQuota({ ...act(auth, params.userId, body.purpose), grantId: params.id }),
      }),
      adminRemoveDownloadCredit: async ({ params, body, auth }) => ({
        grant: await grants.removeDownloadCredit({ ...act(auth, params.userId, body.purpose), grantId: params.id }),
      }),
      adminDownloads: ({ body }) => users.downloads(body),
      adminAffiliates: ({ query }) => affiliates.list(query),
      adminAffiliateSignup: ({ params, body }) => affiliates.signUp(params.id, body),
      adminAffiliateSales: ({ params, body }) => affiliates.sales(params.id, body.page),
      adminAffiliateCode: ({ params, body }) => affiliates.setCode(params.id, body.affiliate_code),
      adminAffiliateBookmark: ({ params, body }) => affiliates.setBookmark(params.id, body.bookmarked),
      adminAffiliateSetting: ({ params, body }) => affiliates.setTerms(params.id, body),
      adminSalesRecap: ({ body }) => recaps.sales(body),
      adminRecurringRecap: ({ body }) => recaps.recurring(body),
      adminViewAs: ({ params, auth }) => viewAs.enter(auth, params.id),
    });
    registerEndpoints(app, viewAsEndpoints, { viewAsExit: ({ auth }) => viewAs.exit(auth) });
  };
}
