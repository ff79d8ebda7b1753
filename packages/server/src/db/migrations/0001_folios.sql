CREATE TABLE "folio_edit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folio_id" uuid NOT NULL,
	"user_id" uuid,
	"version" integer NOT NULL,
	"log" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_template_based" boolean DEFAULT false NOT NULL,
	"license_details" jsonb,
	"has_been_purchased" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"schema_version" integer NOT NULL,
	"root" jsonb NOT NULL,
	"nodes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folio_edit_log" ADD CONSTRAINT "folio_edit_log_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_edit_log" ADD CONSTRAINT "folio_edit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_edit_log_folio_idx" ON "folio_edit_log" USING btree ("folio_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "folios_url_key" ON "folios" USING btree ("url") WHERE "folios"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "folios_author_updated_idx" ON "folios" USING btree ("author_id","updated_at");