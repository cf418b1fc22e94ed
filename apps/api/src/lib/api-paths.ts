import { apiPaths } from '@pasarlens/contracts';

/** Where the API lives; everything else on the port belongs to the web app. */
const API_PREFIXES = ['/internal/', '/public/', '/sandbox/v1/', apiPaths.devOutbox];

export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));
