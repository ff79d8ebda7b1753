CREATE TABLE "analytics_owner_days" (
	"owner_id" uuid NOT NULL,
	"day" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_owner_days_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_visitors_day_idx" ON "analytics_daily_visitors" USING btree ("day");--> statement-breakpoint
-- The days rolled up before this table: their counts from the visitors those roll-ups kept.
INSERT INTO "analytics_owner_days" ("owner_id", "day", "visitors")
SELECT "owner_id", "day", count(*)::int FROM "analytics_daily_visitors" GROUP BY "owner_id", "day";
