ALTER TABLE "product_export_fields" ADD COLUMN "variants" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Filled from the variant stats there are; from now on rebuilt with them (rollups.repo).
UPDATE "product_export_fields" f SET "variants" = v.variants
  FROM (SELECT product_id, json_agg(json_build_array(name, price, stock, units_30, revenue_30) ORDER BY price, name)::text AS variants
          FROM variant_stats GROUP BY product_id) v
 WHERE v.product_id = f.product_id;
