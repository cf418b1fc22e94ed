import { endpoints, type EndpointName, type Endpoints, type InputOf, type ResponseOf } from '@pasarlens/contracts';
import { mutationOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { isApiError, unwrap } from './api.ts';
import { callEndpoint } from './client.ts';
import { failureMessage } from './errors.ts';

/**
 * TanStack Query options for a change: the endpoint called with the mutation's variables, failing
 * (ApiError) when the call fails. Apart from client.ts so that the first page does not load it.
 */
export function endpointMutation<K extends EndpointName>(name: K) {
  return mutationOptions({
    mutationKey: [name],
    mutationFn: async (input: InputOf<Endpoints[K]>, { client: queryClient }): Promise<ResponseOf<Endpoints[K]>> =>
      unwrap(await callEndpoint(endpoints[name], input, { queryClient })),
  });
}

/** The text to show for a failed mutation (in a message): the failed call's, else the error's own. */
export function errorMessage(t: TFunction, error: Error): string {
  return isApiError(error) ? failureMessage(t, error.failure) : error.message;
}
