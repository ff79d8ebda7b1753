CREATE TABLE "blobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"mime_subtype" text NOT NULL,
	"kind" text NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text,
	"thumbnail_key" text,
	"thumbnail_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"replace_asset_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blobs_owner_idx" ON "blobs" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_tokens_hash_key" ON "upload_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "upload_tokens_user_idx" ON "upload_tokens" USING btree ("user_id");