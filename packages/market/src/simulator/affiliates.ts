import type { AffiliateObservation, Day, Marketplace } from '../observation.ts';
import type { ProductModel } from './catalog.ts';
import { COIN } from './coins.ts';
import { clamp } from './numbers.ts';
import { hash32, Random, unitHash } from './random.ts';

/** Share of a marketplace's listings in its affiliate programme (about 30% overall). */
const AFFILIATE_SHARE: Record<Marketplace, number> = {
  shopee: 0.3,
  tokopedia: 0.18,
  tiktok: 0.5,
  lazada: 0.2,
  blibli: 0.1,
};
/** The marketplace's own commission to affiliates. */
const MARKETPLACE_RATE: Record<Marketplace, readonly [number, number]> = {
  shopee: [0.025, 0.1],
  tokopedia: [0.01, 0.05],
  tiktok: [0.02, 0.08],
  lazada: [0.02, 0.08],
  blibli: [0.01, 0.04],
};
/** Where sellers set separate rates for video and live-stream sales. */
const CONTENT_RATES: Record<Marketplace, number> = { shopee: 0.5, tokopedia: 0, tiktok: 1, lazada: 0, blibli: 0 };
/** Terms change about once in 40 days. */
const CHANGE_CHANCE = 1 / 40;

export interface AffiliateTerms {
  model: ProductModel;
  sellerRate: number;
  marketplaceRate: number;
  contentRates: boolean;
}

const toHalfPercent = (rate: number): number => Math.round(rate * 200) / 200;

export function planAffiliates(seed: number, products: readonly ProductModel[]): AffiliateTerms[] {
  const terms: AffiliateTerms[] = [];
  for (const model of products) {
    const marketplace = model.product.marketplace;
    const random = new Random(seed, 'affiliate', model.product.index);
    if (!random.chance(AFFILIATE_SHARE[marketplace])) continue;
    const [lo, hi] = MARKETPLACE_RATE[marketplace];
    terms.push({
      model,
      sellerRate: clamp(random.lognormal(Math.log(0.06), 0.6), 0.01, 0.2),
      marketplaceRate: toHalfPercent(random.between(lo, hi)),
      contentRates: random.chance(CONTENT_RATES[marketplace]),
    });
  }
  return terms;
}

/**
 * The terms announced on day `n`: all of them on the first day, a new listing's on its first day,
 * and any a seller changes (the new rate wanders around the seller's usual one). Terms set on a
 * day are drawn from (product, day), so nothing needs remembering between days.
 */
export function affiliatesOfDay(
  seed: number,
  plan: readonly AffiliateTerms[],
  firstDayNumber: number,
  n: number,
  day: Day,
): AffiliateObservation[] {
  const out: AffiliateObservation[] = [];
  for (const terms of plan) {
    const listed = terms.model.listedOnNumber;
    if (listed > n) continue;
    const announced = n === firstDayNumber || n === listed;
    if (announced || unitHash(seed, terms.model.product.index, n, COIN.affiliateChange) < CHANGE_CHANCE)
      out.push(termsSetOn(seed, terms, n, day));
  }
  return out;
}

function termsSetOn(seed: number, terms: AffiliateTerms, n: number, day: Day): AffiliateObservation {
  const { product } = terms.model;
  const random = new Random(seed, 'affiliate-terms', hash32(product.index, n));
  const sellerRate = toHalfPercent(clamp(terms.sellerRate * random.between(0.7, 1.4), 0.01, 0.2));
  return {
    marketplace: product.marketplace,
    day,
    productExternalId: product.externalId,
    storeExternalId: product.storeExternalId,
    sellerCommissionRate: sellerRate,
    marketplaceCommissionRate: terms.marketplaceRate,
    videoCommissionRate: terms.contentRates
      ? toHalfPercent(Math.min(0.25, sellerRate + random.between(0, 0.03)))
      : null,
    liveCommissionRate: terms.contentRates
      ? toHalfPercent(Math.min(0.3, sellerRate + random.between(0.01, 0.05)))
      : null,
  };
}
