import { z } from 'zod';
import { boundedText, calendarDay, rowId, wholeNumber, RANGE_ORDER_MESSAGE } from './fields.ts';
import { RESEARCH_MARKETPLACES } from './marketplaces.ts';
import { revenueRangeSchema } from './confidence.ts';
import { SORT_ORDERS } from './research.ts';

/*
 * The enterprise dashboard (spec §2, §3, §4, §5, §7, §9): custom brands and markets, and their
 * analysis over up to 90 days.
 */

/** Spec §9: active when the dashboard opens. */
export const DEFAULT_ENTERPRISE_MARKETPLACES = ['shopee', 'tiktok', 'tokopedia'] as const;
/** Spec §4 and §9: the most brands one filter may select. */
export const MAX_SELECTED_BRANDS = 20;
/** The id of a market's products that name no brand, in its brand rows: named in the reader's language. */
export const NO_BRAND_ID = 0;
/** Spec §4: the range the dashboard opens with, in complete days ending yesterday. */
export const ENTERPRISE_DEFAULT_DAYS = 30;
export const ENTERPRISE_PAGE_SIZES = [10, 20, 50] as const;
export const ENTERPRISE_STATUSES = ['draft', 'published'] as const;
export type EnterpriseStatus = (typeof ENTERPRISE_STATUSES)[number];
/** Private: its owner's. Public: the provider's curated list, which every Genius and Enterprise user opens but only admins publish. */
export const ENTERPRISE_VISIBILITIES = ['private', 'public'] as const;
export type EnterpriseVisibility = (typeof ENTERPRISE_VISIBILITIES)[number];
export const CATEGORY_LEVELS = [1, 2, 3] as const;
/** Spec §9: top lists open by daily_total_revenue, highest first. */
export const TOP_SORT_KEYS = ['daily_total_revenue', 'units', 'growth', 'price'] as const;
export type TopSortKey = (typeof TOP_SORT_KEYS)[number];
export const KEYWORDS_PER_STORE = 20;
export const MAX_CATEGORIES = 50;
/** The most stores any plan may follow (the plan's enterpriseStores narrows it). */
export const MAX_STORES = 500;
/**
 * The market's price bands, by their lowest selling price in rupiah: under Rp 50 rb, 50–100 rb,
 * 100–250 rb, 250–500 rb, 500 rb–1 jt, 1–2,5 jt, and Rp 2,5 jt and up. Fixed, so each day's
 * sums per band can be kept as days are ingested (decisions/019); changing them needs every
 * market rebuilt.
 */
export const PRICE_BAND_FLOORS = [0, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000] as const;
/** The most products "what moved the share" lists by name; the rest are summed. */
export const SHARE_MOVERS_SHOWN = 20;

export const SELECT_STORE_OR_BRAND_MESSAGE = 'Select at least one store, or at least one brand and category';
export const SELECT_BRAND_STORE_MESSAGE = 'Select at least one store';
export const BRAND_LIMIT_MESSAGE = `Select at most ${MAX_SELECTED_BRANDS} brands`;
export const LAST_MARKETPLACE_MESSAGE = 'At least one marketplace must stay active';
export const storeLimitMessage = (limit: number) => `Your plan follows at most ${limit} stores`;
export const PUBLISH_PUBLIC_MESSAGE = 'Only the provider publishes public lists';
export const UNKNOWN_ITEMS_MESSAGE = 'Some of these no longer exist';

const marketplace = z.enum(RESEARCH_MARKETPLACES);
const name = boundedText(120).min(1, 'Enter a name');
const keyword = boundedText(60).min(1, 'Enter a keyword');

/** A store's products whose name contains any of the keywords (a store with keywords is part of the selection). */
export const storeKeywordsSchema = z.object({
  storeId: rowId(),
  keywords: z.array(keyword).min(1).max(KEYWORDS_PER_STORE),
});
export type StoreKeywords = z.infer<typeof storeKeywordsSchema>;

const storeIds = z.array(rowId()).max(MAX_STORES);
const storeKeywords = z.array(storeKeywordsSchema).max(MAX_STORES);
const categoryIds = z.array(rowId()).max(MAX_CATEGORIES);
const common = {
  name,
  status: z.enum(ENTERPRISE_STATUSES).default('draft'),
  visibility: z.enum(ENTERPRISE_VISIBILITIES).default('private'),
};

export const brandFieldsSchema = z
  .object({
    ...common,
    marketplace,
    storeIds: storeIds.default([]),
    storeKeywords: storeKeywords.default([]),
    categoryIds: categoryIds.default([]),
  })
  .refine((b) => b.storeIds.length + b.storeKeywords.length > 0, {
    message: SELECT_BRAND_STORE_MESSAGE,
    path: ['storeIds'],
  });
export type BrandFields = z.infer<typeof brandFieldsSchema>;

export const marketFieldsSchema = z
  .object({
    ...common,
    marketplaces: z
      .array(marketplace)
      .min(1, LAST_MARKETPLACE_MESSAGE)
      .max(RESEARCH_MARKETPLACES.length)
      .default([...DEFAULT_ENTERPRISE_MARKETPLACES]),
    storeIds: storeIds.default([]),
    storeKeywords: storeKeywords.default([]),
    brandIds: z.array(rowId()).max(MAX_SELECTED_BRANDS, BRAND_LIMIT_MESSAGE).default([]),
    categoryIds: categoryIds.default([]),
  })
  .refine(
    (m) => m.storeIds.length + m.storeKeywords.length > 0 || (m.brandIds.length > 0 && m.categoryIds.length > 0),
    {
      message: SELECT_STORE_OR_BRAND_MESSAGE,
      path: ['storeIds'],
    },
  );
export type MarketFields = z.infer<typeof marketFieldsSchema>;

export const itemRefSchema = z.object({ id: rowId() });
export const brandUpdateSchema = z.intersection(itemRefSchema, brandFieldsSchema);
export const marketUpdateSchema = z.intersection(itemRefSchema, marketFieldsSchema);

const page = wholeNumber(1, 100_000).default(1);
const search = boundedText(100).optional();

export const itemListSchema = z.object({ page, q: search, visibility: z.enum(ENTERPRISE_VISIBILITIES).optional() });
export type ItemListInput = z.infer<typeof itemListSchema>;
export const pickerSearchSchema = z.object({ marketplace, q: search, page });
export type PickerSearch = z.infer<typeof pickerSearchSchema>;
export const categoryPickerSchema = pickerSearchSchema.extend({
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export type CategoryPickerSearch = z.infer<typeof categoryPickerSchema>;

export const PICKER_PAGE_SIZE = 20;
export const ITEMS_PAGE_SIZE = 20;

const storeRef = z.object({ id: z.number(), name: z.string(), marketplace: z.string() });
const categoryRef = z.object({ id: z.number(), name: z.string(), level: z.number(), marketplace: z.string() });
const itemCommon = {
  id: z.number(),
  name: z.string(),
  status: z.enum(ENTERPRISE_STATUSES),
  visibility: z.enum(ENTERPRISE_VISIBILITIES),
  /** Personal list, or the provider's curated list. */
  type: z.enum(['personal', 'provider']),
  /** Whether the caller may change it (their own; a provider list only by an admin). */
  editable: z.boolean(),
  stores: z.array(storeRef),
  storeKeywords: z.array(storeKeywordsSchema),
  categories: z.array(categoryRef),
  createdAt: z.string(),
};

export const customBrandSchema = z.object({ ...itemCommon, marketplace: z.string() });
export type CustomBrand = z.infer<typeof customBrandSchema>;
/**
 * A saved market's figures are built in a job: `building` (with its progress, 0–100) until they
 * hold what it was last saved with, `failed` when the build gave up (saving again retries).
 */
export const MARKET_BUILD_STATES = ['building', 'ready', 'failed'] as const;
export const marketBuildSchema = z.object({ state: z.enum(MARKET_BUILD_STATES), progress: z.number() });
export type MarketBuildView = z.infer<typeof marketBuildSchema>;
export const MARKET_BUILD_FAILED_MESSAGE = 'Preparing this market failed: save it again to try again';

export const customMarketSchema = z.object({
  ...itemCommon,
  build: marketBuildSchema,
  marketplaces: z.array(z.string()),
  brands: z.array(z.object({ id: z.number(), name: z.string(), marketplace: z.string() })),
  /** Products the market holds now. */
  products: z.number(),
  /** The same per marketplace of the market (none there: 0); given when one market is opened. */
  productsByMarketplace: z.array(z.object({ marketplace: z.string(), products: z.number() })).optional(),
});
export type CustomMarket = z.infer<typeof customMarketSchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), total: z.number(), total_page: z.number() });
export const customBrandListSchema = listOf(customBrandSchema);
export const customMarketListSchema = listOf(customMarketSchema).extend({
  /** The caller's own saved markets against the plan's cap (said where markets are created). */
  saved: z.object({ count: z.number(), limit: z.number() }),
});
export const storePickListSchema = listOf(storeRef.extend({ revenue30: z.number() }));
export const categoryPickListSchema = listOf(categoryRef.extend({ path: z.array(z.string()) }));
export const deletedSchema = z.object({ id: z.number(), deleted: z.literal(true) });

// Analysis

export const analysisFilterSchema = z
  .object({
    market_id: rowId(),
    marketplaces: z
      .array(marketplace)
      .min(1, LAST_MARKETPLACE_MESSAGE)
      .max(RESEARCH_MARKETPLACES.length)
      .default([...DEFAULT_ENTERPRISE_MARKETPLACES]),
    brand_ids: z.array(rowId()).max(MAX_SELECTED_BRANDS, BRAND_LIMIT_MESSAGE).default([]),
    category_ids: categoryIds.default([]),
    category_level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    start_date: calendarDay().optional(),
    end_date: calendarDay().optional(),
    /** Spec §5: how many top stores the market overview lists. */
    store_limit: wholeNumber(1, MAX_STORES).default(10),
  })
  .refine((f) => !f.start_date || !f.end_date || f.start_date <= f.end_date, {
    message: RANGE_ORDER_MESSAGE,
    path: ['end_date'],
  })
  .refine((f) => (f.start_date === undefined) === (f.end_date === undefined), {
    message: 'Give both days of the range',
    path: ['start_date'],
  });
export type AnalysisFilter = z.infer<typeof analysisFilterSchema>;

/** What applying a filter would take now (spec §9): 5, 1 for other dates of a filter applied today, or nothing. */
export const filterCostSchema = z.object({ tokens: z.number().int().min(0) });
export type FilterCost = z.infer<typeof filterCostSchema>;

/** A top list's order: by daily_total_revenue, highest first, unless chosen. */
export const topOrderSchema = z.object({
  sort: z.enum(TOP_SORT_KEYS).default('daily_total_revenue'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export const topListSchema = z.intersection(
  analysisFilterSchema,
  topOrderSchema.extend({
    page,
    page_size: z
      .union(ENTERPRISE_PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<50>])
      .default(20),
  }),
);
export type TopListInput = z.infer<typeof topListSchema>;
export const marketRefSchema = z.object({ market_id: rowId() });
/** One brand of the applied filter, for what moved its share. */
export const shareMoversInputSchema = z.intersection(analysisFilterSchema, z.object({ brand_id: rowId() }));
export type ShareMoversInput = z.infer<typeof shareMoversInputSchema>;

/**
 * A figure over the range with the previous period of the same length: `provenance` says
 * whether most of its revenue was measured or estimated, `daysObserved` how many of the range's
 * days had figures.
 */
export const figureSchema = z.object({
  revenue: z.number(),
  units: z.number(),
  revenueEstimated: z.number(),
  provenance: z.enum(['measured', 'estimated']),
  daysObserved: z.number(),
  previousRevenue: z.number(),
  previousUnits: z.number(),
  /** (revenue − previous) / previous; null when the previous period had none. */
  revenueChange: z.number().nullable(),
  unitsChange: z.number().nullable(),
  /** The revenue's 80% interval; null where it is not known (figures kept before intervals were). */
  revenueRange: revenueRangeSchema.nullable(),
});
export type Figure = z.infer<typeof figureSchema>;

export const analysisRangeSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  days: z.number(),
  previous_start: z.string(),
  previous_end: z.string(),
});
const analysed = { range: analysisRangeSchema, marketplaces: z.array(z.string()) };

export const shareSchema = figureSchema.extend({ share: z.number(), previousShare: z.number() });
const dailyPoint = z.object({ day: z.string(), key: z.string(), revenue: z.number(), units: z.number() });

const entrantSchema = z.object({ id: z.number(), name: z.string(), firstDay: z.string(), revenue: z.number() });

export const marketOverviewSchema = z.object({
  ...analysed,
  totals: figureSchema.extend({ productsSold: z.number(), averagePrice: z.number(), days: z.number() }),
  byMarketplace: z.array(shareSchema.extend({ marketplace: z.string() })),
  topStores: z.array(shareSchema.extend({ id: z.number(), name: z.string(), marketplace: z.string() })),
  /** Stores and brands whose first sale in the market falls in the range. */
  newEntrants: z.object({ stores: z.array(entrantSchema), brands: z.array(entrantSchema) }),
  daily: z.array(dailyPoint),
});
export type MarketOverview = z.infer<typeof marketOverviewSchema>;

export const brandOverviewSchema = z.object({
  ...analysed,
  market: figureSchema,
  brands: z.array(shareSchema.extend({ id: z.number(), name: z.string(), marketplaces: z.array(z.string()) })),
  daily: z.array(dailyPoint),
});
export type BrandOverview = z.infer<typeof brandOverviewSchema>;

export const categoryOverviewSchema = z.object({
  ...analysed,
  level: z.number(),
  categories: z.array(shareSchema.extend({ id: z.number(), name: z.string(), marketplace: z.string() })),
  daily: z.array(dailyPoint),
});
export type CategoryOverview = z.infer<typeof categoryOverviewSchema>;

const ranked = { averagePrice: z.number(), growth: z.number().nullable(), share: z.number() };
export const topBrandSchema = figureSchema.extend({
  id: z.number(),
  name: z.string(),
  marketplaces: z.array(z.string()),
  ...ranked,
});
export const topProductSchema = figureSchema.extend({
  id: z.number(),
  name: z.string(),
  marketplace: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  imageUrl: z.string().nullable(),
  ...ranked,
});
export const topCategorySchema = figureSchema.extend({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  marketplace: z.string(),
  ...ranked,
});
export type TopBrand = z.infer<typeof topBrandSchema>;
export type TopProduct = z.infer<typeof topProductSchema>;
export type TopCategory = z.infer<typeof topCategorySchema>;
const topPage = <T extends z.ZodType>(item: T) =>
  z.object({ ...analysed, items: z.array(item), page: z.number(), page_size: z.number(), total_count: z.number() });
export const topBrandsSchema = topPage(topBrandSchema);
export const topProductsSchema = topPage(topProductSchema);
export const topCategoriesSchema = topPage(topCategorySchema);

export const priceBandsSchema = z.object({
  ...analysed,
  market: figureSchema,
  /** Every band, in price order, empty ones too; `max` is null for the last, open band. */
  bands: z.array(
    shareSchema.extend({
      band: z.number(),
      min: z.number(),
      max: z.number().nullable(),
      unitsShare: z.number(),
      previousUnitsShare: z.number(),
    }),
  ),
});
export type PriceBands = z.infer<typeof priceBandsSchema>;

/**
 * What moved a brand's share of the market: share = brand revenue / market revenue, and each
 * product contributes its revenue now / market now − its revenue then / market then, so the
 * contributions add up to the brand's change. In percentage points; the products with the
 * largest contributions either way first.
 */
export const shareMoversSchema = z.object({
  ...analysed,
  market: figureSchema,
  brand: shareSchema.extend({ id: z.number(), name: z.string(), shareChangePoints: z.number() }),
  products: z.array(
    figureSchema.extend({
      id: z.number(),
      name: z.string(),
      marketplace: z.string(),
      storeId: z.number(),
      storeName: z.string(),
      share: z.number(),
      previousShare: z.number(),
      contributionPoints: z.number(),
    }),
  ),
  /** The brand's products beyond those listed: how many, and what they contributed together. */
  others: z.object({
    count: z.number(),
    revenue: z.number(),
    previousRevenue: z.number(),
    contributionPoints: z.number(),
  }),
});
export type ShareMovers = z.infer<typeof shareMoversSchema>;

export const analysableMarketsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      type: z.enum(['personal', 'provider']),
      marketplaces: z.array(z.string()),
      build: marketBuildSchema,
    }),
  ),
  onboarded: z.boolean(),
});
export const analysableBrandsSchema = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), marketplaces: z.array(z.string()) })),
});
