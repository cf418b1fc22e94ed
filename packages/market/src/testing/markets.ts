import { createMarket, type Market } from '../simulator/market.ts';
import type { MarketOptions, SimulatedDay } from '../simulator/types.ts';

export interface CollectedMarket {
  market: Market;
  days: SimulatedDay[];
}

const collected = new Map<string, CollectedMarket>();

/** A small market with all its days kept, made once per options and shared by a test file's tests. */
export function collectMarket(options: MarketOptions): CollectedMarket {
  const key = JSON.stringify(options);
  let entry = collected.get(key);
  if (!entry) {
    const market = createMarket(options);
    entry = { market, days: [...market.days()] };
    collected.set(key, entry);
  }
  return entry;
}
