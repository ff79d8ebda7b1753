CREATE TABLE "submission_search" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"folio_id" uuid NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_search_folios" (
	"folio_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "submissions_search_idx";--> statement-breakpoint
ALTER TABLE "submission_search_folios" ADD CONSTRAINT "submission_search_folios_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_search_text_idx" ON "submission_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Issue 28: the trigram index of every submission's search text was, after the sort keys (0044), the largest part of
-- what PostgreSQL did to store a submission (about 16 µs of 70), for a search most owners never run. Now a folio's
-- search texts are indexed from the first search of its list on (submission_search_folios, services/submissions/
-- sortKeys.ts), exactly as sort keys are: adding a folio holds its submission_count_key exclusively while it copies
-- the texts of the submissions committed so far, and the triggers below, which hold that key shared before they read
-- which folios are kept, copy every later one.
CREATE OR REPLACE FUNCTION submission_answers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE f uuid;
BEGIN
  FOR f IN SELECT DISTINCT folio_id FROM new_rows ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', f));
  END LOOP;
  INSERT INTO submission_answers (folio_id, widget_id, value, created_at, submission_id)
    SELECT n.folio_id, k.widget_id, n.data -> k.widget_id, n.created_at, n.id
    FROM new_rows n JOIN submission_sort_keys k ON k.folio_id = n.folio_id
    WHERE n.data ? k.widget_id;
  INSERT INTO submission_search (submission_id, folio_id, search_text)
    SELECT n.id, n.folio_id, n.search_text FROM new_rows n JOIN submission_search_folios k ON k.folio_id = n.folio_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.data IS NOT DISTINCT FROM OLD.data AND NEW.folio_id = OLD.folio_id AND NEW.created_at = OLD.created_at
    AND NEW.search_text = OLD.search_text THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.folio_id > OLD.folio_id THEN
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', OLD.folio_id));
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', NEW.folio_id));
  ELSIF TG_OP = 'UPDATE' AND NEW.folio_id < OLD.folio_id THEN
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', NEW.folio_id));
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', OLD.folio_id));
  ELSE
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', OLD.folio_id));
  END IF;
  DELETE FROM submission_answers a USING jsonb_each(OLD.data) e
    WHERE a.folio_id = OLD.folio_id AND a.widget_id = e.key AND a.value = e.value AND a.created_at = OLD.created_at AND a.submission_id = OLD.id;
  DELETE FROM submission_search WHERE submission_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO submission_answers (folio_id, widget_id, value, created_at, submission_id)
      SELECT NEW.folio_id, k.widget_id, NEW.data -> k.widget_id, NEW.created_at, NEW.id
      FROM submission_sort_keys k WHERE k.folio_id = NEW.folio_id AND NEW.data ? k.widget_id;
    INSERT INTO submission_search (submission_id, folio_id, search_text)
      SELECT NEW.id, NEW.folio_id, NEW.search_text FROM submission_search_folios k WHERE k.folio_id = NEW.folio_id;
  END IF;
  RETURN NULL;
END $$;
