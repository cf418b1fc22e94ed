import {
  OPPORTUNITY_PARTS,
  PRICE_BAND_FLOORS,
  type OpportunityKind,
  type OpportunityPart,
  type OpportunityWeights,
} from '@pasarlens/contracts';
import { addRangeSums, NO_RANGE, type RangeSums } from '@pasarlens/market';

/** A product's weeks up to the week scored, oldest first (at most 8; the score reads the last 4 and the 4 before). */
export interface ProductWeeks {
  productId: number;
  storeId: number;
  /** Its leaf category: with the price band, its niche. */
  categoryId: number;
  price: number;
  /** Listed within the 8 weeks before the week scored (and after our data began). */
  isNew: boolean;
  /** Revenue and units per 7 days of figures, each week; 0 for a week without any. */
  revenue: number[];
  units: number[];
  /** Days out of stock over days seen in the last 2 weeks; null if not seen. */
  stockOutShare: number | null;
  /** The high- and medium-confidence parts of the last 4 weeks' revenue. */
  revenueHigh: number;
  revenueMedium: number;
  /** What the last 4 weeks' revenue interval is made of; null where a week's is unknown. */
  rangeSums: RangeSums | null;
}

/** What a total's revenue interval is made of, from its parts' (null if any is unknown). */
export function summedRangeSums(parts: (RangeSums | null)[]): RangeSums | null {
  if (parts.some((p) => p === null)) return null;
  return (parts as RangeSums[]).reduce(addRangeSums, NO_RANGE);
}

export interface Margin {
  costPerUnit: number;
  profitPerUnit: number;
  marginPercent: number;
}

/** The figures behind a row's parts (null where unknown) and what it sums up. */
export interface Figures {
  revenue4w: number;
  units4w: number;
  growth2w: number | null;
  growth4w: number | null;
  stores: number;
  /** Herfindahl index of the stores' shares of the niche's 4 weeks (0–1). */
  concentration: number | null;
  newEntrantShare: number | null;
  /** Change of the price band's share of its leaf category, last 2 weeks against the 2 before. */
  bandShareShift: number | null;
  leaderStockOuts: number | null;
  price: number;
  margin: Margin | null;
  revenueHigh: number;
  revenueMedium: number;
  rangeSums: RangeSums | null;
}

export interface OpportunityCandidate {
  kind: OpportunityKind;
  /** The product's id, or the niche's key. */
  key: string;
  productId: number | null;
  categoryId: number;
  band: number;
  figures: Figures;
  /** Each part's 0–1 value among the rows compared. */
  values: Record<OpportunityPart, number>;
}

/** A growth beyond +500% (or from nothing) counts as +500%: one sale to six is not a trend to rank by. */
const GROWTH_CAP = 5;
const WINDOW = 4;
const LEADERS = 3;

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const lastWeeks = (weeks: number[], count: number, skip = 0) =>
  weeks.slice(Math.max(0, weeks.length - skip - count), weeks.length - skip);

export function growth(now: number, before: number): number | null {
  if (before > 0) return Math.min(GROWTH_CAP, now / before - 1);
  return now > 0 ? GROWTH_CAP : null;
}

/** Growth of the last `span` weeks over the `span` before, when the weeks hold both. */
const trendOf = (weeks: number[], span: number) =>
  weeks.length >= 2 * span ? growth(sum(lastWeeks(weeks, span)), sum(lastWeeks(weeks, span, span))) : null;

const bandOf = (price: number): number => PRICE_BAND_FLOORS.findLastIndex((floor) => price >= floor);

/** Adds weekly series week by week (an empty one adds nothing). */
const addSeries = (series: number[][]): number[] =>
  Array.from({ length: Math.max(0, ...series.map((s) => s.length)) }, (_, i) => sum(series.map((s) => s[i] ?? 0)));

interface Niche {
  key: string;
  categoryId: number;
  band: number;
  products: ProductWeeks[];
  revenue: number[];
  units: number[];
}

function nichesOf(products: ProductWeeks[]): Map<string, Niche> {
  const niches = new Map<string, Niche>();
  for (const product of products) {
    const band = bandOf(product.price);
    const key = `${product.categoryId}:${band}`;
    const niche = niches.get(key) ?? {
      key,
      categoryId: product.categoryId,
      band,
      products: [],
      revenue: [],
      units: [],
    };
    niche.products.push(product);
    niches.set(key, niche);
  }
  for (const niche of niches.values()) {
    niche.revenue = addSeries(niche.products.map((p) => p.revenue));
    niche.units = addSeries(niche.products.map((p) => p.units));
  }
  return niches;
}

/** What the niche's competition looks like: stores, their concentration, newcomers, the leaders' stock-outs. */
function competitionOf(niche: Niche) {
  const byStore = new Map<number, number>();
  for (const p of niche.products) {
    const revenue = sum(lastWeeks(p.revenue, WINDOW));
    if (revenue > 0) byStore.set(p.storeId, (byStore.get(p.storeId) ?? 0) + revenue);
  }
  const total = sum([...byStore.values()]);
  const concentration = total > 0 ? sum([...byStore.values()].map((r) => (r / total) ** 2)) : null;
  const newRevenue = sum(niche.products.filter((p) => p.isNew).map((p) => sum(lastWeeks(p.revenue, WINDOW))));
  const leaders = [...niche.products]
    .sort((a, b) => sum(lastWeeks(b.revenue, WINDOW)) - sum(lastWeeks(a.revenue, WINDOW)))
    .slice(0, LEADERS)
    .map((p) => p.stockOutShare)
    .filter((share): share is number => share !== null);
  return {
    stores: byStore.size,
    concentration,
    newEntrantShare: total > 0 ? newRevenue / total : null,
    leaderStockOuts: leaders.length > 0 ? sum(leaders) / leaders.length : null,
  };
}

/** The price band's share of its leaf category now against two weeks before: buyers moving into the band. */
function bandShareShift(niche: Niche, leafRevenue: Map<number, number[]>): number | null {
  const leaf = leafRevenue.get(niche.categoryId)!;
  const shareOf = (series: number[], skip: number) => {
    const whole = sum(lastWeeks(leaf, 2, skip));
    return whole > 0 ? sum(lastWeeks(series, 2, skip)) / whole : null;
  };
  if (niche.revenue.length < WINDOW) return null;
  const now = shareOf(niche.revenue, 0);
  const before = shareOf(niche.revenue, 2);
  return now === null || before === null ? null : now - before;
}

/**
 * Where each value sits among the others, 0 (worst) to 1 (best), ties sharing their mean place;
 * an unknown value sits in the middle, as does a lone one.
 */
export function ranks(values: (number | null)[], higherIsBetter: boolean): number[] {
  const known = values
    .map((value, index) => ({ value, index }))
    .filter((v): v is { value: number; index: number } => v.value !== null)
    .sort((a, b) => (higherIsBetter ? a.value - b.value : b.value - a.value));
  const result = values.map(() => 0.5);
  if (known.length < 2) return result;
  for (let start = 0; start < known.length;) {
    let end = start;
    while (end + 1 < known.length && known[end + 1]!.value === known[start]!.value) end++;
    const place = (start + end) / 2 / (known.length - 1);
    for (let i = start; i <= end; i++) result[known[i]!.index] = place;
    start = end + 1;
  }
  return result;
}

/** Which way each part counts: more demand is better, more stores and more concentration are worse. */
const HIGHER_IS_BETTER: Record<OpportunityPart, boolean> = {
  demand: true,
  trend2: true,
  trend4: true,
  competition: false,
  concentration: false,
  newEntrants: true,
  priceBand: true,
  stockOuts: true,
  margin: true,
};

/** The figure each part ranks. */
export function partFigure(part: OpportunityPart, f: Figures): number | null {
  switch (part) {
    case 'demand':
      return f.revenue4w;
    case 'trend2':
      return f.growth2w;
    case 'trend4':
      return f.growth4w;
    case 'competition':
      return f.stores;
    case 'concentration':
      return f.concentration;
    case 'newEntrants':
      return f.newEntrantShare;
    case 'priceBand':
      return f.bandShareShift;
    case 'stockOuts':
      return f.leaderStockOuts;
    case 'margin':
      return f.margin?.marginPercent ?? null;
  }
}

type Unranked = Omit<OpportunityCandidate, 'values'>;

/**
 * The rows a category's products make, niches (leaf category × price band) or products, with each
 * part of the score ranked among them. A product row takes its own demand, trends and margin and
 * its niche's competition.
 */
export function opportunityCandidates(
  products: ProductWeeks[],
  kind: OpportunityKind,
  marginAt: (price: number) => Margin | null,
): OpportunityCandidate[] {
  const niches = nichesOf(products);
  const leafRevenue = new Map<number, number[]>();
  for (const niche of niches.values())
    leafRevenue.set(niche.categoryId, addSeries([niche.revenue, leafRevenue.get(niche.categoryId) ?? []]));
  const rows: Unranked[] = [];
  for (const niche of niches.values()) {
    const competition = { ...competitionOf(niche), bandShareShift: bandShareShift(niche, leafRevenue) };
    const own = (
      revenue: number[],
      units: number[],
      price: number,
      high: number,
      medium: number,
      rangeSums: RangeSums | null,
    ) => ({
      revenue4w: sum(lastWeeks(revenue, WINDOW)),
      units4w: sum(lastWeeks(units, WINDOW)),
      growth2w: trendOf(revenue, 2),
      growth4w: trendOf(revenue, 4),
      price,
      margin: marginAt(price),
      revenueHigh: high,
      revenueMedium: medium,
      rangeSums,
    });
    const at = { categoryId: niche.categoryId, band: niche.band };
    if (kind === 'niche') {
      const revenue4w = sum(lastWeeks(niche.revenue, WINDOW));
      const units4w = sum(lastWeeks(niche.units, WINDOW));
      const price = units4w > 0 ? Math.round(revenue4w / units4w) : niche.products[0]!.price;
      const high = sum(niche.products.map((p) => p.revenueHigh));
      const medium = sum(niche.products.map((p) => p.revenueMedium));
      rows.push({
        kind,
        key: niche.key,
        productId: null,
        ...at,
        figures: {
          ...competition,
          ...own(
            niche.revenue,
            niche.units,
            price,
            high,
            medium,
            summedRangeSums(niche.products.map((p) => p.rangeSums)),
          ),
        },
      });
    } else {
      for (const p of niche.products)
        rows.push({
          kind,
          key: String(p.productId),
          productId: p.productId,
          ...at,
          figures: {
            ...competition,
            ...own(p.revenue, p.units, p.price, p.revenueHigh, p.revenueMedium, p.rangeSums),
          },
        });
    }
  }
  const placed = Object.fromEntries(
    OPPORTUNITY_PARTS.map((part) => [
      part,
      ranks(
        rows.map((row) => partFigure(part, row.figures)),
        HIGHER_IS_BETTER[part],
      ),
    ]),
  ) as Record<OpportunityPart, number[]>;
  return rows.map((row, i) => ({
    ...row,
    values: Object.fromEntries(OPPORTUNITY_PARTS.map((part) => [part, placed[part][i]!])) as Record<
      OpportunityPart,
      number
    >,
  }));
}

/** The score, 0–100: the parts' values weighted; and what each part added. */
export function scoreOf(values: Record<OpportunityPart, number>, weights: OpportunityWeights) {
  const total = sum(OPPORTUNITY_PARTS.map((part) => weights[part]));
  const points = Object.fromEntries(
    OPPORTUNITY_PARTS.map((part) => [part, total > 0 ? (100 * weights[part] * values[part]) / total : 0]),
  ) as Record<OpportunityPart, number>;
  return { score: sum(Object.values(points)), points };
}
