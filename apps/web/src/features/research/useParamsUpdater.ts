import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { applyChanges, type ParamChanges } from './params.ts';

/** Writes changes into the URL's query (a new history entry unless `replace`). */
export function useParamsUpdater() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: ParamChanges, options?: { replace?: boolean }) =>
      setParams((current) => applyChanges(current, changes), options),
    [setParams],
  );
}
