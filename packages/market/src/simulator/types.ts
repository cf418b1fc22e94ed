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
