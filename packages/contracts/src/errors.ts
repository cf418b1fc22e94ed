/** Stable error codes, their HTTP status and the message texts of spec §8. */
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: 'Data Validation Error' },
  AUTH_REQUIRED: { status: 401, message: 'Please log in to continue' },
  AUTH_INVALID: { status: 401, message: 'Incorrect email or password' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'The current password is not correct' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Please verify your email before logging in' },
  CSRF_INVALID: { status: 403, message: 'Access error detected: refresh the page or contact support' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this page' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  DATA_NOT_FOUND: { status: 404, message: 'The data you are looking for is not found' },
  INVALID_DATE_RANGE: { status: 400, message: 'Choose a valid date range' },
  EMAIL_NOT_FOUND: { status: 404, message: 'Email not found' },
  EMAIL_IN_USE: { status: 409, message: 'Email or phone number is already in use' },
  PHONE_IN_USE: { status: 409, message: 'Phone number is already registered' },
  TOKEN_INVALID: { status: 400, message: 'This link is invalid or has already been used' },
  TOKEN_EXPIRED: { status: 400, message: 'This link has expired, request a new one' },
  TOKENS_EXHAUSTED: { status: 402, message: 'Your tokens are used up, refilled next month' },
  PLAN_REQUIRED: { status: 403, message: 'Upgrade your plan to use this feature' },
  ACTIVE_PLAN_REQUIRED: { status: 403, message: 'Buying quota needs an active plan' },
  ADS_LIMIT_REACHED: { status: 403, message: 'Your ads spy lookups for this month are used up' },
  REFERRAL_INVALID: { status: 400, message: 'This referral code is not valid' },
  PAYMENT_FAILED: { status: 502, message: 'an error occurred during payment, contact the team' },
  PAYMENT_CHECK_FAILED: { status: 502, message: 'Payment check failed' },
  SIGNATURE_INVALID: { status: 401, message: 'Invalid notification signature' },
  AMOUNT_MISMATCH: { status: 400, message: 'The paid amount does not match the invoice' },
  NO_AUTO_PAYMENT: { status: 409, message: 'There is no active auto-payment to stop' },
  PHOTO_INVALID: { status: 400, message: 'The photo must be a JPEG, PNG or WebP image' },
  PHOTO_TOO_LARGE: { status: 413, message: 'The photo must be at most 5 MB' },
  REVEAL_LIMIT: { status: 429, message: 'You have revealed as many contacts as allowed today, try again tomorrow' },
  PAYMENT_IN_PROGRESS: { status: 409, message: 'Another plan payment is being started, try again' },
  CREDIT_COVERS_PRICE: { status: 400, message: 'Your credit covers the whole price: choose a one-time payment' },
  INVOICE_NOT_PENDING: { status: 409, message: 'This invoice is no longer waiting for payment' },
  DOWNLOAD_QUOTA_EXCEEDED: { status: 402, message: 'Not enough download rows left for this download' },
  DOWNLOAD_NOT_READY: { status: 409, message: 'This download is not ready' },
  INVOICE_NOT_PAID: { status: 409, message: 'Only a paid invoice can be downloaded' },
  MARKET_NOT_READY: { status: 409, message: 'This market is being prepared: its figures are ready in a moment' },
  MARKET_LIMIT_REACHED: { status: 403, message: 'Your plan allows no more saved markets: delete one first' },
  ALERT_LIMIT_REACHED: { status: 403, message: 'Your plan allows no more active price alerts' },
  OWN_ACCOUNT: {
    status: 403,
    message: 'An admin cannot give or take back plans, tokens or download rows on their own account',
  },
  GRANT_ALREADY_REMOVED: { status: 409, message: 'This grant has already been taken back' },
  SIGHTING_ALREADY_DECIDED: { status: 409, message: 'This sighting has already been released or dropped' },
  AFFILIATE_CODE_IN_USE: { status: 409, message: 'Another affiliate already uses this code' },
  ALREADY_AFFILIATE: { status: 409, message: 'You are already in the affiliate programme' },
  VIEW_ONLY: { status: 403, message: 'You are viewing as this user: nothing can be changed. Exit to make changes.' },
  API_KEY_INVALID: {
    status: 401,
    message: 'This API key is unknown or revoked: send a live key as "Authorization: Bearer …"',
  },
  API_KEY_PLAN_ENDED: {
    status: 401,
    message: 'The API needs a Genius or Enterprise plan in force: renew the plan to use this key again',
  },
  API_KEY_LIMIT_REACHED: { status: 403, message: 'You have as many API keys as allowed: revoke one first' },
  EXTENSION_TOKEN_INVALID: {
    status: 401,
    message: 'This browser extension is not connected: connect it again from Pasarlens',
  },
  EXTENSION_TOKEN_LIMIT_REACHED: {
    status: 403,
    message: 'You have as many browser extensions connected as allowed: disconnect one in your account first',
  },
  API_RATE_LIMITED: { status: 429, message: 'Too many requests with this API key: wait for Retry-After seconds' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts, try again later' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request is too large' },
  INTERNAL: { status: 500, message: 'unexpected error, contact customer service' },
  STARTING: { status: 503, message: 'Pasarlens is starting: the demo market is being prepared' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  issues?: { path: string; message: string }[];
  retryAfterSeconds?: number;
}
