import type { QuoteRequest } from '@pasarlens/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api.ts';
import { leaveTo } from '../../lib/browser.ts';
import { endpointMutation } from '../../lib/mutations.ts';
import { CHECKOUT_ENDPOINTS, quoteQuery } from './queries.ts';

/** The price of a purchase before paying (POST invoice/quote); a failure is an ApiError. */
export function useQuote(request: QuoteRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...quoteQuery(request), enabled });
}

/**
 * Starts a payment: creates the invoice, then the browser goes to the payment portal. A failed
 * call is in `failure` for an ApiErrorAlert. `leaving` stays true once the portal is on its way.
 */
export function useCheckout<K extends keyof typeof CHECKOUT_ENDPOINTS>(kind: K) {
  const mutation = useMutation({
    ...endpointMutation(CHECKOUT_ENDPOINTS[kind]),
    onSuccess: (checkout) => leaveTo(checkout.redirectUrl),
  });
  return {
    pay: mutation.mutate,
    leaving: mutation.isPending || mutation.isSuccess,
    failure: isApiError(mutation.error) ? mutation.error.failure : null,
    error: mutation.error,
  };
}
