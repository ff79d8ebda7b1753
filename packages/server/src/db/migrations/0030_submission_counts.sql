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
-- Maintained submission counts (issue 28): every insert and delete of submissions, whichever code runs it, moves the
-- folio's count and its owner's count for the submission's UTC month, once per statement (bulk inserts included).
CREATE FUNCTION submissions_counted_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folio_submission_counts (folio_id, n)
    SELECT folio_id, count(*) FROM inserted GROUP BY folio_id ORDER BY folio_id
    ON CONFLICT (folio_id) DO UPDATE SET n = folio_submission_counts.n + excluded.n;
  INSERT INTO owner_submission_months (owner_id, month, n)
    SELECT f.author_id, date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date, count(*)
    FROM inserted s JOIN folios f ON f.id = s.folio_id GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (owner_id, month) DO UPDATE SET n = owner_submission_months.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION submissions_counted_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
-- Whether one more submission fits the limits that apply (null: no limit): locks the counted rows a limit applies to
-- until the transaction ends, so parallel submissions are admitted one at a time against it and exactly `limit` are
-- stored; a submission no limit applies to locks nothing here. Answers null (admitted), 'folio' or 'month'.
CREATE FUNCTION submission_admit(p_folio uuid, p_owner uuid, p_folio_limit int, p_month_limit int) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  used int;
  this_month date := date_trunc('month', now() AT TIME ZONE 'UTC')::date;
BEGIN
  IF p_folio_limit IS NOT NULL THEN
    INSERT INTO folio_submission_counts (folio_id, n) VALUES (p_folio, 0) ON CONFLICT DO NOTHING;
    SELECT n INTO used FROM folio_submission_counts WHERE folio_id = p_folio FOR UPDATE;
    IF used >= p_folio_limit THEN RETURN 'folio'; END IF;
  END IF;
  IF p_month_limit IS NOT NULL THEN
    INSERT INTO owner_submission_months (owner_id, month, n) VALUES (p_owner, this_month, 0) ON CONFLICT DO NOTHING;
    SELECT n INTO used FROM owner_submission_months WHERE owner_id = p_owner AND month = this_month FOR UPDATE;
    IF used >= p_month_limit THEN RETURN 'month'; END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO folio_submission_counts (folio_id, n) SELECT folio_id, count(*) FROM submissions GROUP BY folio_id;
--> statement-breakpoint
INSERT INTO owner_submission_months (owner_id, month, n)
  SELECT f.author_id, date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM submissions s JOIN folios f ON f.id = s.folio_id GROUP BY 1, 2;
