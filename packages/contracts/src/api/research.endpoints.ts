import { z } from 'zod';
import {
  affiliateProductSchema,
  analyticsSchema,
  brandShareSchema,
  categoryAnalyticsSchema,
  categoryListAnswerSchema,
  categoryListSchema,
  categoryNodeSchema,
  categoryProductsSchema,
  dataRequestAnswerSchema,
  dataRequestSchema,
  pagedSchema,
  productAnalyticsSchema,
  productDetailSchema,
  productImageRefSchema,
  productRefSchema,
  productSearchSchema,
  productSummarySchema,
  researchAnswerSchema,
  shopeeStoreRangeSchema,
  shopeeStoreRefSchema,
  shopeeStoresSchema,
  storeAnalyticsSchema,
  storeDetailSchema,
  storeProductsSchema,
  storeRefSchema,
  storeSearchSchema,
  storeSummarySchema,
  tokopediaCategoryProductsSchema,
  tokopediaListSchema,
  tokopediaProductSchema,
  tokopediaSearchProductsSchema,
  tokopediaSearchStoresSchema,
  tokopediaStatisticsAnswerSchema,
  tokopediaStatisticsSchema,
  tokopediaStoreProductsSchema,
  tokopediaStoreSchema,
} from '../research.ts';
import { RESEARCH_MARKETPLACES } from '../marketplaces.ts';
import { endpoint } from './endpoint.ts';

const productPage = researchAnswerSchema(pagedSchema(productSummarySchema));
const storePage = researchAnswerSchema(pagedSchema(storeSummarySchema));
const salesHistory = researchAnswerSchema(analyticsSchema(z.never()));
/** A question behind a POST body: it reads (and may charge), it changes nothing. */
const read = { method: 'POST', access: 'user', effect: 'read' } as const;
/** A charged search: nothing found takes no token (spec §8). */
const search = { ...read, charged: true, errors: ['DATA_NOT_FOUND', 'TOKENS_EXHAUSTED'] } as const;
/** A charged search with filters and sort orders, which need research support (spec §6). */
const refinedSearch = { ...search, errors: [...search.errors, 'PLAN_REQUIRED'] } as const;
/** History over a range: the plan's history, within its range, charged. */
const history = { ...search, errors: [...search.errors, 'INVALID_DATE_RANGE'] } as const;
const tokopedia = {
  method: 'GET',
  tag: 'tokopedia',
  access: 'user',
  charged: true,
  errors: ['DATA_NOT_FOUND', 'TOKENS_EXHAUSTED'],
} as const;
/** A free look-up of one thing (or one level of things). */
const lookup = { ...read, errors: ['DATA_NOT_FOUND'] } as const;

/** Spec §7 research: category, product and store research and the category tree. */
export const researchEndpoints = {
  marketplaces: endpoint({
    method: 'GET',
    path: '/public/v1/marketplaces',
    tag: 'research',
    summary:
      'The marketplaces we have data for (the others are not offered), and the last day with figures, in all and of each',
    access: 'public',
    response: z.object({
      items: z.array(z.enum(RESEARCH_MARKETPLACES)),
      /** The last day with market figures (YYYY-MM-DD): where a range picker's default window ends; null without data. */
      lastDay: z.string().nullable(),
      /** Each marketplace's own last day with figures: what its pages say their data is as of. */
      lastDays: z.partialRecord(z.enum(RESEARCH_MARKETPLACES), z.string()),
    }),
  }),
  featureCategory: endpoint({
    method: 'GET',
    path: '/internal/feature/category',
    tag: 'research',
    summary: "One level of a marketplace's category tree (no token)",
    access: 'user',
    query: categoryListSchema,
    response: z.object({ items: z.array(categoryNodeSchema) }),
  }),
  dataRequest: endpoint({
    method: 'POST',
    path: '/internal/feature/data_request',
    tag: 'research',
    summary: 'Ask for data we do not have yet (spec §8)',
    access: 'user',
    body: dataRequestSchema,
    response: dataRequestAnswerSchema,
  }),
  categoryResearchCategories: endpoint({
    ...lookup,
    path: '/internal/feature/category_research/categories',
    tag: 'research',
    summary: 'Categories of a level with their 30-day sales',
    body: categoryListSchema,
    response: researchAnswerSchema(categoryListAnswerSchema),
  }),
  categoryResearchProducts: endpoint({
    ...refinedSearch,
    path: '/internal/feature/category_research/products',
    tag: 'research',
    summary: "A category's products, ranked (1 token)",
    body: categoryProductsSchema,
    response: productPage,
  }),
  categoryResearchAnalytics: endpoint({
    ...history,
    path: '/internal/feature/category_research/analytics',
    tag: 'research',
    summary: "A category's daily sales and brand shares over a range (2 tokens)",
    body: categoryAnalyticsSchema,
    response: researchAnswerSchema(analyticsSchema(brandShareSchema)),
  }),
  productResearchProducts: endpoint({
    ...refinedSearch,
    path: '/internal/feature/product_research/products',
    tag: 'research',
    summary: 'Search products by name (1 token)',
    body: productSearchSchema,
    response: productPage,
  }),
  productResearchProduct: endpoint({
    ...lookup,
    path: '/internal/feature/product_research/product',
    tag: 'research',
    summary: 'One product with its variants and affiliate terms',
    body: productRefSchema,
    response: researchAnswerSchema(productDetailSchema),
  }),
  productImage: endpoint({
    method: 'GET',
    path: '/media/products/:id/image',
    tag: 'research',
    access: 'public',
    params: productImageRefSchema,
    errors: ['NOT_FOUND'],
    summary:
      "A product's picture: the marketplace's image, fetched once and cached, or one drawn from its name and category (SVG)",
    response: z.string().describe('image bytes'),
  }),
  productResearchAnalytics: endpoint({
    ...history,
    path: '/internal/feature/product_research/analytics',
    tag: 'research',
    summary: "A product's daily sales over a range (1 token)",
    body: productAnalyticsSchema,
    response: salesHistory,
  }),
  storeResearchStores: endpoint({
    ...refinedSearch,
    path: '/internal/feature/store_research/stores',
    tag: 'research',
    summary: 'Search stores (1 token)',
    body: storeSearchSchema,
    response: storePage,
  }),
  storeResearchStore: endpoint({
    ...lookup,
    path: '/internal/feature/store_research/store',
    tag: 'research',
    summary: 'One store',
    body: storeRefSchema,
    response: researchAnswerSchema(storeDetailSchema),
  }),
  storeResearchProducts: endpoint({
    ...refinedSearch,
    path: '/internal/feature/store_research/products',
    tag: 'research',
    summary: "A store's products, 30 at a time (1 token)",
    body: storeProductsSchema,
    response: productPage,
  }),
  storeResearchAnalytics: endpoint({
    ...history,
    path: '/internal/feature/store_research/analytics',
    tag: 'research',
    summary: "A store's daily sales over a range (2 tokens)",
    body: storeAnalyticsSchema,
    response: salesHistory,
  }),
};

/** Spec §7 Shopee store calls: a store named by its username, pages of 10 from 0. */
export const shopeeEndpoints = {
  shopeeStores: endpoint({
    ...search,
    path: '/internal/feature/shopee/stores',
    tag: 'shopee',
    summary: 'Shopee stores whose username starts with the text (1 token)',
    body: shopeeStoresSchema,
    response: storePage,
  }),
  shopeeStoreInfo: endpoint({
    ...lookup,
    path: '/internal/feature/shopee/store_info',
    tag: 'shopee',
    summary: 'One Shopee store by username',
    body: shopeeStoreRefSchema,
    response: researchAnswerSchema(storeDetailSchema),
  }),
  shopeeStoreAnalytics: endpoint({
    ...history,
    path: '/internal/feature/shopee/store_analytics',
    tag: 'shopee',
    summary: "A Shopee store's daily sales between minDate and maxDate (2 tokens)",
    body: shopeeStoreRangeSchema,
    response: salesHistory,
  }),
  shopeeStoreProduct: endpoint({
    ...search,
    path: '/internal/feature/shopee/store_product',
    tag: 'shopee',
    summary: "A Shopee store's products, 10 a page (1 token)",
    body: shopeeStoreRangeSchema,
    response: productPage,
  }),
  shopeeStoreAffiliates: endpoint({
    ...lookup,
    path: '/internal/feature/shopee/store_affiliates',
    tag: 'shopee',
    summary: "The affiliate terms of a Shopee store's products",
    body: shopeeStoreRangeSchema,
    response: researchAnswerSchema(pagedSchema(affiliateProductSchema)),
  }),
};

const tokopediaProducts = tokopediaListSchema(tokopediaProductSchema);

/** Spec §7 Tokopedia calls, in Tokopedia's own shapes. */
export const tokopediaEndpoints = {
  tokopediaSearchProducts: endpoint({
    ...tokopedia,
    path: '/internal/feature/tokopedia/search-products',
    summary: 'Search Tokopedia products (1 token)',
    query: tokopediaSearchProductsSchema,
    response: tokopediaProducts,
  }),
  tokopediaCategoryProducts: endpoint({
    ...tokopedia,
    path: '/internal/feature/tokopedia/search-category-products',
    summary: "A Tokopedia category's products (1 token)",
    query: tokopediaCategoryProductsSchema,
    response: tokopediaProducts,
  }),
  tokopediaSearchStores: endpoint({
    ...tokopedia,
    path: '/internal/feature/tokopedia/search-stores',
    summary: 'Search Tokopedia stores (1 token)',
    query: tokopediaSearchStoresSchema,
    response: tokopediaListSchema(tokopediaStoreSchema),
  }),
  tokopediaStoreProducts: endpoint({
    ...tokopedia,
    path: '/internal/feature/tokopedia/search-store-products',
    summary: "A Tokopedia store's products (1 token)",
    query: tokopediaStoreProductsSchema,
    response: tokopediaProducts,
  }),
  tokopediaStatistics: endpoint({
    ...tokopedia,
    path: '/internal/feature/tokopedia/statistics',
    summary: "A Tokopedia product's statistics with its variants (1 token)",
    query: tokopediaStatisticsSchema,
    response: tokopediaStatisticsAnswerSchema,
  }),
};
