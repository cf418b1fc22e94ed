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
   * Share of products the crawler sees only on a card that shows display buckets (Shopee's
   * `item_data`, Tokopedia search); the rest on the card with an exact counter. TikTok Shop's
   * card shows only an exact counter. Unset: each marketplace's usual mix of cards.
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

/**
 * A raw marketplace payload exactly as the marketplace's API would return it. `shape` names the
 * parser; `body` is the untrusted JSON.
 */
export type RawPayload =
  | { shape: 'shopee.search.item_basic'; body: unknown }
  | { shape: 'shopee.search.item_data'; body: unknown }
  | { shape: 'shopee.item.models'; body: unknown; itemId: string }
  | { shape: 'tokopedia.searchProductV5'; body: unknown }
  | { shape: 'tokopedia.product'; body: unknown }
  | { shape: 'tiktok.product_card'; body: unknown }
  | { shape: 'lazada.search.listItem'; body: unknown }
  | { shape: 'blibli.search.product'; body: unknown };

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
  payloads: RawPayload[];
  keywords: KeywordObservation[];
  ads: AdObservation[];
  affiliates: AffiliateObservation[];
  truth: TruthRow[];
}
