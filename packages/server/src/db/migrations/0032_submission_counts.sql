CREATE TABLE "folio_submission_counts" (
	"folio_id" uuid PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_submission_months" (
	"owner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_submission_months_owner_id_month_pk" PRIMARY KEY("owner_id","month")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "folio_submission_counts" ADD CONSTRAINT "folio_submission_counts_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_submission_months" ADD CONSTRAINT "owner_submission_months_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_idempotency_idx" ON "submissions" USING btree ("folio_id","idempotency_key") WHERE "submissions"."idempotency_key" is not null;--> statement-breakpoint
-- Maintained submission counts (issue 28). A count row exists only where a limit has applied (submission_admit makes
-- it, from count(*), the first time); from then on every insert and delete of submissions, whichever code runs it,
-- moves it, once per statement. Forms no limit applies to (a Business owner's form without submissionLimit) have no
-- count row, so their submissions update no shared row and are never queued behind one another.
-- Exactness when a row is made: every insert holds shared advisory locks on its folio and its owner until it commits
-- (submission_count_key), and making a row takes that key exclusively, so count(*) waits for inserts in flight and
-- later inserts find the row. Lock order everywhere: the folio's key, then the owner's.
CREATE FUNCTION submission_count_key(kind text, id uuid) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtextextended(kind || ':' || id::text, 28) $$;
--> statement-breakpoint
CREATE FUNCTION submissions_counted_in() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT DISTINCT s.folio_id, f.author_id FROM inserted s JOIN folios f ON f.id = s.folio_id ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', r.folio_id));
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('owner', r.author_id));
  END LOOP;
  UPDATE folio_submission_counts c SET n = c.n + d.k
    FROM (SELECT folio_id, count(*) AS k FROM inserted GROUP BY folio_id) d WHERE c.folio_id = d.folio_id;
  UPDATE owner_submission_months m SET n = m.n + d.k
    FROM (SELECT f.author_id, date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date AS month, count(*) AS k
          FROM inserted s JOIN folios f ON f.id = s.folio_id GROUP BY 1, 2) d
    WHERE m.owner_id = d.author_id AND m.month = d.month;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION submissions_counted_out() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT DISTINCT s.folio_id, f.author_id FROM deleted s LEFT JOIN folios f ON f.id = s.folio_id ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', r.folio_id));
    IF r.author_id IS NOT NULL THEN PERFORM pg_advisory_xact_lock_shared(submission_count_key('owner', r.author_id)); END IF;
  END LOOP;
  UPDATE folio_submission_counts c SET n = c.n - d.k
    FROM (SELECT folio_id, count(*) AS k FROM deleted GROUP BY folio_id) d WHERE c.folio_id = d.folio_id;
  -- When the folio itself is being deleted its row is gone here: folios_uncount_submissions took its month counts.
  UPDATE owner_submission_months m SET n = m.n - d.k
    FROM (SELECT f.author_id, date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date AS month, count(*) AS k
          FROM deleted s JOIN folios f ON f.id = s.folio_id GROUP BY 1, 2) d
    WHERE m.owner_id = d.author_id AND m.month = d.month;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER submissions_count_in AFTER INSERT ON submissions REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION submissions_counted_in();
--> statement-breakpoint
CREATE TRIGGER submissions_count_out AFTER DELETE ON submissions REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION submissions_counted_out();
--> statement-breakpoint
CREATE FUNCTION folios_uncount_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE owner_submission_months m SET n = m.n - d.k
    FROM (SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, count(*) AS k
          FROM submissions WHERE folio_id = OLD.id GROUP BY 1) d
    WHERE m.owner_id = OLD.author_id AND m.month = d.month;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER folios_uncount_submissions BEFORE DELETE ON folios FOR EACH ROW EXECUTE FUNCTION folios_uncount_submissions();
--> statement-breakpoint
-- Whether one more submission fits the limits that apply (null: no limit): locks the count rows a limit applies to
-- until the transaction ends, so parallel submissions are admitted one at a time against it and exactly `limit` are
-- stored; a submission no limit applies to locks no row. Answers null (admitted), 'folio' or 'month'.
CREATE FUNCTION submission_admit(p_folio uuid, p_owner uuid, p_folio_limit int, p_month_limit int) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  used int;
  this_month date := date_trunc('month', now() AT TIME ZONE 'UTC')::date;
  make_folio_row boolean := p_folio_limit IS NOT NULL AND NOT EXISTS (SELECT 1 FROM folio_submission_counts WHERE folio_id = p_folio);
  make_month_row boolean := p_month_limit IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM owner_submission_months WHERE owner_id = p_owner AND month = this_month);
BEGIN
  IF p_folio_limit IS NULL AND p_month_limit IS NULL THEN RETURN NULL; END IF;
  -- Each key taken once, in the triggers' order (folio, owner), in the mode kept to the end, and before the count row
  -- it guards is locked: no lock is upgraded and no one waits for a key while holding a row another key-holder needs.
  IF make_folio_row THEN
    PERFORM pg_advisory_xact_lock(submission_count_key('folio', p_folio));
    INSERT INTO folio_submission_counts (folio_id, n)
      SELECT p_folio, count(*) FROM submissions WHERE folio_id = p_folio ON CONFLICT DO NOTHING;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('folio', p_folio));
  END IF;
  IF p_folio_limit IS NOT NULL THEN
    SELECT n INTO used FROM folio_submission_counts WHERE folio_id = p_folio FOR UPDATE;
    IF used >= p_folio_limit THEN RETURN 'folio'; END IF;
  END IF;
  IF p_month_limit IS NOT NULL AND NOT make_month_row THEN
    PERFORM pg_advisory_xact_lock_shared(submission_count_key('owner', p_owner));
  END IF;
  IF make_month_row THEN
    PERFORM pg_advisory_xact_lock(submission_count_key('owner', p_owner));
    INSERT INTO owner_submission_months (owner_id, month, n)
      SELECT p_owner, this_month, count(*) FROM submissions s JOIN folios f ON f.id = s.folio_id
      WHERE f.author_id = p_owner AND s.created_at >= this_month::timestamp AT TIME ZONE 'UTC'
      ON CONFLICT DO NOTHING;
  END IF;
  IF p_month_limit IS NOT NULL THEN
    SELECT n INTO used FROM owner_submission_months WHERE owner_id = p_owner AND month = this_month FOR UPDATE;
    IF used >= p_month_limit THEN RETURN 'month'; END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The limits that apply now: forms with a submissionLimit, and this month of owners whose own type has a monthly limit.
INSERT INTO folio_submission_counts (folio_id, n)
  SELECT s.folio_id, count(*) FROM submissions s JOIN folios f ON f.id = s.folio_id
  WHERE jsonb_typeof(f.root->'submissionLimit') = 'number' GROUP BY s.folio_id;
--> statement-breakpoint
INSERT INTO owner_submission_months (owner_id, month, n)
  SELECT f.author_id, date_trunc('month', now() AT TIME ZONE 'UTC')::date, count(*)
  FROM submissions s JOIN folios f ON f.id = s.folio_id JOIN users u ON u.id = f.author_id
  WHERE u.account_type_id <> 3 AND s.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
  GROUP BY 1;
--> statement-breakpoint
-- Change-feed tags for the forms each server keeps in memory to receive submissions (services/submissions/formCache.ts):
-- u:<account> when an account's type in effect may change (its own type, its licences), form:<folio> when the form's
-- saved settings change (limit, receivers, mail, editing, licence) or its receivers answer an invitation (not its
-- name: renames come with editing; the mail's name may lag VISITOR_CACHE_SECONDS).
CREATE FUNCTION folio_changes_of_account_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF NEW.account_type_id IS DISTINCT FROM OLD.account_type_id THEN PERFORM folio_notify('u:' || NEW.id); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM folio_notify('u:' || OLD.user_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM folio_notify('u:' || NEW.user_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_account_type_changes AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION folio_changes_of_account_type();
--> statement-breakpoint
CREATE TRIGGER account_licenses_changes AFTER INSERT OR UPDATE OR DELETE ON account_licenses FOR EACH ROW EXECUTE FUNCTION folio_changes_of_account_type();
--> statement-breakpoint
CREATE TRIGGER receiver_invitations_changes AFTER INSERT OR UPDATE OR DELETE ON receiver_invitations FOR EACH ROW EXECUTE FUNCTION folio_changes_by_folio_id('form');
--> statement-breakpoint
CREATE FUNCTION folio_changes_of_form() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_notify('form:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER folios_form_changes AFTER UPDATE ON folios FOR EACH ROW
  WHEN (OLD.root->'submissionLimit' IS DISTINCT FROM NEW.root->'submissionLimit'
    OR OLD.root->'submissionReceiversAccounts' IS DISTINCT FROM NEW.root->'submissionReceiversAccounts'
    OR OLD.root->'submissionReceiversAccountGroups' IS DISTINCT FROM NEW.root->'submissionReceiversAccountGroups'
    OR OLD.root->'submissionReceiversMail' IS DISTINCT FROM NEW.root->'submissionReceiversMail'
    OR OLD.root->'editableSubmission' IS DISTINCT FROM NEW.root->'editableSubmission'
    OR OLD.root->'formatVisualizationAsSpreadsheet' IS DISTINCT FROM NEW.root->'formatVisualizationAsSpreadsheet'
    OR OLD.license_details IS DISTINCT FROM NEW.license_details)
  EXECUTE FUNCTION folio_changes_of_form();
--> statement-breakpoint
-- ... and u:<owner> when the members of an owner's account groups change (a group named as receivers).
CREATE FUNCTION folio_changes_of_group_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_notify('u:' || g.owner_id) FROM account_groups g
    WHERE g.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.group_id ELSE NEW.group_id END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_group_members_changes AFTER INSERT OR UPDATE OR DELETE ON account_group_members FOR EACH ROW EXECUTE FUNCTION folio_changes_of_group_member();
