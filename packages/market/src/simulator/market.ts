import { dayFromNumber } from '../calendar.ts';
import type { Day } from '../observation.ts';
import { adsOfDay, planAds } from './ads.ts';
import { affiliatesOfDay, planAffiliates } from './affiliates.ts';
import { buildCatalog, type BuiltCatalog, type MarketCatalog } from './catalog.ts';
import { CrawlCoverage } from './coverage.ts';
import { keywordsOfDay, planKeywords } from './keywords.ts';
import { resolveOptions, type ResolvedOptions } from './options.ts';
import { answersOfDay, type Seen } from './answers/index.ts';
import type { PayloadInput } from './answers/input.ts';
import { ProductState } from './product-state.ts';
import { createSeasonality } from './seasonality.ts';
import type { MarketOptions, SimulatedDay, TruthRow } from './types.ts';

export interface Market {
  firstDay: Day;
  lastDay: Day;
  catalog: MarketCatalog;
  /** One SimulatedDay per day, in order, each grown from the day before; call again to start over. */
  days(): Generator<SimulatedDay, void, undefined>;
  /** Every product listed by the last day, as its pages show it that day (a local marketplace site's stock). */
  shelf(): PayloadInput[];
}

/**
 * A simulated Indonesian marketplace market: catalog up front, then day after day the answers a
 * crawler would receive (in each marketplace's real shapes, at the real addresses), keyword
 * volumes, ads, affiliate terms
 * and the truth of every listed product's sales. The same options give the same market.
 */
export function createMarket(options: MarketOptions): Market {
  const resolved = resolveOptions(options);
  const built = buildCatalog(resolved);
  return {
    firstDay: dayFromNumber(resolved.firstDayNumber),
    lastDay: dayFromNumber(resolved.lastDayNumber),
    catalog: built.catalog,
    days: () => simulateDays(resolved, built),
    shelf: () => {
      let last: Seen[] = [];
      for (const { seen } of productDays(resolved, built, { everyProduct: true })) last = seen;
      return last.map((s) => s.input);
    },
  };
}

function* simulateDays(options: ResolvedOptions, built: BuiltCatalog): Generator<SimulatedDay, void, undefined> {
  const { seed, firstDayNumber } = options;
  const { products } = built;
  const keywords = planKeywords(seed, options.marketplaces, built.leafWeights);
  const ads = planAds(seed, products, keywords);
  const affiliates = planAffiliates(seed, products);
  for (const { ctx, n, seen, truth } of productDays(options, built, { everyProduct: false })) {
    yield {
      day: ctx.day,
      answers: answersOfDay(ctx.day, seen),
      keywords: keywordsOfDay(seed, keywords, ctx),
      ads: adsOfDay(seed, ads, keywords, ctx),
      affiliates: affiliatesOfDay(seed, affiliates, firstDayNumber, n, ctx.day),
      truth,
    };
  }
}

/** Each day's product states and what the crawl saw of them (with everyProduct, every listed product). */
function* productDays(options: ResolvedOptions, built: BuiltCatalog, { everyProduct }: { everyProduct: boolean }) {
  const { seed, firstDayNumber, lastDayNumber } = options;
  const { products, stores } = built;
  const seasonality = createSeasonality(seed, firstDayNumber);
  const coverage = new CrawlCoverage(seed, products.length, everyProduct ? 0 : options.missingDayRate);
  const states: (ProductState | undefined)[] = new Array(products.length);
  const followers = new Float64Array(stores.length);
  const opened = new Uint8Array(products.length);

  for (let n = firstDayNumber; n <= lastDayNumber; n++) {
    const ctx = seasonality(n);
    stores.forEach(
      (s, i) => (followers[i] = Math.round(s.store.followers * (1 + s.followerGrowth) ** (n - firstDayNumber))),
    );
    const seen: Seen[] = [];
    const truth: TruthRow[] = [];
    for (const model of products) {
      if (model.listedOnNumber > n) continue;
      const { product, store } = model;
      const i = product.index;
      const state = (states[i] ??= new ProductState(model, seed, firstDayNumber, options.behaviour));
      state.advance(ctx);
      truth.push({
        marketplace: product.marketplace,
        productExternalId: product.externalId,
        storeExternalId: product.storeExternalId,
        day: ctx.day,
        units: state.unitsToday,
        revenue: state.revenueToday,
      });
      if (!coverage.seen(i, n)) continue;
      const input = { product, store, snapshot: state, followers: followers[store.index] ?? store.followers };
      // The crawl opens a product's page the first time it sees it (its category path), and
      // every day where the page holds what the cards do not (variants, the exact counter).
      seen.push({ input, page: model.pageDaily || !opened[i] });
      opened[i] = 1;
    }
    yield { ctx, n, seen, truth };
  }
}
