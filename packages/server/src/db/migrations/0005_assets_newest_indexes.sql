DROP INDEX "assets_author_created_idx";--> statement-breakpoint
DROP INDEX "assets_public_created_idx";--> statement-breakpoint
CREATE INDEX "assets_author_newest_idx" ON "assets" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "assets"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "assets_public_newest_idx" ON "assets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "assets"."is_deleted" = false and "assets"."is_public" = true;