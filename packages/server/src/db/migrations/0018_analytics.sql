CREATE TABLE "analytics_daily" (
	"day" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_entity_type_entity_id_day_dimension_value_pk" PRIMARY KEY("entity_type","entity_id","day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"ts" timestamp with time zone NOT NULL,
	"id" uuid NOT NULL,
	"site_session_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"page_url" text NOT NULL,
	"page_url_params" text DEFAULT '' NOT NULL,
	"visitor" bigint NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
CREATE TABLE "site_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_events" (
	"ts" timestamp with time zone NOT NULL,
	"id" uuid NOT NULL,
	"page_session_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"element_type" text NOT NULL,
	"element_id" text DEFAULT '' NOT NULL,
	"event_type" text NOT NULL,
	"event_data" jsonb,
	"user_id" uuid,
	"visitor" bigint NOT NULL
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
ALTER TABLE "site_sessions" ADD CONSTRAINT "site_sessions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_owner_day_idx" ON "analytics_daily" USING btree ("owner_id","day");--> statement-breakpoint
CREATE INDEX "page_views_entity_ts_idx" ON "page_views" USING btree ("entity_type","entity_id","ts");--> statement-breakpoint
CREATE INDEX "ui_events_entity_ts_idx" ON "ui_events" USING btree ("entity_type","entity_id","ts");--> statement-breakpoint
-- Hand-written: monthly partitions are made ahead by the app (services/analytics/partitions.ts); the default
-- partitions catch rows outside them (a clock far off), so a write never fails for want of a partition.
CREATE TABLE "page_views_default" PARTITION OF "page_views" DEFAULT;--> statement-breakpoint
CREATE TABLE "ui_events_default" PARTITION OF "ui_events" DEFAULT;--> statement-breakpoint
CREATE INDEX "page_views_ts_brin" ON "page_views" USING brin ("ts");--> statement-breakpoint
CREATE INDEX "ui_events_ts_brin" ON "ui_events" USING brin ("ts");