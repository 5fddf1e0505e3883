CREATE TYPE "public"."link_status" AS ENUM('ok', 'broken', 'unknown');--> statement-breakpoint
CREATE TABLE "link_checks" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" "link_status" NOT NULL,
	"verdict" "link_status" NOT NULL,
	"broken_streak" smallint DEFAULT 0 NOT NULL,
	"http_status" smallint,
	"detail" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_checks_status_index" ON "link_checks" USING btree ("status");--> statement-breakpoint
-- The storefront may show "link unavailable" for a broken link: its pages change when a link turns
-- broken or comes back, so such a change bumps the catalogue version (not every routine check).
CREATE TRIGGER "link_checks_bump_catalogue_version" AFTER INSERT OR UPDATE OF "status" ON "link_checks" FOR EACH ROW WHEN (NEW."status" = 'broken') EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER "link_checks_bump_catalogue_version_recovered" AFTER UPDATE OF "status" ON "link_checks" FOR EACH ROW WHEN (OLD."status" = 'broken' AND NEW."status" <> 'broken') EXECUTE FUNCTION bump_catalogue_version();
