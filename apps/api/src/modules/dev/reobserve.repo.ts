import type { Observation } from '@pasarlens/market';
import type { SqlRunner } from '@pasarlens/db';

/** A product's latest observation rebuilt from what the database keeps of it (development re-observations). */
export async function latestObservation(sql: SqlRunner, productId: number): Promise<Observation | undefined> {
  const [row] = await sql.query<
    Omit<Observation, 'sold' | 'recentSold' | 'variants' | 'revenueTotal'> & { soldTotal: number }
  >(
    `select m.code as marketplace, l.day::text as day, p.external_id as "externalId", p.name, p.url, p.slug, p.image_url as "imageUrl",
       l.price::float8 as price, l.original_price::float8 as "originalPrice", b.name as brand, l.rating, l.review_count as "reviewCount",
       l.comment_count as "commentCount", l.wishlist_count as "wishlistCount", l.stock, p.listed_at::text as "listedAt", p.location,
       l.sold_total::float8 as "soldTotal",
       (select coalesce(jsonb_agg(jsonb_build_object('externalId', c.external_id, 'name', c.name) order by c.level), '[]'::jsonb)
          from categories c where c.id in (p.category_l1_id, p.category_l2_id, p.category_l3_id)) as "categoryPath",
       jsonb_build_object('externalId', s.external_id, 'name', s.name, 'username', s.username, 'official', s.official, 'goldenMerchant', s.golden_merchant,
         'lazMall', s.laz_mall, 'location', s.location, 'followers', s.followers, 'following', s.following, 'responseRate', s.response_rate) as store
     from products p
     join product_latest l on l.product_id = p.id
     join marketplaces m on m.id = p.marketplace_id
     join stores s on s.id = p.store_id
     left join brands b on b.id = p.brand_id
     where p.id = $1`,
    [productId],
  );
  if (!row) return undefined;
  const { soldTotal, ...rest } = row;
  return { ...rest, sold: { kind: 'exact', total: soldTotal }, recentSold: null, revenueTotal: null, variants: [] };
}
