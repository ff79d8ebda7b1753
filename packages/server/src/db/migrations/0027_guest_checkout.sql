CREATE TABLE "guest_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"claim_token_hash" text,
	"claim_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_orders_claimTokenHash_unique" UNIQUE("claim_token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_orders" ADD CONSTRAINT "guest_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_orders_email_idx" ON "guest_orders" USING btree (lower("email"));