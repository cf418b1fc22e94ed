import { MATCH_TYPES, type AdObservation } from '../observation.ts';
import type { ProductModel } from './catalog.ts';
import { COIN } from './coins.ts';
import { clamp } from './numbers.ts';
import type { SearchKeyword } from './keywords.ts';
import { hash32, Random, unitHash } from './random.ts';
import type { DayContext } from './seasonality.ts';
import { LEAF_CONCEPTS } from './taxonomy.ts';

type MatchType = (typeof MATCH_TYPES)[number];

/** A product advertised on one of its leaf's keywords, with its own bidding and performance. */
interface AdSlot {
  model: ProductModel;
  keyword: number;
  matchType: MatchType;
  bidRatio: number;
  clickThroughRate: number;
  conversionRate: number;
}

export interface AdPlan {
  slots: AdSlot[];
  /** Recommended bid per keyword (index into the keyword list) on an ordinary day. */
  recommendedBids: Float64Array;
}

/** Exact matches reach fewer but keener shoppers. */
const MATCH_EFFECT: Record<MatchType, { ctr: number; cvr: number }> = {
  broad: { ctr: 0.85, cvr: 0.8 },
  phrase: { ctr: 1.1, cvr: 1 },
  exact: { ctr: 1.3, cvr: 1.35 },
};
/** Share of slots that run on a given day. */
const ACTIVE_SHARE = 0.75;
/** Click-through and conversion rates stay within what ad dashboards show: 0.5–6% and 0.5–10%. */
const CTR = { low: 0.005, high: 0.06 };
const CVR = { low: 0.005, high: 0.1 };
const toRate = (x: number, range: { low: number; high: number }): number =>
  Math.round(clamp(x, range.low, range.high) * 10_000) / 10_000;

const toBidStep = (rupiah: number): number => Math.max(100, Math.round(rupiah / 50) * 50);

/** Which products advertise: more of the sellers who sell more, on one or two of their leaf's keywords. */
export function planAds(seed: number, products: readonly ProductModel[], keywords: readonly SearchKeyword[]): AdPlan {
  const byLeaf = new Map<string, number[]>();
  keywords.forEach((k, i) => {
    const key = `${k.marketplace}|${k.leafIndex}`;
    const list = byLeaf.get(key);
    if (list) list.push(i);
    else byLeaf.set(key, [i]);
  });
  const recommendedBids = Float64Array.from(keywords, (k, i) => {
    const random = new Random(seed, 'ad-keyword', i);
    // A click is worth more where products cost more.
    const median = LEAF_CONCEPTS[k.leafIndex]?.medianPrice ?? 50_000;
    return toBidStep(clamp(median * 0.006, 150, 6_000) * random.lognormal(0, 0.3));
  });
  const slots: AdSlot[] = [];
  for (const model of products) {
    const random = new Random(seed, 'ads', model.product.index);
    const share = Math.min(0.6, 0.06 + 0.08 * Math.log10(1 + model.baseDemand * 10));
    const candidates = byLeaf.get(`${model.product.marketplace}|${model.leaf.index}`) ?? [];
    if (candidates.length === 0 || !random.chance(share)) continue;
    const count = Math.min(candidates.length, random.chance(0.4) ? 2 : 1);
    const start = random.int(candidates.length);
    for (let k = 0; k < count; k++) {
      const roll = random.next();
      const matchType: MatchType = roll < 0.5 ? 'broad' : roll < 0.7 ? 'phrase' : 'exact';
      slots.push({
        model,
        keyword: candidates[(start + k) % candidates.length]!,
        matchType,
        bidRatio: random.between(0.6, 1.6),
        clickThroughRate: toRate(random.lognormal(Math.log(0.02), 0.45) * MATCH_EFFECT[matchType].ctr, CTR),
        conversionRate: toRate(random.lognormal(Math.log(0.025), 0.6) * MATCH_EFFECT[matchType].cvr, CVR),
      });
    }
  }
  return { slots, recommendedBids };
}

/** The ads seen on a day: running slots of listed products, bids rising with the day's demand. */
export function adsOfDay(
  seed: number,
  plan: AdPlan,
  keywords: readonly SearchKeyword[],
  ctx: DayContext,
): AdObservation[] {
  const n = ctx.dayNumber;
  // Busy days raise what the marketplace recommends bidding on every keyword.
  const pressure = 1 + 0.4 * (ctx.demand - 1);
  const recommended = plan.recommendedBids.map((bid, k) =>
    toBidStep(bid * pressure * (0.9 + 0.2 * unitHash(seed, k, n, COIN.bidNoise))),
  );
  const ads: AdObservation[] = [];
  plan.slots.forEach((slot, i) => {
    const { model } = slot;
    if (model.listedOnNumber > n || unitHash(seed, i, n, COIN.ads) >= ACTIVE_SHARE) return;
    const keyword = keywords[slot.keyword]!;
    const jitter = hash32(seed, i, n, COIN.adNoise);
    const wobble = (bits: number) => 1 + 0.2 * (((jitter >>> bits) & 0xff) / 255 - 0.5);
    const recommendedBidPrice = recommended[slot.keyword] ?? 0;
    ads.push({
      marketplace: keyword.marketplace,
      day: ctx.day,
      keyword: keyword.keyword,
      productExternalId: model.product.externalId,
      bidPrice: toBidStep(recommendedBidPrice * slot.bidRatio * wobble(0)),
      recommendedBidPrice,
      clickThroughRate: toRate(slot.clickThroughRate * wobble(8), CTR),
      // Campaign shoppers come to buy.
      conversionRate: toRate(slot.conversionRate * wobble(16) * (ctx.campaign ? 1.2 : 1), CVR),
      matchType: slot.matchType,
    });
  });
  return ads;
}
