CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"language_code" text,
	"actor" text DEFAULT 'site' NOT NULL,
	"changes" jsonb NOT NULL,
	"reverts" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_entity_entity_id_id_index" ON "change_log" USING btree ("entity","entity_id","id");