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
