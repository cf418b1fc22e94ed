import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';

export interface BestSellerRow {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  imageUrl: string | null;
  price: number;
  units30: number;
  revenue30: number;
  high: number;
  medium: number;
  asOf: string;
}

/** The top `perCategory` Shopee products of each top-level category by 30-day units, from product_stats. */
export async function shopeeBestSellers(sql: SqlRunner, perCategory: number): Promise<BestSellerRow[]> {
  return sql.query<BestSellerRow>(
    `with ranked as (
       select ps.*, row_number() over (partition by ps.category_l1_id order by ps.units_30 desc, ps.product_id) as rank
       from product_stats ps
       where ps.marketplace_id = $1 and ps.category_l1_id is not null and ps.units_30 > 0
     )
     select r.product_id as id, r.category_l1_id as "categoryId", c.name as "categoryName", r.name, p.image_url as "imageUrl",
            r.price::float8 as price, r.units_30 as "units30", r.revenue_30::float8 as "revenue30",
            r.revenue_high_confidence_30::float8 as high, r.revenue_medium_confidence_30::float8 as medium, r.as_of::text as "asOf"
     from ranked r
     join categories c on c.id = r.category_l1_id
     join products p on p.id = r.product_id
     where r.rank <= $2
     order by c.name, r.rank`,
    [MARKETPLACE_IDS.shopee, perCategory],
  );
}
