import type { RawAnswer } from '../readers/reading.ts';
import type { AdObservation, AffiliateObservation, Day, KeywordObservation, Marketplace } from '../observation.ts';

export interface MarketOptions {
  seed: number;
  /** Products across all marketplaces (the demo uses 20,000, the bench 100,000). */
  products: number;
  days: number;
  /** The last simulated day (inclusive); days run from lastDay - days + 1. */
  lastDay: Day;
  marketplaces?: readonly Marketplace[];
  /** Share of product-days the crawler misses (0 = every product seen every day). */
  missingDayRate?: number;
  /**
   * Share of Tokopedia products the crawler sees only on category cards, which show the sold
   * counter as a display bucket ('5rb+ terjual'); the rest it also opens every day, whose page
   * (pdpGetLayout) has the exact counter. Shopee's and TikTok Shop's cards show exact counters;
   * Lazada's and Blibli's only buckets. Unset: 60% opened.
   */
  bucketedCardShare?: number;
  /** How buyers and sellers behave; unset fields keep DEFAULT_BEHAVIOUR's values. */
  behaviour?: Partial<MarketBehaviour>;
}

/** The market's behaviour that makes sales hard to read off what a marketplace shows. */
export interface MarketBehaviour {
  /** Share of units that get a review: each product draws its own, log-uniformly, from [min, max]. */
  reviewShare: readonly [min: number, max: number];
  /** Days from a sale to its review, drawn per review from [min, max]. */
  reviewLagDays: readonly [min: number, max: number];
  /** Chance that a product starts a spike of its own on a day (a flash sale, a viral video). */
  spikeChance: number;
  /** Demand multiplier of such a spike, drawn log-uniformly; spikes last 1–3 days. */
  spikeBoost: readonly [min: number, max: number];
  /** Share of the listings made inside the window that take off at once (a viral launch). */
  fastListingShare: number;
  /** Share of listings (without variants) whose shown stock is a number the seller typed, edited now and then, not moved by sales. */
  madeUpStockShare: number;
}

/** What the simulator knows to be true for one product on one day. */
export interface TruthRow {
  marketplace: Marketplace;
  productExternalId: string;
  storeExternalId: string;
  day: Day;
  units: number;
  revenue: number;
}

export interface SimulatedDay {
  day: Day;
  /** What the crawl received that day: marketplace answers in their real shapes, for readAnswer. */
  answers: RawAnswer[];
  /** Signals no answer our readers read carries (keyword volumes, ads, affiliate terms): simulated as they are. */
  keywords: KeywordObservation[];
  ads: AdObservation[];
  affiliates: AffiliateObservation[];
  truth: TruthRow[];
}
