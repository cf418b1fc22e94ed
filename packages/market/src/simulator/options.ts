import { dayNumber } from '../calendar.ts';
import { MARKETPLACES, type Marketplace } from '../observation.ts';
import type { MarketOptions } from './types.ts';

export const DEFAULT_MARKETPLACES: readonly Marketplace[] = ['shopee', 'tokopedia', 'tiktok'];

/** Relative share of listings per marketplace (45 / 30 / 25 for the default three). */
export const MARKETPLACE_SHARE: Record<Marketplace, number> = { shopee: 45, tokopedia: 30, tiktok: 25, lazada: 12, blibli: 6 };

export interface ResolvedOptions {
  seed: number;
  products: number;
  days: number;
  firstDayNumber: number;
  lastDayNumber: number;
  marketplaces: readonly Marketplace[];
  missingDayRate: number;
}

export function resolveOptions(options: MarketOptions): ResolvedOptions {
  const { seed, products, days, lastDay, missingDayRate = 0 } = options;
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(products) || products < 1) throw new RangeError(`products must be a positive integer, got ${products}`);
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, got ${days}`);
  if (!(missingDayRate >= 0 && missingDayRate < 1)) throw new RangeError(`missingDayRate must be in [0, 1), got ${missingDayRate}`);
  const marketplaces = [...new Set(options.marketplaces ?? DEFAULT_MARKETPLACES)];
  if (marketplaces.length === 0) throw new RangeError('marketplaces must not be empty');
  for (const m of marketplaces) if (!MARKETPLACES.includes(m)) throw new RangeError(`Unknown marketplace ${String(m)}`);
  const lastDayNumber = dayNumber(lastDay);
  return { seed, products, days, firstDayNumber: lastDayNumber - days + 1, lastDayNumber, marketplaces, missingDayRate };
}
