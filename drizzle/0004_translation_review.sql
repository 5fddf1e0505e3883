ALTER TYPE "public"."translation_source" ADD VALUE 'imported';--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "ai_confidence" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A translation remembers the md5 of the original text it translates. When the original changes,
-- the hashes differ and the translation is stale until it is saved again. The trigger sets the
-- hash on every write of a translation's text, so every writer (editor, AI, seed) agrees; an
-- insert that brings its own hash (a restored backup) keeps it.
CREATE FUNCTION product_source_hash(name text, description text, button_text text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT md5(name || chr(31) || description || chr(31) || button_text) $$;
--> statement-breakpoint
CREATE FUNCTION category_source_hash(name text, description text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT md5(name || chr(31) || description) $$;
--> statement-breakpoint
CREATE FUNCTION product_translation_source_hash() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR NEW.source_hash IS NULL THEN
    SELECT product_source_hash(p.name, p.description, p.button_text) INTO NEW.source_hash
      FROM products p WHERE p.id = NEW.product_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION category_translation_source_hash() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR NEW.source_hash IS NULL THEN
    SELECT category_source_hash(c.name, c.description) INTO NEW.source_hash
      FROM categories c WHERE c.id = NEW.category_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_translations_source_hash BEFORE INSERT OR UPDATE OF name, description, button_text
  ON product_translations FOR EACH ROW EXECUTE FUNCTION product_translation_source_hash();
--> statement-breakpoint
CREATE TRIGGER category_translations_source_hash BEFORE INSERT OR UPDATE OF name, description
  ON category_translations FOR EACH ROW EXECUTE FUNCTION category_translation_source_hash();
--> statement-breakpoint
UPDATE product_translations t SET source_hash = product_source_hash(p.name, p.description, p.button_text)
  FROM products p WHERE p.id = t.product_id;
--> statement-breakpoint
UPDATE category_translations t SET source_hash = category_source_hash(c.name, c.description)
  FROM categories c WHERE c.id = t.category_id;
