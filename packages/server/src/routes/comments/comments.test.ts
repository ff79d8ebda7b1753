import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { notifications } from '../../db/schema.ts';
import { call, person, privateFolio, share, type Person } from '../shares/testing.ts';
import { setRoot } from '../submissions/testing.ts';

const t = await createTestApp({ SITES_ORIGIN: 'http://sites.test' });
const { app, db } = t;
const limited = await createTestApp({ COMMENT_RATE_LIMIT: '3' });

async function openFolio(owner: Person, { isPublic = true, open = true } = {}) {
  const folio = await privateFolio(db, owner, 'Talk');
  await setRoot(db, folio.id, { hasCommentSection: open });
  if (isPublic) await db.execute(`update folios set is_public = true where id = '${folio.id}'`);
  return folio;
}

const post = (who: Person, body: Record<string, unknown>) => call(app, who, 'POST', '/api/comments', body);
type View = { id: string; body: string; status: string; parentId: string | null; isEdited: boolean; author: { id: string } | null; replyCount: number };

describe('writing comments', () => {
  it('only as yourself, only where the section is open and the folio readable; text checked; replies one level deep', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const folio = await openFolio(owner);
    const other = await post(ben, { folioId: folio.id, authorId: owner.user.id, body: 'Pretending' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: 'Cannot create a comment for someone else' });
    expect((await app.inject({ method: 'POST', url: '/api/comments', payload: { folioId: folio.id, authorId: ben.user.id, body: 'x' } })).statusCode).toBe(401);
    expect((await post(ben, { folioId: folio.id, authorId: ben.user.id, body: '   ' })).statusCode).toBe(400);
    expect((await post(ben, { folioId: folio.id, authorId: ben.user.id, body: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await post(ben, { folioId: folio.id, authorId: ben.user.id, body: 'nul\u0000byte' })).statusCode).toBe(400);

    const top = (await post(ben, { folioId: folio.id, authorId: ben.user.id, body: '  First!\r\nSecond line ' })).json() as View;
    expect(top).toMatchObject({ body: 'First!\nSecond line', parentId: null, status: 'published', author: { id: ben.user.id } });
    const reply = (await post(owner, { authorId: owner.user.id, body: 'Thanks', inReplyToId: top.id })).json() as View;
    expect(reply.parentId).toBe(top.id);
    const deeper = (await post(ben, { authorId: ben.user.id, body: 'Welcome', inReplyToId: reply.id })).json() as View;
    expect(deeper.parentId).toBe(top.id);

    const closed = await openFolio(owner, { open: false });
    expect((await post(ben, { folioId: closed.id, authorId: ben.user.id, body: 'Hello' })).statusCode).toBe(403);
    const secret = await openFolio(owner, { isPublic: false });
    expect((await post(ben, { folioId: secret.id, authorId: ben.user.id, body: 'Hello' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/api/comments/${secret.id}` })).statusCode).toBe(404);
    await share(app, owner, { itemType: 'folio', itemId: secret.id, permitteeId: ben.user.id });
    expect((await post(ben, { folioId: secret.id, authorId: ben.user.id, body: 'Hello' })).statusCode).toBe(201);

    // The folio's owner hears of comments and replies; the replied author of the reply to them.
    const toOwner = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(toOwner.map((n) => n.kind).sort()).toEqual(['comment', 'comment', 'reply']);
    const toBen = await db.select().from(notifications).where(and(eq(notifications.userId, ben.user.id), eq(notifications.kind, 'reply')));
    expect(toBen).toHaveLength(1);
    expect(toBen[0]!.data).toMatchObject({ name: 'Talk', excerpt: 'Thanks' });

    const list = (await app.inject({ method: 'GET', url: `/public/api/comments/${folio.id}` })).json() as { items: View[]; total: number; isOpen: boolean; canModerate: boolean };
    expect(list).toMatchObject({ total: 1, isOpen: true, canModerate: false });
    expect(list.items[0]).toMatchObject({ id: top.id, replyCount: 2 });
    const replies = (await app.inject({ method: 'GET', url: `/public/api/comments/replies/${top.id}` })).json() as { items: View[] };
    expect(replies.items.map((r) => r.body)).toEqual(['Thanks', 'Welcome']);
  });

  it('edits (marked edited) only by the author as themself; the owner hides, shows and deletes; anyone reports', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const eve = await person(db, 'Eve');
    const folio = await openFolio(owner);
    const c = (await post(ben, { folioId: folio.id, authorId: ben.user.id, body: 'Original' })).json() as View;
    const patch = (who: Person, body: object) => call(app, who, 'PATCH', `/api/comments/${c.id}`, body);
    const forged = await patch(eve, { authorId: eve.user.id, body: 'Hijacked' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: 'Cannot update a comment for someone else' });
    expect((await patch(ben, { authorId: eve.user.id, body: 'As Eve' })).statusCode).toBe(403);
    expect((await patch(owner, { authorId: owner.user.id, body: 'Owner edit' })).statusCode).toBe(403);
    const edited = (await patch(ben, { authorId: ben.user.id, body: 'Corrected' })).json() as View;
    expect(edited).toMatchObject({ body: 'Corrected', isEdited: true });

    expect((await patch(ben, { status: 'hidden' })).statusCode).toBe(403);
    expect((await patch(owner, { status: 'hidden' })).json()).toMatchObject({ status: 'hidden', body: 'Corrected' });
    const visitor = (await app.inject({ method: 'GET', url: `/public/api/comments/${folio.id}` })).json() as { items: View[] };
    expect(visitor.items).toEqual([]);
    const asOwner = (await call(app, owner, 'GET', `/public/api/comments/${folio.id}`)).json() as { items: View[]; canModerate: boolean };
    expect(asOwner.canModerate).toBe(true);
    expect(asOwner.items.map((i) => i.status)).toEqual(['hidden']);
    await patch(owner, { status: 'published' });

    expect((await call(app, eve, 'POST', `/api/comments/${c.id}/report`, { reason: 'spam' })).json()).toEqual({ reports: 1 });
    expect((await call(app, eve, 'POST', `/api/comments/${c.id}/report`, { reason: 'still spam' })).json()).toEqual({ reports: 1 });
    expect((await call(app, owner, 'GET', `/api/comments/reports/${folio.id}`)).json()).toEqual([{ commentId: c.id, reports: 1 }]);
    expect((await call(app, eve, 'GET', `/api/comments/reports/${folio.id}`)).statusCode).toBe(403);

    expect((await call(app, eve, 'DELETE', `/api/comments/${c.id}`)).statusCode).toBe(403);
    await post(eve, { authorId: eve.user.id, body: 'A reply', inReplyToId: c.id });
    expect((await call(app, owner, 'DELETE', `/api/comments/${c.id}`)).statusCode).toBe(204);
    const after = (await app.inject({ method: 'GET', url: `/public/api/comments/${folio.id}` })).json() as { items: View[] };
    // Deleted with a reply: an empty placeholder keeps the thread's place.
    expect(after.items).toEqual([expect.objectContaining({ id: c.id, status: 'deleted', body: '', author: null, replyCount: 1 })]);
    expect((await call(app, owner, 'DELETE', `/api/comments/${c.id}`)).statusCode).toBe(404);
  });

  it('limits how fast one account writes (429 with Retry-After)', async () => {
    const fresh = await person(limited.db, 'Ben');
    const mine = await person(limited.db, 'Mine');
    const folio = await privateFolio(limited.db, mine, 'Busy');
    await limited.db.execute(`update folios set is_public = true, root = root || '{"hasCommentSection": true}'::jsonb where id = '${folio.id}'`);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({ method: 'POST', url: '/api/comments', headers: { authorization: `Bearer ${fresh.token}` }, payload: { folioId: folio.id, authorId: fresh.user.id, body: `n${i}` } });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
    }
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
