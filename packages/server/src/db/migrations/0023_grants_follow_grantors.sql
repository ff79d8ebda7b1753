ALTER TABLE "shares" ADD COLUMN "published_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A bought view licence reads the published snapshot only.
UPDATE "shares" SET "published_only" = true WHERE "id" IN (SELECT "granted_share_id" FROM "order_items" WHERE "granted_share_id" IS NOT NULL);--> statement-breakpoint
-- A grant is only as good as its grantor (issue 24, decision 42): what a share gives now is its own rights held
-- to what its maker may give now. The owner's shares give their rights; a sharee's shares give at most what the
-- sharee's own live, valid shares give, and only while one of them lets them share further.
CREATE TYPE "share_rights" AS ("can_edit_content" boolean, "can_edit_settings" boolean, "can_publish" boolean, "can_share" boolean, "working_copy" boolean);--> statement-breakpoint
CREATE FUNCTION "share_item_owner"(p_type text, p_id text) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_type = 'library' THEN
    IF p_id !~ '^[0-9]{1,9}$' THEN RETURN NULL; END IF;
    RETURN (SELECT owner_id FROM libraries WHERE id = p_id::int);
  END IF;
  IF p_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN RETURN NULL; END IF;
  IF p_type = 'folio' THEN RETURN (SELECT author_id FROM folios WHERE id = p_id::uuid AND NOT is_deleted); END IF;
  IF p_type = 'asset' THEN RETURN (SELECT author_id FROM assets WHERE id = p_id::uuid AND NOT is_deleted); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Whether a share made to an account, a group or the owner's followers reaches this account now (links reach
-- whoever holds their token, never an account as such).
CREATE FUNCTION "share_reaches"(p shares, p_user uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE p.permittee_type
    WHEN 'user' THEN p.permittee_id = p_user
    WHEN 'group' THEN EXISTS (SELECT 1 FROM account_group_members m WHERE m.group_id = p.permittee_id AND m.user_id = p_user)
    WHEN 'followers' THEN EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = p_user AND f.followee_id = p.owner_id)
    ELSE false END
$$;--> statement-breakpoint
CREATE FUNCTION "share_effective"(p_id uuid, p_depth int DEFAULT 0) RETURNS share_rights LANGUAGE plpgsql STABLE AS $$
DECLARE
  s shares;
  o uuid;
  g share_rights;
BEGIN
  SELECT * INTO s FROM shares WHERE id = p_id;
  IF s.id IS NULL OR s.revoked_at IS NOT NULL OR (s.expires_at IS NOT NULL AND s.expires_at <= now()) THEN RETURN NULL; END IF;
  o := share_item_owner(s.item_type, s.item_id);
  IF o IS NULL OR o <> s.owner_id OR s.created_by IS NULL THEN RETURN NULL; END IF;
  IF s.created_by = o THEN
    RETURN ROW(s.can_edit_content, s.can_edit_settings, s.can_publish, s.can_share, NOT s.published_only)::share_rights;
  END IF;
  -- Made by a sharee: good while what reaches its maker lets them share, and never more than that gives. Chains
  -- are followed six deep; a ring of sharees with no share of the owner's behind it gives nothing.
  IF p_depth >= 6 THEN RETURN NULL; END IF;
  g := account_share_grant(s.created_by, s.item_type, s.item_id, p_depth + 1, s.id);
  IF g IS NULL OR NOT g.can_share THEN RETURN NULL; END IF;
  RETURN ROW(s.can_edit_content AND g.can_edit_content, s.can_edit_settings AND g.can_edit_settings, s.can_publish AND g.can_publish,
    s.can_share AND g.can_share, NOT s.published_only AND g.working_copy)::share_rights;
END $$;--> statement-breakpoint
-- What the live, valid shares made to an account (directly, through a group, as a follower) give it on one item,
-- merged; NULL when none does. `p_skip` leaves out the share being judged.
CREATE FUNCTION "account_share_grant"(p_user uuid, p_type text, p_id text, p_depth int DEFAULT 0, p_skip uuid DEFAULT NULL) RETURNS share_rights LANGUAGE plpgsql STABLE AS $$
DECLARE
  r share_rights;
  n bigint;
BEGIN
  SELECT count(*), bool_or(e.can_edit_content), bool_or(e.can_edit_settings), bool_or(e.can_publish), bool_or(e.can_share), bool_or(e.working_copy)
    INTO n, r.can_edit_content, r.can_edit_settings, r.can_publish, r.can_share, r.working_copy
  FROM shares p CROSS JOIN LATERAL share_effective(p.id, p_depth) e
  WHERE p.item_type = p_type AND p.item_id = p_id AND p.revoked_at IS NULL AND p.permittee_type <> 'link'
    AND p.id IS DISTINCT FROM p_skip AND share_reaches(p, p_user) AND e.can_share IS NOT NULL;
  IF n = 0 THEN RETURN NULL; END IF;
  RETURN r;
END $$;--> statement-breakpoint
-- Everything shares give a caller (an account, and/or whoever holds a link's token) on an item now, merged:
-- its own valid shares, and — for a folio or asset — view through a valid share of a library holding it, but only
-- where the library's owner may share the item (its owner, or a sharee allowed to share it). Such a view opens the
-- working copy only if the library's owner could open it. NULL when nothing reaches the caller.
CREATE FUNCTION "item_grant"(p_user uuid, p_token bytea, p_type text, p_id text) RETURNS share_rights LANGUAGE plpgsql STABLE AS $$
DECLARE
  r share_rights;
  n bigint;
  o uuid;
BEGIN
  IF p_user IS NULL AND p_token IS NULL THEN RETURN NULL; END IF;
  o := share_item_owner(p_type, p_id);
  IF o IS NULL THEN RETURN NULL; END IF;
  SELECT count(*), bool_or(ce), bool_or(cs), bool_or(cp), bool_or(csh), bool_or(wc)
    INTO n, r.can_edit_content, r.can_edit_settings, r.can_publish, r.can_share, r.working_copy
  FROM (
    SELECT e.can_edit_content AS ce, e.can_edit_settings AS cs, e.can_publish AS cp, e.can_share AS csh, e.working_copy AS wc
    FROM shares s CROSS JOIN LATERAL share_effective(s.id) e
    WHERE s.item_type = p_type AND s.item_id = p_id AND s.revoked_at IS NULL AND e.can_share IS NOT NULL
      AND ((p_user IS NOT NULL AND share_reaches(s, p_user)) OR (p_token IS NOT NULL AND s.permittee_type = 'link' AND s.token_hash = p_token))
    UNION ALL
    SELECT false, false, false, false, e.working_copy AND (l.owner_id = o OR coalesce(lg.working_copy, false))
    FROM library_items li
    JOIN libraries l ON l.id = li.library_id
    JOIN shares s ON s.item_type = 'library' AND s.item_id = l.id::text AND s.revoked_at IS NULL
    CROSS JOIN LATERAL share_effective(s.id) e
    LEFT JOIN LATERAL account_share_grant(l.owner_id, p_type, p_id) lg ON l.owner_id <> o
    WHERE p_type IN ('folio', 'asset') AND li.item_type = p_type AND li.item_id = p_id::uuid
      AND ((p_user IS NOT NULL AND share_reaches(s, p_user)) OR (p_token IS NOT NULL AND s.permittee_type = 'link' AND s.token_hash = p_token))
      AND e.can_share IS NOT NULL AND l.owner_id IS NOT NULL
      AND (l.owner_id = o OR coalesce(lg.can_share, false))
  ) g;
  IF n = 0 THEN RETURN NULL; END IF;
  RETURN r;
END $$;
