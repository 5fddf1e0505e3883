-- A product page's four recommendations read the top of each group (same helmets, category, type, any) by
-- index instead of ranking the whole catalogue (decision 0017). The type index's prefix serves what products_type_index did.
DROP INDEX IF EXISTS "products_type_index";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_visible_rank" ON "products" USING btree ("is_recommended" DESC NULLS FIRST,"sort_order","id") WHERE "products"."status" = 'published' and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_rank" ON "products" USING btree ("category_id","is_recommended" DESC NULLS FIRST,"sort_order","id") WHERE "products"."status" = 'published' and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_rank" ON "products" USING btree ("type","is_recommended" DESC NULLS FIRST,"sort_order","id") WHERE "products"."status" = 'published' and "products"."deleted_at" is null;