-- Storefront lists read a page of visible products in list order, by brand or by type (decision 0017).
CREATE INDEX IF NOT EXISTS "products_visible_order" ON "products" USING btree ("sort_order","id") WHERE "status" = 'published' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_brand_id_index" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_index" ON "products" USING btree ("type") WHERE "status" = 'published' AND "deleted_at" IS NULL;
