CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_kind_language_product_id_pk" PRIMARY KEY("day","kind","language","product_id")
);
--> statement-breakpoint
CREATE INDEX "affiliate_clicks_clicked_at_index" ON "affiliate_clicks" USING btree ("clicked_at");