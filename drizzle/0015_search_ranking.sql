ALTER TABLE "product_search" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "translated_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What ranking and paging a search needs, beside each product's document (decision 14): its names folded
-- (the page's language first, else the original, holding the first word ranks a product first), whether a
-- visitor may see it and its list order. A search then reads product_search alone to count its matches and
-- pick the page, instead of joining every match to products and folding its name (issue 20 item 4).
-- The translations' names, folded, by language code ('{}' when none).
CREATE FUNCTION search_translated_names(target integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(t.language_code, search_compact(t.name)), '{}'::jsonb)
    FROM product_translations t WHERE t.product_id = target
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_search(target integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  names text;
  bodies text;
  product products%ROWTYPE;
BEGIN
  SELECT * INTO product FROM products WHERE id = target;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT concat_ws(' ', product.name, (SELECT b.name FROM brands b WHERE b.id = product.brand_id),
           (SELECT string_agg(t.name, ' ' ORDER BY t.language_code) FROM product_translations t WHERE t.product_id = target)),
         concat_ws(' ', product.description,
           (SELECT string_agg(t.description, ' ' ORDER BY t.language_code) FROM product_translations t WHERE t.product_id = target))
    INTO names, bodies;
  INSERT INTO product_search (product_id, document, name, translated_names, visible, sort_order)
    VALUES (target, search_compact(names || ' ' || bodies), search_compact(product.name), search_translated_names(target),
      product.status = 'published' AND product.deleted_at IS NULL, product.sort_order)
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, name = excluded.name,
      translated_names = excluded.translated_names, visible = excluded.visible, sort_order = excluded.sort_order;
  INSERT INTO search_terms (term)
    SELECT DISTINCT word FROM regexp_split_to_table(search_words(names), ' ') AS word
      WHERE length(word) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
-- Publishing, trashing or moving a product changes only its copies of those columns.
CREATE FUNCTION product_search_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET visible = NEW.status = 'published' AND NEW.deleted_at IS NULL, sort_order = NEW.sort_order
    WHERE product_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only when one of them changes: saving the product form sets every column, and an update of the row
-- writes its document's trigram entries again.
CREATE TRIGGER products_search_listing AFTER UPDATE OF status, deleted_at, sort_order ON products FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.sort_order IS DISTINCT FROM NEW.sort_order)
  EXECUTE FUNCTION product_search_listing();
--> statement-breakpoint
-- Every existing row once. The trigram index is built again afterwards: kept during the update, each row's
-- new version would add its document's trigrams one by one (minutes at 10,000 products).
DROP INDEX product_search_document_trgm;
--> statement-breakpoint
UPDATE product_search s SET name = search_compact(p.name), translated_names = search_translated_names(p.id),
  visible = p.status = 'published' AND p.deleted_at IS NULL, sort_order = p.sort_order
  FROM products p WHERE p.id = s.product_id;
--> statement-breakpoint
CREATE INDEX product_search_document_trgm ON product_search USING gin (document gin_trgm_ops) WITH (fastupdate = off);
