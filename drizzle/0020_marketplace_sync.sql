CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'pt' NOT NULL,
	"product_id" integer NOT NULL,
	"target_price" numeric(10, 2),
	"base_price" numeric(10, 2) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_notified_at" timestamp with time zone,
	"stop_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_sync_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"running" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "marketplace_sync_state_single_row" CHECK ("marketplace_sync_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"available" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "price_history_price_positive" CHECK ("price_history"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_shipping" (
	"product_id" integer NOT NULL,
	"country" text NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	"min_days" smallint,
	"max_days" smallint,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_shipping_product_id_country_pk" PRIMARY KEY("product_id","country")
);
--> statement-breakpoint
CREATE TABLE "product_sync" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"price" numeric(10, 2),
	"previous_price" numeric(10, 2),
	"pending" jsonb,
	"detail" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "prior_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "marketplace_product_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "marketplace_sku_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "price_alert_id" integer;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD COLUMN "confirm_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping" ADD CONSTRAINT "product_shipping_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sync" ADD CONSTRAINT "product_sync_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_once" ON "price_alerts" USING btree ("email","product_id");--> statement-breakpoint
CREATE INDEX "price_alerts_product_id_index" ON "price_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_alerts_confirm_token_index" ON "price_alerts" USING btree ("confirm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_stop_token_index" ON "price_alerts" USING btree ("stop_token");--> statement-breakpoint
CREATE INDEX "price_history_product_id_recorded_at_index" ON "price_history" USING btree ("product_id","recorded_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_price_alert_id_price_alerts_id_fk" FOREIGN KEY ("price_alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_marketplace_product_id_index" ON "products" USING btree ("marketplace_product_id");--> statement-breakpoint
-- Requests made before double opt-in were taken as given (issue 30).
UPDATE "stock_requests" SET "confirmed_at" = "requested_at";--> statement-breakpoint
INSERT INTO "marketplace_sync_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Each product's history starts with the price it shows now, dated when it was last confirmed or saved.
INSERT INTO "price_history" ("product_id", "price", "available", "recorded_at", "source")
  SELECT "id", "price", coalesce("stock", 1) > 0, coalesce("price_confirmed_at", "updated_at"), 'curator' FROM "products";--> statement-breakpoint
-- The storefront shows the history, the honest prior price and delivery: their writes are catalogue changes.
CREATE TRIGGER "price_history_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_history"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER "product_shipping_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_shipping"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
