-- Search that ignores case, accents, spaces and hyphens, and tolerates one typo (decision 14).
-- Both extensions ship with PostgreSQL and with PGlite (loaded in db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_trgm" ON "product_search" USING gin ("document" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
-- Text folded to its words: lower-case ASCII letters and digits ("Viseira Ørn FF-800" → "viseira orn ff 800").
-- The two-argument unaccent names its dictionary, so the function does not depend on search_path.
CREATE FUNCTION search_words(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The same without the spaces ("viseiraornff800"): what a search word is looked up in.
CREATE FUNCTION search_compact(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT replace(search_words(value), ' ', '')
$$;
--> statement-breakpoint
-- Rewrites one product's search document (names and brand first, then descriptions, every language) and
-- adds the words of its names and brand to the vocabulary. A product already gone (a cascade) is skipped.
CREATE FUNCTION refresh_product_search(target integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  names text;
  bodies text;
BEGIN
  SELECT concat_ws(' ', p.name, b.name,
           (SELECT string_agg(t.name, ' ' ORDER BY t.language_code) FROM product_translations t WHERE t.product_id = p.id)),
         concat_ws(' ', p.description,
           (SELECT string_agg(t.description, ' ' ORDER BY t.language_code) FROM product_translations t WHERE t.product_id = p.id))
    INTO names, bodies
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.id = target;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO product_search (product_id, document) VALUES (target, search_compact(names || ' ' || bodies))
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document;
  INSERT INTO search_terms (term)
    SELECT DISTINCT word FROM regexp_split_to_table(search_words(names), ' ') AS word
      WHERE length(word) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_of_translation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_product_search(OLD.product_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_product_search(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_of_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(p.id) FROM products p WHERE p.brand_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search AFTER INSERT OR UPDATE OF name, description, brand_id
  ON products FOR EACH ROW EXECUTE FUNCTION product_search_of_product();
--> statement-breakpoint
CREATE TRIGGER product_translations_search AFTER INSERT OR UPDATE OF name, description, product_id OR DELETE
  ON product_translations FOR EACH ROW EXECUTE FUNCTION product_search_of_translation();
--> statement-breakpoint
CREATE TRIGGER brands_search AFTER UPDATE OF name
  ON brands FOR EACH ROW EXECUTE FUNCTION product_search_of_brand();
--> statement-breakpoint
SELECT refresh_product_search(id) FROM products;
