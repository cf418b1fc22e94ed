import { dayNumber } from '../calendar.ts';
import { MARKETPLACES, type Marketplace } from '../observation.ts';
import type { MarketBehaviour, MarketOptions } from './types.ts';

export const DEFAULT_MARKETPLACES: readonly Marketplace[] = ['shopee', 'tokopedia', 'tiktok'];

/** Relative share of listings per marketplace (45 / 30 / 25 for the default three). */
export const MARKETPLACE_SHARE: Record<Marketplace, number> = {
  shopee: 45,
  tokopedia: 30,
  tiktok: 25,
  lazada: 12,
  blibli: 6,
};

export const DEFAULT_BEHAVIOUR: MarketBehaviour = {
  reviewShare: [0.01, 0.15],
  reviewLagDays: [3, 10],
  spikeChance: 1 / 120,
  spikeBoost: [2, 12],
  fastListingShare: 0.15,
  madeUpStockShare: 0.05,
};

export interface ResolvedOptions {
  seed: number;
  products: number;
  days: number;
  firstDayNumber: number;
  lastDayNumber: number;
  marketplaces: readonly Marketplace[];
  missingDayRate: number;
  bucketedCardShare: number | null;
  behaviour: MarketBehaviour;
}

export function resolveOptions(options: MarketOptions): ResolvedOptions {
  const { seed, products, days, lastDay, missingDayRate = 0, bucketedCardShare = null } = options;
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(products) || products < 1)
    throw new RangeError(`products must be a positive integer, got ${products}`);
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, got ${days}`);
  if (!(missingDayRate >= 0 && missingDayRate < 1))
    throw new RangeError(`missingDayRate must be in [0, 1), got ${missingDayRate}`);
  if (bucketedCardShare !== null && !(bucketedCardShare >= 0 && bucketedCardShare <= 1))
    throw new RangeError(`bucketedCardShare must be in [0, 1], got ${bucketedCardShare}`);
  const behaviour = resolveBehaviour(options.behaviour);
  const marketplaces = [...new Set(options.marketplaces ?? DEFAULT_MARKETPLACES)];
  if (marketplaces.length === 0) throw new RangeError('marketplaces must not be empty');
  for (const m of marketplaces) if (!MARKETPLACES.includes(m)) throw new RangeError(`Unknown marketplace ${String(m)}`);
  const lastDayNumber = dayNumber(lastDay);
  return {
    seed,
    products,
    days,
    firstDayNumber: lastDayNumber - days + 1,
    lastDayNumber,
    marketplaces,
    missingDayRate,
    bucketedCardShare,
    behaviour,
  };
}

function resolveBehaviour(overrides: Partial<MarketBehaviour> = {}): MarketBehaviour {
  const behaviour = { ...DEFAULT_BEHAVIOUR, ...overrides };
  const range = (name: string, [min, max]: readonly [number, number], low: number, high: number) => {
    if (!(min >= low && min <= max && max <= high))
      throw new RangeError(`${name} must be a range inside [${low}, ${high}], got [${min}, ${max}]`);
  };
  range('reviewShare', behaviour.reviewShare, 0.0001, 1);
  range('reviewLagDays', behaviour.reviewLagDays, 0, MAX_REVIEW_LAG_DAYS);
  range('spikeBoost', behaviour.spikeBoost, 1, 100);
  if (!Number.isInteger(behaviour.reviewLagDays[0]) || !Number.isInteger(behaviour.reviewLagDays[1]))
    throw new RangeError('reviewLagDays must be whole days');
  if (!(behaviour.spikeChance >= 0 && behaviour.spikeChance < 1))
    throw new RangeError(`spikeChance must be in [0, 1), got ${behaviour.spikeChance}`);
  for (const share of ['fastListingShare', 'madeUpStockShare'] as const) {
    if (!(behaviour[share] >= 0 && behaviour[share] <= 1))
      throw new RangeError(`${share} must be in [0, 1], got ${behaviour[share]}`);
  }
  return behaviour;
}

/** Reviews wait in a ring of this many days. */
export const MAX_REVIEW_LAG_DAYS = 30;
