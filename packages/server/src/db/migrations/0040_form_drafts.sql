CREATE TABLE "form_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folio_id" uuid NOT NULL,
	"button_id" text NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"data" jsonb NOT NULL,
	"step" text,
	"mailed_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_drafts_token_key" ON "form_drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "form_drafts_folio_idx" ON "form_drafts" USING btree ("folio_id","updated_at" DESC NULLS LAST);