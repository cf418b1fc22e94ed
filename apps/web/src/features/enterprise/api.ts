import type { AnalysisFilter, MarketBuildView, TopListInput } from '@pasarlens/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, endpointQuery } from '../../lib/client.ts';

export type ItemKind = 'market' | 'brand';
type FilterInput = Partial<AnalysisFilter> & { market_id: number };

/** How often a page asks again while a market it shows is being built. */
export const BUILD_POLL_MS = 2_000;
const whileBuilding = (items: object[] | undefined) =>
  items?.some((item) => 'build' in item && (item.build as MarketBuildView).state === 'building')
    ? BUILD_POLL_MS
    : false;

export const useCustomItems = (kind: ItemKind, page: number, q: string) =>
  useQuery({
    ...endpointQuery(kind === 'market' ? 'customMarketGetAll' : 'customBrandGetAll', { page, q: q || undefined }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whileBuilding(query.state.data?.items),
  });
export const useCustomMarket = (id: number | undefined) =>
  useQuery({
    ...endpointQuery('customMarketGet', { id: id ?? 1 }),
    enabled: id !== undefined,
    refetchInterval: (query) => whileBuilding(query.state.data && [query.state.data]),
  });
export const useCustomBrand = (id: number | undefined) =>
  useQuery({ ...endpointQuery('customBrandGet', { id: id ?? 1 }), enabled: id !== undefined });
export const useStorePicks = (marketplace: string, q: string) =>
  useQuery({
    ...endpointQuery('customStoresGetAll', { marketplace: marketplace as 'shopee', q: q || undefined }),
    placeholderData: keepPreviousData,
  });
export const useCategoryPicks = (marketplace: string, q: string) =>
  useQuery({
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

export const useAnalysableMarkets = (enabled: boolean) =>
  useQuery({
    ...endpointQuery('enterpriseMarkets', {}),
    enabled,
    refetchInterval: (query) => whileBuilding(query.state.data?.items),
  });
export const useMarketBrands = (marketId: number | undefined) =>
  useQuery({ ...endpointQuery('enterpriseBrands', { market_id: marketId ?? 1 }), enabled: marketId !== undefined });

/**
 * What applying `filter` would take now, asked while the filter modal is open: the server knows
 * what the ledger holds for today. Kept only while asked (`gcTime: 0`), so an answer from before
 * a filter was applied is never shown again.
 */
export const useFilterCost = (filter: FilterInput, enabled: boolean) =>
  useQuery({ ...endpointQuery('enterpriseFilterCost', filter), enabled, gcTime: 0, retry: false });

/** Analysis runs only once a filter is applied (it costs tokens); a failed answer is not retried. */
const applied = { retry: false, staleTime: Infinity } as const;
export const useMarketOverview = (filter: FilterInput | null) =>
  useQuery({
    ...endpointQuery('enterpriseMarketOverview', filter ?? { market_id: 1 }),
    enabled: filter !== null,
    ...applied,
  });
export const useBrandOverview = (filter: FilterInput | null, enabled: boolean) =>
  useQuery({
    ...endpointQuery('enterpriseBrandOverview', filter ?? { market_id: 1 }),
    enabled: enabled && filter !== null,
    ...applied,
  });
export const useCategoryOverview = (filter: FilterInput | null, enabled: boolean) =>
  useQuery({
    ...endpointQuery('enterpriseCategoryOverview', filter ?? { market_id: 1 }),
    enabled: enabled && filter !== null,
    ...applied,
  });
/** Views within the applied filter: they take no tokens beyond the filter's. */
export const usePriceBands = (filter: FilterInput | null, enabled: boolean) =>
  useQuery({
    ...endpointQuery('enterprisePriceBands', filter ?? { market_id: 1 }),
    enabled: enabled && filter !== null,
    ...applied,
  });
export const useShareMovers = (filter: FilterInput | null, brandId: number | undefined) =>
  useQuery({
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
export const useTopList = (
  kind: TopKind,
  input: (Partial<TopListInput> & { market_id: number }) | null,
  enabled: boolean,
) =>
  useQuery({
    ...endpointQuery(TOP_ENDPOINTS[kind], input ?? { market_id: 1 }),
    enabled: enabled && input !== null,
    placeholderData: keepPreviousData,
    ...applied,
  });

export const markOnboarded = () => client.enterpriseOnboarded({});
