CREATE TABLE "analytics_daily_visitors" (
	"day" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"visitor" bigint NOT NULL,
	CONSTRAINT "analytics_daily_visitors_owner_id_day_visitor_pk" PRIMARY KEY("owner_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "analytics_links" (
	"token" text PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "analytics_weekly_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_links" ADD CONSTRAINT "analytics_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_links_entity_idx" ON "analytics_links" USING btree ("entity_type","entity_id");