// reachingShares reads what a share its item's owner made gives from the row itself, and calls share_effective
// (migration 0023) only for shares a sharee made (issue 28). Both ways must give what share_effective gives, for
// every kind of share: owner's and sharee's, re-shares allowed and not, a deleted or transferred item, a malformed
// item id, a share whose maker is gone, each item type.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset, buildFolio, buildUser } from '../../../test/factories.ts';
import { reachingShares } from './grants.ts';

const { db } = await createTestApp();
const owner = await buildUser(db);
const sharee = await buildUser(db);
const other = await buildUser(db);

interface Made {
  type: string;
  id: string;
  ownerId: string;
  by: string | null;
  rights?: Partial<Record<'canEditContent' | 'canEditSettings' | 'canPublish' | 'canShare' | 'publishedOnly', boolean>>;
  to?: string;
}
async function share(m: Made): Promise<string> {
  const r = { canEditContent: false, canEditSettings: false, canPublish: false, canShare: false, publishedOnly: false, ...m.rights };
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into shares (item_type, item_id, owner_id, created_by, permittee_type, permittee_id, can_edit_content, can_edit_settings, can_publish, can_share, published_only)
    values (${m.type}, ${m.id}, ${m.ownerId}, ${m.by}, 'user', ${m.to ?? sharee.id}, ${r.canEditContent}, ${r.canEditSettings}, ${r.canPublish}, ${r.canShare}, ${r.publishedOnly})
    returning id`);
  return rows[0]!.id;
}

describe('reachingShares', () => {
  it('gives, for every share reaching the account, exactly what share_effective gives', async () => {
    const plain = await buildFolio(db, { authorId: owner.id });
    const bought = await buildFolio(db, { authorId: owner.id });
    const orphaned = await buildFolio(db, { authorId: owner.id });
    const deleted = await buildFolio(db, { authorId: owner.id });
    const transferred = await buildFolio(db, { authorId: owner.id });
    const othersFolio = await buildFolio(db, { authorId: other.id });
    const othersNoReshare = await buildFolio(db, { authorId: other.id });
    const asset = await buildAsset(db, { authorId: owner.id });
    const library = (await db.execute<{ id: number }>(sql`insert into libraries (owner_id, name) values (${owner.id}, 'Shared shelf') returning id`)).rows[0]!.id;

    await share({ type: 'folio', id: plain.id, ownerId: owner.id, by: owner.id, rights: { canEditContent: true, canShare: true } });
    await share({ type: 'folio', id: bought.id, ownerId: owner.id, by: owner.id, rights: { publishedOnly: true } });
    await share({ type: 'folio', id: deleted.id, ownerId: owner.id, by: owner.id });
    await share({ type: 'folio', id: transferred.id, ownerId: owner.id, by: owner.id });
    await share({ type: 'asset', id: asset.id, ownerId: owner.id, by: owner.id, rights: { canEditSettings: true } });
    await share({ type: 'library', id: String(library), ownerId: owner.id, by: owner.id, rights: { canPublish: true } });
    await share({ type: 'folio', id: 'not-a-uuid', ownerId: owner.id, by: owner.id });
    await share({ type: 'library', id: '12x', ownerId: owner.id, by: owner.id });
    await share({ type: 'folio', id: orphaned.id, ownerId: owner.id, by: null });
    // Re-shares by `owner` of folios `other` shared with them: allowed to share further, and not.
    await share({ type: 'folio', id: othersFolio.id, ownerId: other.id, by: other.id, to: owner.id, rights: { canEditContent: true, canShare: true } });
    await share({ type: 'folio', id: othersFolio.id, ownerId: other.id, by: owner.id, rights: { canEditContent: true, canEditSettings: true, canShare: true } });
    await share({ type: 'folio', id: othersNoReshare.id, ownerId: other.id, by: other.id, to: owner.id, rights: { canEditContent: true } });
    await share({ type: 'folio', id: othersNoReshare.id, ownerId: other.id, by: owner.id, rights: { canEditContent: true } });
    await db.execute(sql`update folios set is_deleted = true where id = ${deleted.id}`);
    await db.execute(sql`update folios set author_id = ${other.id} where id = ${transferred.id}`);

    const fields = 'can_edit_content, can_edit_settings, can_publish, can_share, working_copy';
    const { rows: reached } = await db.execute<Record<string, unknown>>(
      sql`select r.id, ${sql.raw(fields.split(', ').map((f) => `r.${f}`).join(', '))} from ${reachingShares(sharee.id, null)} r order by r.id`,
    );
    const { rows: expected } = await db.execute<Record<string, unknown>>(sql`
      select s.id, ${sql.raw(fields.split(', ').map((f) => `e.${f}`).join(', '))}
      from shares s cross join lateral share_effective(s.id) e
      where s.permittee_type = 'user' and s.permittee_id = ${sharee.id} and e.can_share is not null order by s.id`);
    expect(reached).toEqual(expected);
    // Owner's shares of two folios, the asset and the library, and the allowed re-share.
    expect(reached).toHaveLength(5);
    expect(reached.filter((r) => r.working_copy === false)).toHaveLength(1);
    for (const type of ['folio', 'asset', 'library'] as const) {
      const { rows } = await db.execute(sql`select r.id from ${reachingShares(sharee.id, type)} r`);
      expect(rows.length, type).toBe(type === 'folio' ? 3 : 1);
    }
  });
});
