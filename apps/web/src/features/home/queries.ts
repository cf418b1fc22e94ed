import { endpointQuery } from '../../lib/client.ts';

/** The last token uses (spec §2: the dashboard's search history shows 10). */
export const tokenHistoryQuery = () => endpointQuery('tokenHistory', {});
