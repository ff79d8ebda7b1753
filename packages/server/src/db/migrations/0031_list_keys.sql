CREATE TABLE "submission_answers" (
	"folio_id" uuid NOT NULL,
	"widget_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submission_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "submission_answers_sort_idx" ON "submission_answers" USING btree ("folio_id","widget_id","value","created_at","submission_id");--> statement-breakpoint
CREATE INDEX "users_display_name_idx" ON "users" USING btree ("display_name","id");--> statement-breakpoint
-- Kept by triggers: inserts once per statement (a batched insert writes its answers in one statement), edits and
-- deletions per row, matching each row exactly in the one index (no second index to maintain on every submission).
CREATE FUNCTION submission_answers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO submission_answers (folio_id, widget_id, value, created_at, submission_id)
    SELECT n.folio_id, e.key, e.value, n.created_at, n.id FROM new_rows n, jsonb_each(n.data) e;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION submission_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.data IS NOT DISTINCT FROM OLD.data AND NEW.folio_id = OLD.folio_id AND NEW.created_at = OLD.created_at THEN
    RETURN NULL;
  END IF;
  DELETE FROM submission_answers a USING jsonb_each(OLD.data) e
    WHERE a.folio_id = OLD.folio_id AND a.widget_id = e.key AND a.value = e.value AND a.created_at = OLD.created_at AND a.submission_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO submission_answers (folio_id, widget_id, value, created_at, submission_id)
      SELECT NEW.folio_id, e.key, e.value, NEW.created_at, NEW.id FROM jsonb_each(NEW.data) e;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER submissions_answers_insert AFTER INSERT ON submissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION submission_answers_inserted();
--> statement-breakpoint
CREATE TRIGGER submissions_answers_change AFTER UPDATE OR DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION submission_answers_changed();
--> statement-breakpoint
INSERT INTO submission_answers (folio_id, widget_id, value, created_at, submission_id)
  SELECT s.folio_id, e.key, e.value, s.created_at, s.id FROM submissions s, jsonb_each(s.data) e;
