import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import { addDays, type Day, type Marketplace } from '@pasarlens/market';

export interface ProductFilters {
  marketplace?: Marketplace;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  officialOnly?: boolean;
}

export const PRODUCT_SORTS = { revenue30: 'revenue_30', units30: 'units_30', revenue7: 'revenue_7', revenue90: 'revenue_90', price: 'price', rating: 'rating' } as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

export interface Page {
  page: number;
  pageSize: number;
}

export interface ProductRow {
  productId: number;
  name: string;
  price: number;
  rating: number | null;
  units30: number;
  revenue30: number;
  revenue7: number;
  storeId: number;
  brandId: number | null;
  measuredDays30: number;
}

const PRODUCT_COLUMNS = `product_id as "productId", name, price, rating, units_30 as "units30", revenue_30 as "revenue30",
  revenue_7 as "revenue7", store_id as "storeId", brand_id as "brandId", measured_days_30 as "measuredDays30"`;

/** WHERE clauses and parameters for the product filters, numbered after `offset` parameters. */
export function filterSql(filters: ProductFilters, offset: number): { clauses: string[]; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${offset + params.length}`));
  };
  if (filters.marketplace) add((n) => `marketplace_id = ${n}`, MARKETPLACE_IDS[filters.marketplace]);
  if (filters.minPrice !== undefined) add((n) => `price >= ${n}`, filters.minPrice);
  if (filters.maxPrice !== undefined) add((n) => `price <= ${n}`, filters.maxPrice);
  if (filters.minRating !== undefined) add((n) => `rating >= ${n}`, filters.minRating);
  if (filters.officialOnly) clauses.push('official');
  return { clauses, params };
}

async function pagedProducts(sql: SqlRunner, where: string[], params: unknown[], sort: ProductSort, page: Page) {
  const condition = where.join(' and ');
  const order = `${PRODUCT_SORTS[sort]} desc nulls last, product_id`;
  const limit = `limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`;
  const [items, [count]] = await Promise.all([
    sql.query<ProductRow>(`select ${PRODUCT_COLUMNS} from product_stats where ${condition} order by ${order} ${limit}`, params),
    sql.query<{ total: number }>(`select count(*) as total from product_stats where ${condition}`, params),
  ]);
  return { items, total: count!.total };
}

/** Products of a category (any level) ranked by a sales figure, filtered and paged on the server. */
export function topProductsInCategory(sql: SqlRunner, category: { id: number; level: 1 | 2 | 3 }, filters: ProductFilters, sort: ProductSort, page: Page) {
  const { clauses, params } = filterSql(filters, 1);
  return pagedProducts(sql, [`category_l${category.level}_id = $1`, ...clauses], [category.id, ...params], sort, page);
}

/** Products whose name matches the words of `query`, best sellers first. */
export function searchProducts(sql: SqlRunner, query: string, filters: ProductFilters, sort: ProductSort, page: Page) {
  const { clauses, params } = filterSql(filters, 1);
  return pagedProducts(sql, [`name_search @@ plainto_tsquery('simple', $1)`, ...clauses], [query, ...params], sort, page);
}

export interface DailyPoint {
  id: number;
  day: Day;
  units: number;
  revenue: number;
  revenueEstimated: number;
}

/** Daily sales of a set of stores over a range: only days with figures, never invented zeros. */
export function storesDaily(sql: SqlRunner, storeIds: number[], from: Day, to: Day): Promise<DailyPoint[]> {
  return sql.query<DailyPoint>(
    `select store_id as id, day, units, revenue, revenue_estimated as "revenueEstimated"
       from store_daily where store_id = any($1::int[]) and day between $2 and $3 order by store_id, day`,
    [storeIds, from, to],
  );
}

/** Daily sales of a set of brands over a range, all marketplaces together or one. */
export function brandsDaily(sql: SqlRunner, brandIds: number[], from: Day, to: Day, marketplace?: Marketplace): Promise<DailyPoint[]> {
  return sql.query<DailyPoint>(
    `select brand_id as id, day, sum(units)::bigint as units, sum(revenue)::bigint as revenue, sum(revenue_estimated)::bigint as "revenueEstimated"
       from brand_daily where brand_id = any($1::int[]) and day between $2 and $3 and ($4::smallint is null or marketplace_id = $4)
      group by brand_id, day order by brand_id, day`,
    [brandIds, from, to, marketplace ? MARKETPLACE_IDS[marketplace] : null],
  );
}

export interface Share {
  id: number;
  name: string;
  revenue: number;
  units: number;
}

/** cum(to) − cum(from − 1) per group: the range total from two rows, however long the range. */
const rangeTotal = (column: string) => `sum(case when d.day = $2 then d.${column} else -d.${column} end)::bigint`;

/** Brands' revenue in a category (any level) over any range, largest first. */
export function brandShareInCategory(sql: SqlRunner, categoryId: number, from: Day, to: Day, limit = 20): Promise<Share[]> {
  return sql.query<Share>(
    `select b.id, b.name, ${rangeTotal('cum_revenue')} as revenue, ${rangeTotal('cum_units')} as units
       from brand_category_daily d join brands b on b.id = d.brand_id
      where d.category_id = $1 and d.day in ($2, $3) group by b.id, b.name order by revenue desc limit ${limit}`,
    [categoryId, to, addDays(from, -1)],
  );
}

/** Brands' revenue on a marketplace over any range, largest first. */
export function brandShareInMarketplace(sql: SqlRunner, marketplace: Marketplace, from: Day, to: Day, limit = 20): Promise<Share[]> {
  return sql.query<Share>(
    `select b.id, b.name, ${rangeTotal('cum_revenue')} as revenue, ${rangeTotal('cum_units')} as units
       from brand_daily d join brands b on b.id = d.brand_id
      where d.marketplace_id = $1 and d.day in ($2, $3) group by b.id, b.name order by revenue desc limit ${limit}`,
    [MARKETPLACE_IDS[marketplace], to, addDays(from, -1)],
  );
}

/** The sub-categories' revenue over any range: of a parent, or a marketplace's top level. */
export function categoryShare(sql: SqlRunner, parent: { categoryId: number } | { marketplace: Marketplace }, from: Day, to: Day): Promise<Share[]> {
  const [where, key] = 'categoryId' in parent ? ['c.parent_id = $1', parent.categoryId] : ['c.level = 1 and c.marketplace_id = $1', MARKETPLACE_IDS[parent.marketplace]];
  return sql.query<Share>(
    `select c.id, c.name, ${rangeTotal('cum_revenue')} as revenue, ${rangeTotal('cum_units')} as units
       from categories c join category_daily d on d.category_id = c.id and d.day in ($2, $3)
      where ${where} group by c.id, c.name order by revenue desc`,
    [key, to, addDays(from, -1)],
  );
}

export interface ProductDay {
  day: Day;
  price: number;
  units: number | null;
  revenue: number | null;
  provenance: 'measured' | 'estimated' | null;
  stock: number | null;
  reviewCount: number | null;
}

/** One product's days in a range; a day without a figure has null units, not 0. */
export function productHistory(sql: SqlRunner, productId: number, from: Day, to: Day): Promise<ProductDay[]> {
  return sql.query<ProductDay>(
    `select day, price, units, revenue, case provenance when 1 then 'measured' when 2 then 'estimated' end as provenance,
            stock, review_count as "reviewCount"
       from product_daily where product_id = $1 and day between $2 and $3 order by day`,
    [productId, from, to],
  );
}
