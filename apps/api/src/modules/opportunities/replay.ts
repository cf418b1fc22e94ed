import { OPPORTUNITY_PARTS, REPLAY_TOP, type OpportunityWeights, type ResearchMarketplace } from '@pasarlens/contracts';
import { addDays, type Day } from '@pasarlens/market';
import { productWeeksAt, revenueOver, type ProductHistory } from './history.ts';
import { growth, opportunityCandidates, ranks, scoreOf, type Margin, type OpportunityCandidate } from './score.ts';

export interface ReplayHistory extends ProductHistory {
  topCategoryId: number;
}

export interface ReplayMarket {
  marketplace: ResearchMarketplace;
  histories: ReplayHistory[];
}

/** One week's outcome, averaged over its categories: median growth over the next 4 weeks. */
export interface ReplayWeek {
  week: string;
  categories: number;
  products: number;
  growthTop: number;
  growthCategory: number;
  growthByRevenue: number;
  rankCorrelation: number;
}

export interface ReplayReport {
  weights: OpportunityWeights;
  tuning: ReplayWeek[];
  reported: ReplayWeek[];
  /** Means over the reported weeks; null when none could be. */
  overall: Omit<ReplayWeek, 'week'> | null;
  /** Products ranked in at least one reported week. */
  products: number;
}

/** Weeks ahead whose revenue the replay measures, and the most weeks it replays. */
const HORIZON = 4;
const MAX_REPLAYED_WEEKS = 8;
/** A category is replayed once it has enough products with sales for its top 50 to be a choice. */
const MIN_CATEGORY_PRODUCTS = 2 * REPLAY_TOP;
const WEIGHT_STEPS = [0, 1, 2, 3];
const TUNING_PASSES = 2;

/** A ranked category at one week: each product's parts and what its revenue did next. */
interface Trial {
  rows: OpportunityCandidate[];
  outcome: Map<number, number>;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mean = (values: number[]) => values.reduce((t, v) => t + v, 0) / values.length;

/** Spearman's rank correlation: the Pearson correlation of the two rankings. */
export function rankCorrelation(a: number[], b: number[]): number {
  const ra = ranks(a, true);
  const rb = ranks(b, true);
  const ma = mean(ra);
  const mb = mean(rb);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < ra.length; i++) {
    cov += (ra[i]! - ma) * (rb[i]! - mb);
    va += (ra[i]! - ma) ** 2;
    vb += (rb[i]! - mb) ** 2;
  }
  return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : 0;
}

/** The weeks the replay ranks at: each with 4 weeks known before it (inclusive) and 4 after, the last 8 at most. */
export function cutoffsOf(weekCount: number): number[] {
  const last = weekCount - 1 - HORIZON;
  const first = Math.max(HORIZON - 1, last - MAX_REPLAYED_WEEKS + 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

function trialsAt(
  markets: ReplayMarket[],
  weeks: readonly string[],
  cutoff: number,
  marginFor: (marketplace: ResearchMarketplace, day: Day) => (price: number) => Margin | null,
): Trial[] {
  const trials: Trial[] = [];
  const weekEnd = addDays(weeks[cutoff]! as Day, 6);
  for (const market of markets) {
    const byCategory = new Map<number, ReplayHistory[]>();
    for (const h of market.histories) {
      const list = byCategory.get(h.topCategoryId) ?? [];
      list.push(h);
      byCategory.set(h.topCategoryId, list);
    }
    for (const histories of byCategory.values()) {
      const outcome = new Map<number, number>();
      const products = histories.flatMap((h) => {
        const now = revenueOver(h, weeks, cutoff - HORIZON + 1, cutoff);
        if (now <= 0) return [];
        outcome.set(h.productId, growth(revenueOver(h, weeks, cutoff + 1, cutoff + HORIZON), now)!);
        return [productWeeksAt(h, weeks, cutoff, 'sold')];
      });
      if (products.length < MIN_CATEGORY_PRODUCTS) continue;
      trials.push({
        rows: opportunityCandidates(products, 'product', marginFor(market.marketplace, weekEnd)),
        outcome,
      });
    }
  }
  return trials;
}

function judge(trials: Trial[], weights: OpportunityWeights, week: string): ReplayWeek | null {
  if (trials.length === 0) return null;
  const per = trials.map(({ rows, outcome }) => {
    const scored = rows.map((row) => ({ row, score: scoreOf(row.values, weights).score }));
    const growthOf = (rowsOf: { row: OpportunityCandidate }[]) => rowsOf.map((r) => outcome.get(r.row.productId!)!);
    const byScore = [...scored].sort((a, b) => b.score - a.score).slice(0, REPLAY_TOP);
    const byRevenue = [...scored]
      .sort((a, b) => b.row.figures.revenue4w - a.row.figures.revenue4w)
      .slice(0, REPLAY_TOP);
    return {
      products: rows.length,
      growthTop: median(growthOf(byScore)),
      growthCategory: median(growthOf(scored)),
      growthByRevenue: median(growthOf(byRevenue)),
      rankCorrelation: rankCorrelation(
        scored.map((s) => s.score),
        growthOf(scored),
      ),
    };
  });
  return {
    week,
    categories: per.length,
    products: per.reduce((t, p) => t + p.products, 0),
    growthTop: mean(per.map((p) => p.growthTop)),
    growthCategory: mean(per.map((p) => p.growthCategory)),
    growthByRevenue: mean(per.map((p) => p.growthByRevenue)),
    rankCorrelation: mean(per.map((p) => p.rankCorrelation)),
  };
}

const lift = (weeks: ReplayWeek[]) => mean(weeks.map((w) => w.growthTop - w.growthCategory));

/** Weights that lift the top 50 most over the tuning weeks: one part at a time over 0–3, twice over. */
function tune(trials: { week: string; trials: Trial[] }[], start: OpportunityWeights): OpportunityWeights {
  const outcome = (weights: OpportunityWeights) => {
    const judged = trials.map((t) => judge(t.trials, weights, t.week)).filter((w): w is ReplayWeek => w !== null);
    return judged.length > 0 ? lift(judged) : -Infinity;
  };
  let best = { ...start };
  let bestLift = outcome(best);
  for (let pass = 0; pass < TUNING_PASSES; pass++)
    for (const part of OPPORTUNITY_PARTS)
      for (const step of WEIGHT_STEPS) {
        const trial = { ...best, [part]: step };
        if (OPPORTUNITY_PARTS.every((p) => trial[p] === 0)) continue;
        const trialLift = outcome(trial);
        if (trialLift > bestLift) [best, bestLift] = [trial, trialLift];
      }
  return best;
}

/**
 * Replays history: at each of the last 8 weeks that have 4 weeks after them (or as many as the
 * data hold), ranks every category's products with the score using only the weeks up to then, and
 * measures the next 4 weeks' revenue growth of the top 50 against the category's median and
 * against the top 50 by revenue. With `tune`, the earlier half of the weeks chooses the weights and
 * the later half reports them; without, the weights given are reported on every week.
 */
export function replay(
  markets: ReplayMarket[],
  weeks: readonly string[],
  options: {
    weights: OpportunityWeights;
    tune: boolean;
    marginFor: (marketplace: ResearchMarketplace, day: Day) => (price: number) => Margin | null;
  },
): ReplayReport {
  const cutoffs = cutoffsOf(weeks.length).map((cutoff) => ({
    week: weeks[cutoff]!,
    trials: trialsAt(markets, weeks, cutoff, options.marginFor),
  }));
  const tuningCount = options.tune && cutoffs.length >= 2 ? Math.floor(cutoffs.length / 2) : 0;
  const tuningSet = cutoffs.slice(0, tuningCount);
  const weights = tuningCount > 0 ? tune(tuningSet, options.weights) : options.weights;
  const judged = (set: typeof cutoffs) =>
    set.map((c) => judge(c.trials, weights, c.week)).filter((w): w is ReplayWeek => w !== null);
  const reported = judged(cutoffs.slice(tuningCount));
  const reportedIds = new Set(
    cutoffs.slice(tuningCount).flatMap((c) => c.trials.flatMap((t) => t.rows.map((r) => r.productId!))),
  );
  return {
    weights,
    tuning: judged(tuningSet),
    reported,
    products: reportedIds.size,
    overall:
      reported.length === 0
        ? null
        : {
            categories: Math.round(mean(reported.map((w) => w.categories))),
            products: Math.round(mean(reported.map((w) => w.products))),
            growthTop: mean(reported.map((w) => w.growthTop)),
            growthCategory: mean(reported.map((w) => w.growthCategory)),
            growthByRevenue: mean(reported.map((w) => w.growthByRevenue)),
            rankCorrelation: mean(reported.map((w) => w.rankCorrelation)),
          },
  };
}
