import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/client.ts';
import { endpointMutation } from '../../lib/mutations.ts';

/** How often the archive asks again while a download is being prepared. */
const REFRESH_MS = 3_000;

/** A page of the download archive, asked again on its own while something on it is being prepared. */
export const downloadsQuery = (page: number) =>
  queryOptions({
    ...endpointQuery('downloadGetAll', { page }),
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'processing') ? REFRESH_MS : false),
  });

/** A failed download prepared again. */
export const retryDownloadMutation = () => endpointMutation('downloadCreate');
