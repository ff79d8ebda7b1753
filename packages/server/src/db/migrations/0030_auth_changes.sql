-- Each app server keeps the bearer tokens it resolved in memory (auth/tokenCache.ts) and forgets one when the change
-- feed (migration 0021) says it changed: t:<access token id> when a token is revoked, its expiry moved or it is
-- deleted; u:<user id> when a user is deactivated or reactivated, gains or loses a role, or is deleted.
CREATE FUNCTION folio_changes_of_access_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_notify('t:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_changes_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_notify('u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER access_tokens_changes AFTER UPDATE ON access_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION folio_changes_of_access_token();
--> statement-breakpoint
CREATE TRIGGER access_tokens_deleted AFTER DELETE ON access_tokens FOR EACH ROW EXECUTE FUNCTION folio_changes_of_access_token();
--> statement-breakpoint
CREATE TRIGGER users_auth_changes AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.super_admin IS DISTINCT FROM NEW.super_admin
    OR OLD.is_admin IS DISTINCT FROM NEW.is_admin)
  EXECUTE FUNCTION folio_changes_of_user();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION folio_changes_of_user();
