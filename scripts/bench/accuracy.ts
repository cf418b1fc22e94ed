/**
 * `npm run bench:accuracy`: how close the estimator's 30-day revenue comes to the simulator's
 * truth, as the median absolute percentage error at product, store and category level, for a
 * crawl that sees every product every day and for one that misses days.
 */
import {
  addDays,
  createMarket,
  DEFAULT_UNITS_PER_REVIEW,
  estimateSales,
  learnUnitsPerReview,
  parsePayloads,
  type CounterPoint,
  type Observation,
} from '@pasarlens/market';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    days: { type: 'string', default: '60' },
    seed: { type: 'string', default: '11' },
  },
});
const products = Number(values.products);
const days = Number(values.days);
const LAST_DAY = '2026-11-15';
const WINDOW_START = addDays(LAST_DAY, -29);

interface Totals {
  estimated: Map<string, number>;
  truth: Map<string, number>;
}

const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
const productKey = (marketplace: string, id: string) => `${marketplace}:${id}`;

/** Runs the market through parse and estimate; sums 30-day revenue per product, store and category. */
function run(missingDayRate: number) {
  const market = createMarket({ seed: Number(values.seed), products, days, lastDay: LAST_DAY, missingDayRate });
  const points = new Map<string, CounterPoint>();
  const groups = new Map<string, { store: string; category: string }>();
  /** Products seen only as a display bucket ('10RB+') on every sighting. */
  const bucketOnly = new Map<string, boolean>();
  const levels = { product: { estimated: new Map(), truth: new Map() }, store: { estimated: new Map(), truth: new Map() }, category: { estimated: new Map(), truth: new Map() } } satisfies Record<string, Totals>;

  const record = (kind: 'estimated' | 'truth', key: string, revenue: number) => {
    const group = groups.get(key);
    add(levels.product[kind], key, revenue);
    if (group) {
      add(levels.store[kind], group.store, revenue);
      add(levels.category[kind], group.category, revenue);
    }
  };

  for (const day of market.days()) {
    const { observations } = parsePayloads(day.day, day.payloads);
    const pairs = observations.map((observation: Observation) => ({ observation, previous: points.get(productKey(observation.marketplace, observation.externalId)) }));
    const ratios = learnUnitsPerReview(pairs);
    for (const { observation: o, previous } of pairs) {
      const key = productKey(o.marketplace, o.externalId);
      groups.set(key, { store: `${o.marketplace}:${o.store.externalId}`, category: `${o.marketplace}:${o.categoryPath.at(-1)?.externalId}` });
      bucketOnly.set(key, (bucketOnly.get(key) ?? true) && o.sold.kind === 'bucket');
      const estimate = estimateSales(previous ?? null, o, ratios.get(o.marketplace) ?? DEFAULT_UNITS_PER_REVIEW);
      points.set(key, estimate.point);
      for (const figure of estimate.days) if (figure.day >= WINDOW_START) record('estimated', key, figure.revenue);
    }
    if (day.day >= WINDOW_START) for (const t of day.truth) record('truth', productKey(t.marketplace, t.productExternalId), t.revenue);
  }
  const bucketKeys = new Set([...bucketOnly].filter(([, only]) => only).map(([key]) => key));
  const only = (map: Map<string, number>) => new Map([...map].filter(([key]) => bucketKeys.has(key)));
  return { ...levels, bucketProducts: { estimated: only(levels.product.estimated), truth: only(levels.product.truth) } };
}

/** |estimate − truth| / truth over the keys with true revenue (a key never estimated counts as 100%): median and 90th percentile. */
function errors({ estimated, truth }: Totals): { median: number; p90: number; n: number } {
  const sorted = [...truth].filter(([, t]) => t > 0).map(([key, t]) => Math.abs((estimated.get(key) ?? 0) - t) / t).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9), n: sorted.length };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`Estimator accuracy: ${products.toLocaleString('en')} products, ${days} days simulated, 30-day revenue to ${LAST_DAY}\n`);
console.log('Absolute percentage error of 30-day revenue, median / 90th percentile (number of products, stores or leaf categories):\n');
console.log('| crawl | product | store | category | products seen only as display buckets |');
console.log('|---|---|---|---|---|');
for (const missing of [0, 0.1]) {
  const started = Date.now();
  const levels = run(missing);
  const cells = (['product', 'store', 'category', 'bucketProducts'] as const).map((level) => {
    const { median, p90, n } = errors(levels[level]);
    return `${percent(median)} / ${percent(p90)} (${n.toLocaleString('en')})`;
  });
  const label = missing === 0 ? 'every day seen' : `${missing * 100}% of product-days missed`;
  console.log(`| ${label} | ${cells.join(' | ')} |  `);
  console.error(`  (${label}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
