CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_blobs" (
	"folio_id" uuid NOT NULL,
	"blob_id" uuid NOT NULL,
	CONSTRAINT "published_blobs_folio_id_blob_id_pk" PRIMARY KEY("folio_id","blob_id")
);
--> statement-breakpoint
ALTER TABLE "published_blobs" ADD CONSTRAINT "published_blobs_folio_id_folio_publications_folio_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folio_publications"("folio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_blobs" ADD CONSTRAINT "published_blobs_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "published_blobs_blob_idx" ON "published_blobs" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "users_avatar_blob_idx" ON "users" USING btree ("avatar_blob_id");--> statement-breakpoint
-- The HMAC key of signed /blob URLs: 256 bits from PostgreSQL's strong random source (gen_random_uuid).
INSERT INTO "app_secrets" ("name", "secret")
VALUES ('blob-url', sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')))
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Snapshots published before this migration: the author's own blobs they name anywhere ...
INSERT INTO "published_blobs" ("folio_id", "blob_id")
SELECT DISTINCT p."folio_id", b."id"
FROM "folio_publications" p
JOIN "folios" f ON f."id" = p."folio_id"
CROSS JOIN LATERAL regexp_matches(p."root"::text || p."nodes"::text, '/blob/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') AS m("ids")
JOIN "blobs" b ON b."id" = m."ids"[1]::uuid AND b."owner_id" = f."author_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- ... and the files of the author's own assets their logo widgets name.
INSERT INTO "published_blobs" ("folio_id", "blob_id")
SELECT DISTINCT p."folio_id", a."blob_id"
FROM "folio_publications" p
JOIN "folios" f ON f."id" = p."folio_id"
CROSS JOIN LATERAL jsonb_each(p."nodes") n
JOIN "assets" a ON a."id"::text = n."value"->'meta'->>'websitePartLogoId' AND a."author_id" = f."author_id" AND NOT a."is_deleted"
WHERE n."value"->>'kind' = 'logo-widget' AND a."blob_id" IS NOT NULL
ON CONFLICT DO NOTHING;
