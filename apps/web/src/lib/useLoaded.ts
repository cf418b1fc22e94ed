import { useEffect, useState } from 'react';
import { unwrap, type ApiResult } from './api.ts';

export type Loaded<T> = { state: 'pending' } | { state: 'done'; data: T } | { state: 'failed' };

/**
 * One answer a public page loads when it opens, without a query cache (the public site's light
 * bundle has none): pending, then its data or a failure.
 */
export function useLoaded<T>(load: () => Promise<ApiResult<T>>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'pending' });
  useEffect(() => {
    let current = true;
    load()
      .then(unwrap)
      .then(
        (data) => current && setLoaded({ state: 'done', data }),
        () => current && setLoaded({ state: 'failed' }),
      );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once, when the page opens
  }, []);
  return loaded;
}
