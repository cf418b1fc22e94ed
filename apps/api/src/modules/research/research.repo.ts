import { CONFIDENCE, MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import {
  confidenceMix,
  mixOf,
  productImagePath,
  RESEARCH_MARKETPLACES,
  type AffiliateProduct,
  type AffiliateTerms,
  type BrandShare,
  type CategoryNode,
  type ConfidenceLevel,
  type ProductDetail,
  type ProductSortKey,
  type ProductSummary,
  type ResearchMarketplace,
  type SortOrder,
  type StoreDetail,
  type StoreSortKey,
  type StoreSummary,
} from '@pasarlens/contracts';
import { addDays, intervalOfSums, rangeSumsFromParts, rangeSumsOf, type Day } from '@pasarlens/market';
import type { DayFigures } from './daily-sales.ts';
import { addedRangeSumsSql } from '../../lib/range-sums-sql.ts';

const MARKETPLACE_CODES = new Map(
  Object.entries(MARKETPLACE_IDS).map(([code, id]) => [id as number, code as ResearchMarketplace]),
);
const marketplaceCode = (id: number): ResearchMarketplace => MARKETPLACE_CODES.get(id)!;

/** The last day with market figures: the end of every "last 30 days". */
export async function lastMarketDay(sql: SqlRunner): Promise<Day | null> {
  const [row] = await sql.query<{ day: string | null }>('select max(day)::text as day from marketplace_daily');
  return row?.day ?? null;
}

/**
 * The marketplaces with sales figures, in the order of RESEARCH_MARKETPLACES, each with its last
 * day with figures (its "data as of"): read off the rollup, a few rows a marketplace and day.
 */
export async function marketplacesWithData(
  sql: SqlRunner,
): Promise<{ marketplace: ResearchMarketplace; lastDay: Day }[]> {
  const rows = await sql.query<{ id: number; day: Day }>(
    'select marketplace_id as id, max(day)::text as day from marketplace_daily group by marketplace_id',
  );
  const days = new Map(rows.map((row) => [marketplaceCode(row.id), row.day]));
  return RESEARCH_MARKETPLACES.filter((marketplace) => days.has(marketplace)).map((marketplace) => ({
    marketplace,
    lastDay: days.get(marketplace)!,
  }));
}

export interface PageRequest {
  offset: number;
  limit: number;
}

/** Numbered parameters for a statement built from typed criteria: `param(value)` gives the placeholder. */
function parameters() {
  const values: unknown[] = [];
  return { values, param: (value: unknown) => `$${values.push(value)}` };
}

/** LIMIT and OFFSET as the two parameters after the `before` ones. */
const pageClause = (before: number) => `limit $${before + 1} offset $${before + 2}`;

const where = (clauses: string[]) => (clauses.length > 0 ? clauses.join(' and ') : 'true');

/** Filters a user may set on a product list. */
export interface ProductFilters {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  officialOnly?: boolean | undefined;
}

/** Which products a list holds: every criterion given must match. */
export interface ProductCriteria extends ProductFilters {
  marketplace?: ResearchMarketplace;
  /** A category of any level. */
  category?: { id: number; level: 1 | 2 | 3 };
  storeId?: number;
  /** Every word must appear in the product's name. */
  nameWords?: string;
  /** Only these products (a marketplace page's, decisions/038). */
  productIds?: readonly number[];
}

const CATEGORY_LEVEL_COLUMNS = { 1: 'category_l1_id', 2: 'category_l2_id', 3: 'category_l3_id' } as const;

/** The product_stats condition for the criteria, with its parameters. */
function productCondition(criteria: ProductCriteria) {
  const { values, param } = parameters();
  const clauses: string[] = [];
  if (criteria.category)
    clauses.push(`${CATEGORY_LEVEL_COLUMNS[criteria.category.level]} = ${param(criteria.category.id)}`);
  if (criteria.storeId !== undefined) clauses.push(`store_id = ${param(criteria.storeId)}`);
  if (criteria.productIds) clauses.push(`product_id = any(${param(criteria.productIds)}::int[])`);
  if (criteria.nameWords !== undefined)
    clauses.push(`name_search @@ plainto_tsquery('simple', ${param(criteria.nameWords)})`);
  if (criteria.marketplace) clauses.push(`marketplace_id = ${param(MARKETPLACE_IDS[criteria.marketplace])}`);
  if (criteria.minPrice !== undefined) clauses.push(`price >= ${param(criteria.minPrice)}`);
  if (criteria.maxPrice !== undefined) clauses.push(`price <= ${param(criteria.maxPrice)}`);
  if (criteria.minRating !== undefined) clauses.push(`rating >= ${param(criteria.minRating)}`);
  if (criteria.officialOnly) clauses.push('official');
  return { condition: where(clauses), values };
}

const PRODUCT_SORTS: Record<ProductSortKey, string> = {
  revenue30: 'revenue_30',
  units30: 'units_30',
  revenue7: 'revenue_7',
  revenue90: 'revenue_90',
  price: 'price',
  rating: 'rating',
};

/** The high- and medium-confidence parts of a revenue and what its interval is made of, as the stats and rollups keep them. */
interface ConfidenceParts {
  revenueHigh: number;
  revenueMedium: number;
  rangeParts: number[];
}

/** What a 30-day total says of itself beside its figures. */
type TrustOf30 = 'confidence30' | 'revenue30Range';

type StatsRow = Omit<
  ProductSummary,
  'marketplace' | 'url' | 'imageUrl' | 'storeName' | 'brandName' | 'priceMax' | TrustOf30
> & { marketplaceId: number } & ConfidenceParts;

/** The days of a 30-day total, every one of them counted in its interval. */
const WINDOW_30 = 30;

/** A 30-day total's confidence and 80% interval, from its revenue and the parts kept beside it. */
const withConfidence30 = <T extends { revenue30: number } & ConfidenceParts>({
  revenueHigh,
  revenueMedium,
  rangeParts,
  ...row
}: T) => ({
  ...row,
  confidence30: confidenceMix(row.revenue30, revenueHigh, revenueMedium),
  revenue30Range: intervalOfSums(row.revenue30, rangeSumsFromParts(rangeParts), WINDOW_30),
});

/** A 30-day revenue's 80% interval, from the parts kept beside it; null where none were kept. */
export const revenue30RangeOf = (revenue30: number, rangeParts: number[] | null | undefined) =>
  rangeParts ? intervalOfSums(revenue30, rangeSumsFromParts(rangeParts), WINDOW_30) : null;

const CONFIDENCE_LEVEL = new Map(
  Object.entries(CONFIDENCE).map(([level, code]) => [code as number, level as ConfidenceLevel]),
);

type DayRow = Omit<DayFigures, 'confidence' | 'rangeSums'> & ConfidenceParts;
type ProductDayRow = Omit<DayFigures, 'confidence' | 'rangeSums'> & {
  confidence: number | null;
  revenueLow: number | null;
  revenueHigh: number | null;
  splitShare: number | null;
};

const dailyFromRollup = ({ revenueHigh, revenueMedium, rangeParts, ...day }: DayRow): DayFigures => ({
  ...day,
  confidence: day.revenue === null ? null : confidenceMix(day.revenue, revenueHigh, revenueMedium),
  rangeSums: day.revenue === null ? null : rangeSumsFromParts(rangeParts),
});
const dailyFromFacts = ({ confidence, revenueLow, revenueHigh, splitShare, ...day }: ProductDayRow): DayFigures => ({
  ...day,
  confidence: confidence === null ? null : mixOf(CONFIDENCE_LEVEL.get(confidence)!),
  rangeSums:
    day.revenue === null
      ? null
      : rangeSumsOf({
          revenue: day.revenue,
          revenueLow: revenueLow ?? day.revenue,
          revenueHigh: revenueHigh ?? day.revenue,
          splitShare: splitShare ?? 0,
        }),
});

const CONFIDENCE_COLUMNS =
  'revenue_high_confidence as "revenueHigh", revenue_medium_confidence as "revenueMedium", revenue_range as "rangeParts"';

/** A product's display fields beside its stats: address, store and brand names, the dearest variant's price. */
interface ProductDisplay {
  url: string | null;
  storeName: string;
  brandName: string | null;
  priceMax: number | null;
}

/** The columns of `ProductDisplay` for the product `p` whose id is `id`. */
const displayColumns = (id: string) =>
  `p.url, s.name as "storeName", b.name as "brandName",
   (select max(v.price) from variant_stats v where v.product_id = ${id}) as "priceMax"`;
/** The store and brand of the product `p`, for `displayColumns`. */
const DISPLAY_JOINS = 'join stores s on s.id = p.store_id left join brands b on b.id = p.brand_id';

/** A product's summary from its stats and display fields. */
const summaryOf = ({
  marketplaceId,
  url,
  storeName,
  brandName,
  priceMax,
  total: _total,
  sortKey: _sortKey,
  ...row
}: StatsRow & ProductDisplay & { total?: number; sortKey?: unknown }): ProductSummary => ({
  ...withConfidence30(row),
  marketplace: marketplaceCode(marketplaceId),
  url,
  imageUrl: productImagePath(row.productId),
  storeName,
  brandName,
  priceMax,
});

/** The product_stats columns of a summary, from the table under `alias`. */
const statsColumns = (alias: string) =>
  [
    'product_id as "productId"',
    'marketplace_id as "marketplaceId"',
    'name',
    'price',
    'rating',
    'units_30 as "units30"',
    'revenue_30 as "revenue30"',
    'revenue_7 as "revenue7"',
    'revenue_90 as "revenue90"',
    'store_id as "storeId"',
    'measured_days_30 as "measuredDays30"',
    'measured_days_7 as "measuredDays7"',
    'revenue_high_confidence_30 as "revenueHigh"',
    'revenue_medium_confidence_30 as "revenueMedium"',
    'revenue_range_30 as "rangeParts"',
  ]
    .map((c) => `${alias}.${c}`)
    .join(', ');

/** Products matching the criteria, ranked on the server by a product_stats column, one page. */
/** A list's order: a ranking key and its direction (highest first unless told). */
export interface Ranking<K extends string> {
  key: K;
  order?: SortOrder | undefined;
}

const direction = (order: SortOrder | undefined) => (order === 'asc' ? 'asc' : 'desc');

export async function productPage(
  sql: SqlRunner,
  criteria: ProductCriteria,
  sort: ProductSortKey | Ranking<ProductSortKey>,
  page: PageRequest,
): Promise<{ items: ProductSummary[]; total: number }> {
  const rows = await productPageRows(sql, criteria, sort, page);
  return { items: rows.map(summaryOf), total: rows[0]?.total ?? 0 };
}

/**
 * A page of products with their display fields in one statement: the page is ranked on
 * product_stats alone, and only its rows are joined to their product, store and brand; every row
 * carries the number of matching products (a window over the matches).
 */
function productPageRows(
  sql: SqlRunner,
  criteria: ProductCriteria,
  sort: ProductSortKey | Ranking<ProductSortKey>,
  page: PageRequest,
) {
  const ranking = typeof sort === 'string' ? { key: sort } : sort;
  const key = PRODUCT_SORTS[ranking.key];
  const order = `${direction(ranking.order)} nulls last`;
  const { condition, values } = productCondition(criteria);
  return sql.query<StatsRow & ProductDisplay & { total?: number }>(
    `select page.*, ${displayColumns('page."productId"')}
       from (select ${statsColumns('product_stats')}, ${key} as "sortKey", count(*) over ()::int as total
               from product_stats where ${condition} order by ${key} ${order}, product_id ${pageClause(values.length)}) page
       join products p on p.id = page."productId" ${DISPLAY_JOINS}
      order by page."sortKey" ${order}, page."productId"`,
    [...values, page.limit, page.offset],
  );
}

export async function productCount(sql: SqlRunner, criteria: ProductCriteria): Promise<number> {
  const { condition, values } = productCondition(criteria);
  const [counted] = await sql.query<{ total: number }>(
    `select count(*)::int as total from product_stats where ${condition}`,
    values,
  );
  return counted!.total;
}

/**
 * A product as its export writes it (spec §3 product data fields in downloads), one array in this
 * order, as product_export_fields keeps it (rollups.repo builds it): a batch of 20,000 products
 * reads as arrays of values, with no key repeated per row and no object to take apart.
 */
export type ProductExportFields = [
  productId: number,
  name: string,
  price: number,
  originalPrice: number | null,
  brandName: string | null,
  storeName: string,
  rating: number | null,
  reviewCount: number | null,
  commentCount: number | null,
  wishlistCount: number | null,
  stock: number | null,
  units30: number,
  revenue30: number,
  soldTotal: number | null,
  revenueTotal: number | null,
  listedAt: string | null,
  location: string | null,
  slug: string | null,
  url: string | null,
  /** What revenue30's interval is made of; absent from a row kept before intervals were (unknown until the next rollup). */
  revenue30RangeParts?: number[] | null,
];

/**
 * A large read as one JSON array in one field (`json`): the driver decodes one field instead of
 * every field of every row.
 */
async function jsonArray<T>(sql: SqlRunner, statement: string, values: unknown[]): Promise<T[]> {
  const [row] = await sql.query<{ json: string | null }>(statement, values);
  return row?.json ? (JSON.parse(row.json) as T[]) : [];
}

/**
 * The ids of a list's first `limit` products in `productPage`'s order. An export sorts its list
 * once, here, and then reads its rows a batch at a time by key: walking the list by position
 * would sort what remains of it for every batch.
 */
export function productExportOrder(
  sql: SqlRunner,
  criteria: ProductCriteria,
  sort: Ranking<ProductSortKey>,
  limit: number,
): Promise<number[]> {
  const { condition, values } = productCondition(criteria);
  return jsonArray<number>(
    sql,
    `select json_agg(product_id)::text as json from (select product_id from product_stats where ${condition}
       order by ${PRODUCT_SORTS[sort.key]} ${direction(sort.order)} nulls last, product_id limit $${values.length + 1}) ordered`,
    [...values, limit],
  );
}

/**
 * Products by id with every field an export writes, in the order of `productIds`, in one
 * statement: their rows of product_export_fields (kept with product_stats) joined as one JSON
 * text. A product no longer in the stats is left out.
 */
export function productExportFields(sql: SqlRunner, productIds: number[]): Promise<ProductExportFields[]> {
  // `offset 0` keeps the lateral a lookup by key for the batch's rows.
  return jsonArray<ProductExportFields>(
    sql,
    `select '[' || string_agg(f.fields, ',' order by o.at) || ']' as json
       from unnest($1::int[]) with ordinality o(id, at)
       cross join lateral (select fields from product_export_fields where product_id = o.id offset 0) f`,
    [productIds],
  );
}

/** A variant as last seen with its 30-day sales, as the export's variant sheet reads it: one array in this order. */
type VariantExportFields = [
  name: string,
  price: number,
  stock: number,
  units30: number | null,
  revenue30: number | null,
];
/** A product's id and its variants, cheapest first (then by name). */
export type ProductVariants = [productId: number, variants: VariantExportFields[]];

/** The products' variants as product_export_fields keeps them (from variant_stats), in the order of `productIds`. */
export function productsVariants(sql: SqlRunner, productIds: number[]): Promise<ProductVariants[]> {
  return jsonArray<ProductVariants>(
    sql,
    `select '[' || string_agg('[' || o.id || ',' || f.variants || ']', ',' order by o.at) || ']' as json
       from unnest($1::int[]) with ordinality o(id, at)
       cross join lateral (select variants from product_export_fields where product_id = o.id offset 0) f`,
    [productIds],
  );
}

/** A category with its level, marketplace and path from the top (ids). */
export interface CategoryRef {
  id: number;
  level: 1 | 2 | 3;
  name: string;
  marketplace: ResearchMarketplace;
  path: number[];
}

/** `CategoryRef`'s columns for the category `c`, with its parent `p` and grandparent `g` joined by CATEGORY_PARENTS. */
const CATEGORY_REF_COLUMNS = `c.id, c.level, c.name, c.marketplace_id as "marketplaceId", array_remove(array[g.id, p.id, c.id], null) as path`;
const CATEGORY_PARENTS = 'left join categories p on p.id = c.parent_id left join categories g on g.id = p.parent_id';
type CategoryRefRow = Omit<CategoryRef, 'marketplace'> & { marketplaceId: number };
const categoryRefOf = ({ marketplaceId, ...row }: CategoryRefRow): CategoryRef => ({
  ...row,
  marketplace: marketplaceCode(marketplaceId),
});

export async function categoryLevel(sql: SqlRunner, categoryId: number): Promise<CategoryRef | undefined> {
  const [row] = await sql.query<CategoryRefRow>(
    `select ${CATEGORY_REF_COLUMNS} from categories c ${CATEGORY_PARENTS} where c.id = $1`,
    [categoryId],
  );
  return row && categoryRefOf(row);
}

/** A category by the marketplace's own id for it. */
export async function categoryByExternalId(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  externalId: string,
): Promise<{ id: number; level: 1 | 2 | 3; name: string } | undefined> {
  const [row] = await sql.query<{ id: number; level: 1 | 2 | 3; name: string }>(
    'select id, level, name from categories where marketplace_id = $1 and external_id = $2',
    [MARKETPLACE_IDS[marketplace], externalId],
  );
  return row;
}

/**
 * A level of the category tree (a parent's children, or the marketplace's top level) with 30-day
 * sales, best first; the 30 days end on `lastDay`, by default the market's last day.
 */
export async function categoryNodes(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  parentId: number | null,
  lastDay: Day | null = null,
): Promise<CategoryNode[]> {
  const rows = await sql.query<Omit<CategoryNode, 'marketplace' | 'revenue30Range'> & { rangeParts: number[] | null }>(
    `select c.id, c.name, c.level, c.parent_id as "parentId",
            exists (select 1 from categories k where k.parent_id = c.id) as "hasChildren",
            (coalesce(e.cum_revenue, 0) - coalesce(b.cum_revenue, 0))::bigint as "revenue30",
            (coalesce(e.cum_units, 0) - coalesce(b.cum_units, 0))::bigint as "units30",
            r.parts as "rangeParts"
       from categories c
       cross join (select coalesce($3::date, (select max(day) from marketplace_daily)) as last_day) w
       left join category_daily e on e.category_id = c.id and e.day = w.last_day
       left join category_daily b on b.category_id = c.id and b.day = w.last_day - 30
       cross join lateral (
         select case when bool_and(d.revenue_range is not null) is not false then ${addedRangeSumsSql('d.revenue_range')} end as parts
           from category_daily d where d.category_id = c.id and d.day > w.last_day - 30 and d.day <= w.last_day) r
      where c.marketplace_id = $1 and (c.parent_id = $2 or ($2::int is null and c.level = 1))
      order by "revenue30" desc, c.name`,
    [MARKETPLACE_IDS[marketplace], parentId, lastDay],
  );
  return rows.map(({ rangeParts, ...r }) => ({
    ...r,
    marketplace,
    revenue30Range: revenue30RangeOf(r.revenue30, rangeParts),
  }));
}

/*
 * The days of a history, as selects over one group (`id`, an SQL expression) between `from` and
 * `to` (placeholders), so that a history reads them alone or, with what it is about, in one statement.
 */
const rollupDaysSql = (table: string, key: string) => (id: string, from: string, to: string) =>
  `select day::text as day, units, revenue, revenue_estimated as "revenueEstimated", ${CONFIDENCE_COLUMNS} from ${table}
    where ${key} = ${id} and day between ${from} and ${to}`;
const categoryDaysSql = rollupDaysSql('category_daily', 'category_id');
const storeDaysSql = rollupDaysSql('store_daily', 'store_id');
const productDaysSql = (id: string, from: string, to: string) =>
  `select day::text as day, units, revenue, case when provenance = 2 then revenue when provenance = 1 then 0 end as "revenueEstimated", confidence,
          revenue_low as "revenueLow", revenue_high as "revenueHigh", split_share as "splitShare"
     from product_daily where product_id = ${id} and day between ${from} and ${to}`;

/** cum(to) − cum(before) per brand: the range total from two rows, however long the range. */
const rangeTotal = (column: string, to: string) =>
  `sum(case when d.day = ${to} then d.${column} else -d.${column} end)::bigint`;
/** Brands' revenue in a category over the range after `before` to `to` (placeholders), largest first. */
const brandShareSql = (id: string, before: string, to: string, limit: string) =>
  `select b.id, b.name, ${rangeTotal('cum_revenue', to)} as revenue, ${rangeTotal('cum_units', to)} as units
     from brand_category_daily d join brands b on b.id = d.brand_id
    where d.category_id = ${id} and d.day in (${to}, ${before}) group by b.id, b.name order by revenue desc limit ${limit}`;

/** The rows of a select as one JSON array text (an empty one without rows), in `order`. */
const jsonRowsOf = (select: string, order: string) =>
  `(select coalesce(json_agg(r order by ${order}), '[]') from (${select}) r)::text`;

/** A category's days with figures in a range (every level is rolled up). */
export async function categoryDays(sql: SqlRunner, categoryId: number, from: Day, to: Day): Promise<DayFigures[]> {
  const rows = await sql.query<DayRow>(`${categoryDaysSql('$1', '$2', '$3')} order by day`, [categoryId, from, to]);
  return rows.map(dailyFromRollup);
}

/** A product's days with figures in a range, with the part of the revenue that was estimated. */
export async function productDays(sql: SqlRunner, productId: number, from: Day, to: Day): Promise<DayFigures[]> {
  const rows = await sql.query<ProductDayRow>(`${productDaysSql('$1', '$2', '$3')} order by day`, [
    productId,
    from,
    to,
  ]);
  return rows.map(dailyFromFacts);
}

/** A store's days with sales in a range. */
export async function storeDays(sql: SqlRunner, storeId: number, from: Day, to: Day): Promise<DayFigures[]> {
  const rows = await sql.query<DayRow>(`${storeDaysSql('$1', '$2', '$3')} order by day`, [storeId, from, to]);
  return rows.map(dailyFromRollup);
}

/** Brands' revenue in a category (any level) over any range, largest first. */
export function brandShareInCategory(
  sql: SqlRunner,
  categoryId: number,
  from: Day,
  to: Day,
  limit = 20,
): Promise<BrandShare[]> {
  return sql.query<BrandShare>(brandShareSql('$1', '$3', '$2', '$4'), [categoryId, to, addDays(from, -1), limit]);
}

/** What a history is about, as its charge names it. */
interface HistorySubject {
  id: number;
  name: string;
  marketplace: ResearchMarketplace;
}

/** What a history is about and its days in a range. */
export interface History {
  subject: HistorySubject;
  days: DayFigures[];
}

/** A subject's id, name and marketplace (from `table`) with its days as `daysSql` reads them, in one statement. */
async function historyOf<D>(
  sql: SqlRunner,
  subject: { table: string; id: string },
  daysSql: string,
  values: unknown[],
  daily: (row: D) => DayFigures,
): Promise<History | undefined> {
  const [row] = await sql.query<{ id: number; name: string; marketplaceId: number; days: string }>(
    `select ${subject.id} as id, name, marketplace_id as "marketplaceId", ${jsonRowsOf(daysSql, 'r.day')} as days
       from ${subject.table} where ${subject.id} = $1`,
    values,
  );
  return row && { subject: subjectOf(row), days: (JSON.parse(row.days) as D[]).map(daily) };
}

/** A product's history in one statement; undefined for an unknown product. */
export const productHistory = (sql: SqlRunner, productId: number, from: Day, to: Day) =>
  historyOf(
    sql,
    { table: 'product_stats', id: 'product_id' },
    productDaysSql('$1', '$2', '$3'),
    [productId, from, to],
    dailyFromFacts,
  );

/** A store's history in one statement; undefined for an unknown store. */
export const storeHistory = (sql: SqlRunner, storeId: number, from: Day, to: Day) =>
  historyOf(sql, { table: 'stores', id: 'id' }, storeDaysSql('$1', '$2', '$3'), [storeId, from, to], dailyFromRollup);

/**
 * A category's history: the category, its days in a range and its brands' share of the range
 * (the `brands` largest), in one statement; undefined for an unknown category.
 */
export async function categoryHistory(
  sql: SqlRunner,
  categoryId: number,
  from: Day,
  to: Day,
  brands = 20,
): Promise<{ category: CategoryRef; days: DayFigures[]; brands: BrandShare[] } | undefined> {
  const [row] = await sql.query<CategoryRefRow & { days: string; brands: string }>(
    `select ${CATEGORY_REF_COLUMNS}, ${jsonRowsOf(categoryDaysSql('c.id', '$2', '$3'), 'r.day')} as days,
            ${jsonRowsOf(brandShareSql('c.id', '$4', '$3', '$5'), 'r.revenue desc')} as brands
       from categories c ${CATEGORY_PARENTS} where c.id = $1`,
    [categoryId, from, to, addDays(from, -1), brands],
  );
  if (!row) return undefined;
  const { days, brands: shares, ...category } = row;
  return {
    category: categoryRefOf(category),
    days: (JSON.parse(days) as DayRow[]).map(dailyFromRollup),
    brands: JSON.parse(shares) as BrandShare[],
  };
}

const subjectOf = ({ id, name, marketplaceId }: { id: number; name: string; marketplaceId: number }) => ({
  id,
  name,
  marketplace: marketplaceCode(marketplaceId),
});

/** Which stores a list holds: a marketplace's, by name words or by the start of their username. */
export interface StoreCriteria {
  marketplace: ResearchMarketplace;
  nameWords?: string | undefined;
  usernamePrefix?: string | undefined;
}

const STORE_SORTS: Record<StoreSortKey, string> = {
  revenue30: 'st.revenue_30',
  units30: 'st.units_30',
  products: 'st.products',
};

/** A LIKE pattern for what starts with `prefix`, its wildcards taken literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Stores matching the criteria, ranked on the server, one page. */
export async function storePage(
  sql: SqlRunner,
  criteria: StoreCriteria,
  sort: StoreSortKey | Ranking<StoreSortKey>,
  page: PageRequest,
): Promise<{ items: StoreSummary[]; total: number }> {
  const ranking = typeof sort === 'string' ? { key: sort } : sort;
  const { values, param } = parameters();
  const marketplaceId = param(MARKETPLACE_IDS[criteria.marketplace]);
  const clauses = [`st.marketplace_id = ${marketplaceId}`];
  if (criteria.nameWords) clauses.push(`st.name_search @@ plainto_tsquery('simple', ${param(criteria.nameWords)})`);
  if (criteria.usernamePrefix) {
    clauses.push(
      `st.store_id in (select id from stores where marketplace_id = ${marketplaceId} and lower(username) like ${param(startsWith(criteria.usernamePrefix.toLowerCase()))})`,
    );
  }
  const condition = where(clauses);
  const order = `${STORE_SORTS[ranking.key]} ${direction(ranking.order)}`;
  // The count comes with the page: a window over the matching stores, before the page is cut.
  const rows = await sql.query<Omit<StoreSummary, 'marketplace' | TrustOf30> & ConfidenceParts & { total: number }>(
    `select st.store_id as "storeId", st.name, s.username, s.official, s.location, st.products, st.units_30 as "units30", st.revenue_30 as "revenue30",
            st.revenue_high_confidence_30 as "revenueHigh", st.revenue_medium_confidence_30 as "revenueMedium",
            st.revenue_range_30 as "rangeParts", st.total
       from (select st.*, count(*) over ()::int as total from store_stats st where ${condition}
              order by ${order}, st.store_id ${pageClause(values.length)}) st
       join stores s on s.id = st.store_id order by ${order}, st.store_id`,
    [...values, page.limit, page.offset],
  );
  return {
    items: rows.map(({ total: _total, ...i }) => ({ ...withConfidence30(i), marketplace: criteria.marketplace })),
    total: rows[0]?.total ?? 0,
  };
}

/** A store export's fields beside a store's summary (spec §3 store fields). */
export interface StoreExtras {
  id: number;
  goldenMerchant: boolean;
  lazMall: boolean;
  followers: number | null;
  following: number | null;
  responseRate: number | null;
}

export function storeExtras(sql: SqlRunner, storeIds: number[]): Promise<StoreExtras[]> {
  return sql.query<StoreExtras>(
    `select id, golden_merchant as "goldenMerchant", laz_mall as "lazMall", followers, following, response_rate as "responseRate"
       from stores where id = any($1::int[])`,
    [storeIds],
  );
}

export async function storeDetail(sql: SqlRunner, storeId: number): Promise<StoreDetail | undefined> {
  const [row] = await sql.query<
    Omit<StoreDetail, 'marketplace' | TrustOf30> & ConfidenceParts & { marketplaceId: number }
  >(
    `select s.id as "storeId", s.marketplace_id as "marketplaceId", s.name, s.username, s.official, s.location,
            s.golden_merchant as "goldenMerchant", s.laz_mall as "lazMall", s.followers, s.following, s.response_rate as "responseRate",
            coalesce(st.products, 0) as products, coalesce(st.units_30, 0) as "units30", coalesce(st.revenue_30, 0) as "revenue30",
            coalesce(st.revenue_high_confidence_30, 0) as "revenueHigh", coalesce(st.revenue_medium_confidence_30, 0) as "revenueMedium",
            coalesce(st.revenue_range_30, '{}') as "rangeParts"
       from stores s left join store_stats st on st.store_id = s.id where s.id = $1`,
    [storeId],
  );
  if (!row) return undefined;
  const { marketplaceId, ...store } = row;
  return { ...withConfidence30(store), marketplace: marketplaceCode(marketplaceId) };
}

/** Which of the stores are golden merchants (Tokopedia's badge). */
export async function goldenMerchants(sql: SqlRunner, storeIds: number[]): Promise<Set<number>> {
  const rows = await sql.query<{ id: number }>('select id from stores where id = any($1::int[]) and golden_merchant', [
    storeIds,
  ]);
  return new Set(rows.map((r) => r.id));
}

/** A variant as last seen, with its 30-day sales where its counters were measured. */
interface VariantStock {
  name: string;
  price: number;
  stock: number;
  units30: number | null;
  revenue30: number | null;
}

/** A product page's stored fields; what is derived from them (variant values, URL keys, validation) is the service's. */
export type ProductRecord = Omit<ProductDetail, 'variants' | 'tokopediaKeys' | 'validating'> & {
  variants: VariantStock[];
  firstSeen: Day;
  /** The day the product's stats were computed for. */
  statsAsOf: Day;
};

const AFFILIATE_TERMS_JSON = `'sellerCommissionRate', seller_commission_rate, 'marketplaceCommissionRate', marketplace_commission_rate,
  'videoCommissionRate', video_commission_rate, 'liveCommissionRate', live_commission_rate`;
const AFFILIATE_TERMS = `seller_commission_rate as "sellerCommissionRate", marketplace_commission_rate as "marketplaceCommissionRate",
              video_commission_rate as "videoCommissionRate", live_commission_rate as "liveCommissionRate"`;

/**
 * A product page in one statement: the stats, display fields and latest observation, with its
 * category path, its variants as seen on its latest day (cheapest first, with their sales in the
 * 30 days to `lastDay`, by default the market's last day) and its latest affiliate terms as JSON.
 */
export async function productDetail(
  sql: SqlRunner,
  productId: number,
  lastDay: Day | null = null,
): Promise<ProductRecord | undefined> {
  const [row] = await sql.query<
    StatsRow &
      ProductDisplay & {
        originalPrice: number | null;
        reviewCount: number | null;
        stock: number | null;
        soldTotal: number | null;
        listedAt: string | null;
        location: string | null;
        categoryPath: string;
        variants: string;
        affiliate: string | null;
        firstSeen: Day;
        statsAsOf: Day;
      }
  >(
    `select ${statsColumns('ps')}, ${displayColumns('ps.product_id')}, l.original_price as "originalPrice", l.review_count as "reviewCount",
            l.stock, l.sold_total as "soldTotal", p.listed_at::text as "listedAt", p.location,
            p.first_seen::text as "firstSeen", ps.as_of::text as "statsAsOf",
            (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.level), '[]')
               from categories c where c.id in (p.category_l1_id, p.category_l2_id, p.category_l3_id))::text as "categoryPath",
            (select coalesce(json_agg(json_build_object('name', v.name, 'price', vd.price, 'stock', vd.stock,
                      'units30', (select sum(x.units)::int from variant_daily x where x.variant_id = v.id and x.day > w.last_day - 30 and x.day <= w.last_day),
                      'revenue30', (select sum(x.revenue)::bigint from variant_daily x where x.variant_id = v.id and x.day > w.last_day - 30 and x.day <= w.last_day))
                      order by vd.price, v.name), '[]')
               from variants v join variant_daily vd on vd.variant_id = v.id and vd.day = l.day
              where v.product_id = ps.product_id)::text as variants,
            (select json_build_object(${AFFILIATE_TERMS_JSON}) from affiliate_commissions
              where product_id = ps.product_id order by day desc limit 1)::text as affiliate
       from product_stats ps join products p on p.id = ps.product_id ${DISPLAY_JOINS}
       join product_latest l on l.product_id = ps.product_id
       cross join lateral (select coalesce($2::date, (select max(day) from marketplace_daily), l.day) as last_day) w
      where ps.product_id = $1`,
    [productId, lastDay],
  );
  if (!row) return undefined;
  const { categoryPath, variants, affiliate, ...rest } = row;
  const { originalPrice, reviewCount, stock, soldTotal, listedAt, location, firstSeen, statsAsOf, ...summary } = rest;
  return {
    ...summaryOf(summary),
    originalPrice,
    reviewCount,
    stock,
    soldTotal,
    listedAt,
    location,
    categoryPath: JSON.parse(categoryPath) as { id: number; name: string }[],
    variants: JSON.parse(variants) as VariantStock[],
    affiliate: affiliate === null ? null : (JSON.parse(affiliate) as AffiliateTerms),
    firstSeen,
    statsAsOf,
  };
}

/** Tokopedia's listing fields of products: review count and the store's badges and location. */
export function tokopediaListingFields(sql: SqlRunner, productIds: number[]) {
  return sql.query<{ id: number; reviews: number | null; official: boolean; golden: boolean; location: string | null }>(
    `select ps.product_id as id, ps.review_count as reviews, s.official, s.golden_merchant as golden, s.location
       from product_stats ps join stores s on s.id = ps.store_id where ps.product_id = any($1::int[])`,
    [productIds],
  );
}

/** Each variant's units and revenue from `from` to `to`, by variant name. */
export async function variantSalesSince(
  sql: SqlRunner,
  productId: number,
  from: Day,
  to: Day,
): Promise<Map<string, { units: number | null; revenue: number | null }>> {
  const rows = await sql.query<{ name: string; units: number | null; revenue: number | null }>(
    `select v.name, sum(x.units)::int as units, sum(x.revenue)::bigint as revenue
       from variants v left join variant_daily x on x.variant_id = v.id and x.day between $2 and $3
      where v.product_id = $1 group by v.id, v.name`,
    [productId, from, to],
  );
  return new Map(rows.map((r) => [r.name, { units: r.units, revenue: r.revenue }]));
}

export async function storeIdByUsername(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  username: string,
): Promise<number | undefined> {
  const [row] = await sql.query<{ id: number }>(
    'select id from stores where marketplace_id = $1 and lower(username) = lower($2)',
    [MARKETPLACE_IDS[marketplace], username],
  );
  return row?.id;
}

/** Products' latest commission terms (the affiliate fields of a download), for those that have any. */
export function productsAffiliateTerms(
  sql: SqlRunner,
  productIds: number[],
): Promise<(AffiliateTerms & { productId: number })[]> {
  return sql.query<AffiliateTerms & { productId: number }>(
    `select distinct on (product_id) product_id as "productId", ${AFFILIATE_TERMS}
       from affiliate_commissions where product_id = any($1::int[]) order by product_id, day desc`,
    [productIds],
  );
}

/** The latest commission terms of a store's products, best sellers first. */
export async function storeAffiliateTerms(
  sql: SqlRunner,
  storeId: number,
  page: PageRequest,
): Promise<{ items: AffiliateProduct[]; total: number }> {
  const rows = await sql.query<AffiliateProduct & { total: number }>(
    `select ps.product_id as "productId", ps.name, ps.price, ps.revenue_30 as "revenue30",
            a.seller_commission_rate as "sellerCommissionRate", a.marketplace_commission_rate as "marketplaceCommissionRate",
            a.video_commission_rate as "videoCommissionRate", a.live_commission_rate as "liveCommissionRate", count(*) over ()::int as total
       from product_stats ps
       cross join lateral (select * from affiliate_commissions ac where ac.product_id = ps.product_id order by ac.day desc limit 1) a
      where ps.store_id = $1
      order by ps.revenue_30 desc, ps.product_id limit $2 offset $3`,
    [storeId, page.limit, page.offset],
  );
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

/** What a product's picture is made of: the marketplace's image address, its name and its most specific category. */
export async function productImageSource(
  sql: SqlRunner,
  productId: number,
): Promise<{ imageUrl: string | null; name: string; category: string | null } | undefined> {
  const [row] = await sql.query<{ imageUrl: string | null; name: string; category: string | null }>(
    `select p.image_url as "imageUrl", p.name, c.name as category
       from products p left join categories c on c.id = coalesce(p.category_l3_id, p.category_l2_id, p.category_l1_id)
      where p.id = $1`,
    [productId],
  );
  return row;
}
