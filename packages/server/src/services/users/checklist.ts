import { CHECKLIST_STEPS, type Checklist, type ChecklistStepId } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';

interface ChecklistRow extends Record<string, unknown> {
  dismissed: boolean;
  folio: boolean;
  image: boolean;
  publish: boolean;
  website: boolean;
  share: boolean;
  latest_folio_id: string | null;
}

/**
 * The getting-started checklist of one person (issue 32), each step read from their own data:
 * - folio: a folio of theirs that is not deleted;
 * - image: one of those folios shows an image (an image block whose upload is an image, or a gallery with items);
 * - publish: one of those folios is published, or one of their websites is;
 * - website: a website of theirs;
 * - share: a share they made (of a folio, an asset or a library, to anyone, a group, their followers or a link).
 * The instance's own public site (websites.is_instance_site, made at setup for the super admin) and its page,
 * header and footer folios do not count, so the operator's list starts empty like everyone's.
 */
export async function checklistOf(db: Executor, userId: string): Promise<Checklist> {
  const { rows } = await db.execute<ChecklistRow>(sql`
    with site_folios as (
      select p.folio_id as id from website_pages p join websites w on w.id = p.website_id where w.is_instance_site
      union select w.header_folio_id from websites w where w.is_instance_site and w.header_folio_id is not null
      union select w.footer_folio_id from websites w where w.is_instance_site and w.footer_folio_id is not null
    ),
    own as (
      select f.id, f.nodes, f.updated_at from folios f
      where f.author_id = ${userId} and not f.is_deleted and f.id not in (select id from site_folios)
    ),
    own_sites as (select w.published_at from websites w where w.author_id = ${userId} and not w.is_instance_site)
    select
      u.checklist_dismissed_at is not null as dismissed,
      exists (select 1 from own) as folio,
      exists (
        select 1 from own, jsonb_each(own.nodes) as e(k, n)
        where (n->>'kind' = 'asset-resource' and (
            exists (select 1 from blobs b where b.kind = 'image' and b.id::text =
              substring(n->>'url' from '/blob/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})'))
            or exists (select 1 from assets a where a.kind = 'image' and a.id::text = n->>'assetId')))
          or (n->>'kind' = 'gallery-widget' and jsonb_typeof(n->'meta'->'items') = 'array'
            and jsonb_array_length(n->'meta'->'items') > 0)
      ) as image,
      exists (select 1 from own join folio_publications p on p.folio_id = own.id)
        or exists (select 1 from own_sites where published_at is not null) as publish,
      exists (select 1 from own_sites) as website,
      exists (select 1 from shares s where s.created_by = u.id) as share,
      (select own.id from own order by own.updated_at desc limit 1) as latest_folio_id
    from users u where u.id = ${userId} and u.is_active`);
  const row = rows[0];
  if (!row) throw notFound('No user with this id');
  const steps = CHECKLIST_STEPS.map((id: ChecklistStepId) => ({ id, done: Boolean(row[id]) }));
  return {
    steps,
    doneCount: steps.filter((s) => s.done).length,
    dismissed: row.dismissed,
    latestFolioId: row.latest_folio_id,
  };
}
