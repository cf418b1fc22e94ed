import { z } from 'zod';
import {
  analysableBrandsSchema,
  analysableMarketsSchema,
  analysisFilterSchema,
  brandFieldsSchema,
  brandOverviewSchema,
  brandUpdateSchema,
  categoryOverviewSchema,
  categoryPickerSchema,
  categoryPickListSchema,
  customBrandListSchema,
  customBrandSchema,
  customMarketListSchema,
  customMarketSchema,
  deletedSchema,
  filterCostSchema,
  itemListSchema,
  itemRefSchema,
  marketFieldsSchema,
  marketOverviewSchema,
  marketRefSchema,
  marketUpdateSchema,
  pickerSearchSchema,
  priceBandsSchema,
  shareMoversInputSchema,
  shareMoversSchema,
  storePickListSchema,
  topBrandsSchema,
  topCategoriesSchema,
  topListSchema,
  topProductsSchema,
} from '../enterprise.ts';
import { endpoint } from './endpoint.ts';

const gated = ['PLAN_REQUIRED'] as const;
const item = ['PLAN_REQUIRED', 'NOT_FOUND'] as const;
const charged = {
  charged: true,
  errors: [
    'PLAN_REQUIRED',
    'NOT_FOUND',
    'DATA_NOT_FOUND',
    'INVALID_DATE_RANGE',
    'TOKENS_EXHAUSTED',
    'MARKET_NOT_READY',
  ],
} as const;
const quoted = ['PLAN_REQUIRED', 'NOT_FOUND', 'INVALID_DATE_RANGE', 'MARKET_NOT_READY'] as const;
// Paths are spelled whole: the endpoint table's types know each path as its literal text.
const post = { method: 'POST' as const, tag: 'enterprise', access: 'user' as const };
const custom = <P extends string>(path: P, summary: string) => ({ ...post, path, summary });
/** An analysis reads the market (and charges its tokens); it changes nothing else. */
const analysis = <P extends string>(path: P, summary: string) => ({
  ...custom(path, summary),
  effect: 'read' as const,
});

/** Spec §7: the enterprise dashboard's custom brands and markets (Genius and up). */
export const enterpriseCustomEndpoints = {
  customBrandGet: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/brands/get',
      'One custom brand: the caller’s own, or a provider list',
    ),
    effect: 'read',
    body: itemRefSchema,
    response: customBrandSchema,
    errors: item,
  }),
  customBrandGetAll: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/brands/getAll',
      'The caller’s custom brands and the provider’s public ones, by name',
    ),
    effect: 'read',
    body: itemListSchema,
    response: customBrandListSchema,
    errors: gated,
  }),
  customBrandCreate: endpoint({
    ...custom('/internal/feature/enterprise_dashboard/custom/brands/create', 'Create a custom brand'),
    body: brandFieldsSchema,
    response: customBrandSchema,
    errors: item,
  }),
  customBrandUpdate: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/brands/update',
      'Change one of the caller’s custom brands',
    ),
    body: brandUpdateSchema,
    response: customBrandSchema,
    errors: item,
  }),
  customBrandDelete: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/brands/delete',
      'Delete one of the caller’s custom brands',
    ),
    body: itemRefSchema,
    response: deletedSchema,
    errors: item,
  }),
  customMarketGet: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/markets/get',
      'One custom market: the caller’s own, or a provider list',
    ),
    effect: 'read',
    body: itemRefSchema,
    response: customMarketSchema,
    errors: item,
  }),
  customMarketGetAll: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/markets/getAll',
      'The caller’s custom markets and the provider’s public ones, by name',
    ),
    effect: 'read',
    body: itemListSchema,
    response: customMarketListSchema,
    errors: gated,
  }),
  customMarketCreate: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/markets/create',
      'Create a custom market; what it holds and its figures are built in a job, its progress in `build`',
    ),
    body: marketFieldsSchema,
    response: customMarketSchema,
    errors: [...item, 'MARKET_LIMIT_REACHED'],
  }),
  customMarketUpdate: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/markets/update',
      'Change one of the caller’s custom markets; a change of what it holds is built again in a job',
    ),
    body: marketUpdateSchema,
    response: customMarketSchema,
    errors: item,
  }),
  customMarketDelete: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/markets/delete',
      'Delete one of the caller’s custom markets',
    ),
    body: itemRefSchema,
    response: deletedSchema,
    errors: item,
  }),
  customStoresGetAll: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/stores/getAll',
      'Stores of a marketplace by name, for the pickers',
    ),
    effect: 'read',
    body: pickerSearchSchema,
    response: storePickListSchema,
    errors: gated,
  }),
  customCategoriesGetAll: endpoint({
    ...custom(
      '/internal/feature/enterprise_dashboard/custom/categories/getAll',
      'Categories of a marketplace by name, for the pickers',
    ),
    effect: 'read',
    body: categoryPickerSchema,
    response: categoryPickListSchema,
    errors: gated,
  }),
};

/** Spec §7: the enterprise dashboard's analysis, charged per spec §9. */
export const enterpriseAnalysisEndpoints = {
  enterpriseMarkets: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/markets',
      'The markets the caller may analyse, and whether the first-time guide was seen',
    ),
    body: z.object({}),
    response: analysableMarketsSchema,
    errors: gated,
  }),
  enterpriseBrands: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/brands',
      'The brands a market holds, each with its marketplaces',
    ),
    body: marketRefSchema,
    response: analysableBrandsSchema,
    errors: item,
  }),
  enterpriseOnboarded: endpoint({
    ...custom('/internal/feature/enterprise_dashboard/onboarding', 'Remember that the first-time guide was seen'),
    body: z.object({}),
    response: z.object({ onboarded: z.literal(true) }),
    errors: gated,
  }),
  enterpriseFilterCost: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/filter_cost',
      'What applying the filter would take now, as the charge would take it: shown before the user confirms',
    ),
    body: analysisFilterSchema,
    response: filterCostSchema,
    errors: quoted,
  }),
  enterpriseMarketOverview: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/market_overview',
      'Revenue, units, products sold, average price, marketplace shares, top stores and daily series',
    ),
    body: analysisFilterSchema,
    response: marketOverviewSchema,
    ...charged,
  }),
  enterpriseBrandOverview: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/brand_overview',
      'Each selected brand’s share of the market, daily, against the previous period',
    ),
    body: analysisFilterSchema,
    response: brandOverviewSchema,
    ...charged,
  }),
  enterpriseCategoryOverview: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/category_overview',
      'Category shares at the chosen level, daily',
    ),
    body: analysisFilterSchema,
    response: categoryOverviewSchema,
    ...charged,
  }),
  enterprisePriceBands: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/price_bands',
      'How the market’s revenue and units spread over price bands, against the previous period',
    ),
    body: analysisFilterSchema,
    response: priceBandsSchema,
    ...charged,
  }),
  enterpriseShareMovers: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/share_movers',
      'The products whose revenue change explains most of a brand’s share change',
    ),
    body: shareMoversInputSchema,
    response: shareMoversSchema,
    ...charged,
  }),
  enterpriseTopBrands: endpoint({
    ...analysis('/internal/feature/enterprise_dashboard/top_brands', 'The market’s brands, ranked and paged'),
    body: topListSchema,
    response: topBrandsSchema,
    ...charged,
  }),
  enterpriseTopProducts: endpoint({
    ...analysis('/internal/feature/enterprise_dashboard/top_products', 'The market’s products, ranked and paged'),
    body: topListSchema,
    response: topProductsSchema,
    ...charged,
  }),
  enterpriseTopCategories: endpoint({
    ...analysis(
      '/internal/feature/enterprise_dashboard/top_categories',
      'The market’s categories at the chosen level, ranked and paged',
    ),
    body: topListSchema,
    response: topCategoriesSchema,
    ...charged,
  }),
};
