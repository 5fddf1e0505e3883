CREATE TABLE "campaign_views" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_views_day_source_campaign_pk" PRIMARY KEY("day","source","campaign")
);
