import type {
  CategoryAnalyticsInput,
  CategoryListInput,
  CategoryProductsInput,
  EndpointName,
  Endpoints,
  InputOf,
  ProductAnalyticsInput,
  OpportunitySearchInput,
  ProductSearchInput,
  ResearchMarketplace,
  StoreAnalyticsInput,
  StoreProductsInput,
  StoreSearchInput,
} from '@pasarlens/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../lib/api.ts';
import { endpointQuery } from '../../lib/client.ts';
import { refreshCurrentUser } from '../../lib/refreshCurrentUser.ts';
import { endpointMutation } from '../../lib/mutations.ts';

/**
 * Research answers spend tokens: an answer already on screen is reused for a while rather than
 * asked (and paid for) again when a view is revisited.
 */
const RESEARCH_STALE_MS = 5 * 60_000;
/** The tree changes with the daily market data at most: a level once loaded is kept a while. */
const TREE_STALE_MS = 30 * 60_000;

/** A network failure or a server error gets one more try; any other failure will not change. */
const retryTransient = (failures: number, error: Error) =>
  failures < 1 && isApiError(error) && (error.failure.status === 0 || error.failure.status >= 500);

/** A refusal for too few tokens means the balance shown was out of date (spent in another tab, say): it is read again. */
function research<K extends EndpointName>(name: K, input: InputOf<Endpoints[K]>) {
  const { queryFn, ...options } = endpointQuery(name, input);
  return queryOptions({
    ...options,
    queryFn: async (context) => {
      try {
        return await queryFn!(context);
      } catch (error) {
        if (isApiError(error) && error.failure.body?.code === 'TOKENS_EXHAUSTED')
          void refreshCurrentUser(context.client);
        throw error;
      }
    },
    staleTime: RESEARCH_STALE_MS,
    retry: retryTransient,
  });
}

export interface TokopediaStatisticsInput {
  shop_domain: string;
  product_key: string;
  product_id: number;
}

/**
 * The research feature's reads as TanStack Query options. Every input is checked locally against
 * the contract first (412 'Data Validation Error' with the issues, without any request), and a
 * charged answer brings the header's token balance with it.
 */
export const researchQueries = {
  /** One level of the category tree (GET, no token): the marketplace's top level, or a parent's children. */
  categoryTree: (marketplace: ResearchMarketplace, parentId: number | null) => ({
    ...endpointQuery('featureCategory', parentId === null ? { marketplace } : { marketplace, parent_id: parentId }),
    staleTime: TREE_STALE_MS,
  }),
  categories: (input: CategoryListInput) => research('categoryResearchCategories', input),
  categoryProducts: (input: CategoryProductsInput) => research('categoryResearchProducts', input),
  categoryAnalytics: (input: CategoryAnalyticsInput) => research('categoryResearchAnalytics', input),
  products: (input: ProductSearchInput) => research('productResearchProducts', input),
  product: (productId: number) => research('productResearchProduct', { product_id: productId }),
  productAnalytics: (input: ProductAnalyticsInput) => research('productResearchAnalytics', input),
  stores: (input: StoreSearchInput) => research('storeResearchStores', input),
  store: (storeId: number) => research('storeResearchStore', { store_id: storeId }),
  storeProducts: (input: StoreProductsInput) => research('storeResearchProducts', input),
  storeAnalytics: (input: StoreAnalyticsInput) => research('storeResearchAnalytics', input),
  /** A Tokopedia product's statistics (GET, 1 token): its variants with this month's estimates. */
  tokopediaStatistics: (input: TokopediaStatisticsInput) => research('tokopediaStatistics', input),
  /** A category's niches or products ranked by the opportunity score (decisions/040). */
  opportunities: (input: OpportunitySearchInput) => research('opportunityResearch', input),
};

/** Spec §8: ask for data we do not have yet (nothing found, or still being validated). */
export const requestDataMutation = () => endpointMutation('dataRequest');
