DROP INDEX "folio_publications_published_idx";--> statement-breakpoint
ALTER TABLE "license_options" ADD COLUMN "published_price" integer;--> statement-breakpoint
ALTER TABLE "license_options" ADD COLUMN "published_license_type" text;--> statement-breakpoint
ALTER TABLE "license_options" ADD COLUMN "published_currency" text;--> statement-breakpoint
ALTER TABLE "license_options" ADD COLUMN "published_end_date" text;--> statement-breakpoint
CREATE INDEX "license_options_published_idx" ON "license_options" USING btree ("item_type","item_id","published_price","published_license_type","published_currency","published_end_date") WHERE "license_options"."is_deleted" = false and "license_options"."published_price" is not null;--> statement-breakpoint
CREATE INDEX "folio_publications_published_idx" ON "folio_publications" USING btree ("published_at" DESC NULLS FIRST,"folio_id" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "license_options" SET "published_price" = round(("published"->>'price')::numeric * 100)::int, "published_license_type" = "published"->>'licenseType', "published_currency" = coalesce("published"->>'currency', 'CAD'), "published_end_date" = "published"->>'endDate' WHERE "published" IS NOT NULL;
