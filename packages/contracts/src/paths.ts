/** API paths of spec §7, used by the server routes and the web client alike. */
export const apiPaths = {
  authCheck: '/internal/auth/check',
  login: '/public/v1/auth/login',
  logout: '/internal/auth/logout',
  register: '/public/v1/users',
  verifyEmail: '/public/v1/emailVerification/verify',
  resendVerification: '/public/v1/emailVerification/resend',
  forgotPasswordCreate: '/public/v1/forgotPassword/create',
  forgotPasswordCheck: '/public/v1/forgotPassword/check',
  forgotPasswordChange: '/public/v1/forgotPassword/change_password',
  profile: '/internal/users/profile',
  password: '/internal/users/password',
  persona: '/internal/users/persona',
  pageViews: '/public/v1/page-views',
  affiliates: '/internal/users/affiliates',
  sales: '/internal/users/sales',
  invoices: '/internal/users/invoices',
  subscription: '/internal/users/subscription',
  tokenHistory: '/internal/history',
  invoiceSubscription: '/internal/invoice/subscription',
  invoiceRecurring: '/internal/invoice/recurring',
  invoiceQuota: '/internal/invoice/quota',
  invoiceDownloadCredit: '/internal/invoice/downloadCredit',
  invoiceRefresh: '/internal/invoice/refresh',
  invoiceRefreshDownloadCredit: '/internal/invoice/refreshDownloadCredit',
  invoiceRecurringDeactivate: '/internal/invoice/recurring/deactivate',
  invoiceQuote: '/internal/invoice/quote',
  featureCategory: '/internal/feature/category',
  categoryResearchCategories: '/internal/feature/category_research/categories',
  categoryResearchProducts: '/internal/feature/category_research/products',
  categoryResearchAnalytics: '/internal/feature/category_research/analytics',
  productResearchProducts: '/internal/feature/product_research/products',
  productResearchAnalytics: '/internal/feature/product_research/analytics',
  productResearchProduct: '/internal/feature/product_research/product',
  storeResearchStores: '/internal/feature/store_research/stores',
  storeResearchStore: '/internal/feature/store_research/store',
  storeResearchAnalytics: '/internal/feature/store_research/analytics',
  storeResearchProducts: '/internal/feature/store_research/products',
  paymentNotification: '/public/v1/payments/notification',
  sandboxTransaction: '/sandbox/v1/transactions/:token',
  sandboxPay: '/sandbox/v1/transactions/:token/pay',
  devOutbox: '/dev/outbox',
} as const;

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGES = ['id', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';
