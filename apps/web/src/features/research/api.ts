import type {
  CategoryAnalyticsInput,
  CategoryListInput,
  CategoryProductsInput,
  DataRequestInput,
  OpportunitySearchInput,
  ProductAnalyticsInput,
  ProductSearchInput,
  ResearchMarketplace,
  StoreAnalyticsInput,
  StoreProductsInput,
  StoreSearchInput,
} from '@pasarlens/contracts';
import { client } from '../../lib/client.ts';

/** Query keys of this feature; every research answer sits under `researchKeys.all`. */
export const researchKeys = {
  all: ['research'] as const,
  tree: (marketplace: ResearchMarketplace, parentId: number | null) =>
    ['research', 'tree', marketplace, parentId] as const,
  categories: (input: CategoryListInput) => ['research', 'categories', input] as const,
  categoryProducts: (input: CategoryProductsInput) => ['research', 'category-products', input] as const,
  categoryAnalytics: (input: CategoryAnalyticsInput) => ['research', 'category-analytics', input] as const,
  products: (input: ProductSearchInput) => ['research', 'products', input] as const,
  product: (productId: number) => ['research', 'product', productId] as const,
  productAnalytics: (input: ProductAnalyticsInput) => ['research', 'product-analytics', input] as const,
  stores: (input: StoreSearchInput) => ['research', 'stores', input] as const,
  store: (storeId: number) => ['research', 'store', storeId] as const,
  storeProducts: (input: StoreProductsInput) => ['research', 'store-products', input] as const,
  storeAnalytics: (input: StoreAnalyticsInput) => ['research', 'store-analytics', input] as const,
  tokopediaStatistics: (productId: number) => ['research', 'tokopedia-statistics', productId] as const,
  opportunities: (input: OpportunitySearchInput) => ['research', 'opportunities', input] as const,
};

/** One level of the category tree (GET, no token): the marketplace's top level, or a parent's children. */
export const getCategoryTree = (marketplace: ResearchMarketplace, parentId: number | null) =>
  client.featureCategory(parentId === null ? { marketplace } : { marketplace, parent_id: parentId });

// Every research call below is checked locally against the contract first (412 'Data
// Validation Error' with the issues, without any request).

export const researchCategories = (input: CategoryListInput) => client.categoryResearchCategories(input);
export const researchCategoryProducts = (input: CategoryProductsInput) => client.categoryResearchProducts(input);
export const researchCategoryAnalytics = (input: CategoryAnalyticsInput) => client.categoryResearchAnalytics(input);
export const researchProducts = (input: ProductSearchInput) => client.productResearchProducts(input);
export const researchProduct = (productId: number) => client.productResearchProduct({ product_id: productId });
export const researchProductAnalytics = (input: ProductAnalyticsInput) => client.productResearchAnalytics(input);
export const researchStores = (input: StoreSearchInput) => client.storeResearchStores(input);
export const researchStore = (storeId: number) => client.storeResearchStore({ store_id: storeId });
export const researchStoreProducts = (input: StoreProductsInput) => client.storeResearchProducts(input);
export const researchStoreAnalytics = (input: StoreAnalyticsInput) => client.storeResearchAnalytics(input);
export const researchOpportunities = (input: OpportunitySearchInput) => client.opportunityResearch(input);

export interface TokopediaStatisticsInput {
  shop_domain: string;
  product_key: string;
  product_id: number;
}

/** A Tokopedia product's statistics (GET, 1 token): its variants with this month's estimates. */
export const tokopediaStatistics = (input: TokopediaStatisticsInput) => client.tokopediaStatistics(input);

/** Spec §8: ask for data we do not have yet (nothing found, or still being validated). */
export const requestData = (input: DataRequestInput) => client.dataRequest(input);
