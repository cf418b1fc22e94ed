import type { KeywordObservation, Marketplace } from '../observation.ts';
import { COIN } from './coins.ts';
import { hashText, Random, unitHash } from './random.ts';
import type { DayContext } from './seasonality.ts';
import { LEAF_CONCEPTS } from './taxonomy.ts';

/** Searches on a marketplace relative to Shopee's. */
const SEARCH_SCALE: Record<Marketplace, number> = {
  shopee: 1,
  tokopedia: 0.55,
  tiktok: 0.5,
  lazada: 0.25,
  blibli: 0.12,
};

export interface SearchKeyword {
  marketplace: Marketplace;
  keyword: string;
  leafIndex: number;
  /** Searches on an ordinary day. */
  baseVolume: number;
}

/** The leaves' search terms on every marketplace (a term shared by two leaves belongs to the first). */
export function planKeywords(
  seed: number,
  marketplaces: readonly Marketplace[],
  leafWeights: readonly number[],
): SearchKeyword[] {
  const owners = new Map<string, number>();
  for (const leaf of LEAF_CONCEPTS)
    for (const keyword of leaf.keywords) if (!owners.has(keyword)) owners.set(keyword, leaf.index);
  return marketplaces.flatMap((marketplace) =>
    [...owners].map(([keyword, leafIndex]) => {
      const random = new Random(seed, `keyword:${marketplace}`, hashText(keyword));
      const baseVolume =
        random.lognormal(Math.log(2_500), 0.9) * (leafWeights[leafIndex] ?? 1) * SEARCH_SCALE[marketplace];
      return { marketplace, keyword, leafIndex, baseVolume };
    }),
  );
}

/** Search volume follows the leaf's demand and the day's peaks, with a little noise. */
export function keywordsOfDay(seed: number, keywords: readonly SearchKeyword[], ctx: DayContext): KeywordObservation[] {
  return keywords.map((k, i) => {
    const noise = 1 + 0.25 * (unitHash(seed, i, ctx.dayNumber, COIN.keywordNoise) - 0.5);
    const volume = k.baseVolume * ctx.demand * (ctx.leafDemand[k.leafIndex] ?? 1) * noise;
    return { marketplace: k.marketplace, day: ctx.day, keyword: k.keyword, searchVolume: Math.round(volume) };
  });
}
