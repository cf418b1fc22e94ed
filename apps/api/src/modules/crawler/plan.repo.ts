import type { SqlRunner } from '@pasarlens/db';
import type { Marketplace } from '@pasarlens/market';

/** A page the daily crawl visits, as the plan's sources name it. */
export interface PlannedRow {
  marketplace: Marketplace;
  reference: string;
}

/** The level-1 and level-2 categories that sold most over the 30 days to `day`, per marketplace. */
export async function topCategories(sql: SqlRunner, day: string, perMarketplace: number): Promise<PlannedRow[]> {
  return sql.query<PlannedRow>(
    `select marketplace, reference from (
       select m.code as marketplace, c.external_id as reference,
              row_number() over (partition by c.marketplace_id order by sum(cd.revenue) desc, c.id) as rank
         from category_daily cd join categories c on c.id = cd.category_id join marketplaces m on m.id = c.marketplace_id
        where cd.day > $1::date - 30 and cd.day <= $1::date and c.level <= 2
        group by m.code, c.marketplace_id, c.external_id, c.id) ranked
      where rank <= $2 order by marketplace, rank`,
    [day, perMarketplace],
  );
}

/** The keywords searched most on the latest day they were tracked, per marketplace. */
export async function trackedKeywords(sql: SqlRunner, perMarketplace: number): Promise<PlannedRow[]> {
  return sql.query<PlannedRow>(
    `select marketplace, reference from (
       select m.code as marketplace, k.keyword as reference,
              row_number() over (partition by k.marketplace_id order by latest.search_volume desc, k.id) as rank
         from keywords k join marketplaces m on m.id = k.marketplace_id
         cross join lateral (select kd.search_volume from keyword_daily kd where kd.keyword_id = k.id
                              order by kd.day desc limit 1) latest) ranked
      where rank <= $1 order by marketplace, rank`,
    [perMarketplace],
  );
}

/** The store lists of every saved enterprise market and of the custom brands it holds. */
const ENTERPRISE_ITEMS = `
  select store_ids, store_keywords from enterprise_markets where deleted_at is null
  union all
  select b.store_ids, b.store_keywords from enterprise_markets em
    join enterprise_brands b on b.id = any(em.brand_ids) and b.deleted_at is null
   where em.deleted_at is null`;

/** The stores of every saved enterprise market, its own and its custom brands'. */
export async function enterpriseStores(sql: SqlRunner): Promise<PlannedRow[]> {
  return sql.query<PlannedRow>(
    `with items as (${ENTERPRISE_ITEMS})
     select distinct m.code as marketplace, s.external_id as reference
       from items cross join lateral unnest(items.store_ids) as store_id
       join stores s on s.id = store_id join marketplaces m on m.id = s.marketplace_id
      order by 1, 2`,
  );
}

/** The keywords an enterprise market (or its custom brand) narrows a store by, on that store's marketplace. */
export async function enterpriseKeywords(sql: SqlRunner): Promise<PlannedRow[]> {
  return sql.query<PlannedRow>(
    `with items as (${ENTERPRISE_ITEMS})
     select distinct m.code as marketplace, keyword.value as reference
       from items
      cross join lateral jsonb_array_elements(items.store_keywords) as entry(value)
      cross join lateral jsonb_array_elements_text(entry.value->'keywords') as keyword(value)
       join stores s on s.id = (entry.value->>'storeId')::int join marketplaces m on m.id = s.marketplace_id
      order by 1, 2`,
  );
}

/** Every product an active price alert watches. */
export async function alertedProducts(sql: SqlRunner): Promise<PlannedRow[]> {
  return sql.query<PlannedRow>(
    `select distinct m.code as marketplace, p.external_id as reference
       from price_alerts a join products p on p.id = a.product_id join marketplaces m on m.id = p.marketplace_id
      where a.is_active order by 1, 2`,
  );
}

/** Our products' marketplace ids, for requests that name a product by our id. */
export async function productExternalIds(
  sql: SqlRunner,
  productIds: number[],
): Promise<Map<number, { marketplace: Marketplace; externalId: string }>> {
  if (productIds.length === 0) return new Map();
  const rows = await sql.query<{ id: number; marketplace: Marketplace; externalId: string }>(
    `select p.id, m.code as marketplace, p.external_id as "externalId"
       from products p join marketplaces m on m.id = p.marketplace_id where p.id = any($1::int[])`,
    [productIds],
  );
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}
