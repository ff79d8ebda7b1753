CREATE TABLE "used_proofs" (
	"signature" "bytea" PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The HMAC key of proof-of-work challenges (services/spam/): 256 bits from PostgreSQL's strong random source, one for every app server.
INSERT INTO "app_secrets" ("name", "secret")
VALUES ('proof-of-work', sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')))
ON CONFLICT DO NOTHING;
