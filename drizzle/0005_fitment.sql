CREATE TYPE "public"."visor_maker_kind" AS ENUM('original', 'aftermarket');--> statement-breakpoint
CREATE TYPE "public"."visor_marking" AS ENUM('day-and-night', 'daytime-only', 'not-for-road');--> statement-breakpoint
CREATE TABLE "product_fits" (
	"product_id" integer NOT NULL,
	"helmet_model_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"note_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_fits_product_id_helmet_model_id_pk" PRIMARY KEY("product_id","helmet_model_id")
);
--> statement-breakpoint
CREATE TABLE "visor_details" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"maker_kind" "visor_maker_kind" DEFAULT 'aftermarket' NOT NULL,
	"maker" text,
	"part_code" text,
	"tint" text,
	"light_transmission" smallint,
	"pinlock_ready" boolean DEFAULT false NOT NULL,
	"pinlock_insert" text,
	"marking" "visor_marking",
	CONSTRAINT "visor_details_transmission_range" CHECK ("visor_details"."light_transmission" is null or "visor_details"."light_transmission" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "helmet_brand_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "helmet_model_id" integer;--> statement-breakpoint
ALTER TABLE "helmet_models" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "specifications" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_fits" ADD CONSTRAINT "product_fits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fits" ADD CONSTRAINT "product_fits_helmet_model_id_helmet_models_id_fk" FOREIGN KEY ("helmet_model_id") REFERENCES "public"."helmet_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visor_details" ADD CONSTRAINT "visor_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_fits_helmet_model_id_index" ON "product_fits" USING btree ("helmet_model_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_helmet_brand_id_brands_id_fk" FOREIGN KEY ("helmet_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_helmet_model_id_helmet_models_id_fk" FOREIGN KEY ("helmet_model_id") REFERENCES "public"."helmet_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_helmet_model_id_index" ON "categories" USING btree ("helmet_model_id");--> statement-breakpoint
CREATE INDEX "categories_helmet_brand_id_index" ON "categories" USING btree ("helmet_brand_id");--> statement-breakpoint
-- Fitment and visor facts are catalogue data: writes to them invalidate cached pages too.
CREATE TRIGGER product_fits_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_fits
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER visor_details_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON visor_details
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
-- Data: today's catalogue becomes fits. A name compares without case, spaces or punctuation ("K6 S" = "K6S").
CREATE FUNCTION pg_temp.fit_key(value text) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT lower(regexp_replace(value, '[^[:alnum:]]+', '', 'g')) $$;
--> statement-breakpoint
-- The visor pages of the menu: "visors-{brand}" is a helmet brand's page, "visors-{brand}-{model}" a model's.
UPDATE categories c SET helmet_brand_id = b.id
  FROM brands b WHERE b.kind = 'helmet' AND c.slug = 'visors-' || b.slug;
--> statement-breakpoint
UPDATE categories c SET helmet_model_id = m.id
  FROM helmet_models m JOIN brands b ON b.id = m.brand_id
  WHERE c.slug = 'visors-' || b.slug || '-' || m.slug;
--> statement-breakpoint
-- 1. Each product fits the model of the model page it is filed in.
INSERT INTO product_fits (product_id, helmet_model_id)
  SELECT p.id, c.helmet_model_id FROM products p JOIN categories c ON c.id = p.category_id
  WHERE c.helmet_model_id IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 2. ...and every model its "Compatibility" line names ("AGV K6 / K6 S", "Shoei NXR2 / RF-1400 (CWR-F2)"),
-- with or without the brand's name in front, among the models of its own helmet brand.
CREATE TEMPORARY TABLE compatibility_parts AS
  SELECT p.id AS product_id, p.brand_id, part.n,
         trim(regexp_replace(part.text, '\([^)]*\)', '', 'g')) AS text
  FROM products p,
       regexp_split_to_table(p.specifications->>'compatibility', '\s*/\s*') WITH ORDINALITY AS part(text, n)
  WHERE p.specifications ? 'compatibility';
--> statement-breakpoint
CREATE TEMPORARY TABLE compatibility_matches AS
  SELECT DISTINCT cp.product_id, cp.n, m.id AS helmet_model_id
  FROM compatibility_parts cp
  JOIN helmet_models m ON m.brand_id = cp.brand_id
  JOIN brands b ON b.id = m.brand_id AND b.kind = 'helmet'
  WHERE pg_temp.fit_key(cp.text) IN (pg_temp.fit_key(m.name), pg_temp.fit_key(b.name || m.name));
--> statement-breakpoint
INSERT INTO product_fits (product_id, helmet_model_id)
  SELECT product_id, helmet_model_id FROM compatibility_matches ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Visor facts from the free text: the part code in brackets, the tint and its transmission, Pinlock
-- and original parts from their tags.
INSERT INTO visor_details (product_id, maker_kind, part_code, tint, light_transmission, pinlock_ready)
  SELECT p.id,
    CASE WHEN EXISTS (SELECT 1 FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
                      WHERE pt.product_id = p.id AND t.name = 'original')
         THEN 'original'::visor_maker_kind ELSE 'aftermarket'::visor_maker_kind END,
    substring(p.specifications->>'compatibility' FROM '\(([^)]+)\)'),
    CASE
      WHEN lower(p.specifications->>'tint') LIKE '%photochrom%' THEN 'photochromic'
      WHEN lower(p.specifications->>'tint') LIKE '%rainbow%' THEN 'rainbow'
      WHEN lower(p.specifications->>'tint') LIKE '%blue mirror%' THEN 'blue-mirror'
      WHEN lower(p.specifications->>'tint') LIKE '%silver mirror%' THEN 'silver-mirror'
      WHEN lower(p.specifications->>'tint') LIKE '%gold mirror%' THEN 'gold-mirror'
      WHEN lower(p.specifications->>'tint') LIKE '%gold%' THEN 'gold'
      WHEN lower(p.specifications->>'tint') LIKE '%silver%' THEN 'silver'
      WHEN lower(p.specifications->>'tint') LIKE '%red%' THEN 'dark-red'
      WHEN lower(p.specifications->>'tint') LIKE '%light blue%' THEN 'light-blue'
      WHEN lower(p.specifications->>'tint') LIKE '%dark blue%' THEN 'dark-blue'
      WHEN lower(p.specifications->>'tint') LIKE '%light smoke%' THEN 'light-smoke'
      WHEN lower(p.specifications->>'tint') LIKE '%dark%' THEN 'dark'
      WHEN lower(p.specifications->>'tint') LIKE '%smoke%' THEN 'smoke'
      WHEN lower(p.specifications->>'tint') LIKE '%clear%' THEN 'clear'
      ELSE nullif(trim(both '-' FROM lower(regexp_replace(p.specifications->>'tint', '[^[:alnum:]]+', '-', 'g'))), '')
    END,
    substring(p.specifications->>'tint' FROM '(\d{1,2})\s*%')::smallint,
    EXISTS (SELECT 1 FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
            WHERE pt.product_id = p.id AND t.name = 'pinlock')
  FROM products p WHERE p.type = 'visor';
--> statement-breakpoint
-- The line is now derived from the fits; only the parts that name no known model stay as text.
UPDATE products p SET specifications = CASE
    WHEN rest.text IS NULL THEN p.specifications - 'compatibility'
    ELSE jsonb_set(p.specifications, '{compatibility}', to_jsonb(rest.text)) END
  FROM (
    SELECT cp.product_id,
           string_agg(cp.text, ' / ' ORDER BY cp.n) FILTER (WHERE cm.product_id IS NULL) AS text
    FROM compatibility_parts cp
    LEFT JOIN compatibility_matches cm ON cm.product_id = cp.product_id AND cm.n = cp.n
    GROUP BY cp.product_id
  ) rest
  WHERE rest.product_id = p.id AND EXISTS (SELECT 1 FROM product_fits f WHERE f.product_id = p.id);
--> statement-breakpoint
-- A tint that lets most light through is for day and night; anything darker carries "daytime use only".
UPDATE visor_details SET marking = CASE
    WHEN light_transmission >= 80 OR (light_transmission IS NULL AND tint IN ('clear', 'light-blue', 'photochromic'))
      THEN 'day-and-night'::visor_marking
    ELSE 'daytime-only'::visor_marking END;
--> statement-breakpoint
UPDATE products SET specifications = specifications - 'tint'
  WHERE type = 'visor' AND specifications ? 'tint';
--> statement-breakpoint
-- Specification values were typed in English: they are the English translation's values.
UPDATE product_translations t SET specifications = p.specifications
  FROM products p WHERE p.id = t.product_id AND t.language_code = 'en';
--> statement-breakpoint
DROP TABLE compatibility_matches;
--> statement-breakpoint
DROP TABLE compatibility_parts;
