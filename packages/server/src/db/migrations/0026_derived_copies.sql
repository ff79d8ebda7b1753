ALTER TABLE "folios" ADD COLUMN "derived_from_id" uuid;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "derived_how" text;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "removed_reason" text;--> statement-breakpoint
CREATE INDEX "folios_derived_from_idx" ON "folios" USING btree ("derived_from_id") WHERE "folios"."derived_from_id" is not null;--> statement-breakpoint
-- Bought copies made before this migration: their order line names the folio they were made from.
UPDATE "folios" SET "derived_from_id" = oi."item_id"::uuid, "derived_how" = 'purchase'
  FROM "order_items" oi
  WHERE oi."granted_folio_id" = "folios"."id" AND oi."item_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
