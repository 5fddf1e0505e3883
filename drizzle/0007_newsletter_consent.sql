CREATE TABLE "mail_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmations_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "last_confirmation_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_index" ON "newsletter_subscribers" USING btree ("confirm_token");--> statement-breakpoint
-- Addresses subscribed before double opt-in were active: they count as confirmed when they signed up.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at" WHERE "is_active";
