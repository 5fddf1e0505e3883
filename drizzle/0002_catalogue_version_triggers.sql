-- Bump the catalogue version after any write to a table the storefront reads, so cached reads
-- (in every app instance) see the change on their next request.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'products', 'product_translations', 'product_images', 'product_tags', 'tags', 'categories',
    'category_translations', 'brands', 'helmet_models', 'brand_assets', 'languages', 'settings',
    'header_menu_items', 'slug_redirects', 'likes'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()',
      t || '_bump_catalogue_version', t
    );
  END LOOP;
END;
$$;
