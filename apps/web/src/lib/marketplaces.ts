import { RESEARCH_MARKETPLACES, type ResearchMarketplace } from '@pasarlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from './api.ts';
import { client } from './client.ts';
import type { Day } from './days.ts';

/** What changes only when a new marketplace's data (or a new day) arrives. */
const MARKETPLACES_STALE_MS = 10 * 60_000;

/** `alongside`: an observer that only reads along (fetching only when no one has), so that its mounting never refetches the answer under the others. */
const useMarketplacesAnswer = (alongside = false) =>
  useQuery({
    queryKey: ['marketplaces'],
    queryFn: async () => unwrap(await client.marketplaces()),
    staleTime: MARKETPLACES_STALE_MS,
    retry: false,
    ...(alongside ? { refetchOnMount: false, retryOnMount: false } : {}),
  });

/**
 * The marketplaces we have data for, in their usual order; all of them until the answer is in.
 * A marketplace without data is offered nowhere (no empty tabs, no empty promises on the landing page).
 */
export function useMarketplacesWithData(): readonly ResearchMarketplace[] {
  return useMarketplacesAnswer().data?.items ?? RESEARCH_MARKETPLACES;
}

/**
 * The last day with market figures, where default date ranges end: undefined until the server
 * has answered, null when there are no figures (or the server could not say).
 */
export function useLastMarketDay(): Day | null | undefined {
  const answer = useMarketplacesAnswer();
  return answer.isPending ? undefined : (answer.data?.lastDay ?? null);
}

/**
 * Each marketplace's last day with figures — what its pages say their data is as of: an empty
 * record until the server has answered (or when it could not say).
 */
export function useMarketDataDays(): Partial<Record<ResearchMarketplace, Day>> {
  return useMarketplacesAnswer(true).data?.lastDays ?? {};
}
