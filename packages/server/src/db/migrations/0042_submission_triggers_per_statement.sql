-- Issue 28 (decision 71): what every batch of submissions made PostgreSQL and the servers do besides storing it.
-- The statement that stores submissions also inserts their webhook deliveries (often none); a statement trigger fires
-- even when its statement inserted no row, so every batch announced 'whd' and every server ran a dispatch transaction
-- for nothing. It now announces only deliveries actually added.
CREATE OR REPLACE FUNCTION folio_changes_of_webhook_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added) THEN PERFORM folio_notify('whd'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER webhook_deliveries_added ON webhook_deliveries;
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_added AFTER INSERT ON webhook_deliveries REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION folio_changes_of_webhook_deliveries();
--> statement-breakpoint
-- New submissions matter to cached pages only when a chart counts their folio's: looked up once per folio of the
-- statement rather than once per row (a batch holds many rows of one form). Edits and deletions stay per row.
CREATE FUNCTION folio_changes_of_submissions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_notify('s:' || a.folio_id) FROM (SELECT DISTINCT folio_id FROM added) a
    WHERE EXISTS (SELECT 1 FROM visualizations v WHERE v.folio_id = a.folio_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER submissions_changes ON submissions;
--> statement-breakpoint
CREATE TRIGGER submissions_changes AFTER UPDATE OR DELETE ON submissions FOR EACH ROW EXECUTE FUNCTION folio_changes_of_submission();
--> statement-breakpoint
CREATE TRIGGER submissions_added_changes AFTER INSERT ON submissions REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION folio_changes_of_submissions_added();
