/**
 * The calls of the public site's light bundle (decisions/022) and of the first start's progress page: the same request semantics as
 * `client` (`apiRequest`), without the endpoint table, whose schemas would bring zod. Each method
 * and path is typed as the table's own, so one that drifts from its contract fails the type check.
 */
import type { Endpoints, InputOf, ResponseOf } from '@pasarlens/contracts';
import { apiRequest, type ApiResult } from './api.ts';

type PublicCall = 'authCheck' | 'pageViews' | 'marketplaces' | 'shopeeBestSellers' | 'status';

export const PUBLIC_CALLS: { [K in PublicCall]: Pick<Endpoints[K], 'method' | 'path'> } = {
  authCheck: { method: 'GET', path: '/internal/auth/check' },
  pageViews: { method: 'POST', path: '/public/v1/page-views' },
  marketplaces: { method: 'GET', path: '/public/v1/marketplaces' },
  shopeeBestSellers: { method: 'GET', path: '/public/v1/best-sellers/shopee' },
  status: { method: 'GET', path: '/api/status' },
};

const call = <K extends PublicCall>(
  name: K,
  input?: InputOf<Endpoints[K]>,
): Promise<ApiResult<ResponseOf<Endpoints[K]>>> =>
  apiRequest(PUBLIC_CALLS[name].method, PUBLIC_CALLS[name].path, input);

export const publicClient = {
  authCheck: () => call('authCheck'),
  pageViews: (input: InputOf<Endpoints['pageViews']>) => call('pageViews', input),
  marketplaces: () => call('marketplaces'),
  shopeeBestSellers: () => call('shopeeBestSellers'),
  status: () => call('status'),
};
