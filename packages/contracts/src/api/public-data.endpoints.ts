import { z } from 'zod';
import {
  analysableMarketsSchema,
  analysisFilterSchema,
  marketOverviewSchema,
  topBrandsSchema,
  topCategoriesSchema,
  topListSchema,
  topProductsSchema,
} from '../enterprise.ts';
import { rowId } from '../fields.ts';
import { keywordInsightSchema, keywordQuestionSchema } from '../live.ts';
import { apiAllowance, PLANS, TOKEN_COSTS, type TokenAction } from '../plans.ts';
import {
  analyticsSchema,
  brandShareSchema,
  categoryListSchema,
  categoryNodeSchema,
  categoryProductsSchema,
  dateRangeSchema,
  pagedSchema,
  productAnalyticsSchema,
  productDetailSchema,
  productRefSchema,
  productSearchSchema,
  productSummarySchema,
  salesSummarySchema,
  storeDetailSchema,
  storeRefSchema,
  storeSearchSchema,
  storeSummarySchema,
} from '../research.ts';
import { endpoint } from './endpoint.ts';

/**
 * Every public data answer: the figures (with the provenance and confidence the research and
 * dashboard answers carry) and the last day with market figures they are as of.
 */
export const publicAnswerSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    /** The last day (Asia/Jakarta, YYYY-MM-DD) with market figures: what the answer is as of; null without data. */
    asOf: z.string().nullable(),
    data,
  });

const found = ['DATA_NOT_FOUND'] as const;
const charged = ['DATA_NOT_FOUND', 'TOKENS_EXHAUSTED'] as const;
const ranged = [...charged, 'INVALID_DATE_RANGE'] as const;
const market = ['PLAN_REQUIRED', 'NOT_FOUND', ...ranged, 'MARKET_NOT_READY'] as const;

const tokens = (action: TokenAction) => `${TOKEN_COSTS[action]} token${TOKEN_COSTS[action] === 1 ? '' : 's'}`;
const ONCE_A_DAY =
  'Nothing is charged when the call fails or finds nothing, and the same question asked again the same Jakarta day (in any order) is free.';
const cost = (action: TokenAction) => `Costs ${tokens(action)} from the plan's monthly tokens. ${ONCE_A_DAY}`;
const FREE = 'Free: takes no tokens.';

/** A data call: a question in a JSON body, read only, with an API key. */
const data = <P extends string>(path: P, summary: string, description: string) => ({
  method: 'POST' as const,
  path,
  tag: 'public',
  access: 'key' as const,
  effect: 'read' as const,
  summary,
  description,
});

const productPage = publicAnswerSchema(pagedSchema(productSummarySchema));
const salesHistory = publicAnswerSchema(analyticsSchema(z.never()));
const categoryRangeSchema = z.intersection(z.object({ category_id: rowId() }), dateRangeSchema);
const storeRangeSchema = z.intersection(storeRefSchema, dateRangeSchema);
const RANGE = 'The range is 3 to 90 days long and ends at the latest today (Asia/Jakarta).';
const PAGES =
  'Pages start at 0 on Shopee and at 1 on Tokopedia and TikTok Shop; `page_size` is 10, 20, 50 or 100 (20 unless given).';
const MARKET =
  'A saved enterprise market (see `markets`). Applying a filter (marketplaces, brands, categories, level) costs 5 tokens once a Jakarta day and answers the overview and the first page of every top list; the same filter over other dates costs 1 per range; every further page of a top list costs 1. Figures carry their provenance (measured or estimated); the range is at most 90 days and defaults to the last 30.';

/** The per-plan request limits, as the OpenAPI document states them. */
export const apiLimitsText = (): string =>
  Object.values(PLANS)
    .filter((plan) => apiAllowance(plan.id))
    .map((plan) => {
      const { burst, perMinute } = apiAllowance(plan.id)!;
      return `${plan.title}: ${perMinute} requests a minute per key, bursts of up to ${burst}`;
    })
    .join('; ');

/** The public data API (decisions/036): research, history and enterprise reads with an API key. */
export const publicDataEndpoints = {
  dataProductSearch: endpoint({
    ...data(
      '/public/v1/data/products/search',
      'Search products by name, ranked (1 token)',
      `${cost('search')} ${PAGES}`,
    ),
    body: productSearchSchema.meta({ examples: [{ marketplace: 'shopee', q: 'hijab', page: 0, page_size: 20 }] }),
    response: productPage,
    errors: charged,
  }),
  dataProduct: endpoint({
    ...data('/public/v1/data/products/detail', 'One product with its variants and affiliate terms', FREE),
    body: productRefSchema.meta({ examples: [{ product_id: 1 }] }),
    response: publicAnswerSchema(productDetailSchema),
    errors: found,
  }),
  dataProductHistory: endpoint({
    ...data(
      '/public/v1/data/products/history',
      "A product's daily sales over a range (1 token)",
      `${cost('historicalProductDetail')} ${RANGE} A day that was not measured is null, never 0.`,
    ),
    body: productAnalyticsSchema.meta({
      examples: [{ product_id: 1, start_date: '2026-10-01', end_date: '2026-10-30' }],
    }),
    response: salesHistory,
    errors: ranged,
  }),
  dataStoreSearch: endpoint({
    ...data('/public/v1/data/stores/search', 'Search stores, ranked (1 token)', `${cost('search')} ${PAGES}`),
    body: storeSearchSchema.meta({ examples: [{ marketplace: 'shopee', q: 'official', page: 0 }] }),
    response: publicAnswerSchema(pagedSchema(storeSummarySchema)),
    errors: charged,
  }),
  dataStore: endpoint({
    ...data('/public/v1/data/stores/detail', 'One store', FREE),
    body: storeRefSchema.meta({ examples: [{ store_id: 1 }] }),
    response: publicAnswerSchema(storeDetailSchema),
    errors: found,
  }),
  dataStoreHistory: endpoint({
    ...data(
      '/public/v1/data/stores/history',
      "A store's daily sales over a range (2 tokens)",
      `${cost('historicalCategoryOrStoreDetail')} ${RANGE}`,
    ),
    body: storeRangeSchema.meta({ examples: [{ store_id: 1, start_date: '2026-10-01', end_date: '2026-10-30' }] }),
    response: salesHistory,
    errors: ranged,
  }),
  dataCategories: endpoint({
    ...data(
      '/public/v1/data/categories',
      "One level of a marketplace's category tree with 30-day sales",
      `${FREE} Without parent_id, the top level; with it, that category's children.`,
    ),
    body: categoryListSchema.meta({ examples: [{ marketplace: 'shopee' }] }),
    response: publicAnswerSchema(z.object({ items: z.array(categoryNodeSchema) })),
  }),
  dataCategoryTopProducts: endpoint({
    ...data(
      '/public/v1/data/categories/top-products',
      "A category's products, ranked (1 token)",
      `${cost('search')} ${PAGES}`,
    ),
    body: categoryProductsSchema.meta({
      examples: [{ marketplace: 'shopee', category_id: 1, sort: 'revenue30', page: 0 }],
    }),
    response: productPage,
    errors: charged,
  }),
  dataCategoryHistory: endpoint({
    ...data(
      '/public/v1/data/categories/history',
      "A category's daily sales and its brands over a range (2 tokens)",
      `${cost('historicalCategoryOrStoreDetail')} ${RANGE} The same answer as brand-share: one of them is charged, the other is then free that day.`,
    ),
    body: categoryRangeSchema.meta({
      examples: [{ category_id: 1, start_date: '2026-10-01', end_date: '2026-10-30' }],
    }),
    response: publicAnswerSchema(analyticsSchema(brandShareSchema)),
    errors: ranged,
  }),
  dataCategoryBrandShare: endpoint({
    ...data(
      '/public/v1/data/categories/brand-share',
      "Each brand's share of a category's revenue over a range (2 tokens)",
      `${cost('historicalCategoryOrStoreDetail')} ${RANGE} The same answer as the category's history: one of them is charged, the other is then free that day.`,
    ),
    body: categoryRangeSchema.meta({
      examples: [{ category_id: 1, start_date: '2026-10-01', end_date: '2026-10-30' }],
    }),
    response: publicAnswerSchema(
      z.object({
        /** Brands by revenue; `share` is the brand's part of the category's revenue (0 to 1). */
        items: z.array(brandShareSchema.extend({ share: z.number() })),
        total_count: z.number(),
        summary: salesSummarySchema.nullable(),
      }),
    ),
    errors: ranged,
  }),
  dataKeywords: endpoint({
    ...data(
      '/public/v1/data/keywords',
      "A keyword's daily search volume and related keywords (1 token)",
      cost('search'),
    ),
    body: keywordQuestionSchema.meta({ examples: [{ marketplace: 'shopee', keyword: 'hijab' }] }),
    response: publicAnswerSchema(keywordInsightSchema),
    errors: charged,
  }),
  dataMarkets: endpoint({
    ...data('/public/v1/data/markets', 'The saved enterprise markets the key may analyse', FREE),
    body: z.object({}),
    response: publicAnswerSchema(analysableMarketsSchema.omit({ onboarded: true })),
    errors: ['PLAN_REQUIRED'],
  }),
  dataMarketOverview: endpoint({
    ...data(
      '/public/v1/data/markets/overview',
      "A saved market's revenue, units, marketplace shares, top stores, new entrants and daily series",
      MARKET,
    ),
    body: analysisFilterSchema.meta({ examples: [{ market_id: 1, marketplaces: ['shopee'] }] }),
    response: publicAnswerSchema(marketOverviewSchema),
    errors: market,
  }),
  dataMarketTopProducts: endpoint({
    ...data('/public/v1/data/markets/top-products', "A saved market's products, ranked and paged", MARKET),
    body: topListSchema.meta({ examples: [{ market_id: 1, page: 1, page_size: 20 }] }),
    response: publicAnswerSchema(topProductsSchema),
    errors: market,
  }),
  dataMarketTopBrands: endpoint({
    ...data('/public/v1/data/markets/top-brands', "A saved market's brands, ranked and paged", MARKET),
    body: topListSchema.meta({ examples: [{ market_id: 1, page: 1, page_size: 20 }] }),
    response: publicAnswerSchema(topBrandsSchema),
    errors: market,
  }),
  dataMarketTopCategories: endpoint({
    ...data(
      '/public/v1/data/markets/top-categories',
      "A saved market's categories at a level, ranked and paged",
      MARKET,
    ),
    body: topListSchema.meta({ examples: [{ market_id: 1, category_level: 1, page: 1, page_size: 20 }] }),
    response: publicAnswerSchema(topCategoriesSchema),
    errors: market,
  }),
};
