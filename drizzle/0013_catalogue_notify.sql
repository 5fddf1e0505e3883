-- Catalogue changes are announced (NOTIFY at commit) so instances keep the version in memory; likes no
-- longer count as catalogue changes (a like count may lag a minute on a cached page).
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('catalogue_version', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "likes_bump_catalogue_version" ON "likes";
