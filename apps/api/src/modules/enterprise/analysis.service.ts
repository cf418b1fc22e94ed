import {
  MARKET_BUILD_FAILED_MESSAGE,
  ENTERPRISE_DEFAULT_DAYS,
  MIN_RANGE_DAYS,
  PRICE_BAND_FLOORS,
  SHARE_MOVERS_SHOWN,
  TOKEN_COSTS,
  VALID_RANGE_MESSAGE,
  type AnalysisFilter,
  type BrandOverview,
  type CategoryOverview,
  type Figure,
  type FilterCost,
  type MarketOverview,
  type PriceBands,
  type ShareMovers,
  type ShareMoversInput,
  type TopBrand,
  type TopCategory,
  type TopListInput,
  type TopProduct,
} from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { addDays, daysBetween, jakartaDay, rangeSumsFromParts, type Day } from '@pasarlens/market';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { rupiahInterval } from '../../lib/intervals.ts';
import type { Access } from '../billing/access.service.ts';
import type { Charge } from '../billing/tokens.service.ts';
import * as repo from './analysis.repo.ts';
import { findAnalysable, listVisible, markOnboarded, onboarded } from './items.repo.ts';
import { buildView } from './builds.service.ts';
import { marketplaceCode, marketplaceId, requireEnterprise } from './marketplaces.ts';

export interface Range {
  start: Day;
  end: Day;
  days: number;
  previousStart: Day;
}

/**
 * Spec §4 and §9: up to the plan's enterpriseRange days, complete days only (ending yesterday
 * at the latest); without dates, the last ENTERPRISE_DEFAULT_DAYS complete days.
 */
function rangeOf(filter: Pick<AnalysisFilter, 'start_date' | 'end_date'>, today: Day, maxDays: number): Range {
  const yesterday = addDays(today, -1);
  const end = filter.end_date ?? yesterday;
  const start = filter.start_date ?? addDays(end, -(ENTERPRISE_DEFAULT_DAYS - 1));
  const days = daysBetween(start, end) + 1;
  if (days < MIN_RANGE_DAYS || days > maxDays || end > yesterday) {
    throw new AppError('INVALID_DATE_RANGE', {
      message: VALID_RANGE_MESSAGE,
      issues: [{ path: 'start_date', message: `${MIN_RANGE_DAYS} to ${maxDays} complete days` }],
    });
  }
  return { start, end, days, previousStart: addDays(start, -days) };
}

const change = (now: number, before: number) => (before > 0 ? (now - before) / before : null);

/** A group's figure: measured or estimated by the larger part of its revenue, with the change against the previous period. */
function figureOf(row: Omit<repo.FigureRow, 'key' | 'productsSold'> | undefined): Figure {
  const r = row ?? {
    revenue: 0,
    units: 0,
    revenueEstimated: 0,
    daysObserved: 0,
    previousRevenue: 0,
    previousUnits: 0,
    rangeSums: null,
  };
  return {
    revenue: r.revenue,
    units: r.units,
    revenueEstimated: r.revenueEstimated,
    provenance: r.revenueEstimated * 2 > r.revenue ? 'estimated' : 'measured',
    daysObserved: r.daysObserved,
    previousRevenue: r.previousRevenue,
    previousUnits: r.previousUnits,
    revenueChange: change(r.revenue, r.previousRevenue),
    unitsChange: change(r.units, r.previousUnits),
    revenueRange: r.rangeSums && rupiahInterval(r.revenue, rangeSumsFromParts(r.rangeSums), r.daysObserved),
  };
}

const fraction = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

const shareOf = (part: repo.FigureRow | undefined, whole: Figure) => {
  const figure = figureOf(part);
  return {
    ...figure,
    share: fraction(figure.revenue, whole.revenue),
    previousShare: fraction(figure.previousRevenue, whole.previousRevenue),
  };
};

/** A part's share of the market now less its share then, in percentage points. */
const sharePoints = (revenue: number, previousRevenue: number, market: Figure) =>
  100 * (fraction(revenue, market.revenue) - fraction(previousRevenue, market.previousRevenue));

/** A ranked row's figure with its average price, growth and share of the market. */
const rankedFigure = (row: repo.RankedRow, market: Figure) => ({
  ...figureOf(row),
  averagePrice: Math.round(row.averagePrice),
  growth: row.growth,
  share: market.revenue > 0 ? row.revenue / market.revenue : 0,
});

/** A selection, or no restriction when nothing is selected. */
const nonEmpty = (ids: number[]) => (ids.length > 0 ? ids : null);
const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const NO_BRAND = 'Tanpa merek';
/** A listed product's name, marketplace and store. */
const productRef = (n: repo.ProductName | undefined) => ({
  name: n?.name ?? '',
  marketplace: marketplaceCode(n?.marketplaceId ?? 1),
  storeId: n?.storeId ?? 0,
  storeName: n?.storeName ?? '',
});
const ENTRANTS_SHOWN = 10;

/**
 * The market a user may analyse — their own, or a published provider list; Genius and up — with
 * the range (as `rangeOf`) and the query over the filter's marketplaces that the market holds.
 */
export async function openAnalysis(sql: SqlRunner, access: Access, filter: AnalysisFilter, today: Day) {
  requireEnterprise(access);
  const market = await findAnalysable(sql, filter.market_id, access.userId);
  if (!market) throw new AppError('NOT_FOUND');
  const build = buildView(market);
  if (build.state !== 'ready')
    throw new AppError('MARKET_NOT_READY', build.state === 'failed' ? { message: MARKET_BUILD_FAILED_MESSAGE } : {});
  const range = rangeOf(filter, today, access.rights.enterpriseRange);
  const marketplaceIds = sorted(filter.marketplaces.map(marketplaceId)).filter((id) =>
    market.marketplaceIds.includes(id),
  );
  if (marketplaceIds.length === 0) throw new AppError('DATA_NOT_FOUND');
  const query: repo.AnalysisQuery = {
    marketId: market.id,
    marketplaceIds,
    start: range.start,
    end: range.end,
    previousStart: range.previousStart,
  };
  const answered = {
    range: {
      start_date: range.start,
      end_date: range.end,
      days: range.days,
      previous_start: range.previousStart,
      previous_end: addDays(range.start, -1),
    },
    marketplaces: marketplaceIds.map(marketplaceCode),
  };
  return { market, range, query, answered };
}

/** The market's own figure over the range: what shares are of. */
export const marketFigure = async (sql: SqlRunner, query: repo.AnalysisQuery): Promise<Figure> =>
  figureOf((await repo.figures(sql, 'total', query))[0]);

export type TopKind = 'brands' | 'products' | 'categories';
export interface TopItem {
  brands: TopBrand;
  products: TopProduct;
  categories: TopCategory;
}
type TopFilter = Pick<AnalysisFilter, 'brand_ids' | 'category_ids' | 'category_level'>;
interface TopListReads<T> {
  /** A page of ranked rows, in the list's order, with how many the list holds. */
  rows(
    sql: SqlRunner,
    query: repo.AnalysisQuery,
    filter: TopFilter,
    order: repo.TopOrder,
  ): Promise<{ rows: repo.RankedRow[]; total: number }>;
  /** The rows named, with their figures against the market's. */
  items(
    sql: SqlRunner,
    query: repo.AnalysisQuery,
    rows: repo.RankedRow[],
    market: Figure,
    filter: TopFilter,
  ): Promise<T[]>;
}

const TOP_LISTS: { [K in TopKind]: TopListReads<TopItem[K]> } = {
  brands: {
    rows: (sql, query, filter, order) =>
      repo.rankedPage(sql, 'brand', query, { keys: nonEmpty(filter.brand_ids) ?? undefined }, order),
    async items(sql, query, rows, market) {
      const brandOf = byId(
        await repo.marketBrands(
          sql,
          query.marketId,
          rows.map((row) => row.key),
        ),
      );
      return rows.map((row) => ({
        ...rankedFigure(row, market),
        id: row.key,
        name: brandOf.get(row.key)?.name ?? NO_BRAND,
        marketplaces: (brandOf.get(row.key)?.marketplaceIds ?? []).map(marketplaceCode),
      }));
    },
  },
  products: {
    rows: (sql, query, filter, order) =>
      repo.productPage(
        sql,
        query,
        { categoryIds: nonEmpty(filter.category_ids), brandIds: nonEmpty(filter.brand_ids) },
        order,
      ),
    async items(sql, _q, rows, market) {
      const names = byId(
        await repo.productNames(
          sql,
          rows.map((row) => row.key),
        ),
      );
      return rows.map((row) => ({
        ...rankedFigure(row, market),
        id: row.key,
        ...productRef(names.get(row.key)),
        imageUrl: names.get(row.key)?.imageUrl ?? null,
      }));
    },
  },
  categories: {
    rows: (sql, query, filter, order) =>
      repo.rankedPage(
        sql,
        'category',
        query,
        { level: filter.category_level, keys: nonEmpty(filter.category_ids) ?? undefined },
        order,
      ),
    async items(sql, _q, rows, market, filter) {
      const names = byId(
        await repo.categoryNames(
          sql,
          rows.map((row) => row.key),
        ),
      );
      return rows.map((row) => ({
        ...rankedFigure(row, market),
        id: row.key,
        name: names.get(row.key)?.name ?? '',
        level: names.get(row.key)?.level ?? filter.category_level,
        marketplace: marketplaceCode(names.get(row.key)?.marketplaceId ?? 1),
      }));
    },
  },
};

/**
 * One page of a top list in its order, named, with how many rows the list holds: the screen's
 * page, and a download's batch (which passes the market's figure it read once).
 */
export async function topListPage<K extends TopKind>(
  sql: SqlRunner,
  kind: K,
  query: repo.AnalysisQuery,
  filter: TopFilter,
  order: repo.TopOrder,
  market?: Figure,
): Promise<{ items: TopItem[K][]; total: number }> {
  const list = TOP_LISTS[kind];
  const [{ rows, total }, figure] = await Promise.all([
    list.rows(sql, query, filter, order),
    market ?? marketFigure(sql, query),
  ]);
  return { items: await list.items(sql, query, rows, figure, filter), total };
}

/** The names of the filter's selected brands and categories, in the filter's order. */
export async function selectionNames(sql: SqlRunner, filter: Pick<AnalysisFilter, 'brand_ids' | 'category_ids'>) {
  const [brands, categories] = await Promise.all([
    repo.brandNames(sql, filter.brand_ids).then(byId),
    repo.categoryNames(sql, filter.category_ids).then(byId),
  ]);
  return {
    brands: filter.brand_ids.map((id) => brands.get(id)?.name ?? NO_BRAND),
    categories: filter.category_ids.map((id) => categories.get(id)?.name ?? String(id)),
  };
}

/** Who asks for an analysis: a signed-in user, or an API key's owner (decisions/036). */
export interface Caller {
  user: { id: string };
  access: Access;
}

export function analysisService(ctx: AppContext) {
  const { database: sql, clock } = ctx;
  const { tokens } = ctx.billing;

  /** The market the caller may analyse, the range and the query. */
  const prepared = (auth: Caller, filter: AnalysisFilter) =>
    openAnalysis(sql, auth.access, filter, jakartaDay(clock.now()));

  /** The filter as a question: what was chosen, in a canonical order, without the range. */
  const chosen = (filter: AnalysisFilter, marketplaces: string[]) => ({
    feature: 'enterprise_dashboard',
    market_id: filter.market_id,
    marketplaces,
    brand_ids: sorted(filter.brand_ids),
    category_ids: sorted(filter.category_ids),
    category_level: filter.category_level,
    store_limit: filter.store_limit,
  });

  /**
   * Spec §9: applying a filter costs 5 tokens, once a Jakarta day, and answers every tab and the
   * first page of every top list; changing only its dates then costs 1 per range. The ledger
   * row of the filter keeps the range it was applied with, which is free again that day.
   */
  async function filterCharge(
    auth: Caller,
    filter: AnalysisFilter,
    opened: Awaited<ReturnType<typeof prepared>>,
    subject: string,
  ): Promise<Charge | null> {
    const asked = chosen(filter, opened.answered.marketplaces);
    const dates = { from: opened.range.start, to: opened.range.end };
    const context = {
      feature: 'enterprise_dashboard' as const,
      marketplace: opened.answered.marketplaces.join(','),
      subject,
      ...dates,
      request: { ...filter, start_date: opened.range.start, end_date: opened.range.end },
    };
    const applied = await tokens.paidContext(auth.access, { action: 'enterpriseFilter', asked });
    if (!applied) return { action: 'enterpriseFilter', asked, context };
    if (applied.from === dates.from && applied.to === dates.to) return null;
    return { action: 'enterpriseDateChange', asked: { ...asked, ...dates }, context };
  }

  /** Runs a read charged as `charge` (nothing when null): an empty answer takes nothing and says so. */
  async function chargedRead<T>(
    auth: Caller,
    charge: Charge | null,
    read: () => Promise<T>,
    found: (answer: T) => boolean,
  ): Promise<T> {
    const answer = charge
      ? await tokens.charged(auth.access, charge, async () => {
          const result = await read();
          return { result, found: found(result) };
        })
      : await read();
    if (!found(answer)) throw new AppError('DATA_NOT_FOUND');
    return answer;
  }

  async function overview<T>(
    auth: Caller,
    filter: AnalysisFilter,
    read: (opened: Awaited<ReturnType<typeof prepared>>) => Promise<T & { found: boolean }>,
  ) {
    const p = await prepared(auth, filter);
    const { found: _found, ...answer } = await chargedRead(
      auth,
      await filterCharge(auth, filter, p, p.market.name),
      () => read(p),
      (a) => a.found,
    );
    return answer;
  }

  /** Top lists: page 1 comes with the filter, every further page costs 1 (spec §9). */
  async function topList<K extends TopKind>(auth: Caller, input: TopListInput, list: K) {
    const { page, page_size, sort, order, ...filter } = input;
    const p = await prepared(auth, filter);
    const base = await filterCharge(auth, filter, p, p.market.name);
    const charge: Charge | null =
      page === 1
        ? base
        : {
            action: 'enterprisePage',
            asked: {
              ...chosen(filter, p.answered.marketplaces),
              list,
              from: p.range.start,
              to: p.range.end,
              page,
              page_size,
            },
            context: {
              ...(base?.context ?? {}),
              feature: 'enterprise_dashboard',
              subject: p.market.name,
              page,
              from: p.range.start,
              to: p.range.end,
              request: { ...input },
            },
          };
    const result = await chargedRead(
      auth,
      charge,
      () => topListPage(sql, list, p.query, filter, { sort, order, offset: (page - 1) * page_size, limit: page_size }),
      (row) => row.items.length > 0,
    );
    return { ...p.answered, items: result.items, page, page_size, total_count: result.total };
  }

  return {
    async markets(auth: Caller) {
      requireEnterprise(auth.access);
      const { rows } = await listVisible(sql, 'market', auth.user.id, {
        words: undefined,
        visibility: undefined,
        offset: 0,
        limit: 200,
      });
      return {
        items: rows.map((m) => ({
          id: m.id,
          name: m.name,
          type: m.visibility === 'public' ? ('provider' as const) : ('personal' as const),
          marketplaces: m.marketplaceIds.map(marketplaceCode),
          build: buildView(m),
        })),
        onboarded: await onboarded(sql, auth.user.id),
      };
    },

    async onboard(auth: Caller) {
      requireEnterprise(auth.access);
      await markOnboarded(sql, auth.user.id, clock.now());
      return { onboarded: true as const };
    },

    async brands(auth: Caller, marketId: number) {
      requireEnterprise(auth.access);
      if (!(await findAnalysable(sql, marketId, auth.user.id))) throw new AppError('NOT_FOUND');
      const rows = await repo.marketBrands(sql, marketId);
      return {
        items: rows.map((b) => ({ id: b.id, name: b.name, marketplaces: b.marketplaceIds.map(marketplaceCode) })),
      };
    },

    /** What applying the filter would take now: its charge, unless that answer is paid for today. */
    async filterCost(auth: Caller, filter: AnalysisFilter): Promise<FilterCost> {
      const p = await prepared(auth, filter);
      const charge = await filterCharge(auth, filter, p, p.market.name);
      const paid = charge && (await tokens.paidContext(auth.access, charge));
      return { tokens: charge && !paid ? TOKEN_COSTS[charge.action] : 0 };
    },

    marketOverview: (auth: Caller, filter: AnalysisFilter): Promise<MarketOverview> =>
      overview(auth, filter, async ({ query, range, answered }) => {
        const [[total], byMarketplace, stores, daily, newStores, newBrands] = await Promise.all([
          repo.figures(sql, 'total', query),
          repo.figures(sql, 'marketplace', query),
          repo.figures(sql, 'store', query, {}, filter.store_limit),
          repo.daily(sql, 'marketplace', query),
          repo.entrants(sql, 'store', query, ENTRANTS_SHOWN),
          repo.entrants(sql, 'brand', query, ENTRANTS_SHOWN),
        ]);
        const totals = figureOf(total);
        const [names, brandNames] = await Promise.all([
          repo
            .storeNames(
              sql,
              [...stores, ...newStores].map((s) => s.key),
            )
            .then(byId),
          repo
            .brandNames(
              sql,
              newBrands.map((b) => b.key),
            )
            .then(byId),
        ]);
        const entrant = (nameOf: Map<number, { name: string }>) => (e: repo.EntrantRow) => ({
          id: e.key,
          name: nameOf.get(e.key)?.name ?? '',
          firstDay: e.firstDay,
          revenue: e.revenue,
        });
        return {
          ...answered,
          found: totals.revenue > 0,
          totals: {
            ...totals,
            // Products with sales on an average observed day: the daily tables keep counts per day.
            productsSold: total && total.daysObserved > 0 ? Math.round(total.productsSold / total.daysObserved) : 0,
            averagePrice: totals.units > 0 ? Math.round(totals.revenue / totals.units) : 0,
            days: range.days,
          },
          byMarketplace: byMarketplace.map((m) => ({ ...shareOf(m, totals), marketplace: marketplaceCode(m.key) })),
          topStores: stores.map((s) => ({
            ...shareOf(s, totals),
            id: s.key,
            name: names.get(s.key)?.name ?? '',
            marketplace: marketplaceCode(names.get(s.key)?.marketplaceId ?? 1),
          })),
          newEntrants: { stores: newStores.map(entrant(names)), brands: newBrands.map(entrant(brandNames)) },
          daily: daily.map((d) => ({ day: d.day, key: marketplaceCode(d.key), revenue: d.revenue, units: d.units })),
        };
      }),

    /** The selected brands (the market's ten best when none are selected) against the market. */
    brandOverview: (auth: Caller, filter: AnalysisFilter): Promise<BrandOverview> =>
      overview(auth, filter, async ({ query, answered }) => {
        const selection = filter.brand_ids.length > 0 ? { keys: filter.brand_ids } : {};
        const [[total], brands] = await Promise.all([
          repo.figures(sql, 'total', query),
          repo.figures(sql, 'brand', query, selection, filter.brand_ids.length > 0 ? undefined : 10),
        ]);
        const market = figureOf(total);
        const keys = brands.map((b) => b.key);
        const [daily, named] = await Promise.all([
          repo.daily(sql, 'brand', query, { keys }),
          repo.marketBrands(sql, query.marketId, keys),
        ]);
        const brandOf = byId(named);
        return {
          ...answered,
          found: market.revenue > 0,
          market,
          brands: brands.map((b) => ({
            ...shareOf(b, market),
            id: b.key,
            name: brandOf.get(b.key)?.name ?? NO_BRAND,
            marketplaces: (brandOf.get(b.key)?.marketplaceIds ?? []).map(marketplaceCode),
          })),
          daily: daily.map((d) => ({ day: d.day, key: String(d.key), revenue: d.revenue, units: d.units })),
        };
      }),

    categoryOverview: (auth: Caller, filter: AnalysisFilter): Promise<CategoryOverview> =>
      overview(auth, filter, async ({ query, answered }) => {
        const selection = {
          level: filter.category_level,
          keys: filter.category_ids.length > 0 ? filter.category_ids : undefined,
        };
        const [[total], categories] = await Promise.all([
          repo.figures(sql, 'total', query),
          repo.figures(sql, 'category', query, selection, 20),
        ]);
        const market = figureOf(total);
        const keys = categories.map((c) => c.key);
        const [names, daily] = await Promise.all([
          repo.categoryNames(sql, keys),
          repo.daily(sql, 'category', query, { keys, level: filter.category_level }),
        ]);
        const nameOf = byId(names);
        return {
          ...answered,
          found: categories.length > 0,
          level: filter.category_level,
          categories: categories.map((c) => ({
            ...shareOf(c, market),
            id: c.key,
            name: nameOf.get(c.key)?.name ?? '',
            marketplace: marketplaceCode(nameOf.get(c.key)?.marketplaceId ?? 1),
          })),
          daily: daily.map((d) => ({ day: d.day, key: String(d.key), revenue: d.revenue, units: d.units })),
        };
      }),

    /** Every price band of the market (spec's "beyond the peers"), by revenue and units, this period and the one before. */
    priceBands: (auth: Caller, filter: AnalysisFilter): Promise<PriceBands> =>
      overview(auth, filter, async ({ query, answered }) => {
        const [[total], rows] = await Promise.all([
          repo.figures(sql, 'total', query),
          repo.figures(sql, 'band', query),
        ]);
        const market = figureOf(total);
        const byBand = new Map(rows.map((row) => [row.key, row]));
        const bands = PRICE_BAND_FLOORS.map((min, i) => {
          const band = shareOf(byBand.get(i + 1), market);
          return {
            ...band,
            band: i + 1,
            min,
            max: PRICE_BAND_FLOORS[i + 1] ?? null,
            unitsShare: fraction(band.units, market.units),
            previousUnitsShare: fraction(band.previousUnits, market.previousUnits),
          };
        });
        return { ...answered, found: market.revenue > 0, market, bands };
      }),

    /**
     * A brand's share change taken apart by product: each product adds its share now less its
     * share then, so the products' points add up to the brand's. Within the applied filter: no
     * tokens beyond the filter's.
     */
    shareMovers: (auth: Caller, { brand_id, ...filter }: ShareMoversInput): Promise<ShareMovers> =>
      overview(auth, filter, async ({ query, answered }) => {
        const [[total], [brandRow], products] = await Promise.all([
          repo.figures(sql, 'total', query),
          repo.figures(sql, 'brand', query, { keys: [brand_id] }),
          repo.brandProducts(sql, query, brand_id),
        ]);
        const market = figureOf(total);
        const brand = shareOf(brandRow, market);
        const ranked = products
          .map((row) => ({ row, points: sharePoints(row.revenue, row.previousRevenue, market) }))
          .sort((a, b) => Math.abs(b.points) - Math.abs(a.points) || a.row.key - b.row.key);
        const shown = ranked.slice(0, SHARE_MOVERS_SHOWN);
        const rest = ranked.slice(SHARE_MOVERS_SHOWN);
        const [names, [brandName]] = await Promise.all([
          repo
            .productNames(
              sql,
              shown.map((opened) => opened.row.key),
            )
            .then(byId),
          repo.brandNames(sql, [brand_id]),
        ]);
        return {
          ...answered,
          found: brand.revenue + brand.previousRevenue > 0,
          market,
          brand: {
            ...brand,
            id: brand_id,
            name: brandName?.name ?? NO_BRAND,
            shareChangePoints: 100 * (brand.share - brand.previousShare),
          },
          products: shown.map(({ row, points }) => ({
            ...shareOf(row, market),
            id: row.key,
            ...productRef(names.get(row.key)),
            contributionPoints: points,
          })),
          others: {
            count: rest.length,
            revenue: rest.reduce((sum, opened) => sum + opened.row.revenue, 0),
            previousRevenue: rest.reduce((sum, opened) => sum + opened.row.previousRevenue, 0),
            contributionPoints: rest.reduce((sum, opened) => sum + opened.points, 0),
          },
        };
      }),

    topBrands: (auth: Caller, input: TopListInput) => topList(auth, input, 'brands'),
    topProducts: (auth: Caller, input: TopListInput) => topList(auth, input, 'products'),
    topCategories: (auth: Caller, input: TopListInput) => topList(auth, input, 'categories'),
  };
}
