-- Issue 28: the marketplace's listings are kept in each server's memory (routes/marketplace/folios.ts), so every
-- input of a listing announces the tag 'm' on the change feed (0021). A listing reads the published options
-- (license_options), the publications, the folios' name, tags, licence, visibility, address and author, the authors'
-- names and whether they are active, the covers (published_blobs, blobs' thumbnails) and the public libraries.
-- pg_notify sends one 'm' per transaction however many rows or statements announce it.
CREATE FUNCTION marketplace_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_notify('m');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER license_options_marketplace AFTER INSERT OR UPDATE OR DELETE ON license_options
  FOR EACH STATEMENT EXECUTE FUNCTION marketplace_changed();
--> statement-breakpoint
CREATE TRIGGER folio_publications_marketplace AFTER INSERT OR UPDATE OR DELETE ON folio_publications
  FOR EACH STATEMENT EXECUTE FUNCTION marketplace_changed();
--> statement-breakpoint
CREATE TRIGGER published_blobs_marketplace AFTER INSERT OR UPDATE OR DELETE ON published_blobs
  FOR EACH STATEMENT EXECUTE FUNCTION marketplace_changed();
--> statement-breakpoint
CREATE TRIGGER libraries_marketplace AFTER INSERT OR UPDATE OR DELETE ON libraries
  FOR EACH STATEMENT EXECUTE FUNCTION marketplace_changed();
--> statement-breakpoint
-- Autosaves update folios all the time; only what a listing shows or filters by is announced, and only of a public
-- folio (or one that was public): the marketplace lists nothing else.
CREATE TRIGGER folios_marketplace AFTER UPDATE ON folios FOR EACH ROW
  WHEN ((OLD.is_public OR NEW.is_public) AND (OLD.name IS DISTINCT FROM NEW.name OR OLD.tags IS DISTINCT FROM NEW.tags
    OR OLD.license_details IS DISTINCT FROM NEW.license_details OR OLD.is_public IS DISTINCT FROM NEW.is_public
    OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted OR OLD.url IS DISTINCT FROM NEW.url OR OLD.author_id IS DISTINCT FROM NEW.author_id))
  EXECUTE FUNCTION marketplace_changed();
--> statement-breakpoint
CREATE TRIGGER folios_deleted_marketplace AFTER DELETE ON folios FOR EACH STATEMENT EXECUTE FUNCTION marketplace_changed();
--> statement-breakpoint
CREATE TRIGGER users_marketplace AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION marketplace_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted_marketplace AFTER DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION marketplace_changed();
--> statement-breakpoint
CREATE TRIGGER blobs_marketplace AFTER UPDATE ON blobs FOR EACH ROW
  WHEN (OLD.thumbnail_key IS DISTINCT FROM NEW.thumbnail_key OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION marketplace_changed();
