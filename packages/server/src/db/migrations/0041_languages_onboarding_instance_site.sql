ALTER TABLE "submissions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "checklist_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "is_instance_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "websites_instance_site_key" ON "websites" USING btree ("is_instance_site") WHERE "websites"."is_instance_site";--> statement-breakpoint
-- People who signed up before the first-run question was asked are not asked it now.
UPDATE "users" SET "intent" = '' WHERE "intent" IS NULL;
