CREATE TABLE "folio_collab" (
	"folio_id" uuid PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folio_collab" ADD CONSTRAINT "folio_collab_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;