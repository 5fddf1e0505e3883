CREATE TABLE "affiliate_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"transaction_id" text NOT NULL,
	"order_id" text,
	"product_id" integer,
	"external_product_id" text,
	"product_title" text DEFAULT '' NOT NULL,
	"product_url" text,
	"tracking_id" text,
	"language_code" text,
	"status" text NOT NULL,
	"commission_state" text NOT NULL,
	"amount" numeric(12, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"commission" numeric(12, 2) NOT NULL,
	"commission_eur" numeric(12, 2) NOT NULL,
	"ship_to_country" text,
	"ordered_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_sync_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"running" boolean DEFAULT false NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"synced_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"seen" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "order_sync_state_single_row" CHECK ("order_sync_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"url" text NOT NULL,
	"tracking_id" text NOT NULL,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_links_product_id_language_code_pk" PRIMARY KEY("product_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fallback_url" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "destination" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "digest_period" text;--> statement-breakpoint
ALTER TABLE "affiliate_orders" ADD CONSTRAINT "affiliate_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_orders_once" ON "affiliate_orders" USING btree ("network","transaction_id");--> statement-breakpoint
CREATE INDEX "affiliate_orders_ordered_at_index" ON "affiliate_orders" USING btree ("ordered_at");--> statement-breakpoint
CREATE INDEX "affiliate_orders_product_id_ordered_at_index" ON "affiliate_orders" USING btree ("product_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_digest_once" ON "mail_outbox" USING btree ("digest_period") WHERE kind = 'digest';--> statement-breakpoint
INSERT INTO "order_sync_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
