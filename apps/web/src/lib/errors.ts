import {
  AFFILIATE_CODE_MESSAGE,
  EMAIL_MESSAGE,
  errorCatalog,
  PHONE_EXAMPLE,
  PHONE_MESSAGE,
  PURPOSE_MESSAGE,
  WEBHOOK_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBSITE_MESSAGE,
  type ErrorCode,
} from '@pasarlens/contracts';
import type { TFunction } from 'i18next';
import type { ApiFailure } from './api.ts';

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalog, value);
}

/**
 * The text to show for a failed call: the translation of its error code (errors.<CODE>),
 * else the server's message, else "request failed with code {status}". A rate limit adds
 * the waiting time.
 */
export function failureMessage(t: TFunction, failure: ApiFailure): string {
  const body = failure.body;
  let text: string;
  if (body && isErrorCode(body.code)) text = t(`errors.${body.code}`, { defaultValue: body.message });
  else if (body?.message) text = body.message;
  else if (failure.status === 0) text = t('errors.network');
  else if (failure.status >= 500) text = t('errors.unexpected');
  else text = t('errors.requestFailed', { code: failure.status });
  if (body?.retryAfterSeconds !== undefined && body.retryAfterSeconds > 0) {
    text = `${text} ${t('errors.retryAfter', { seconds: Math.ceil(body.retryAfterSeconds) })}`;
  }
  return text;
}

/**
 * A message the server wrote in a result rather than a failure (a quote's referralError): the
 * translation of the catalogue entry with that text, else the text itself.
 */
export function catalogMessage(t: TFunction, message: string): string {
  const code = (Object.keys(errorCatalog) as ErrorCode[]).find((key) => errorCatalog[key].message === message);
  return code ? t(`errors.${code}`) : message;
}

/** Validation messages of the contracts and the error catalogue's texts, shown in the current language where we know them. */
export function issueMessage(t: TFunction, message: string): string {
  if (message === EMAIL_MESSAGE) return t('validation.email');
  if (message === PHONE_MESSAGE) return t('validation.phone', { phone: PHONE_EXAMPLE });
  if (message === WEBSITE_MESSAGE) return t('validation.website');
  if (message === PURPOSE_MESSAGE) return t('validation.purpose');
  if (message === AFFILIATE_CODE_MESSAGE) return t('validation.affiliateCode');
  if (message === WEBHOOK_MESSAGE) return t('validation.webhook');
  if (message === WEBHOOK_NOT_FOUND_MESSAGE) return t('validation.webhookNotFound');
  return catalogMessage(t, message);
}
