CREATE TABLE "website_pages" (
	"website_id" uuid NOT NULL,
	"folio_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"idx" integer NOT NULL,
	CONSTRAINT "website_pages_website_id_folio_id_pk" PRIMARY KEY("website_id","folio_id")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"noindex" boolean DEFAULT false NOT NULL,
	"favicon_asset_id" uuid,
	"logo_asset_id" uuid,
	"tag_manager_id" text,
	"custom_domain" text,
	"header_folio_id" uuid,
	"footer_folio_id" uuid,
	"default_page_folio_id" uuid,
	"menu_library_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_favicon_asset_id_assets_id_fk" FOREIGN KEY ("favicon_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_logo_asset_id_assets_id_fk" FOREIGN KEY ("logo_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_header_folio_id_folios_id_fk" FOREIGN KEY ("header_folio_id") REFERENCES "public"."folios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_footer_folio_id_folios_id_fk" FOREIGN KEY ("footer_folio_id") REFERENCES "public"."folios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_default_page_folio_id_folios_id_fk" FOREIGN KEY ("default_page_folio_id") REFERENCES "public"."folios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_menu_library_id_libraries_id_fk" FOREIGN KEY ("menu_library_id") REFERENCES "public"."libraries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_pages_slug_key" ON "website_pages" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "website_pages_folio_idx" ON "website_pages" USING btree ("folio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_slug_key" ON "websites" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_custom_domain_key" ON "websites" USING btree ("custom_domain");--> statement-breakpoint
CREATE INDEX "websites_author_updated_idx" ON "websites" USING btree ("author_id","updated_at");