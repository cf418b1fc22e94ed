export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGES = ['id', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

/** The pages the payer comes back to from the gateway, one per outcome (spec §2 names the first two). */
export const PAYMENT_RESULT_PATHS = {
  success: '/app/upgrade/pembayaran/berhasil',
  /** A card registered for auto-payment. */
  card: '/app/upgrade/pembayaran/kartu',
  failed: '/app/upgrade/pembayaran/gagal',
  pending: '/app/upgrade/pembayaran/menunggu',
} as const;

/**
 * A store's or category's history opened from the enterprise dashboard: a Genius or Enterprise
 * user pays that page's price there (spec §9, TOKEN_COSTS.enterpriseDataPage).
 */
export const OPENED_FROM_ENTERPRISE = 'enterprise_dashboard';

/** A product's history page in the web app (the browser extension links each product to it). */
export const PRODUCT_HISTORY_PATH = '/app/history/product/:productId';
export const productHistoryPath = (productId: number): string =>
  PRODUCT_HISTORY_PATH.replace(':productId', String(productId));
/** Where the browser extension is connected to the signed-in account (decisions/038). */
export const EXTENSION_CONNECT_PATH = '/app/extension/connect';
/** Where the account lists the browsers the extension is connected in, to revoke one. */
export const ACCOUNT_EXTENSION_PATH = '/app/account/extension';
/**
 * The browser extension's id: Chrome derives it from the manifest's public key
 * (apps/extension/src/manifest.ts), so the connect page knows whom to hand the token to.
 */
export const EXTENSION_ID = 'ommahfcjnhpejdacijconlpbkgeoafin';
