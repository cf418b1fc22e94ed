import type { AnalysisFilter, Endpoints, InputOf, MarketBuildView, TopListInput } from '@pasarlens/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client, endpointQuery } from '../../lib/client.ts';
import { endpointMutation } from '../../lib/mutations.ts';

export type ItemKind = 'market' | 'brand';
type FilterInput = Partial<AnalysisFilter> & { market_id: number };

/** How often a page asks again while a market it shows is being built. */
export const BUILD_POLL_MS = 2_000;
const whileBuilding = (items: object[] | undefined) =>
  items?.some((item) => 'build' in item && (item.build as MarketBuildView).state === 'building')
    ? BUILD_POLL_MS
    : false;

export const customItemsQuery = (kind: ItemKind, page: number, q: string) =>
  queryOptions({
    ...endpointQuery(kind === 'market' ? 'customMarketGetAll' : 'customBrandGetAll', { page, q: q || undefined }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whileBuilding(query.state.data?.items),
  });
export const customMarketQuery = (id: number | undefined) =>
  queryOptions({
    ...endpointQuery('customMarketGet', { id: id ?? 1 }),
    enabled: id !== undefined,
    refetchInterval: (query) => whileBuilding(query.state.data && [query.state.data]),
  });
export const customBrandQuery = (id: number | undefined) =>
  queryOptions({
    ...endpointQuery('customBrandGet', { id: id ?? 1 }),
    enabled: id !== undefined,
  });
export const storePicksQuery = (marketplace: string, q: string) =>
  queryOptions({
    ...endpointQuery('customStoresGetAll', { marketplace: marketplace as 'shopee', q: q || undefined }),
    placeholderData: keepPreviousData,
  });
export const categoryPicksQuery = (marketplace: string, q: string) =>
  queryOptions({
    ...endpointQuery('customCategoriesGetAll', { marketplace: marketplace as 'shopee', q: q || undefined }),
    placeholderData: keepPreviousData,
  });

/** Every custom item query: a save or delete makes them stale. */
export const ITEM_QUERY_KEYS = [
  ['customMarketGetAll'],
  ['customBrandGetAll'],
  ['customMarketGet'],
  ['customBrandGet'],
  ['enterpriseMarkets'],
] as const;

export const analysableMarketsQuery = (enabled: boolean) =>
  queryOptions({
    ...endpointQuery('enterpriseMarkets', {}),
    enabled,
    refetchInterval: (query) => whileBuilding(query.state.data?.items),
  });
export const marketBrandsQuery = (marketId: number | undefined) =>
  queryOptions({
    ...endpointQuery('enterpriseBrands', { market_id: marketId ?? 1 }),
    enabled: marketId !== undefined,
  });

/**
 * What applying `filter` would take now, asked while the filter modal is open: the server knows
 * what the ledger holds for today. Kept only while asked (`gcTime: 0`), so an answer from before
 * a filter was applied is never shown again.
 */
export const filterCostQuery = (filter: FilterInput, enabled: boolean) =>
  queryOptions({
    ...endpointQuery('enterpriseFilterCost', filter),
    enabled,
    gcTime: 0,
    retry: false,
  });

/** Analysis runs only once a filter is applied (it costs tokens); a failed answer is not retried. */
const applied = { retry: false, staleTime: Infinity } as const;
export const marketOverviewQuery = (filter: FilterInput | null) =>
  queryOptions({
    ...endpointQuery('enterpriseMarketOverview', filter ?? { market_id: 1 }),
    enabled: filter !== null,
    ...applied,
  });
export const brandOverviewQuery = (filter: FilterInput | null, enabled: boolean) =>
  queryOptions({
    ...endpointQuery('enterpriseBrandOverview', filter ?? { market_id: 1 }),
    enabled: enabled && filter !== null,
    ...applied,
  });
export const categoryOverviewQuery = (filter: FilterInput | null, enabled: boolean) =>
  queryOptions({
    ...endpointQuery('enterpriseCategoryOverview', filter ?? { market_id: 1 }),
    enabled: enabled && filter !== null,
    ...applied,
  });
/** Views within the applied filter: they take no tokens beyond the filter's. */
export const priceBandsQuery = (filter: FilterInput | null, enabled: boolean) =>
  queryOptions({
    ...endpointQuery('enterprisePriceBands', filter ?? { market_id: 1 }),
    enabled: enabled && filter !== null,
    ...applied,
  });
export const shareMoversQuery = (filter: FilterInput | null, brandId: number | undefined) =>
  queryOptions({
    ...endpointQuery('enterpriseShareMovers', { ...(filter ?? { market_id: 1 }), brand_id: brandId ?? 1 }),
    enabled: filter !== null && brandId !== undefined,
    ...applied,
  });

export type TopKind = 'products' | 'brands' | 'categories';
const TOP_ENDPOINTS = {
  products: 'enterpriseTopProducts',
  brands: 'enterpriseTopBrands',
  categories: 'enterpriseTopCategories',
} as const;
export const topListQuery = (
  kind: TopKind,
  input: (Partial<TopListInput> & { market_id: number }) | null,
  enabled: boolean,
) => ({
  ...endpointQuery(TOP_ENDPOINTS[kind], input ?? { market_id: 1 }),
  enabled: enabled && input !== null,
  placeholderData: keepPreviousData,
  ...applied,
});

export const markOnboarded = () => client.enterpriseOnboarded({});

/** A custom market or brand saved: created without an id, changed with one. */
export const saveMarket = (id: number | undefined, fields: InputOf<Endpoints['customMarketCreate']>) =>
  id === undefined ? client.customMarketCreate(fields) : client.customMarketUpdate({ id, ...fields });
export const saveBrand = (id: number | undefined, fields: InputOf<Endpoints['customBrandCreate']>) =>
  id === undefined ? client.customBrandCreate(fields) : client.customBrandUpdate({ id, ...fields });

export const deleteItemMutation = (kind: ItemKind) =>
  endpointMutation(kind === 'market' ? 'customMarketDelete' : 'customBrandDelete');
