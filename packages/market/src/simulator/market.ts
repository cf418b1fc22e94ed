import { dayFromNumber } from '../calendar.ts';
import type { Day } from '../observation.ts';
import { adsOfDay, planAds } from './ads.ts';
import { affiliatesOfDay, planAffiliates } from './affiliates.ts';
import { buildCatalog, type BuiltCatalog, type MarketCatalog } from './catalog.ts';
import { COIN } from './coins.ts';
import { CrawlCoverage } from './coverage.ts';
import { keywordsOfDay, planKeywords } from './keywords.ts';
import { resolveOptions, type ResolvedOptions } from './options.ts';
import { productPayload, shopeeModelsPayload } from './payloads/index.ts';
import { ProductState } from './product-state.ts';
import { hash32, unitHash } from './random.ts';
import { createSeasonality } from './seasonality.ts';
import type { MarketOptions, RawPayload, SimulatedDay, TruthRow } from './types.ts';

export interface Market {
  firstDay: Day;
  lastDay: Day;
  catalog: MarketCatalog;
  /** One SimulatedDay per day, in order, each grown from the day before; call again to start over. */
  days(): Generator<SimulatedDay, void, undefined>;
}

/** Share of payloads of every shape that arrive malformed; Shopee models payloads twice as often. */
const MALFORMED_SHARE = 0.005;
const MALFORMED_MODELS_SHARE = 0.01;
/** How often a product that shows up in two shapes shows its other one. */
const ALTERNATE_SHAPE_SHARE = 0.3;

/**
 * A simulated Indonesian marketplace market: catalog up front, then day after day the payloads a
 * crawler would capture (in each marketplace's own shapes), keyword volumes, ads, affiliate terms
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
  };
}

function* simulateDays(options: ResolvedOptions, built: BuiltCatalog): Generator<SimulatedDay, void, undefined> {
  const { seed, firstDayNumber, lastDayNumber } = options;
  const { products, stores } = built;
  const keywords = planKeywords(seed, options.marketplaces, built.leafWeights);
  const ads = planAds(seed, products, keywords);
  const affiliates = planAffiliates(seed, products);
  const seasonality = createSeasonality(seed, firstDayNumber);
  const coverage = new CrawlCoverage(seed, products.length, options.missingDayRate);
  const states: (ProductState | undefined)[] = new Array(products.length);
  const followers = new Float64Array(stores.length);

  for (let n = firstDayNumber; n <= lastDayNumber; n++) {
    const ctx = seasonality(n);
    stores.forEach(
      (s, i) => (followers[i] = Math.round(s.store.followers * (1 + s.followerGrowth) ** (n - firstDayNumber))),
    );
    const payloads: RawPayload[] = [];
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
      const alternate = model.alternateShape !== null && unitHash(seed, i, n, COIN.shape) < ALTERNATE_SHAPE_SHARE;
      const input = { product, store, snapshot: state, followers: followers[store.index] ?? store.followers };
      const damage =
        unitHash(seed, i, n, COIN.malformed) < MALFORMED_SHARE ? hash32(seed, i, n, COIN.damage) : undefined;
      payloads.push(productPayload(alternate ? model.alternateShape! : product.shape, input, damage));
      if (product.marketplace === 'shopee' && product.variants.length > 0) {
        const modelsDamage =
          unitHash(seed, i, n, COIN.modelsMalformed) < MALFORMED_MODELS_SHARE
            ? hash32(seed, i, n, COIN.damage + 1)
            : undefined;
        payloads.push(shopeeModelsPayload(input, modelsDamage));
      }
    }
    yield {
      day: ctx.day,
      payloads,
      keywords: keywordsOfDay(seed, keywords, ctx),
      ads: adsOfDay(seed, ads, keywords, ctx),
      affiliates: affiliatesOfDay(seed, affiliates, firstDayNumber, n, ctx.day),
      truth,
    };
  }
}
