import type { MarketOptions } from '@pasarlens/market';

/** The test clock stands at 2026-11-01 (Jakarta); every test market ends the day before. */
const TEST_MARKET_LAST_DAY = '2026-10-31';

/**
 * The simulated markets test files start from (createTestApp's `market`): each is seeded once a
 * run and copied for every file that names it, so a file costs a copy, not a seeding. A test asks
 * the database for the products, stores and categories it needs instead of naming them.
 */
export const TEST_MARKETS = {
  /** Ten fully observed days of 150 products: for what needs a market, not its history. */
  week: { seed: 5, products: 150, days: 10, lastDay: TEST_MARKET_LAST_DAY, missingDayRate: 0 },
  /** 600 products over 40 days with some days missed: research, history, the dashboard, exports. */
  month: { seed: 11, products: 600, days: 40, lastDay: TEST_MARKET_LAST_DAY, missingDayRate: 0.03 },
  /** 70 days: a dashboard range of 30 days with the 30 before it. */
  season: { seed: 11, products: 500, days: 70, lastDay: TEST_MARKET_LAST_DAY, missingDayRate: 0.03 },
} as const satisfies Record<string, MarketOptions>;
