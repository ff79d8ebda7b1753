ALTER TABLE "access_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Tokens issued before this column existed: their own sign-in (or reauth) is the best start there is.
UPDATE "access_tokens" SET "session_started_at" = "last_auth_at";
