-- Co-editing (decision 59): a folio's document changed (its version moved) is announced as d:<folio id>, so a server
-- holding the folio open for co-editing brings in a change saved through another server.
CREATE OR REPLACE FUNCTION folio_changes_of_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_notify('d:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER folios_document_changes AFTER UPDATE ON folios FOR EACH ROW
  WHEN (OLD.version IS DISTINCT FROM NEW.version)
  EXECUTE FUNCTION folio_changes_of_document();
