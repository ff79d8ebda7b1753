CREATE TABLE "submission_sort_keys" (
	"folio_id" uuid NOT NULL,
	"widget_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_sort_keys_folio_id_widget_id_pk" PRIMARY KEY("folio_id","widget_id")
);
--> statement-breakpoint
DROP INDEX "submissions_author_idx";--> statement-breakpoint
DROP INDEX "submissions_website_idx";--> statement-breakpoint
ALTER TABLE "submission_sort_keys" ADD CONSTRAINT "submission_sort_keys_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_author_idx" ON "submissions" USING btree ("author_id","created_at") WHERE "submissions"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "submissions_website_idx" ON "submissions" USING btree ("website_id") WHERE "submissions"."website_id" is not null;--> statement-breakpoint
-- Issue 28: a submission stored one sort key per answer (submission_answers, migration 0031), about a third of what
-- PostgreSQL did to store it, for lists most owners never sort by an answer. Now only the widgets a folio's list has
-- been sorted by keep their answers: the first sort by a widget adds it to submission_sort_keys and stores its
-- answers (services/submissions/sortKeys.ts); from then on the triggers keep them. The keys stored so far are
-- dropped: each list builds its own again on its first sort.
-- Exactness while a key is added: adding one holds the folio's submission_count_key exclusively (as making a count
-- row does, migration 0032), and every statement that writes the folio's submissions holds it shared before it reads
-- the keys, until it commits. So the answers stored when a key is added include every submission committed before,
-- and every submission written after reads the new key. Lock order as everywhere: the folio's key, then the owner's.
TRUNCATE submission_answers;
--> statement-breakpoint
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.data IS NOT DISTINCT FROM OLD.data AND NEW.folio_id = OLD.folio_id AND NEW.created_at = OLD.created_at THEN
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
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO submission_answers (folio_id, widget_id, value, created_at, submission_id)
      SELECT NEW.folio_id, k.widget_id, NEW.data -> k.widget_id, NEW.created_at, NEW.id
      FROM submission_sort_keys k WHERE k.folio_id = NEW.folio_id AND NEW.data ? k.widget_id;
  END IF;
  RETURN NULL;
END $$;
