ALTER TABLE "blobs" ADD COLUMN "display_key" text;--> statement-breakpoint
ALTER TABLE "blobs" ADD COLUMN "display_width" integer;--> statement-breakpoint
ALTER TABLE "blobs" ADD COLUMN "display_height" integer;