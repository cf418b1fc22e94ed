import {
  confidenceMix,
  DEFAULT_COST_SHARE,
  OPPORTUNITY_PAGE_SIZE,
  OPPORTUNITY_PARTS,
  OPPORTUNITY_WEIGHTS,
  PRICE_BAND_FLOORS,
  productImagePath,
  RESEARCH_MARKETPLACES,
  type OpportunityAnswer,
  type OpportunityRow,
  type OpportunitySearchInput,
  type OpportunitySortKey,
  type ResearchAnswer,
} from '@pasarlens/contracts';
import { addDays, type Day } from '@pasarlens/market';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { rupiahInterval } from '../../lib/intervals.ts';
import type { Access } from '../billing/access.service.ts';
import { researchPolicy } from '../billing/research-policy.ts';
import type { Charge } from '../billing/tokens.service.ts';
import { productWeeksAt, SCORED_WEEKS } from './history.ts';
import { feeTableOf, marginFor, type CostBasis } from './margin.ts';
import * as repo from './opportunities.repo.ts';
import { replay } from './replay.ts';
import { opportunityCandidates, partFigure, scoreOf, type OpportunityCandidate } from './score.ts';

type Scored = OpportunityCandidate & { score: number; points: Record<string, number> };

const byNullable = (value: (row: Scored) => number | null) => (a: Scored, b: Scored) =>
  (value(b) ?? -Infinity) - (value(a) ?? -Infinity);

const ORDERS: Record<OpportunitySortKey, (a: Scored, b: Scored) => number> = {
  score: (a, b) => b.score - a.score,
  revenue: (a, b) => b.figures.revenue4w - a.figures.revenue4w,
  growth: byNullable((row) => row.figures.growth2w),
  margin: byNullable((row) => row.figures.margin?.marginPercent ?? null),
};

/** The days a row's 4-week revenue sums, each repeating a product's reading error in its interval. */
const FOUR_WEEKS_DAYS = 28;

const basisOf = (input: OpportunitySearchInput): CostBasis =>
  input.cost !== undefined ? { cost: input.cost } : { share: input.cost_share ?? DEFAULT_COST_SHARE };

/** Sorting other than by score is research support's, as research's sort orders are (spec §6). */
function refuseLockedSort(premium: boolean, input: OpportunitySearchInput): void {
  if (premium || input.sort === undefined || input.sort === 'score') return;
  throw new AppError('PLAN_REQUIRED', { issues: [{ path: 'sort', message: 'Sorting comes with a paid plan' }] });
}

export function opportunitiesService(ctx: AppContext) {
  const { database: sql } = ctx;
  const { tokens } = ctx.billing;

  /** The category's rows scored at its marketplace's last week, sorted; nothing when no week has figures. */
  async function rank(ref: repo.CategoryRef, input: OpportunitySearchInput) {
    const { weeks, lastDay } = await repo.weeksOf(sql, ref.marketplace);
    if (weeks.length === 0 || lastDay === null) return undefined;
    const cutoff = weeks.length - 1;
    const first = weeks[Math.max(0, cutoff - SCORED_WEEKS + 1)]!;
    const histories = await repo.categoryHistories(sql, ref, first, weeks[cutoff]!);
    const margin = marginFor(ref.marketplace, lastDay, basisOf(input));
    const rows = opportunityCandidates(
      histories.map((h) => productWeeksAt(h, weeks, cutoff)),
      input.kind ?? 'niche',
      margin,
    )
      .filter((row) => row.figures.revenue4w > 0)
      .map((row): Scored => ({ ...row, ...scoreOf(row.values, OPPORTUNITY_WEIGHTS) }))
      .sort((a, b) => ORDERS[input.sort ?? 'score'](a, b) || a.key.localeCompare(b.key));
    const weekEnd = addDays(weeks[cutoff]! as Day, 6);
    return {
      rows,
      histories,
      lastDay,
      weeks: { from: first, to: weekEnd < lastDay ? weekEnd : lastDay, count: cutoff + 1 - weeks.indexOf(first) },
    };
  }

  async function shape(rows: Scored[], histories: repo.ProductOfCategory[]): Promise<OpportunityRow[]> {
    const names = await repo.categoryNames(sql, [...new Set(rows.map((r) => r.categoryId))]);
    const products = new Map(histories.map((h) => [h.productId, h]));
    return rows.map((row) => {
      const { figures } = row;
      const product = row.productId === null ? undefined : products.get(row.productId);
      return {
        kind: row.kind,
        niche: {
          categoryId: row.categoryId,
          categoryName: names.get(row.categoryId) ?? '',
          priceMin: PRICE_BAND_FLOORS[row.band]!,
          priceMax: PRICE_BAND_FLOORS[row.band + 1] ?? null,
        },
        product: product
          ? {
              productId: product.productId,
              name: product.name,
              storeName: product.storeName,
              imageUrl: productImagePath(product.productId),
            }
          : null,
        score: row.score,
        parts: OPPORTUNITY_PARTS.map((key) => ({
          key,
          value: row.values[key],
          points: row.points[key]!,
          figure: partFigure(key, figures),
        })),
        price: figures.price,
        revenue4w: Math.round(figures.revenue4w),
        revenue4wRange: figures.rangeSums && rupiahInterval(figures.revenue4w, figures.rangeSums, FOUR_WEEKS_DAYS),
        units4w: Math.round(figures.units4w),
        growth2w: figures.growth2w,
        growth4w: figures.growth4w,
        stores: figures.stores,
        costPerUnit: figures.margin?.costPerUnit ?? 0,
        profitPerUnit: figures.margin?.profitPerUnit ?? null,
        marginPercent: figures.margin?.marginPercent ?? null,
        profitPerMonth: figures.margin ? Math.round((figures.margin.profitPerUnit * figures.units4w * 30) / 28) : null,
        confidence: confidenceMix(figures.revenue4w, figures.revenueHigh, figures.revenueMedium),
      };
    });
  }

  return {
    /**
     * A category's opportunities, one token a page once a day like a page of product research;
     * nothing found (or a failure) takes none. Without research support: the first rows by score.
     */
    async search(access: Access, input: OpportunitySearchInput): Promise<ResearchAnswer<OpportunityAnswer>> {
      const ref = await repo.category(sql, input.category_id);
      if (!ref || ref.marketplace !== input.marketplace) throw new AppError('DATA_NOT_FOUND');
      const policy = researchPolicy(access.rights);
      refuseLockedSort(policy.premium, input);
      const page = policy.page(input.page ?? 1, 1);
      const pageSize = policy.rows(input.page_size ?? OPPORTUNITY_PAGE_SIZE);
      const basis = basisOf(input);
      // The question as answered (its defaults filled in, in any order): asked twice, one answer, charged once a day.
      const question = {
        marketplace: input.marketplace,
        category_id: input.category_id,
        kind: input.kind ?? 'niche',
        ...('cost' in basis ? { cost: basis.cost } : { cost_share: basis.share }),
      };
      const charge: Charge = {
        action: 'search',
        asked: { feature: 'opportunity_research', ...question, page, page_size: pageSize },
        context: {
          feature: 'opportunity_research',
          marketplace: ref.marketplace,
          subject: ref.name,
          request: input,
          page,
        },
      };
      const answer = await tokens.charged(access, charge, async () => {
        const ranked = await rank(ref, input);
        const rows = ranked?.rows ?? [];
        const shown = rows.slice((page - 1) * pageSize, page * pageSize);
        if (!ranked || shown.length === 0) return { result: null, found: false };
        const stored = await repo.latestReplay(sql, ref.marketplace);
        const result: OpportunityAnswer = {
          items: await shape(shown, ranked.histories),
          total_count: rows.length,
          page,
          page_size: pageSize,
          weeks: ranked.weeks,
          feeTable: feeTableOf(ref.marketplace, ranked.lastDay),
          cost: 'cost' in basis ? basis.cost : null,
          costShare: 'share' in basis ? basis.share : null,
          weights: OPPORTUNITY_WEIGHTS,
          replay: stored?.result ?? null,
        };
        return { result, found: true };
      });
      if (!answer) throw new AppError('DATA_NOT_FOUND');
      return { data: answer, ...policy.flags };
    },
  };
}

/**
 * Replays each marketplace's history with the page's weights (every week it holds, decisions/040)
 * and keeps the outcome for the page's sentence; a marketplace whose last week has not moved since
 * its last replay is left as it is.
 */
export async function refreshReplays({ database: sql, clock }: Pick<AppContext, 'database' | 'clock'>): Promise<void> {
  for (const marketplace of RESEARCH_MARKETPLACES) {
    const { weeks, lastDay } = await repo.weeksOf(sql, marketplace);
    const lastWeek = weeks.at(-1);
    if (!lastWeek || !lastDay || (await repo.latestReplay(sql, marketplace))?.lastWeek === lastWeek) continue;
    const histories = await repo.marketHistories(sql, marketplace, weeks[0]!, lastWeek);
    const report = replay([{ marketplace, histories }], weeks, {
      weights: OPPORTUNITY_WEIGHTS,
      tune: false,
      marginFor: (m, day) => marginFor(m, day, { share: DEFAULT_COST_SHARE }),
    });
    if (!report.overall) continue;
    const { categories, growthTop, growthCategory, growthByRevenue, rankCorrelation } = report.overall;
    const result = {
      asOf: lastDay,
      tuningWeeks: 0,
      reportedWeeks: report.reported.length,
      products: report.products,
      categories,
      growthTop,
      growthCategory,
      growthByRevenue,
      rankCorrelation,
      simulated: await repo.isSimulated(sql, marketplace),
    };
    await repo.saveReplay(sql, marketplace, lastWeek, result, clock.now());
  }
}
