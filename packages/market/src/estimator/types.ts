import type { Day, SoldCounter } from '../observation.ts';
import type { RecentUnits } from './recent-sold.ts';
import { DEFAULT_REVIEW_RATIO, type ReviewRatio } from './review-ratio.ts';

export type Provenance = 'measured' | 'estimated';

/**
 * How far a figure can be trusted: `high` read off exact counters on consecutive days; `medium`
 * exact counters across missed days (the total is exact, its split over the days is not), or
 * bounds that pin it within ±10%; `low` read off review growth.
 */
export type Confidence = 'high' | 'medium' | 'low';

/** What we know of a product's counters at the end of an observed day. */
export interface CounterPoint {
  day: Day;
  /** The cumulative units: the marketplace's exact counter, or our estimate inside the bounds. */
  soldTotal: number;
  /** The marketplace showed an exact counter that day. */
  soldExact: boolean;
  /**
   * Bounds the true counter lies in, given every counter shown so far and the figures we gave
   * since (high null: no known ceiling). Every later counter must fit them: that is what keeps
   * the sum of our figures between two sightings inside what their buckets prove.
   */
  soldLow: number;
  soldHigh: number | null;
  reviewCount: number | null;
  /** Cumulative revenue, when the marketplace reports it. */
  revenueTotal: number | null;
  /** Exact cumulative units per variant, where the marketplace shows them. */
  variantSold: Record<string, number>;
  /**
   * The cheapest and dearest variant prices last listed: what units sold at the listing's price
   * may have cost, on days whose answer lists no variants.
   */
  variantPrices: PriceRange | null;
  /** Our figures of the last 30 days, kept while the card shows the marketplace's 30-day count beside a bucketed counter. */
  recent: RecentUnits | null;
  /** Units in stock at the end of the day, as shown. */
  stock: number | null;
  /** How fast the product has been selling lately, by our figures and by its reviews; null before there is a figure. */
  pace: Pace | null;
  /** Since the first sighting: how far the stock fell between restocks, beside what the reviews say was sold. */
  stockCheck: StockCheck;
}

export interface PriceRange {
  low: number;
  high: number;
}

export interface StockCheck {
  /** Units the shown stock fell by, over the sightings on which it did not rise. */
  fell: number;
  /** Units the new reviews stand for over those same sightings, and how many reviews that was. */
  reviewed: number;
  reviews: number;
  /** Sightings in a row on which the stock stood still. */
  still: number;
}

/** Units a day by our figures and by the reviews, averaged over the last `days` days (at most as many as make the average steady). */
export interface Pace {
  units: number;
  reviewUnits: number;
  days: number;
  /** Units read but not given yet: what rounding the last figures to whole units left (under half a unit either way). */
  carry?: number;
}

/** What the day's market says about reading one product: its category's units per review, and whether its marketplace's stock falls by what is sold. */
export interface MarketReading {
  reviews: ReviewRatio;
  stockTracksSales: boolean;
}

export const DEFAULT_MARKET: MarketReading = { reviews: DEFAULT_REVIEW_RATIO, stockTracksSales: false };

export interface ObservedCounters {
  day: Day;
  sold: SoldCounter;
  recentSold: SoldCounter | null;
  reviewCount: number | null;
  revenueTotal: number | null;
  price: number;
  stock: number | null;
  listedAt: Day | null;
  variants: { externalId: string; price: number; soldTotal: number | null }[];
}

export interface DailyFigure {
  day: Day;
  units: number;
  revenue: number;
  provenance: Provenance;
  confidence: Confidence;
  /** The 80% interval of the day's units and revenue: zero width where measured, never past what the counters prove. */
  unitsLow: number;
  unitsHigh: number;
  revenueLow: number;
  revenueHigh: number;
  /** The share of the interval's width that is the split of a span's total over its days, an error that cancels over the span (decisions/039). */
  splitShare: number;
}

export interface Estimate {
  point: CounterPoint;
  /** One figure for each day after the previous observation up to this one; for a first sighting, the days since a recent listing. */
  days: DailyFigure[];
}
