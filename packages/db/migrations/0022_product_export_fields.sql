CREATE TABLE "product_export_fields" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"fields" text NOT NULL
);--> statement-breakpoint
-- Built from the stats there are; from now on rebuilt with them (rollups.repo).
INSERT INTO "product_export_fields" ("product_id", "fields")
  SELECT ps.product_id, json_build_array(ps.product_id, ps.name, ps.price, l.original_price, b.name, s.name, ps.rating, l.review_count, l.comment_count,
           l.wishlist_count, l.stock, ps.units_30, ps.revenue_30, l.sold_total, l.revenue_total, p.listed_at::text, p.location, p.slug, p.url)::text
  FROM product_stats ps
  JOIN products p ON p.id = ps.product_id
  JOIN stores s ON s.id = ps.store_id
  LEFT JOIN brands b ON b.id = ps.brand_id
  LEFT JOIN product_latest l ON l.product_id = ps.product_id;
