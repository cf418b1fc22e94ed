import {
  ACCOUNT_EXTENSION_PATH,
  EXTENSION_CONNECT_PATH,
  OPENED_FROM_ENTERPRISE,
  PAYMENT_RESULT_PATHS,
  PRODUCT_HISTORY_PATH,
  type BillingPeriod,
  type PlanId,
} from '@pasarlens/contracts/plain';
import { generatePath } from 'react-router';

/** The routes that take a parameter, as the router matches them; `paths` builds their URLs. */
export const routePatterns = {
  sandboxPayment: '/sandbox/pay/:token',
  store: '/app/research/store/:storeId',
  productHistory: PRODUCT_HISTORY_PATH,
  storeHistory: '/app/history/store/:storeId',
  categoryHistory: '/app/history/category/:categoryId',
  listing: '/app/suppliers/:slug',
  editListing: '/app/suppliers/mine/:listingId/edit',
  blogArticle: '/blog/:slug',
  enterpriseItem: '/app/enterprise/:kind/:id',
  editEnterpriseItem: '/app/enterprise/:kind/:id/edit',
  newEnterpriseItem: '/app/enterprise/:kind/new',
  priceAlert: '/app/price-alerts/:alertId',
  adminUser: '/app/admin/users/:id',
} as const;

/** The enterprise dashboard's custom items, as their URLs name them. */
export type EnterpriseItemKind = 'market' | 'brand';
const itemSegment = (kind: EnterpriseItemKind) => (kind === 'market' ? 'markets' : 'brands');

/** A plan checkout as the payment page is filled in from its URL. */
export interface PlanCheckout {
  plan: PlanId;
  period: BillingPeriod;
  /** How it is paid: auto-payment (`auto`) or once (`one_time`). */
  payment?: 'auto' | 'one_time';
  referral?: string | null;
}

const withQuery = (path: string, query: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `${path}?${search}` : path;
};

/** The URL parameters an item's history keeps when another item's history is opened from it. */
const KEPT_BY_HISTORY = ['from', 'to'] as const;

function withHistoryRange(path: string, query?: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of KEPT_BY_HISTORY) {
    const value = query?.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Every route of the web app (spec §2 names the public ones), and builders for the routes that
 * take an id or a query. The router, the navigation, links, redirects and tests all read them here.
 */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  pricing: '/harga',
  paymentSuccess: PAYMENT_RESULT_PATHS.success,
  paymentCard: PAYMENT_RESULT_PATHS.card,
  paymentFailed: PAYMENT_RESULT_PATHS.failed,
  paymentPending: PAYMENT_RESULT_PATHS.pending,
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  terms: '/terms-and-condition',
  classes: '/kelas',
  shopeeBestSellers: '/produk-terlaris-shopee',
  apiDocs: '/api',
  tutorial: '/tutorial',
  blog: '/blog',
  blogArticle: (slug: string): string => generatePath(routePatterns.blogArticle, { slug }),
  /** The free calculators (spec §1): public, and inside the app under `tools`. */
  calculators: '/kalkulator',
  calculator: (slug: string): string => `/kalkulator/${slug}`,
  contact: '/kontak',

  devOutbox: '/dev/outbox',
  sandboxPayment: (token: string): string => generatePath(routePatterns.sandboxPayment, { token }),

  home: '/app',
  profile: '/app/account/profile',
  password: '/app/account/password',
  managePayment: '/app/account/payment',
  apiKeys: '/app/account/api-keys',
  dataRequests: '/app/data-requests',
  extensionTokens: ACCOUNT_EXTENSION_PATH,
  upgrade: '/app/upgrade',
  /** The payment page filled in: plan and period, and how it is paid and the referral code when they are known. */
  upgradeTo: (plan: PlanId, period: BillingPeriod, more: Omit<PlanCheckout, 'plan' | 'period'> = {}): string =>
    withQuery(paths.upgrade, { plan, period, payment: more.payment, referral: more.referral }),
  downloadQuota: '/app/download-quota',
  /** The download quota page with a number of rows chosen. */
  downloadQuotaFor: (rows: number): string => withQuery(paths.downloadQuota, { rows: String(rows) }),
  referral: '/app/referral',
  /** The admin back office (spec §2): users (its first page), expiring users, one user, affiliates, recaps, all downloads, contact messages, data health. */
  admin: '/app/admin',
  adminExpiring: '/app/admin/expiring',
  adminUser: (id: string): string => generatePath(routePatterns.adminUser, { id }),
  adminAffiliates: '/app/admin/affiliates',
  adminRecaps: '/app/admin/recaps',
  adminDownloads: '/app/admin/downloads',
  adminMessages: '/app/admin/messages',
  /** What the intake took per marketplace and source, and the sightings it holds (decisions/034). */
  adminDataHealth: '/app/admin/data-health',

  productResearch: '/app/research/product',
  storeResearch: '/app/research/store',
  store: (storeId: number): string => generatePath(routePatterns.store, { storeId: String(storeId) }),
  categoryResearch: '/app/research/category',
  opportunities: '/app/research/opportunities',
  keywordResearch: '/app/research/keyword',
  adsSpy: '/app/research/ads-spy',

  /** The historical data pages (spec §2): a list to pick from, and one item's history. */
  productHistories: '/app/history/product',
  /** A product's history; `query` passes the date range on. */
  productHistory: (productId: number, query?: URLSearchParams): string =>
    withHistoryRange(generatePath(routePatterns.productHistory, { productId: String(productId) }), query),
  storeHistories: '/app/history/store',
  storeHistory: (storeId: number, query?: URLSearchParams): string =>
    withHistoryRange(generatePath(routePatterns.storeHistory, { storeId: String(storeId) }), query),
  categoryHistories: '/app/history/category',
  categoryHistory: (categoryId: number): string =>
    generatePath(routePatterns.categoryHistory, { categoryId: String(categoryId) }),
  /** A store's or category's history opened from the enterprise dashboard, at a dashboard page's price (spec §9). */
  fromEnterprise: (historyPath: string): string =>
    `${historyPath}${historyPath.includes('?') ? '&' : '?'}from=${OPENED_FROM_ENTERPRISE}`,
  /**
   * A category's history with the marketplace and the category's path in the tree along
   * (?marketplace=&category=12.34.56), so the page can name the category from the tree.
   */
  categoryHistoryWithPath: (marketplace: string, categoryPath: readonly number[]): string => {
    const path = generatePath(routePatterns.categoryHistory, { categoryId: String(categoryPath.at(-1)) });
    return `${path}?${new URLSearchParams({ marketplace, category: categoryPath.join('.') }).toString()}`;
  },

  enterprise: '/app/enterprise',
  /** The dashboard opened on a market. */
  enterpriseMarket: (marketId: number): string => `/app/enterprise?market=${marketId}`,
  /** The user's custom markets and brands (and the provider's), by kind. */
  enterpriseLists: '/app/enterprise/lists',
  enterpriseList: (kind: EnterpriseItemKind): string => `/app/enterprise/lists?kind=${kind}`,
  enterpriseItem: (kind: EnterpriseItemKind, id: number): string =>
    generatePath(routePatterns.enterpriseItem, { kind: itemSegment(kind), id: String(id) }),
  editEnterpriseItem: (kind: EnterpriseItemKind, id: number): string =>
    generatePath(routePatterns.editEnterpriseItem, { kind: itemSegment(kind), id: String(id) }),
  newEnterpriseItem: (kind: EnterpriseItemKind): string =>
    generatePath(routePatterns.newEnterpriseItem, { kind: itemSegment(kind) }),
  salesOptimisation: '/app/sales-optimisation',
  tools: '/app/tools',
  tool: (slug: string): string => `/app/tools/${slug}`,
  /** Price alerts (spec §2): the list, create one (optionally for a product), create several, one alert. */
  priceAlerts: '/app/price-alerts',
  newPriceAlert: '/app/price-alerts/new',
  newPriceAlerts: '/app/price-alerts/new-multiple',
  newPriceAlertFor: (productId: number): string => `/app/price-alerts/new?product=${productId}`,
  newPriceAlertsFor: (productIds: readonly number[]): string =>
    `/app/price-alerts/new-multiple?products=${productIds.join(',')}`,
  priceAlert: (alertId: number): string => generatePath(routePatterns.priceAlert, { alertId: String(alertId) }),
  /** The supplier database (spec §2): search, the user's listings, register and edit, detail. */
  suppliers: '/app/suppliers',
  myListings: '/app/suppliers/mine',
  newListing: '/app/suppliers/new',
  editListing: (listingId: number): string => generatePath(routePatterns.editListing, { listingId: String(listingId) }),
  listing: (slug: string): string => generatePath(routePatterns.listing, { slug }),
  downloads: '/app/downloads',
  extension: '/app/extension',
  /** Where the extension is connected to the account (the extension opens it). */
  extensionConnect: EXTENSION_CONNECT_PATH,
  /** The built extension, served beside the web build (apps/extension/build.ts). */
  extensionDownload: '/downloads/pasarlens-extension.zip',
  community: '/app/community',
} as const;
