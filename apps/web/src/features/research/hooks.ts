import type { Gated, SortOrder } from '@pasarlens/contracts';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, isApiError, unwrap, type ApiFailure, type ApiResult } from '../../lib/api.ts';
import { LiveRequestError, liveFailure } from '../../lib/liveError.ts';
import { refreshCurrentUser, useSignedInUser } from '../../lib/session.tsx';
import { useCostGate } from './costGate.tsx';

/**
 * Research answers spend tokens: an answer already on screen is reused for a while rather than
 * asked (and paid for) again when a view is revisited.
 */
const RESEARCH_STALE_MS = 5 * 60_000;

/** A network failure or a server error gets one more try; any other failure will not change. */
const retryTransient = (failures: number, error: Error) =>
  failures < 1 && isApiError(error) && (error.failure.status === 0 || error.failure.status >= 500);

/**
 * A research call as a query. After a successful call the signed-in user is reloaded, so the
 * header's token balance shows what the call spent (spec §4); so it is after "tokens used up",
 * which the balance may not have shown yet. `keepPrevious` keeps a table's rows while the next
 * page or sort loads.
 */
export function useResearchQuery<T extends Gated>(
  queryKey: QueryKey,
  call: () => Promise<ApiResult<T>>,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: async () => {
      const result = await call();
      if (result.ok || result.body?.code === 'TOKENS_EXHAUSTED') void refreshCurrentUser(queryClient);
      return unwrap(result);
    },
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    staleTime: RESEARCH_STALE_MS,
    retry: retryTransient,
  });
}

/**
 * A research query that costs `cost` tokens: it waits for the user's go where the cost must be
 * said first (useCostGate), and `costPrompt` is what to show in the answer's place until then.
 */
export function useChargedQuery<T extends Gated>(
  cost: number,
  queryKey: QueryKey,
  call: () => Promise<ApiResult<T>>,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const gate = useCostGate(cost, queryKey, enabled);
  const query = useResearchQuery(queryKey, call, { enabled: enabled && gate.confirmed, keepPrevious });
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
