CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "page_path" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_version" text DEFAULT '2025-06-21' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "visor_requests_once" ON "visor_requests" USING btree ("email","helmet_brand","helmet_model");