import { endpoints, type EndpointName, type Endpoints, type InputOf, type ResponseOf } from '@pasarlens/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { unwrap } from './api.ts';
import { callEndpoint } from './client.ts';

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
