import { z } from 'zod';
import {
  adminAffiliateAnswerSchema,
  adminAffiliatePageSchema,
  adminAffiliateQuerySchema,
  adminAffiliateSalesAnswerSchema,
  adminAffiliateSalesSchema,
  adminDownloadListSchema,
  adminDownloadPageSchema,
  adminGrantParamsSchema,
  adminGrantTargetSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  affiliateApplicationAnswerSchema,
  affiliateApplicationSchema,
  affiliateBookmarkSchema,
  affiliateCodeSchema,
  affiliateSettingUpdateSchema,
  affiliateSignupSchema,
  giveAmountSchema,
  givePlanSchema,
  grantAnswerSchema,
  recapQuerySchema,
  recurringRecapSchema,
  removeGrantSchema,
  salesRecapSchema,
  viewAsAnswerSchema,
} from '../admin.ts';
import { endpoint } from './endpoint.ts';

const admin = { tag: 'admin', access: 'admin' } as const;
const userList = { ...admin, method: 'GET', query: adminUserListQuerySchema, response: adminUserPageSchema } as const;
const give = {
  ...admin,
  method: 'POST',
  params: adminGrantTargetSchema,
  response: grantAnswerSchema,
  status: 201,
  errors: ['NOT_FOUND', 'OWN_ACCOUNT'],
} as const;
const remove = {
  ...admin,
  method: 'DELETE',
  params: adminGrantParamsSchema,
  body: removeGrantSchema,
  response: grantAnswerSchema,
  errors: ['NOT_FOUND', 'OWN_ACCOUNT', 'GRANT_ALREADY_REMOVED'],
} as const;
const affiliateChange = {
  ...admin,
  method: 'POST',
  params: adminUserParamsSchema,
  response: adminAffiliateAnswerSchema,
} as const;

/** Spec §7 admin calls: the back office. Every change is audited with its purpose. */
export const adminEndpoints = {
  adminUsers: endpoint({
    ...userList,
    path: '/internal/admin/getAllUsers',
    summary: 'Users, newest first, searched by name, email or phone',
  }),
  adminExpiringUsers: endpoint({
    ...userList,
    path: '/internal/admin/getAllExpiring',
    summary: 'Users whose plan ends within 14 days, soonest first',
  }),
  adminUser: endpoint({
    ...admin,
    method: 'GET',
    path: '/internal/admin/getUser/:id',
    summary: "A user's profile, plan, balances, grants, invoices, subscriptions, token uses and page views",
    params: adminUserParamsSchema,
    response: adminUserDetailSchema,
    errors: ['NOT_FOUND'],
  }),
  adminGiveCustomQuota: endpoint({
    ...give,
    path: '/internal/admin/giveCustomQuota/:userId',
    summary: 'Give a number of tokens',
    body: giveAmountSchema,
    errors: ['NOT_FOUND', 'ACTIVE_PLAN_REQUIRED'],
  }),
  adminGiveDownloadCredit: endpoint({
    ...give,
    path: '/internal/admin/giveDownloadCredit/:userId',
    summary: 'Give download rows',
    body: giveAmountSchema,
    errors: ['NOT_FOUND', 'ACTIVE_PLAN_REQUIRED'],
  }),
  adminGiveQuota: endpoint({
    ...give,
    path: '/internal/admin/giveQuota/:userId',
    summary: "Give a plan's monthly tokens",
    body: givePlanSchema,
    errors: ['NOT_FOUND', 'ACTIVE_PLAN_REQUIRED'],
  }),
  adminGivePremium: endpoint({
    ...give,
    path: '/internal/admin/givePremium/:userId',
    summary: 'Give a plan for a month, as a purchase of it would',
    body: givePlanSchema,
  }),
  adminRemovePremium: endpoint({
    ...remove,
    path: '/internal/admin/removePremium/:userId/:id',
    summary: 'Take back a given plan: the plan it replaced, if still paid for, comes back',
  }),
  adminRemoveQuota: endpoint({
    ...remove,
    path: '/internal/admin/removeQuota/:userId/:id',
    summary: 'Take back given tokens (what is left of them)',
  }),
  adminRemoveDownloadCredit: endpoint({
    ...remove,
    path: '/internal/admin/removeDownloadCredit/:userId/:id',
    summary: 'Take back given download rows (what is left of them)',
  }),
  adminDownloads: endpoint({
    ...admin,
    method: 'POST',
    path: '/internal/admin/getAllDownload',
    summary: "Every user's downloads, newest first",
    effect: 'read',
    body: adminDownloadListSchema,
    response: adminDownloadPageSchema,
  }),
  adminAffiliates: endpoint({
    ...admin,
    method: 'GET',
    path: '/internal/admin/affiliates',
    summary: 'Affiliates and applicants (every user with show_all), bookmarked first',
    query: adminAffiliateQuerySchema,
    response: adminAffiliatePageSchema,
  }),
  adminAffiliateSignup: endpoint({
    ...affiliateChange,
    path: '/internal/admin/affiliates/signup/:id',
    summary: 'Make a user an affiliate',
    body: affiliateSignupSchema,
    errors: ['NOT_FOUND', 'AFFILIATE_CODE_IN_USE'],
  }),
  adminAffiliateSales: endpoint({
    ...admin,
    method: 'POST',
    path: '/internal/admin/affiliates/sales/:id',
    summary: "An affiliate's paid sales and commission",
    effect: 'read',
    params: adminUserParamsSchema,
    body: adminAffiliateSalesSchema,
    response: adminAffiliateSalesAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
  adminAffiliateCode: endpoint({
    ...affiliateChange,
    path: '/internal/admin/affiliates/set_affiliate_code/:id',
    summary: "Change an affiliate's code",
    body: affiliateCodeSchema,
    errors: ['NOT_FOUND', 'AFFILIATE_CODE_IN_USE'],
  }),
  adminAffiliateBookmark: endpoint({
    ...affiliateChange,
    path: '/internal/admin/affiliates/set_affiliate_bookmark/:id',
    summary: 'Bookmark an affiliate or applicant',
    body: affiliateBookmarkSchema,
    errors: ['NOT_FOUND'],
  }),
  adminAffiliateSetting: endpoint({
    ...affiliateChange,
    path: '/internal/admin/affiliates/set_affiliate_setting/:id',
    summary: "An affiliate's discount, commission and whether the code works",
    body: affiliateSettingUpdateSchema,
    errors: ['NOT_FOUND'],
  }),
  adminSalesRecap: endpoint({
    ...admin,
    method: 'POST',
    path: '/internal/admin/analytics/sales_recap',
    summary: 'Revenue, paid invoices, new and renewed subscriptions by day or month, by plan and by method',
    effect: 'read',
    body: recapQuerySchema,
    response: salesRecapSchema,
  }),
  adminRecurringRecap: endpoint({
    ...admin,
    method: 'POST',
    path: '/internal/admin/analytics/recurring_recap',
    summary: 'Auto-payments started, renewed, retried and stopped by day or month',
    effect: 'read',
    body: recapQuerySchema,
    response: recurringRecapSchema,
  }),
  adminViewAs: endpoint({
    ...admin,
    method: 'POST',
    path: '/internal/admin/viewAs/:id',
    summary: 'Open the app as this user, read-only, until the exit',
    params: adminUserParamsSchema,
    response: viewAsAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
};

/** The user's side of the affiliate programme. */
export const affiliateProgrammeEndpoints = {
  affiliateApply: endpoint({
    method: 'POST',
    path: '/internal/users/affiliates/apply',
    tag: 'billing',
    summary: 'Apply to the affiliate programme',
    access: 'user',
    body: affiliateApplicationSchema,
    response: affiliateApplicationAnswerSchema,
    errors: ['ALREADY_AFFILIATE'],
  }),
  affiliateApplication: endpoint({
    method: 'GET',
    path: '/internal/users/affiliates/application',
    tag: 'billing',
    summary: 'Where the user stands in the affiliate programme',
    access: 'user',
    response: affiliateApplicationAnswerSchema,
  }),
};

/** An admin's way back from viewing the app as a user: a user endpoint, since the session is the user's while viewing. */
export const viewAsEndpoints = {
  viewAsExit: endpoint({
    method: 'POST',
    path: '/internal/users/view-as/exit',
    tag: 'admin',
    summary: "Stop viewing the app as a user and return to one's own account",
    access: 'user',
    allowedWhileViewing: true,
    body: z.object({}).optional(),
    response: viewAsAnswerSchema,
  }),
};
