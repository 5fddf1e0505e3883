-- Outbox claims name their worker; each worker (server instance) keeps a heartbeat row, and the claims of a
-- worker not seen for a while are released for the others (decision 0010, "claims").
CREATE TABLE "mail_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_by" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_locked_by" ON "mail_outbox" USING btree ("locked_by") WHERE locked_by is not null;