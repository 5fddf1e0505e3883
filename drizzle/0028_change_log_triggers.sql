-- The timeline of products and categories (issue 33 point 2): every write to a product, a category or one of their
-- translations leaves a row in change_log with the columns it changed, before and after, and who wrote it: the
-- transaction's `app.change_actor` (set by asActor), else 'site'. A restore sets 'restore' and writes its own rows
-- (its inserts would otherwise take change_log ids the restored rows hold). Columns a write keeps in step by itself
-- (timestamps, derived prices, review marks) are left out.
CREATE OR REPLACE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := coalesce(nullif(current_setting('app.change_actor', true), ''), 'site');
  after jsonb := to_jsonb(NEW);
  before jsonb := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) ELSE '{}'::jsonb END;
  diff jsonb;
BEGIN
  -- A translation's first text is a change when a writer says who made it (the seed and factories do not).
  IF actor = 'restore' OR (TG_OP = 'INSERT' AND actor = 'site') THEN
    RETURN NULL;
  END IF;
  SELECT jsonb_object_agg(n.key, jsonb_build_array(before -> n.key, n.value)) INTO diff
  FROM jsonb_each(after) n
  WHERE n.value IS DISTINCT FROM before -> n.key
    AND (TG_OP = 'UPDATE' OR n.value <> 'null'::jsonb)
    AND n.key NOT IN (
      'id', 'created_at', 'updated_at', 'product_id', 'category_id', 'language_code', 'prior_price',
      'price_confirmed_at', 'published_at', 'source_hash', 'needs_review', 'translation_source', 'ai_confidence'
    );
  IF diff IS NOT NULL THEN
    INSERT INTO change_log (entity, entity_id, language_code, actor, changes, reverts)
    VALUES (
      TG_ARGV[0],
      (after ->> TG_ARGV[1])::integer,
      after ->> 'language_code',
      actor,
      diff,
      nullif(current_setting('app.change_reverts', true), '')::bigint
    );
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_record_change AFTER UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION record_change('product', 'id');
--> statement-breakpoint
CREATE TRIGGER product_translations_record_change AFTER INSERT OR UPDATE ON product_translations
  FOR EACH ROW EXECUTE FUNCTION record_change('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER categories_record_change AFTER UPDATE ON categories
  FOR EACH ROW EXECUTE FUNCTION record_change('category', 'id');
--> statement-breakpoint
CREATE TRIGGER category_translations_record_change AFTER INSERT OR UPDATE ON category_translations
  FOR EACH ROW EXECUTE FUNCTION record_change('category', 'category_id');
