/**
 * Times simulate + read (readAnswer, sightings): `npm run bench:simulator --
 * [--products 20000] [--days 90] [--missing 0.03]`. Targets on the 2-core machine: 20,000 × 90
 * under 40 s, 100,000 × 90 under 3.5 minutes.
 */
import { parseArgs } from 'node:util';
import { sightingsOfAnswers } from '../readers/sightings.ts';
import { createMarket } from './market.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    days: { type: 'string', default: '90' },
    missing: { type: 'string', default: '0.03' },
    seed: { type: 'string', default: '2026' },
  },
});
const products = Number(values.products);
const days = Number(values.days);

const started = performance.now();
const market = createMarket({
  seed: Number(values.seed),
  products,
  days,
  lastDay: '2025-12-31',
  missingDayRate: Number(values.missing),
});
let simulating = performance.now() - started;
let parsing = 0;
let payloads = 0;
let observations = 0;
let truthRows = 0;
const skipped: Record<string, number> = {};

let mark = performance.now();
for (const day of market.days()) {
  const simulated = performance.now();
  simulating += simulated - mark;
  const sighted = sightingsOfAnswers(day.answers);
  mark = performance.now();
  parsing += mark - simulated;
  payloads += day.answers.length;
  truthRows += day.truth.length;
  for (const s of sighted) {
    observations += s.counted.length;
    for (const { reason, count } of s.skipped) skipped[reason] = (skipped[reason] ?? 0) + count;
  }
}

const total = simulating + parsing;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`${products.toLocaleString('en')} products × ${days} days`);
console.log(
  `  simulate  ${seconds(simulating)}  (${truthRows.toLocaleString('en')} product-days, ${payloads.toLocaleString('en')} answers)`,
);
console.log(`  read      ${seconds(parsing)}  (${observations.toLocaleString('en')} observations)`);
console.log(
  `  total     ${seconds(total)}  → ${Math.round(observations / (total / 1000)).toLocaleString('en')} observations/s`,
);
console.log(`  skipped   ${JSON.stringify(skipped)}`);
