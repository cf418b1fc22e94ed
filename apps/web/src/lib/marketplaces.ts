import { RESEARCH_MARKETPLACES, type ResearchMarketplace } from '@pasarlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from './api.ts';
import { client } from './client.ts';

/** What changes only when a new marketplace's data arrives. */
const MARKETPLACES_STALE_MS = 10 * 60_000;

/**
 * The marketplaces we have data for, in their usual order; all of them until the answer is in.
 * A marketplace without data is offered nowhere (no empty tabs, no empty promises on the landing page).
 */
export function useMarketplacesWithData(): readonly ResearchMarketplace[] {
  const answer = useQuery({
    queryKey: ['marketplaces'],
    queryFn: async () => unwrap(await client.marketplaces()),
    staleTime: MARKETPLACES_STALE_MS,
    retry: false,
  });
  return answer.data?.items ?? RESEARCH_MARKETPLACES;
}
