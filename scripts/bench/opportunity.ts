/**
 * `npm run bench:opportunity [-- --products N --days D --market DIR --keep DIR]`: replays the
 * demo market's history (decisions/040). At each of the last 8 weeks with 4 weeks after them (or
 * as many as the data hold) it ranks every level-1 category's products with the opportunity score
 * from the weeks up to then only, and measures the next 4 weeks' revenue growth of the top 50
 * against the category's median and against the top 50 by revenue: the lift and the rank
 * correlation per week and overall. The earlier half of the weeks chooses the weights, the later
 * half reports them, beside the committed weights (OPPORTUNITY_WEIGHTS) on the same weeks.
 */
import {
  DEFAULT_COST_SHARE,
  OPPORTUNITY_PARTS,
  OPPORTUNITY_WEIGHTS,
  type OpportunityWeights,
  type ResearchMarketplace,
} from '@pasarlens/contracts';
import { openDatabase } from '@pasarlens/db';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { DEMO_MARKET, seedMarket } from '../../apps/api/src/modules/market/seed.ts';
import { marginFor } from '../../apps/api/src/modules/opportunities/margin.ts';
import { marketHistories, weeksOf } from '../../apps/api/src/modules/opportunities/opportunities.repo.ts';
import { replay, type ReplayMarket, type ReplayWeek } from '../../apps/api/src/modules/opportunities/replay.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEMO_MARKET.products) },
    days: { type: 'string', default: String(DEMO_MARKET.days) },
    keep: { type: 'string' },
    market: { type: 'string' },
  },
});
const products = Number(values.products);
const days = Number(values.days);
const MARKETPLACES = ['shopee', 'tokopedia', 'tiktok'] as const;

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}%`;
const pp = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)} pp`;
const weightsText = (w: OpportunityWeights) => OPPORTUNITY_PARTS.map((p) => `${p} ${w[p]}`).join(', ');

function printWeeks(label: string, weeks: ReplayWeek[]) {
  for (const w of weeks)
    console.log(
      `  ${label} week of ${w.week}: ${w.categories} categories, ${w.products} products; next 4 weeks' median growth top 50 ${pct(w.growthTop)}, category ${pct(w.growthCategory)}, top 50 by revenue ${pct(w.growthByRevenue)}; lift ${pp(w.growthTop - w.growthCategory)} vs median, ${pp(w.growthTop - w.growthByRevenue)} vs revenue; rank correlation ${w.rankCorrelation.toFixed(3)}`,
    );
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pasarlens-bench-opportunity-'));
  if (values.market) cpSync(values.market, dir, { recursive: true });
  else {
    console.error(`Building the demo market: ${products.toLocaleString('en')} products × ${days} days (${dir})`);
    const building = await openDatabase({ dataDir: dir });
    await seedMarket(building, { ...DEMO_MARKET, products, days, lastDay: '2026-11-15' }, systemClock);
    await building.close();
    if (values.keep) cpSync(dir, values.keep, { recursive: true });
  }
  const database = await openDatabase({ dataDir: dir });
  try {
    const started = performance.now();
    const { weeks } = await weeksOf(database, 'shopee');
    const markets: ReplayMarket[] = [];
    for (const marketplace of MARKETPLACES)
      markets.push({ marketplace, histories: await marketHistories(database, marketplace, weeks[0]!, weeks.at(-1)!) });
    const options = {
      marginFor: (m: ResearchMarketplace, day: string) => marginFor(m, day, { share: DEFAULT_COST_SHARE }),
    };
    const tuned = replay(markets, weeks, { ...options, weights: OPPORTUNITY_WEIGHTS, tune: true });
    const committed = replay(markets, weeks, { ...options, weights: OPPORTUNITY_WEIGHTS, tune: false });
    const seconds = (performance.now() - started) / 1000;
    const sold = markets.reduce((t, m) => t + m.histories.length, 0);
    console.log(
      `Opportunity score replay on the demo market (simulated): ${products.toLocaleString('en')} products × ${days} days, ${sold.toLocaleString('en')} with sales in 90 days, ${weeks.length} weeks; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
    );
    console.log(`Weights chosen on the ${tuned.tuning.length} earlier weeks: ${weightsText(tuned.weights)}`);
    printWeeks('tuning  ', tuned.tuning);
    printWeeks('reported', tuned.reported);
    const overall = tuned.overall;
    if (overall)
      console.log(
        `Overall on the ${tuned.reported.length} reported weeks (out of sample): top 50 ${pct(overall.growthTop)} vs category median ${pct(overall.growthCategory)} (lift ${pp(overall.growthTop - overall.growthCategory)}) and vs top 50 by revenue ${pct(overall.growthByRevenue)} (lift ${pp(overall.growthTop - overall.growthByRevenue)}); rank correlation ${overall.rankCorrelation.toFixed(3)}`,
      );
    else console.log('Too few weeks for a replay: it needs 4 weeks before a week and 4 after it.');
    if (committed.overall)
      console.log(
        `Committed weights (${weightsText(OPPORTUNITY_WEIGHTS)}) on all ${committed.reported.length} weeks: top 50 ${pct(committed.overall.growthTop)} vs median ${pct(committed.overall.growthCategory)} vs by revenue ${pct(committed.overall.growthByRevenue)}; rank correlation ${committed.overall.rankCorrelation.toFixed(3)}`,
      );
    console.log(`Replay (tuned and committed) took ${seconds.toFixed(1)} s`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
