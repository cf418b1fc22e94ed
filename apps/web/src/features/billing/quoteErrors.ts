import type { Quote } from '@pasarlens/contracts';
import type { TFunction } from 'i18next';
import { isApiError, type ApiFailure } from '../../lib/api.ts';
import { catalogMessage } from '../../lib/errors.ts';

const isReferralFailure = (failure: ApiFailure) =>
  failure.body?.code === 'REFERRAL_INVALID' ||
  (failure.body?.issues ?? []).some((issue) => issue.path === 'referral_code');

/** Why the referral code gives no discount: the quote's referralError, or a rejected code. */
export function referralErrorOf(t: TFunction, quote: Quote | undefined, error: unknown): string | null {
  if (quote?.referralError) return catalogMessage(t, quote.referralError);
  if (isApiError(error) && isReferralFailure(error.failure)) return t('errors.REFERRAL_INVALID');
  return null;
}

/** A failed quote that is not about the referral code (shown as an error alert). */
export function otherQuoteFailure(error: unknown): ApiFailure | null {
  return isApiError(error) && !isReferralFailure(error.failure) ? error.failure : null;
}
