CREATE TABLE "folio_publications" (
	"folio_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"schema_version" integer NOT NULL,
	"root" jsonb NOT NULL,
	"nodes" jsonb NOT NULL,
	"vis_states" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"license_option_states" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
ALTER TABLE "folio_publications" ADD CONSTRAINT "folio_publications_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_publications" ADD CONSTRAINT "folio_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;