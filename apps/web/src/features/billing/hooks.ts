import type { Checkout } from '@pasarlens/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiResult } from '../../lib/api.ts';
import { leaveTo } from '../../lib/browser.ts';
import { billingKeys, getQuote, type QuoteRequest } from './api.ts';

/** The price of a purchase before paying (POST invoice/quote); a failure is an ApiError. */
export function useQuote(request: QuoteRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.quote(request),
    queryFn: async () => unwrap(await getQuote(request)),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * Starts a payment: creates the invoice, then the browser goes to the payment portal. A failed
 * call stays in `data` for an ApiErrorAlert. `leaving` stays true once the portal is on its way.
 */
export function useCheckout<TInput>(start: (input: TInput) => Promise<ApiResult<Checkout>>) {
  const mutation = useMutation({
    mutationFn: start,
    onSuccess: (result) => {
      if (result.ok) leaveTo(result.data.redirectUrl);
    },
  });
  const result = mutation.data;
  return {
    pay: mutation.mutate,
    leaving: mutation.isPending || result?.ok === true,
    failure: result && !result.ok ? result : null,
    error: mutation.error,
  };
}
