CREATE TABLE "tus_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The change feed (services/cluster/changeFeed.ts): every app server keeps what visitors' pages are built from in
-- memory and forgets an entry when PostgreSQL says, on channel folio_changes, that one of its inputs changed.
-- Payloads are tags: f:<folio> (its row's visibility, address or author, its published snapshot, its comments),
-- s:<folio> (the submissions or charts a chart of it counts), w:<website> (the website and its pages),
-- l:<library> (a menu's items), a:<author> (an author's assets). Sent on commit, never for a rolled-back change.
CREATE FUNCTION folio_notify(tag text) RETURNS void LANGUAGE sql AS $$ SELECT pg_notify('folio_changes', tag) $$;
--> statement-breakpoint
CREATE FUNCTION folio_changes_by_folio_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM folio_notify(TG_ARGV[0] || ':' || OLD.folio_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM folio_notify(TG_ARGV[0] || ':' || NEW.folio_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_changes_of_folio() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed_folio uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM folio_notify('f:' || changed_folio);
  PERFORM folio_notify('s:' || changed_folio);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A submission matters to cached pages only when a chart counts its folio's submissions.
CREATE FUNCTION folio_changes_of_submission() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed_folio uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.folio_id ELSE NEW.folio_id END;
BEGIN
  IF EXISTS (SELECT 1 FROM visualizations v WHERE v.folio_id = changed_folio) THEN PERFORM folio_notify('s:' || changed_folio); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_changes_of_website() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_notify('w:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_changes_of_website_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM folio_notify('w:' || OLD.website_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM folio_notify('w:' || NEW.website_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_changes_of_library_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM folio_notify('l:' || OLD.library_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM folio_notify('l:' || NEW.library_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_changes_of_asset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM folio_notify('a:' || OLD.author_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM folio_notify('a:' || NEW.author_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Autosaves update folios all the time; only what visitors' pages depend on is announced.
CREATE TRIGGER folios_changes AFTER UPDATE ON folios FOR EACH ROW
  WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
    OR OLD.url IS DISTINCT FROM NEW.url OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION folio_changes_of_folio();
--> statement-breakpoint
CREATE TRIGGER folios_deleted AFTER DELETE ON folios FOR EACH ROW EXECUTE FUNCTION folio_changes_of_folio();
--> statement-breakpoint
CREATE TRIGGER folio_publications_changes AFTER INSERT OR UPDATE OR DELETE ON folio_publications FOR EACH ROW EXECUTE FUNCTION folio_changes_by_folio_id('f');
--> statement-breakpoint
CREATE TRIGGER comments_changes AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION folio_changes_by_folio_id('f');
--> statement-breakpoint
CREATE TRIGGER visualizations_changes AFTER INSERT OR UPDATE OR DELETE ON visualizations FOR EACH ROW EXECUTE FUNCTION folio_changes_by_folio_id('s');
--> statement-breakpoint
CREATE TRIGGER submissions_changes AFTER INSERT OR UPDATE OR DELETE ON submissions FOR EACH ROW EXECUTE FUNCTION folio_changes_of_submission();
--> statement-breakpoint
CREATE TRIGGER websites_changes AFTER INSERT OR UPDATE OR DELETE ON websites FOR EACH ROW EXECUTE FUNCTION folio_changes_of_website();
--> statement-breakpoint
CREATE TRIGGER website_pages_changes AFTER INSERT OR UPDATE OR DELETE ON website_pages FOR EACH ROW EXECUTE FUNCTION folio_changes_of_website_page();
--> statement-breakpoint
CREATE TRIGGER library_items_changes AFTER INSERT OR UPDATE OR DELETE ON library_items FOR EACH ROW EXECUTE FUNCTION folio_changes_of_library_item();
--> statement-breakpoint
CREATE TRIGGER assets_changes AFTER INSERT OR UPDATE OR DELETE ON assets FOR EACH ROW EXECUTE FUNCTION folio_changes_of_asset();
