-- Avatars were free text before uploads existed: drop any value that is not the id of a stored blob.
UPDATE "users" SET "avatar_blob_id" = NULL WHERE "avatar_blob_id" IS NOT NULL AND ("avatar_blob_id" !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' OR NOT EXISTS (SELECT 1 FROM "blobs" WHERE "blobs"."id"::text = lower("users"."avatar_blob_id")));--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "avatar_blob_id" SET DATA TYPE uuid USING "avatar_blob_id"::uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_blob_id_blobs_id_fk" FOREIGN KEY ("avatar_blob_id") REFERENCES "public"."blobs"("id") ON DELETE set null ON UPDATE no action;
