import type { Gated, SortOrder } from '@pasarlens/contracts';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { ApiError, type ApiFailure } from '../../lib/api.ts';
import { LiveRequestError, liveFailure } from '../../lib/liveError.ts';
import { useSignedInUser } from '../../lib/session.tsx';
import { useCostGate } from './costGate.tsx';

/** A research read's options (researchQueries). */
export type ResearchQueryOptions<T extends Gated, K extends QueryKey = QueryKey> = UseQueryOptions<T, Error, T, K>;

/** A research read (researchQueries) as a query; `keepPrevious` keeps a table's rows while the next page or sort loads. */
export function useResearchQuery<T extends Gated, K extends QueryKey>(
  options: ResearchQueryOptions<T, K>,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({ ...options, enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}

/**
 * A research query that costs `cost` tokens: it waits for the user's go where the cost must be
 * said first (useCostGate), and `costPrompt` is what to show in the answer's place until then.
 */
export function useChargedQuery<T extends Gated, K extends QueryKey>(
  cost: number,
  options: ResearchQueryOptions<T, K>,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const gate = useCostGate(cost, options.queryKey, enabled);
  const query = useResearchQuery(options, { enabled: enabled && gate.confirmed, keepPrevious });
  return { query, costPrompt: gate.prompt };
}

/**
 * The failed call behind a query error, if it was one (else the error is an exception); a failed
 * live-data request reads as the call it stands for.
 */
export function failureOf(error: unknown): ApiFailure | null {
  if (error instanceof ApiError) return error.failure;
  if (error instanceof LiveRequestError) return liveFailure(error);
  return null;
}

const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['NOT_FOUND', 'DATA_NOT_FOUND']);

/** The API answers "nothing found" with 404 NOT_FOUND / DATA_NOT_FOUND (no token is taken). */
export const isNotFound = (failure: ApiFailure | null): boolean =>
  failure !== null && failure.body !== null && NOT_FOUND_CODES.has(failure.body.code);

/**
 * Whether the signed-in user's plan has research support: filters and sort orders come with it
 * (spec §6). Without it they are locked in the view and never sent, so no answer pretends to be filtered.
 */
export function useResearchSupport(): boolean {
  return useSignedInUser().premium.researchSupport;
}

/** The sort, its direction and the filters a list may be asked with: none without research support. */
export const allowedRefinements = <S, F>(
  supported: boolean,
  sort: S,
  order: SortOrder | undefined,
  filters?: F,
): { sort: S | undefined; order: SortOrder | undefined; filters: F | undefined } =>
  supported ? { sort, order, filters } : { sort: undefined, order: undefined, filters: undefined };
