CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"license_option_id" uuid,
	"account_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_license_option_id_license_options_id_fk" FOREIGN KEY ("license_option_id") REFERENCES "public"."license_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_option_key" ON "cart_items" USING btree ("user_id","license_option_id") WHERE "cart_items"."license_option_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_account_type_key" ON "cart_items" USING btree ("user_id","account_type_id") WHERE "cart_items"."type" = 'accountLicense';