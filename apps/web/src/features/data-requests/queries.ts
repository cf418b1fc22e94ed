import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { client, endpointQuery } from '../../lib/client.ts';

const POLL_MS = 60_000;
const listQuery = endpointQuery('dataRequestList', {});

/** The user's data requests, asked again every minute: a crawl may answer one at any time. */
export const dataRequestsQuery = () => queryOptions({ ...listQuery, refetchInterval: POLL_MS });

/** Marks the answers seen; the list (and the header's notice) take the new state. */
export async function markRequestsSeen(queryClient: QueryClient): Promise<void> {
  const result = await client.dataRequestsSeen();
  if (!result.ok) return;
  // A list asked for before the answers were seen must not bring their notice back.
  await queryClient.cancelQueries({ queryKey: listQuery.queryKey });
  queryClient.setQueryData(listQuery.queryKey, result.data);
}
