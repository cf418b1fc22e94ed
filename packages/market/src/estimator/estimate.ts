import { addDays, daysBetween } from '../days.ts';
import { boundsOf, ceilingOf, clampInto, isNarrow, isPoint, type Bounds } from './counter-bounds.ts';
import { likelyPosition } from './position.ts';
import { nextRecent, unitsFromRecentCount } from './recent-sold.ts';
import { movementOf, nextPace, nextStockCheck, unitsFromSignals, type Movement } from './signals.ts';
import { figuresOfSpan, PRICE_SPREAD, rangeOfReading, type Reading } from './ranges.ts';
import { spreadByWeights, spreadEvenly } from './spread.ts';
import {
  DEFAULT_MARKET,
  type Confidence,
  type CounterPoint,
  type DailyFigure,
  type Estimate,
  type MarketReading,
  type ObservedCounters,
  type PriceRange,
} from './types.ts';

/** A listing first seen this many days after its listing day or sooner sold its whole counter in between. */
const RECENT_LISTING_DAYS = 30;
/** Bounds narrower than ± this share of a figure make it a medium-confidence one. */
const NARROW = 0.1;

function exactVariantSold(observed: ObservedCounters): Record<string, number> {
  const sold: Record<string, number> = {};
  for (const variant of observed.variants) if (variant.soldTotal !== null) sold[variant.externalId] = variant.soldTotal;
  return sold;
}

/** Variant unit deltas when every variant's counter is known on both days; otherwise undefined. */
function variantDeltas(
  previous: CounterPoint,
  observed: ObservedCounters,
): { units: number; price: number }[] | undefined {
  if (observed.variants.length === 0) return undefined;
  const deltas: { units: number; price: number }[] = [];
  for (const variant of observed.variants) {
    const before = previous.variantSold[variant.externalId];
    if (variant.soldTotal === null || before === undefined) return undefined;
    deltas.push({ units: Math.max(0, variant.soldTotal - before), price: variant.price });
  }
  return deltas;
}

/**
 * The mean of the variants' prices, when the answer lists them but not what each sold (Tokopedia's
 * and TikTok Shop's pages): which of them sold is unknown, and the listing's own price is its
 * cheapest, which would put every such sale at the lowest price.
 */
function meanVariantPrice(observed: ObservedCounters): number | undefined {
  const { variants } = observed;
  if (variants.length < 2) return undefined;
  return variants.reduce((sum, v) => sum + v.price, 0) / variants.length;
}

/** The cheapest and dearest of the variants this answer lists; null when it lists fewer than two. */
function listedPrices(observed: ObservedCounters): PriceRange | null {
  if (observed.variants.length < 2) return null;
  const prices = observed.variants.map((v) => v.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/**
 * What a unit sold over the span may have cost: nothing to doubt where the variants' counters or
 * a revenue counter priced it; otherwise towards the cheapest and the dearest variant listed now
 * or last (PRICE_SPREAD).
 */
function unitPriceRange(
  observed: ObservedCounters,
  previous: CounterPoint | null,
  unitPrice: number,
  pricedByCounters: boolean,
): PriceRange {
  const variants = listedPrices(observed) ?? previous?.variantPrices ?? null;
  if (pricedByCounters || observed.revenueTotal !== null || variants === null)
    return { low: unitPrice, high: unitPrice };
  return {
    low: unitPrice - PRICE_SPREAD * Math.max(0, unitPrice - variants.low),
    high: unitPrice + PRICE_SPREAD * Math.max(0, variants.high - unitPrice),
  };
}

/** Units × price per day (the variants' mean price where they sold), or the rise of a reported revenue counter spread like the units. */
function revenueOf(
  units: number[],
  observed: ObservedCounters,
  revenueBefore: number | null,
  unitPrice = observed.price,
): number[] {
  if (observed.revenueTotal !== null && revenueBefore !== null)
    return spreadByWeights(Math.round(Math.max(0, observed.revenueTotal - revenueBefore)), units);
  return units.map((u) => Math.round(u * unitPrice));
}

/** The 30-day window is kept where it can help: a card with a 30-day count beside a bucketed counter (an exact one needs none). */
const keepsRecent = (observed: ObservedCounters) => observed.recentSold !== null && observed.sold.kind === 'bucket';

/**
 * A product seen for the first time. A listing made in the last RECENT_LISTING_DAYS sold its
 * whole counter since: that counter (or its likely position in the bucket) is spread over the
 * days from the listing on, and the figures are what the counter must stay consistent with from
 * now on. Any older product gives no figure; its bounds are the bucket shown.
 */
function firstSighting(observed: ObservedCounters, market: MarketReading): Estimate {
  const bounds = boundsOf(observed.sold);
  const position = likelyPosition(bounds, observed.reviewCount, market.reviews);
  const age = observed.listedAt === null ? -1 : daysBetween(observed.listedAt, observed.day);
  const sinceListing = age >= 0 && age < RECENT_LISTING_DAYS;
  let days: DailyFigure[] = [];
  if (sinceListing) {
    const units = spreadEvenly(position, age + 1);
    const exact = observed.sold.kind === 'exact';
    const reading: Reading = exact || isPoint(bounds) ? 'counted' : 'reviews';
    const confidence: Confidence = exact
      ? age === 0
        ? 'high'
        : 'medium'
      : isNarrow(bounds, position, NARROW)
        ? 'medium'
        : 'low';
    days = figuresOfSpan(
      observed.listedAt!,
      units,
      revenueOf(units, observed, observed.revenueTotal === null ? null : 0),
      rangeOfReading(position, reading, bounds),
      unitPriceRange(observed, null, observed.price, false),
      { provenance: exact && age === 0 ? 'measured' : 'estimated', confidence },
    );
  }
  return {
    point: {
      day: observed.day,
      soldTotal: position,
      soldExact: observed.sold.kind === 'exact',
      soldLow: sinceListing ? position : bounds.low,
      soldHigh: sinceListing ? position : bounds.high,
      reviewCount: observed.reviewCount,
      revenueTotal: observed.revenueTotal,
      variantSold: exactVariantSold(observed),
      variantPrices: listedPrices(observed),
      recent: keepsRecent(observed)
        ? nextRecent(
            null,
            days.map((d) => d.units),
            boundsOf(observed.recentSold!),
          )
        : null,
      stock: observed.stock,
      pace: sinceListing ? { units: position / (age + 1), reviewUnits: position / (age + 1), days: age + 1 } : null,
      stockCheck: { fell: 0, reviewed: 0, reviews: 0, still: 0 },
    },
    days,
  };
}

/**
 * The units since `previous` and how they were read. Counters prove a range: at least what the
 * new floor is above the highest the counter could have been, at most what the new ceiling is
 * above the lowest (a counter that fell below every value it could have had sold nothing).
 * Inside that range: exact counters and variant counters are the answer; otherwise the
 * marketplace's 30-day count, telescoped, where the card shows one, around what the stock and
 * the reviews say.
 */
function unitsSince(
  previous: CounterPoint,
  observed: ObservedCounters,
  market: MarketReading,
  span: number,
  moved: Movement,
) {
  const before: Bounds = { low: previous.soldLow, high: previous.soldHigh };
  const shown = boundsOf(observed.sold);
  const fell = shown.high !== null && shown.high < before.low;
  const proven: Bounds = fell
    ? { low: 0, high: 0 }
    : { low: Math.max(0, shown.low - ceilingOf(before)), high: shown.high === null ? null : shown.high - before.low };
  const exactCounters = previous.soldExact && observed.sold.kind === 'exact';
  const deltas = variantDeltas(previous, observed);
  const variantUnits = deltas?.reduce((sum, d) => sum + d.units, 0);
  const pricedByCounters = deltas !== undefined && variantUnits !== undefined && variantUnits > 0;
  const unitPrice = pricedByCounters
    ? deltas.reduce((sum, d) => sum + d.units * d.price, 0) / variantUnits
    : (meanVariantPrice(observed) ?? observed.price);

  const counted = { reading: 'counted' as Reading, proven };
  if (isPoint(proven)) {
    const confidence = exactCounters ? null : fell ? ('low' as const) : ('medium' as const);
    return { units: proven.low, fell, exact: exactCounters, confidence, unitPrice, pricedByCounters, ...counted };
  }
  if (variantUnits !== undefined && clampInto(variantUnits, proven) === variantUnits)
    return { units: variantUnits, fell, exact: true, confidence: null, unitPrice, pricedByCounters, ...counted };

  const recent =
    previous.recent && observed.recentSold
      ? unitsFromRecentCount(previous.recent, span, boundsOf(observed.recentSold))
      : undefined;
  const byOtherSignals = unitsFromSignals(previous, observed, market, span, moved);
  const signals = byOtherSignals.units + (previous.pace?.carry ?? 0);
  const read = clampInto(recent ? clampInto(signals, recent) : signals, proven);
  const units = Math.round(read);
  const narrow =
    isNarrow(proven, units, NARROW) ||
    (recent !== undefined &&
      observed.recentSold !== null &&
      isNarrow(boundsOf(observed.recentSold), units, NARROW / 3));
  // A slow product seen every day reads a fraction of a unit each time: rounding it away every
  // time would give it nothing. What a bound cut off is not carried.
  const carry = read === signals ? read - units : 0;
  const reading: Reading = recent ? 'recent' : byOtherSignals.reading;
  const confidence = narrow ? ('medium' as const) : ('low' as const);
  return { units, fell, exact: false, confidence, unitPrice, pricedByCounters, carry, reading, proven };
}

/** The bounds after `units` more were sold: the old ones moved up by them, cut to what is shown now. */
function boundsAfter(previous: CounterPoint, shown: Bounds, units: number, fell: boolean): Bounds {
  if (fell) return shown;
  const low = Math.max(previous.soldLow + units, shown.low);
  const high =
    previous.soldHigh === null
      ? shown.high
      : shown.high === null
        ? previous.soldHigh + units
        : Math.min(previous.soldHigh + units, shown.high);
  return high !== null && high < low ? shown : { low, high };
}

/**
 * Daily units and revenue since a product's previous observation (decisions/013): the units
 * the counters prove, or inside what they prove the best reading of the other signals, spread
 * over the days since the last sighting; revenue is units × price (the variants' prices where
 * their counters are known), or the rise of a reported revenue counter. A figure is `measured`
 * only for a single day between two exact observations; every figure carries its confidence.
 */
export function estimateSales(
  previous: CounterPoint | null,
  observed: ObservedCounters,
  market: MarketReading = DEFAULT_MARKET,
): Estimate {
  if (previous === null) return firstSighting(observed, market);
  const span = daysBetween(previous.day, observed.day);
  // An observation no later than the previous one adds nothing to what the counters told.
  if (span <= 0) return { point: previous, days: [] };

  const moved = movementOf(previous, observed, market.reviews);
  const read = unitsSince(previous, observed, market, span, moved);
  const shown = boundsOf(observed.sold);
  const bounds = boundsAfter(previous, shown, read.units, read.fell);
  const units = spreadEvenly(read.units, span);
  const revenue = revenueOf(units, observed, previous.revenueTotal, read.unitPrice);
  const measured = read.exact && span === 1;
  const confidence: Confidence = read.confidence ?? (measured ? 'high' : 'medium');
  return {
    point: {
      day: observed.day,
      soldTotal: Math.round(clampInto(read.fell ? previous.soldTotal : previous.soldTotal + read.units, bounds)),
      soldExact: observed.sold.kind === 'exact',
      soldLow: bounds.low,
      soldHigh: bounds.high,
      reviewCount: observed.reviewCount ?? previous.reviewCount,
      revenueTotal: observed.revenueTotal,
      variantSold: { ...previous.variantSold, ...exactVariantSold(observed) },
      variantPrices: listedPrices(observed) ?? previous.variantPrices,
      recent: keepsRecent(observed) ? nextRecent(previous.recent, units, boundsOf(observed.recentSold!)) : null,
      stock: observed.stock,
      pace: { ...nextPace(previous, span, read.units, moved, market.reviews), carry: read.carry ?? 0 },
      stockCheck: nextStockCheck(previous.stockCheck, moved),
    },
    days: figuresOfSpan(
      addDays(previous.day, 1),
      units,
      revenue,
      rangeOfReading(read.units, read.reading, read.proven),
      unitPriceRange(observed, previous, read.unitPrice, read.pricedByCounters),
      { provenance: measured ? 'measured' : 'estimated', confidence },
    ),
  };
}
