CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"blob_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"license_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_url_key" ON "assets" USING btree ("url") WHERE "assets"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "assets_author_created_idx" ON "assets" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "assets"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "assets_public_created_idx" ON "assets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "assets"."is_deleted" = false and "assets"."is_public" = true;--> statement-breakpoint
CREATE INDEX "assets_tags_idx" ON "assets" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "assets_blob_idx" ON "assets" USING btree ("blob_id");