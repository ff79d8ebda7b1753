CREATE TABLE "mail_address_confirmations" (
	"owner_id" uuid NOT NULL,
	"address" text NOT NULL,
	"token_hash" "bytea",
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "mail_address_confirmations_owner_id_address_pk" PRIMARY KEY("owner_id","address")
);
--> statement-breakpoint
CREATE TABLE "receiver_invitations" (
	"folio_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "receiver_invitations_folio_id_user_id_kind_pk" PRIMARY KEY("folio_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_address_confirmations" ADD CONSTRAINT "mail_address_confirmations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_invitations" ADD CONSTRAINT "receiver_invitations_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_invitations" ADD CONSTRAINT "receiver_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_address_confirmations_token_idx" ON "mail_address_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "receiver_invitations_user_idx" ON "receiver_invitations" USING btree ("user_id");--> statement-breakpoint
-- Accounts already named as receivers before consent existed: each is asked now (pending, so they receive nothing
-- until they accept) and told once in the app.
INSERT INTO "receiver_invitations" ("folio_id", "user_id", "kind")
SELECT DISTINCT f.id, u.id, k.kind
FROM "folios" f
CROSS JOIN (VALUES ('submission', 'submissionReceiversAccounts'), ('purchase', 'purchaseReceiversAccounts')) AS k(kind, field)
CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(f.root->k.field) = 'array' THEN f.root->k.field ELSE '[]'::jsonb END) AS named(id)
JOIN "users" u ON u.id::text = named.id
WHERE NOT f.is_deleted AND u.id <> f.author_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "notifications" ("user_id", "kind", "actor_id", "item_type", "item_id", "data")
SELECT ri.user_id, 'receiver', f.author_id, 'folio', f.id::text, jsonb_build_object('name', f.name, 'receiverKind', ri.kind)
FROM "receiver_invitations" ri JOIN "folios" f ON f.id = ri.folio_id;
