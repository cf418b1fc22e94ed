import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type {
  AffiliateProduct,
  BrandShare,
  CategoryNode,
  DailySales,
  ProductDetail,
  ProductSortKey,
  ProductSummary,
  ResearchMarketplace,
  SalesSummary,
  StoreDetail,
  StoreSortKey,
  StoreSummary,
  VariantRow,
} from '@pasarlens/contracts';
import { addDays, tokopediaKeysFromUrl, type Day } from '@pasarlens/market';
import { brandShareInCategory, filterSql, PRODUCT_SORTS, type ProductFilters } from '../market/market.reads.ts';

const MARKETPLACE_CODES = new Map(Object.entries(MARKETPLACE_IDS).map(([code, id]) => [id as number, code as ResearchMarketplace]));
export const marketplaceCode = (id: number): ResearchMarketplace => MARKETPLACE_CODES.get(id)!;

/** The last day with market figures: the end of every "last 30 days". */
export async function lastMarketDay(sql: SqlRunner): Promise<Day | null> {
  const [row] = await sql.query<{ day: string | null }>('select max(day)::text as day from marketplace_daily');
  return row?.day ?? null;
}

export interface PageRequest {
  offset: number;
  limit: number;
}

type StatsRow = Omit<ProductSummary, 'marketplace' | 'url' | 'imageUrl' | 'storeName' | 'brandName'> & { marketplaceId: number };

/** The display fields of a page of products, in the page's order. */
async function describeProducts(sql: SqlRunner, rows: StatsRow[]): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const details = await sql.query<{ id: number; url: string | null; imageUrl: string | null; storeName: string; brandName: string | null }>(
    `select p.id, p.url, p.image_url as "imageUrl", s.name as "storeName", b.name as "brandName"
       from products p join stores s on s.id = p.store_id left join brands b on b.id = p.brand_id
      where p.id = any($1::int[])`,
    [rows.map((r) => r.productId)],
  );
  const byId = new Map(details.map((d) => [d.id, d]));
  return rows.map(({ marketplaceId, ...row }) => {
    const d = byId.get(row.productId)!;
    return { ...row, marketplace: marketplaceCode(marketplaceId), url: d.url, imageUrl: d.imageUrl, storeName: d.storeName, brandName: d.brandName };
  });
}

/** The product_stats columns of a summary, from the table under `alias`. */
const statsColumns = (alias: string) =>
  ['product_id as "productId"', 'marketplace_id as "marketplaceId"', 'name', 'price', 'rating', 'units_30 as "units30"', 'revenue_30 as "revenue30"',
    'revenue_7 as "revenue7"', 'revenue_90 as "revenue90"', 'store_id as "storeId"', 'measured_days_30 as "measuredDays30"'].map((c) => `${alias}.${c}`).join(', ');

/** Products matching `where`, ranked on the server by a product_stats column, one page. */
export async function productPage(sql: SqlRunner, where: string[], params: unknown[], sort: ProductSortKey, page: PageRequest): Promise<{ items: ProductSummary[]; total: number }> {
  const condition = where.length > 0 ? where.join(' and ') : 'true';
  const [rows, [count]] = await Promise.all([
    sql.query<StatsRow>(
      `select ${statsColumns('product_stats')} from product_stats where ${condition}
        order by ${PRODUCT_SORTS[sort]} desc nulls last, product_id limit ${page.limit} offset ${page.offset}`,
      params,
    ),
    sql.query<{ total: number }>(`select count(*)::int as total from product_stats where ${condition}`, params),
  ]);
  return { items: await describeProducts(sql, rows), total: count!.total };
}

/** WHERE clauses for a marketplace and the product filters, numbered after `offset` parameters. */
export function productConditions(marketplace: ResearchMarketplace | null, filters: ProductFilters, offset: number) {
  const { clauses, params } = filterSql({ ...filters, ...(marketplace ? { marketplace } : {}) }, offset);
  return { clauses, params };
}

export async function categoryLevel(sql: SqlRunner, categoryId: number): Promise<{ id: number; level: 1 | 2 | 3; name: string; marketplace: ResearchMarketplace } | undefined> {
  const [row] = await sql.query<{ id: number; level: 1 | 2 | 3; name: string; marketplace_id: number }>('select id, level, name, marketplace_id from categories where id = $1', [categoryId]);
  return row && { id: row.id, level: row.level, name: row.name, marketplace: marketplaceCode(row.marketplace_id) };
}

/** A level of the category tree (a parent's children, or the marketplace's top level) with 30-day sales, best first. */
export async function categoryNodes(sql: SqlRunner, marketplace: ResearchMarketplace, parentId: number | null, lastDay: Day | null): Promise<CategoryNode[]> {
  const rows = await sql.query<Omit<CategoryNode, 'marketplace'>>(
    `select c.id, c.name, c.level, c.parent_id as "parentId",
            exists (select 1 from categories k where k.parent_id = c.id) as "hasChildren",
            (coalesce(e.cum_revenue, 0) - coalesce(b.cum_revenue, 0))::bigint as "revenue30",
            (coalesce(e.cum_units, 0) - coalesce(b.cum_units, 0))::bigint as "units30"
       from categories c
       left join category_daily e on e.category_id = c.id and e.day = $3::date
       left join category_daily b on b.category_id = c.id and b.day = $3::date - 30
      where c.marketplace_id = $1 and (c.parent_id = $2 or ($2::int is null and c.level = 1))
      order by "revenue30" desc, c.name`,
    [MARKETPLACE_IDS[marketplace], parentId, lastDay],
  );
  return rows.map((r) => ({ ...r, marketplace }));
}

function summarise(days: DailySales[]): SalesSummary | null {
  const known = days.filter((d) => d.units !== null);
  if (known.length === 0) return null;
  return {
    units: known.reduce((sum, d) => sum + d.units!, 0),
    revenue: known.reduce((sum, d) => sum + d.revenue!, 0),
    revenueEstimated: known.reduce((sum, d) => sum + (d.revenueEstimated ?? 0), 0),
    days: known.length,
  };
}

/** Every day of the range, with null where there is no figure (never an invented 0). */
function fillRange(from: Day, to: Day, rows: DailySales[]): DailySales[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DailySales[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(byDay.get(d) ?? { day: d, units: null, revenue: null, revenueEstimated: null });
  return out;
}

export async function categoryAnalytics(sql: SqlRunner, categoryId: number, from: Day, to: Day) {
  const [rows, brands] = await Promise.all([
    sql.query<DailySales>(
      `select day::text as day, units, revenue, revenue_estimated as "revenueEstimated" from category_daily
        where category_id = $1 and day between $2 and $3 order by day`,
      [categoryId, from, to],
    ),
    brandShareInCategory(sql, categoryId, from, to),
  ]);
  const daily = fillRange(from, to, rows);
  return { items: brands as BrandShare[], total_count: brands.length, daily_sales: daily, summary: summarise(daily) };
}

export async function productAnalytics(sql: SqlRunner, productId: number, from: Day, to: Day) {
  const rows = await sql.query<DailySales>(
    `select day::text as day, units, revenue, case when provenance = 2 then revenue when provenance = 1 then 0 end as "revenueEstimated"
       from product_daily where product_id = $1 and day between $2 and $3 order by day`,
    [productId, from, to],
  );
  const daily = fillRange(from, to, rows);
  return { items: [] as never[], total_count: 0, daily_sales: daily, summary: summarise(daily) };
}

export async function storeAnalytics(sql: SqlRunner, storeId: number, from: Day, to: Day) {
  const rows = await sql.query<DailySales>(
    `select day::text as day, units, revenue, revenue_estimated as "revenueEstimated" from store_daily
      where store_id = $1 and day between $2 and $3 order by day`,
    [storeId, from, to],
  );
  const daily = fillRange(from, to, rows);
  return { items: [] as never[], total_count: 0, daily_sales: daily, summary: summarise(daily) };
}

const STORE_SORTS: Record<StoreSortKey, string> = { revenue30: 'st.revenue_30', units30: 'st.units_30', products: 'st.products' };

/** Stores of a marketplace, by name words (`q`) or by the start of their username, ranked on the server. */
export async function storePage(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  match: { q?: string | undefined; usernamePrefix?: string | undefined },
  sort: StoreSortKey,
  page: PageRequest,
): Promise<{ items: StoreSummary[]; total: number }> {
  const where = ['st.marketplace_id = $1'];
  const params: unknown[] = [MARKETPLACE_IDS[marketplace]];
  if (match.q) {
    params.push(match.q);
    where.push(`st.name_search @@ plainto_tsquery('simple', $${params.length})`);
  }
  if (match.usernamePrefix) {
    params.push(`${match.usernamePrefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`st.store_id in (select id from stores where marketplace_id = $1 and lower(username) like $${params.length})`);
  }
  const condition = where.join(' and ');
  const [items, [count]] = await Promise.all([
    sql.query<Omit<StoreSummary, 'marketplace'>>(
      `select st.store_id as "storeId", st.name, s.username, s.official, s.location, st.products, st.units_30 as "units30", st.revenue_30 as "revenue30"
         from store_stats st join stores s on s.id = st.store_id where ${condition}
        order by ${STORE_SORTS[sort]} desc, st.store_id limit ${page.limit} offset ${page.offset}`,
      params,
    ),
    sql.query<{ total: number }>(`select count(*)::int as total from store_stats st where ${condition}`, params),
  ]);
  return { items: items.map((i) => ({ ...i, marketplace })), total: count!.total };
}

export async function storeDetail(sql: SqlRunner, storeId: number): Promise<StoreDetail | undefined> {
  const [row] = await sql.query<Omit<StoreDetail, 'marketplace'> & { marketplaceId: number }>(
    `select s.id as "storeId", s.marketplace_id as "marketplaceId", s.name, s.username, s.official, s.location,
            s.golden_merchant as "goldenMerchant", s.laz_mall as "lazMall", s.followers, s.following, s.response_rate as "responseRate",
            coalesce(st.products, 0) as products, coalesce(st.units_30, 0) as "units30", coalesce(st.revenue_30, 0) as "revenue30"
       from stores s left join store_stats st on st.store_id = s.id where s.id = $1`,
    [storeId],
  );
  if (!row) return undefined;
  const { marketplaceId, ...store } = row;
  return { ...store, marketplace: marketplaceCode(marketplaceId) };
}

export async function productDetail(sql: SqlRunner, productId: number, lastDay: Day | null): Promise<ProductDetail | undefined> {
  const [row] = await sql.query<StatsRow & { originalPrice: number | null; reviewCount: number | null; stock: number | null; soldTotal: number | null; listedAt: string | null; location: string | null; latestDay: string; categoryIds: (number | null)[]; validating: boolean }>(
    `select ${statsColumns('ps')}, l.original_price as "originalPrice", l.review_count as "reviewCount",
            l.stock, l.sold_total as "soldTotal", p.listed_at::text as "listedAt", p.location, l.day::text as "latestDay",
            array[p.category_l1_id, p.category_l2_id, p.category_l3_id] as "categoryIds",
            (ps.measured_days_30 = 0 and ps.units_30 = 0 and p.first_seen >= ps.as_of - 1) as validating
       from product_stats ps join products p on p.id = ps.product_id join product_latest l on l.product_id = ps.product_id
      where ps.product_id = $1`,
    [productId],
  );
  if (!row) return undefined;
  const { originalPrice, reviewCount, stock, soldTotal, listedAt, location, latestDay, categoryIds, validating, ...stats } = row;
  const [summary] = await describeProducts(sql, [stats]);
  const ids = categoryIds.filter((id): id is number => id !== null);
  const [categories, variants, affiliate] = await Promise.all([
    sql.query<{ id: number; name: string }>('select id, name from categories where id = any($1::int[]) order by level', [ids]),
    variantRows(sql, productId, latestDay, lastDay ?? latestDay, summary!.marketplace),
    sql.query<ProductDetail['affiliate'] & object>(
      `select seller_commission_rate as "sellerCommissionRate", marketplace_commission_rate as "marketplaceCommissionRate",
              video_commission_rate as "videoCommissionRate", live_commission_rate as "liveCommissionRate"
         from affiliate_commissions where product_id = $1 order by day desc limit 1`,
      [productId],
    ),
  ]);
  const tokopediaKeys = summary!.marketplace === 'tokopedia' && summary!.url ? (tokopediaKeysFromUrl(summary!.url) ?? null) : null;
  return { ...summary!, originalPrice, reviewCount, stock, soldTotal, listedAt, location, categoryPath: categories, variants, affiliate: affiliate[0] ?? null, tokopediaKeys, validating };
}

/** The product's variants as last seen, with their 30-day sales where variant counters were measured. */
async function variantRows(sql: SqlRunner, productId: number, latestDay: Day, lastDay: Day, marketplace: ResearchMarketplace): Promise<VariantRow[]> {
  const rows = await sql.query<{ name: string; price: number; stock: number; units30: number | null; revenue30: number | null }>(
    `select v.name, vd.price, vd.stock,
            (select sum(x.units)::int from variant_daily x where x.variant_id = v.id and x.day > $3::date - 30 and x.day <= $3::date) as "units30",
            (select sum(x.revenue)::bigint from variant_daily x where x.variant_id = v.id and x.day > $3::date - 30 and x.day <= $3::date) as "revenue30"
       from variants v join variant_daily vd on vd.variant_id = v.id and vd.day = $2::date
      where v.product_id = $1 order by vd.price, v.name`,
    [productId, latestDay, lastDay],
  );
  const lowest = Math.min(...rows.map((r) => r.price));
  return rows.map((r) => ({ ...r, stockValue: r.price * r.stock, lowestPrice: marketplace === 'shopee' && r.price === lowest }));
}

/** Each variant's units and revenue from `from` to `to`, by variant name. */
export async function variantSalesSince(sql: SqlRunner, productId: number, from: Day, to: Day): Promise<Map<string, { units: number | null; revenue: number | null }>> {
  const rows = await sql.query<{ name: string; units: number | null; revenue: number | null }>(
    `select v.name, sum(x.units)::int as units, sum(x.revenue)::bigint as revenue
       from variants v left join variant_daily x on x.variant_id = v.id and x.day between $2 and $3
      where v.product_id = $1 group by v.id, v.name`,
    [productId, from, to],
  );
  return new Map(rows.map((r) => [r.name, { units: r.units, revenue: r.revenue }]));
}

export async function storeIdByUsername(sql: SqlRunner, marketplace: ResearchMarketplace, username: string): Promise<number | undefined> {
  const [row] = await sql.query<{ id: number }>('select id from stores where marketplace_id = $1 and lower(username) = lower($2)', [MARKETPLACE_IDS[marketplace], username]);
  return row?.id;
}

/** The latest commission terms of a store's products, best sellers first. */
export async function storeAffiliateTerms(sql: SqlRunner, storeId: number, page: PageRequest): Promise<{ items: AffiliateProduct[]; total: number }> {
  const rows = await sql.query<AffiliateProduct & { total: number }>(
    `select ps.product_id as "productId", ps.name, ps.price, ps.revenue_30 as "revenue30",
            a.seller_commission_rate as "sellerCommissionRate", a.marketplace_commission_rate as "marketplaceCommissionRate",
            a.video_commission_rate as "videoCommissionRate", a.live_commission_rate as "liveCommissionRate", count(*) over ()::int as total
       from product_stats ps
       cross join lateral (select * from affiliate_commissions ac where ac.product_id = ps.product_id order by ac.day desc limit 1) a
      where ps.store_id = $1
      order by ps.revenue_30 desc, ps.product_id limit ${page.limit} offset ${page.offset}`,
    [storeId],
  );
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

/** Records a user's request for data we do not have yet; asking again while it is open changes nothing. */
export async function requestData(sql: SqlRunner, userId: string, request: { marketplace: ResearchMarketplace; kind: string; reference: string }): Promise<void> {
  await sql.query(
    `insert into data_requests (user_id, marketplace_id, kind, reference) values ($1, $2, $3, $4)
     on conflict (user_id, marketplace_id, kind, reference) where status = 'open' do nothing`,
    [userId, MARKETPLACE_IDS[request.marketplace], request.kind, request.reference],
  );
}
