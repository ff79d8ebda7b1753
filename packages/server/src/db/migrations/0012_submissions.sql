-- Substring search over submissions' answers uses trigram indexes (pg_trgm ships with PostgreSQL and is trusted).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "submission_fields" (
	"folio_id" uuid NOT NULL,
	"widget_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_fields_folio_id_widget_id_pk" PRIMARY KEY("folio_id","widget_id")
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"submission_id" uuid NOT NULL,
	"blob_id" uuid NOT NULL,
	"widget_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "submission_files_submission_id_blob_id_pk" PRIMARY KEY("submission_id","blob_id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folio_id" uuid NOT NULL,
	"button_id" text NOT NULL,
	"author_id" uuid,
	"session_token_hash" "bytea",
	"share_id" uuid,
	"is_from_website" boolean DEFAULT false NOT NULL,
	"website_id" uuid,
	"folio_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"edited_by" uuid,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visualizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folio_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"website_id" uuid,
	"root" jsonb NOT NULL,
	"published_root" jsonb,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD COLUMN "form_folio_id" uuid;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD COLUMN "form_widget_id" text;--> statement-breakpoint
ALTER TABLE "submission_fields" ADD CONSTRAINT "submission_fields_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visualizations" ADD CONSTRAINT "visualizations_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visualizations" ADD CONSTRAINT "visualizations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visualizations" ADD CONSTRAINT "visualizations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_files_blob_idx" ON "submission_files" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "submissions_folio_created_idx" ON "submissions" USING btree ("folio_id","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_author_idx" ON "submissions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_website_idx" ON "submissions" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "submissions_data_idx" ON "submissions" USING gin ("data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "submissions_search_idx" ON "submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visualizations_folio_idx" ON "visualizations" USING btree ("folio_id");--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_form_folio_id_folios_id_fk" FOREIGN KEY ("form_folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;