import {
  apiPaths,
  dataRequestSchema,
  type DataRequestInput,
  categoryAnalyticsSchema,
  categoryListSchema,
  categoryProductsSchema,
  productAnalyticsSchema,
  productRefSchema,
  productSearchSchema,
  storeAnalyticsSchema,
  storeProductsSchema,
  storeRefSchema,
  storeSearchSchema,
  type Analytics,
  type BrandShare,
  type CategoryAnalyticsInput,
  type CategoryListInput,
  type CategoryNode,
  type CategoryProductsInput,
  type Paged,
  type ProductAnalyticsInput,
  type ProductDetail,
  type ProductSearchInput,
  type ProductSummary,
  type ResearchAnswer,
  type ResearchMarketplace,
  type StoreAnalyticsInput,
  type StoreDetail,
  type StoreProductsInput,
  type StoreSearchInput,
  type StoreSummary,
  type TokopediaStatistics,
} from '@pasarlens/contracts';
import { api } from '../../lib/api.ts';

export interface CategoryList {
  items: CategoryNode[];
  total_count: number;
}

/** Query keys of this feature; every research answer sits under `researchKeys.all`. */
export const researchKeys = {
  all: ['research'] as const,
  tree: (marketplace: ResearchMarketplace, parentId: number | null) => ['research', 'tree', marketplace, parentId] as const,
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
};

/** One level of the category tree (GET, no token): the marketplace's top level, or a parent's children. */
export function getCategoryTree(marketplace: ResearchMarketplace, parentId: number | null) {
  const query = new URLSearchParams({ marketplace });
  if (parentId !== null) query.set('parent_id', String(parentId));
  return api.get<{ items: CategoryNode[] }>(`${apiPaths.featureCategory}?${query.toString()}`);
}

// Every research call below is checked locally against the contracts' schema first (412 'Data
// Validation Error' with the issues, without any request).

export const researchCategories = (input: CategoryListInput) =>
  api.post<ResearchAnswer<CategoryList>>(apiPaths.categoryResearchCategories, input, { schema: categoryListSchema });

export const researchCategoryProducts = (input: CategoryProductsInput) =>
  api.post<ResearchAnswer<Paged<ProductSummary>>>(apiPaths.categoryResearchProducts, input, { schema: categoryProductsSchema });

export const researchCategoryAnalytics = (input: CategoryAnalyticsInput) =>
  api.post<ResearchAnswer<Analytics<BrandShare>>>(apiPaths.categoryResearchAnalytics, input, { schema: categoryAnalyticsSchema });

export const researchProducts = (input: ProductSearchInput) =>
  api.post<ResearchAnswer<Paged<ProductSummary>>>(apiPaths.productResearchProducts, input, { schema: productSearchSchema });

export const researchProduct = (productId: number) =>
  api.post<ResearchAnswer<ProductDetail>>(apiPaths.productResearchProduct, { product_id: productId }, { schema: productRefSchema });

export const researchProductAnalytics = (input: ProductAnalyticsInput) =>
  api.post<ResearchAnswer<Analytics<never>>>(apiPaths.productResearchAnalytics, input, { schema: productAnalyticsSchema });

export const researchStores = (input: StoreSearchInput) =>
  api.post<ResearchAnswer<Paged<StoreSummary>>>(apiPaths.storeResearchStores, input, { schema: storeSearchSchema });

export const researchStore = (storeId: number) =>
  api.post<ResearchAnswer<StoreDetail>>(apiPaths.storeResearchStore, { store_id: storeId }, { schema: storeRefSchema });

export const researchStoreProducts = (input: StoreProductsInput) =>
  api.post<ResearchAnswer<Paged<ProductSummary>>>(apiPaths.storeResearchProducts, input, { schema: storeProductsSchema });

export const researchStoreAnalytics = (input: StoreAnalyticsInput) =>
  api.post<ResearchAnswer<Analytics<never>>>(apiPaths.storeResearchAnalytics, input, { schema: storeAnalyticsSchema });

export interface TokopediaStatisticsInput {
  shop_domain: string;
  product_key: string;
  product_id: number;
}

/** A Tokopedia product's statistics (GET, 1 token): its variants with this month's estimates. */
export function tokopediaStatistics(input: TokopediaStatisticsInput) {
  const query = new URLSearchParams({ shop_domain: input.shop_domain, product_key: input.product_key, product_id: String(input.product_id) });
  return api.get<TokopediaStatistics>(`${apiPaths.tokopediaStatistics}?${query.toString()}`);
}

/** Spec §8: ask for data we do not have yet (nothing found, or still being validated). */
export const requestData = (input: DataRequestInput) => api.post<{ requested: true }>(apiPaths.dataRequest, input, { schema: dataRequestSchema });
