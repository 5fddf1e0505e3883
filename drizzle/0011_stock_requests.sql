CREATE TABLE "stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'pt' NOT NULL,
	"product_id" integer NOT NULL,
	"page_url" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"stop_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "stock_request_id" integer;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_once" ON "stock_requests" USING btree ("email","product_id");--> statement-breakpoint
CREATE INDEX "stock_requests_product_id_notified_at_index" ON "stock_requests" USING btree ("product_id","notified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_stop_token_index" ON "stock_requests" USING btree ("stop_token");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_stock_request_id_stock_requests_id_fk" FOREIGN KEY ("stock_request_id") REFERENCES "public"."stock_requests"("id") ON DELETE cascade ON UPDATE no action;