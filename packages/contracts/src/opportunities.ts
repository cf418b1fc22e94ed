import { z } from 'zod';
import { confidenceMixSchema, revenueRangeSchema } from './confidence.ts';
import { decimalNumber, rowId, wholeNumber } from './fields.ts';
import { RESEARCH_MARKETPLACES } from './marketplaces.ts';
import { RESEARCH_PAGE_SIZES } from './research.ts';

/**
 * What an opportunity's score is made of (decisions/040), each a 0–1 "how good for a newcomer"
 * among the rows compared: demand and its trend over the last 2 and 4 weeks, how many stores share
 * the sales and how concentrated they are, new entrants' share, buyers moving into the price band,
 * the leaders' stock-outs, and the margin after the marketplace's fees.
 */
export const OPPORTUNITY_PARTS = [
  'demand',
  'trend2',
  'trend4',
  'competition',
  'concentration',
  'newEntrants',
  'priceBand',
  'stockOuts',
  'margin',
] as const;
export type OpportunityPart = (typeof OPPORTUNITY_PARTS)[number];
export type OpportunityWeights = Record<OpportunityPart, number>;

/**
 * The parts' weights: chosen by `npm run bench:opportunity` on the earlier weeks of the demo
 * market's replay and reported on the later ones (decisions/040).
 */
export const OPPORTUNITY_WEIGHTS: OpportunityWeights = {
  demand: 0,
  trend2: 2,
  trend4: 1,
  competition: 1,
  concentration: 1,
  newEntrants: 1,
  priceBand: 1,
  stockOuts: 1,
  margin: 1,
};

/** A niche is a leaf category × price band; a product is scored with its niche's competition. */
export const OPPORTUNITY_KINDS = ['niche', 'product'] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];
export const OPPORTUNITY_SORT_KEYS = ['score', 'revenue', 'growth', 'margin'] as const;
export type OpportunitySortKey = (typeof OPPORTUNITY_SORT_KEYS)[number];
/** The cost share of the price assumed when the user gives neither a cost nor a share. */
export const DEFAULT_COST_SHARE = 0.6;
export const MAX_COST_SHARE = 0.95;
/** How many top-ranked products the replay follows per category. */
export const REPLAY_TOP = 50;
export const OPPORTUNITY_PAGE_SIZE = 20;
export const COST_OR_SHARE_MESSAGE = 'Give a cost per unit or a cost share, not both';

const pageSize = wholeNumber(1, 100)
  .refine(
    (n) => (RESEARCH_PAGE_SIZES as readonly number[]).includes(n),
    `Page size must be one of ${RESEARCH_PAGE_SIZES.join(', ')}`,
  )
  .optional();

export const opportunitySearchSchema = z
  .object({
    marketplace: z.enum(RESEARCH_MARKETPLACES),
    category_id: rowId(),
    kind: z.enum(OPPORTUNITY_KINDS).optional(),
    /** What a unit costs the seller before the marketplace's fees (goods, packing, ads), in rupiah. */
    cost: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    /** Or that cost as a share of the price (0–0.95). */
    cost_share: decimalNumber(0, MAX_COST_SHARE).optional(),
    sort: z.enum(OPPORTUNITY_SORT_KEYS).optional(),
    /** Pages count from 1 on every marketplace. */
    page: wholeNumber(1, 10_000).optional(),
    page_size: pageSize,
  })
  .refine((input) => input.cost === undefined || input.cost_share === undefined, {
    message: COST_OR_SHARE_MESSAGE,
    path: ['cost_share'],
  });
export type OpportunitySearchInput = z.infer<typeof opportunitySearchSchema>;

export const opportunityPartSchema = z.object({
  key: z.enum(OPPORTUNITY_PARTS),
  /** 0–1 among the rows compared; 0.5 where the figure is unknown. */
  value: z.number(),
  /** What it added to the score (value × weight, out of 100 in all). */
  points: z.number(),
  /** The figure behind it (a growth, a count, a share, a margin), or null where unknown. */
  figure: z.number().nullable(),
});
export type OpportunityPartValue = z.infer<typeof opportunityPartSchema>;

export const opportunityRowSchema = z.object({
  kind: z.enum(OPPORTUNITY_KINDS),
  niche: z.object({
    categoryId: z.number(),
    categoryName: z.string(),
    /** The price band's floor and the next band's (null for the top band), in rupiah. */
    priceMin: z.number(),
    priceMax: z.number().nullable(),
  }),
  product: z
    .object({ productId: z.number(), name: z.string(), storeName: z.string(), imageUrl: z.string().nullable() })
    .nullable(),
  /** 0–100. */
  score: z.number(),
  parts: z.array(opportunityPartSchema),
  /** The product's price, or the niche's revenue-weighted mean price. */
  price: z.number(),
  /** Revenue and units of the last 4 weeks. */
  revenue4w: z.number(),
  /** The 80% interval of revenue4w; null where a week's figures were kept before intervals were. */
  revenue4wRange: revenueRangeSchema.nullable(),
  units4w: z.number(),
  /** Revenue growth of the last 2 weeks over the 2 before, and of the last 4 over the 4 before (0.25 = +25%). */
  growth2w: z.number().nullable(),
  growth4w: z.number().nullable(),
  stores: z.number(),
  costPerUnit: z.number(),
  /** After the marketplace's fees (the calculators' table in force) and the cost; null where no fee table applies. */
  profitPerUnit: z.number().nullable(),
  marginPercent: z.number().nullable(),
  /** Profit per unit × the units of the last 4 weeks scaled to 30 days. */
  profitPerMonth: z.number().nullable(),
  /** How far the 4 weeks' revenue can be trusted; null without revenue. */
  confidence: confidenceMixSchema.nullable(),
});
export type OpportunityRow = z.infer<typeof opportunityRowSchema>;

/** How the score did when history was replayed week by week (decisions/040). */
export const opportunityReplaySchema = z.object({
  /** The last day of data the replay had. */
  asOf: z.string(),
  /** Weeks whose rankings chose the weights, and weeks reported with them. */
  tuningWeeks: z.number(),
  reportedWeeks: z.number(),
  products: z.number(),
  categories: z.number(),
  /** Median 4-week revenue growth that followed, on the reported weeks: the score's top 50, the category, the top 50 by revenue. */
  growthTop: z.number(),
  growthCategory: z.number(),
  growthByRevenue: z.number(),
  /** Spearman's rank correlation of the score with the growth that followed. */
  rankCorrelation: z.number(),
  /** Whether the data are the demo market's simulation. */
  simulated: z.boolean(),
});
export type OpportunityReplay = z.infer<typeof opportunityReplaySchema>;

export const opportunityAnswerSchema = z.object({
  items: z.array(opportunityRowSchema),
  total_count: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** The weeks scored (their first and last day), at most 8. */
  weeks: z.object({ from: z.string(), to: z.string(), count: z.number() }),
  /** The fee table the profits use; null where the calculators know no fees for the marketplace. */
  feeTable: z.string().nullable(),
  cost: z.number().nullable(),
  costShare: z.number().nullable(),
  weights: z.record(z.enum(OPPORTUNITY_PARTS), z.number()),
  replay: opportunityReplaySchema.nullable(),
});
export type OpportunityAnswer = z.infer<typeof opportunityAnswerSchema>;
