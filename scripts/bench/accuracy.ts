/**
 * `npm run bench:accuracy`: how close the estimator's 30-day revenue comes to the simulator's
 * truth, for crawls that see exact counters or only display buckets, every day or with missed
 * days. Truth counts every product that sold in the window, seen or not; a product, store, brand
 * or category never estimated counts as 100% off. Then how often the 80% intervals of those
 * totals hold the truth (decisions/039). Options: --products, --days, --seed, --variant
 * default|hard|typed-stock (another market's behaviour), --crawls name,name (a subset), --scan
 * (the coverage the interval model would have with other constants, for refitting them).
 */
import {
  addDays,
  addRangeSums,
  createMarket,
  estimateDay,
  intervalOfSums,
  NO_RANGE,
  SUM_MODEL,
  rangeSumsOf,
  sightingsOfAnswers,
  type CounterPoint,
  type DailyFigure,
  type MarketBehaviour,
  type RangeSums,
} from '@pasarlens/market';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    days: { type: 'string', default: '60' },
    seed: { type: 'string', default: '11' },
    variant: { type: 'string', default: 'default' },
    crawls: { type: 'string' },
    scan: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
const days = Number(values.days);
const seed = Number(values.seed);
const LAST_DAY = '2026-11-15';
const WINDOW_DAYS = 30;
const WINDOW_START = addDays(LAST_DAY, 1 - WINDOW_DAYS);
/**
 * The crawl goes on this many days past the window (the longest gap it leaves), so that every
 * product has been seen again after the window: figures for days still inside a gap do not exist
 * yet, and what is measured is the estimate of the window, not how recently the crawl came by.
 */
const CRAWL_AFTER_WINDOW = 5;
/** Products that sold at least this many units in the window are the big sellers. */
const BIG_SELLER_UNITS = 1_000;

/** Markets this project's estimator was not tuned on: reviews rarer and later, more spikes and launches, typed stock. */
const VARIANTS: Record<string, Partial<MarketBehaviour>> = {
  default: {},
  hard: {
    reviewShare: [0.005, 0.25],
    reviewLagDays: [1, 14],
    spikeChance: 1 / 45,
    spikeBoost: [3, 25],
    fastListingShare: 0.3,
    madeUpStockShare: 0.3,
  },
  /** Every seller types a stock figure: nothing but the counters, the 30-day count and the reviews to go by. */
  'typed-stock': { madeUpStockShare: 1 },
};
const behaviour = VARIANTS[values.variant];
if (!behaviour) throw new Error(`Unknown --variant ${values.variant}; one of ${Object.keys(VARIANTS).join(', ')}`);

const CRAWLS = [
  { name: 'exact', label: 'every card exact', bucketedCardShare: 0, missingDayRate: 0 },
  {
    name: 'exact-gaps',
    label: 'every card exact, 20% of product-days missed',
    bucketedCardShare: 0,
    missingDayRate: 0.2,
  },
  { name: 'half-gaps', label: 'half the cards bucketed, 20% missed', bucketedCardShare: 0.5, missingDayRate: 0.2 },
  { name: 'bucketed', label: 'every card bucketed', bucketedCardShare: 1, missingDayRate: 0 },
  { name: 'bucketed-gaps', label: 'every card bucketed, 20% missed', bucketedCardShare: 1, missingDayRate: 0.2 },
] as const;
const chosen = values.crawls ? CRAWLS.filter((c) => values.crawls!.split(',').includes(c.name)) : CRAWLS;

type Level = 'product' | 'store' | 'brand' | 'category';
const LEVELS: Level[] = ['product', 'store', 'brand', 'category'];

interface Totals {
  estimated: Map<string, number>;
  truth: Map<string, number>;
  /** What each estimated total's 80% interval is made of. */
  ranges: Map<string, RangeSums>;
}

const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
const productKey = (marketplace: string, id: string) => `${marketplace}:${id}`;

/** Runs one crawl of the market through the readers and the estimator; sums 30-day revenue per product, store, brand and category. */
function run(crawl: (typeof CRAWLS)[number]) {
  const market = createMarket({
    seed,
    products,
    days: days + CRAWL_AFTER_WINDOW,
    lastDay: addDays(LAST_DAY, CRAWL_AFTER_WINDOW),
    missingDayRate: crawl.missingDayRate,
    bucketedCardShare: crawl.bucketedCardShare,
    behaviour,
  });
  // Groups come from the catalog, so a product never seen still counts in its store's truth.
  const groups = new Map(
    market.catalog.products.map((p) => [
      productKey(p.marketplace, p.externalId),
      {
        store: `${p.marketplace}:${p.storeExternalId}`,
        brand: p.brand === null ? null : `${p.marketplace}:${p.brand}`,
        category: `${p.marketplace}:${p.categoryPath.at(-1)!.externalId}`,
      },
    ]),
  );
  const levels = Object.fromEntries(
    LEVELS.map((level) => [level, { estimated: new Map(), truth: new Map(), ranges: new Map() }]),
  ) as Record<Level, Totals>;
  const trueUnits = new Map<string, number>();
  const points = new Map<string, CounterPoint>();
  /** Products seen only as a display bucket ('10RB+') on every sighting. */
  const bucketOnly = new Map<string, boolean>();

  const record = (kind: 'estimated' | 'truth', key: string, revenue: number, figure?: DailyFigure) => {
    const group = groups.get(key)!;
    const keys: [Level, string | null][] = [
      ['product', key],
      ['store', group.store],
      ['brand', group.brand],
      ['category', group.category],
    ];
    for (const [level, levelKey] of keys) {
      if (levelKey === null) continue;
      add(levels[level][kind], levelKey, revenue);
      if (figure) {
        const sums = levels[level].ranges.get(levelKey) ?? NO_RANGE;
        levels[level].ranges.set(levelKey, addRangeSums(sums, rangeSumsOf(figure)));
      }
    }
  };

  for (const day of market.days()) {
    const observations = sightingsOfAnswers(day.answers).flatMap((s) => s.counted);
    const sightings = observations.map((observation) => ({
      observation,
      previous: points.get(productKey(observation.marketplace, observation.externalId)),
    }));
    estimateDay(sightings).forEach((estimate, i) => {
      const o = sightings[i]!.observation;
      const key = productKey(o.marketplace, o.externalId);
      bucketOnly.set(key, (bucketOnly.get(key) ?? true) && o.sold.kind === 'bucket');
      points.set(key, estimate.point);
      for (const figure of estimate.days)
        if (figure.day >= WINDOW_START && figure.day <= LAST_DAY) record('estimated', key, figure.revenue, figure);
    });
    if (day.day < WINDOW_START || day.day > LAST_DAY) continue;
    for (const t of day.truth) {
      const key = productKey(t.marketplace, t.productExternalId);
      record('truth', key, t.revenue);
      add(trueUnits, key, t.units);
    }
  }
  const only = (keep: (key: string) => boolean): Totals => ({
    estimated: new Map([...levels.product.estimated].filter(([key]) => keep(key))),
    truth: new Map([...levels.product.truth].filter(([key]) => keep(key))),
    ranges: new Map([...levels.product.ranges].filter(([key]) => keep(key))),
  });
  return {
    ...levels,
    bigSellers: only((key) => (trueUnits.get(key) ?? 0) >= BIG_SELLER_UNITS),
    bucketOnly: only((key) => bucketOnly.get(key) === true),
  };
}

/** |estimate − truth| / truth over the keys with true revenue (a key never estimated counts as 100%): median and 90th percentile. */
function errors({ estimated, truth }: Totals): { median: number; p90: number; n: number } {
  const sorted = [...truth]
    .filter(([, t]) => t > 0)
    .map(([key, t]) => Math.abs((estimated.get(key) ?? 0) - t) / t)
    .sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9), n: sorted.length };
}

/** Σ estimate / Σ truth − 1: what no median shows, an error that leans one way and adds up in every total. */
function bias({ estimated, truth }: Totals): number {
  const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  return sum(estimated) / sum(truth) - 1;
}

/**
 * How often the 80% interval of an estimated total holds the truth, over the totals not fully
 * measured (an interval of some width; a total never estimated has none), and the median of the
 * interval's width relative to the estimate (half of high − low).
 */
function coverage(
  { estimated, truth, ranges }: Totals,
  model = SUM_MODEL,
  readingScale = 1,
): { share: number; width: number; n: number } {
  let inside = 0;
  let n = 0;
  const widths: number[] = [];
  for (const [key, sums] of ranges) {
    const total = estimated.get(key) ?? 0;
    const scale = (side: RangeSums['below']) => ({
      ...side,
      reading: side.reading * readingScale,
      readingSquares: side.readingSquares * readingScale ** 2,
    });
    const scaled = { below: scale(sums.below), above: scale(sums.above) };
    // As the rollups serve it: a window's total over its days, whichever of them had figures.
    const { low, high } = intervalOfSums(total, scaled, WINDOW_DAYS, model);
    if (high - low < 1) continue;
    n++;
    const t = truth.get(key) ?? 0;
    if (t >= low && t <= high) inside++;
    if (total > 0) widths.push((high - low) / 2 / total);
  }
  widths.sort((a, b) => a - b);
  return { share: inside / Math.max(1, n), width: widths[Math.floor(widths.length / 2)] ?? 0, n };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${percent(Math.abs(x))}`;
console.log(
  `Estimator accuracy: ${products.toLocaleString('en')} products, ${days} days simulated (seed ${seed}, ${values.variant} behaviour), 30-day revenue to ${LAST_DAY}\n`,
);
console.log(
  'Total bias of 30-day revenue (Σ estimate / Σ truth − 1), then absolute percentage error, median / 90th percentile (how many had revenue):\n',
);
console.log(
  `| crawl | total bias | product | store | brand | category | products selling ${BIG_SELLER_UNITS.toLocaleString('en')}+ units (bias) | products seen only as buckets (bias) |`,
);
console.log('|---|---|---|---|---|---|---|---|');
for (const crawl of chosen) {
  const started = Date.now();
  const levels = run(crawl);
  const cell = (totals: Totals) => {
    const { median, p90, n } = errors(totals);
    return `${percent(median)} / ${percent(p90)} (${n.toLocaleString('en')})`;
  };
  const cells = [
    signed(bias(levels.product)),
    ...LEVELS.map((level) => cell(levels[level])),
    `${cell(levels.bigSellers)} ${signed(bias(levels.bigSellers))}`,
    levels.bucketOnly.truth.size === 0 ? '—' : `${cell(levels.bucketOnly)} ${signed(bias(levels.bucketOnly))}`,
  ];
  console.log(`| ${crawl.label} | ${cells.join(' | ')} |`);
  const covered = (totals: Totals) => {
    const { share, width, n } = coverage(totals);
    return `${percent(share)} ±${percent(width)} (${n.toLocaleString('en')})`;
  };
  console.log(
    `  80% intervals: ${[...LEVELS.map((level) => `${level} ${covered(levels[level])}`), `bucket-only ${covered(levels.bucketOnly)}`].join(' · ')}`,
  );
  if (values.scan) {
    for (const reading of [0.8, 1, 1.25])
      for (const shared of [0, 0.05])
        for (const split of [0.35, 0.4, 0.5])
          for (const splitShared of [0.15, 0.2, 0.3]) {
            const model = {
              sharedAcrossProducts: shared,
              splitInSums: split,
              splitSharedAcrossProducts: splitShared,
            };
            const shares = LEVELS.map((level) => percent(coverage(levels[level], model, reading).share));
            console.log(
              `    R ${reading} shared ${shared} split ${split} splitShared ${splitShared}: ${shares.join(' ')}`,
            );
          }
  }
  console.error(`  (${crawl.name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
