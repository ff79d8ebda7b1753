import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { commentReports, comments, folios, notifications } from '../../db/schema.ts';
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
type View = {
  id: string;
  sectionId: string;
  folioId: string;
  body: string;
  status: string;
  parentId: string | null;
  inReplyToId: string | null;
  isEdited: boolean;
  author: { id: string } | null;
  replyCount: number;
};

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

const NOBODY = '00000000-0000-4000-8000-000000000000';
type Page = { items: View[]; total: number; isOpen: boolean; canModerate: boolean };
const list = async (who: Person | null, url: string) => {
  const res = await call(app, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const say = async (who: Person, body: Record<string, unknown>) => {
  const res = await post(who, { authorId: who.user.id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as View;
};

describe('comment sections', () => {
  it('made once by whoever may change the folio’s settings; comments listed and written through the section id', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const eve = await person(db, 'Eve');
    const folio = await openFolio(owner);
    const made = await call(app, owner, 'POST', '/api/comments/section', { folioId: folio.id });
    expect(made.statusCode).toBe(201);
    const section = made.json() as { id: string; folioId: string };
    expect(section.folioId).toBe(folio.id);
    expect((await call(app, owner, 'POST', '/api/comments/section', { folioId: folio.id })).json()).toEqual(section);

    expect((await call(app, ben, 'POST', '/api/comments/section', { folioId: folio.id })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/comments/section', payload: { folioId: folio.id } })).statusCode).toBe(401);
    const secret = await openFolio(owner, { isPublic: false });
    expect((await call(app, ben, 'POST', '/api/comments/section', { folioId: secret.id })).statusCode).toBe(404);
    await share(app, owner, { itemType: 'folio', itemId: secret.id, permitteeId: ben.user.id });
    expect((await call(app, ben, 'POST', '/api/comments/section', { folioId: secret.id })).statusCode).toBe(403);
    await share(app, owner, { itemType: 'folio', itemId: secret.id, permitteeId: eve.user.id, canEditSettings: true });
    expect((await call(app, eve, 'POST', '/api/comments/section', { folioId: secret.id })).statusCode).toBe(201);

    const c = await say(ben, { commentSectionId: section.id, body: 'Through the section' });
    expect(c).toMatchObject({ sectionId: section.id, folioId: folio.id });
    const bySection = await list(null, `/public/api/comments/${section.id}`);
    const byFolio = await list(null, `/public/api/comments/${folio.id}`);
    expect(bySection).toEqual(byFolio);
    expect(bySection.items.map((i) => i.id)).toEqual([c.id]);
    // A comment made before any section exists makes it: the same one.
    const fresh = await openFolio(owner);
    const first = await say(ben, { folioId: fresh.id, body: 'First' });
    expect((await call(app, owner, 'POST', '/api/comments/section', { folioId: fresh.id })).json()).toEqual({ id: first.sectionId, folioId: fresh.id });

    expect((await call(app, null, 'GET', `/public/api/comments/${NOBODY}`)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', '/public/api/comments/nope')).statusCode).toBe(404);
    expect((await post(ben, { commentSectionId: NOBODY, authorId: ben.user.id, body: 'Lost' })).statusCode).toBe(404);
    expect((await post(ben, { authorId: ben.user.id, body: 'Where?' })).statusCode).toBe(400);

    // A section and a folio (or a replied comment) that disagree are refused, not silently settled.
    const otherSection = (await call(app, owner, 'POST', '/api/comments/section', { folioId: fresh.id })).json() as { id: string };
    const mixed = await post(ben, { folioId: folio.id, commentSectionId: otherSection.id, authorId: ben.user.id, body: 'Which?' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ message: 'The comment section belongs to another folio' });
    const crossReply = await post(ben, { commentSectionId: otherSection.id, authorId: ben.user.id, body: 'Which?', inReplyToId: c.id });
    expect(crossReply.statusCode).toBe(400);
    expect(crossReply.json()).toMatchObject({ message: 'The comment you reply to belongs to another folio' });
    expect((await say(ben, { folioId: folio.id, commentSectionId: section.id, body: 'Both agree' })).sectionId).toBe(section.id);
    expect((await say(ben, { commentSectionId: section.id, body: 'Reply, agreeing', inReplyToId: c.id })).parentId).toBe(c.id);
  });
});

describe('reading comments', () => {
  it('on a private folio: 404 to guests and strangers (list, replies, writing, reporting); sharees read and write', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const eve = await person(db, 'Eve');
    const secret = await openFolio(owner, { isPublic: false });
    const top = await say(owner, { folioId: secret.id, body: 'Private talk' });
    for (const who of [null, eve]) {
      expect((await call(app, who, 'GET', `/public/api/comments/${secret.id}`)).statusCode).toBe(404);
      expect((await call(app, who, 'GET', `/public/api/comments/replies/${top.id}`)).statusCode).toBe(404);
    }
    expect((await post(eve, { authorId: eve.user.id, body: 'Sneaky', inReplyToId: top.id })).statusCode).toBe(404);
    expect((await call(app, eve, 'POST', `/api/comments/${top.id}/report`, {})).statusCode).toBe(404);
    expect((await call(app, eve, 'GET', `/api/comments/reports/${secret.id}`)).statusCode).toBe(404);
    expect((await call(app, eve, 'DELETE', `/api/comments/${top.id}`)).statusCode).toBe(404);
    expect((await call(app, eve, 'PATCH', `/api/comments/${top.id}`, { status: 'hidden' })).statusCode).toBe(404);
    expect((await call(app, eve, 'POST', `/api/users/${eve.user.id}/reaction`, { targetType: 'comment', targetId: top.id })).statusCode).toBe(404);
    expect((await call(app, null, 'GET', `/public/api/reactions/comment/${top.id}`)).statusCode).toBe(404);

    await share(app, owner, { itemType: 'folio', itemId: secret.id, permitteeId: ben.user.id });
    expect((await list(ben, `/public/api/comments/${secret.id}`)).items.map((i) => i.body)).toEqual(['Private talk']);
    await say(ben, { body: 'Shared reply', inReplyToId: top.id });
    expect((await list(ben, `/public/api/comments/replies/${top.id}`)).items.map((i) => i.body)).toEqual(['Shared reply']);
  });

  it('many first comments at once make one section', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const folio = await openFolio(owner);
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => post(ben, { folioId: folio.id, authorId: ben.user.id, body: `n${i}` })));
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(made.map((r) => (r.json() as View).sectionId)).size).toBe(1);
    expect((await list(null, `/public/api/comments/${folio.id}`)).total).toBe(6);
  });

  it('top comments newest first and paged; replies oldest first; a reply’s replies are asked of its thread’s top; no emails', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const folio = await openFolio(owner);
    const tops: View[] = [];
    for (const body of ['a', 'b', 'c']) tops.push(await say(ben, { folioId: folio.id, body }));
    const r1 = await say(owner, { body: 'r1', inReplyToId: tops[0]!.id });
    await say(ben, { body: 'r2', inReplyToId: tops[0]!.id });

    const all = await list(null, `/public/api/comments/${folio.id}`);
    expect(all.items.map((i) => i.body)).toEqual(['c', 'b', 'a']);
    expect(all.items.map((i) => i.replyCount)).toEqual([0, 0, 2]);
    expect(all.total).toBe(3);
    const paged = await list(null, `/public/api/comments/${folio.id}?first=1&after=1`);
    expect(paged).toMatchObject({ total: 3, items: [expect.objectContaining({ body: 'b' })] });
    expect((await list(null, `/public/api/comments/replies/${tops[0]!.id}`)).items.map((i) => i.body)).toEqual(['r1', 'r2']);
    expect((await call(app, null, 'GET', `/public/api/comments/replies/${r1.id}`)).statusCode).toBe(400);
    expect((await call(app, null, 'GET', `/public/api/comments/replies/${NOBODY}`)).statusCode).toBe(404);
    for (const page of [all, await list(ben, `/public/api/comments/replies/${tops[0]!.id}`)]) {
      expect(JSON.stringify(page)).not.toContain(ben.user.email);
      expect(JSON.stringify(page)).not.toContain(owner.user.email);
    }
  });

  it('a closed section: listed as not open, its comments still readable, no new comments or replies', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const folio = await openFolio(owner);
    const top = await say(ben, { folioId: folio.id, body: 'Before closing' });
    await setRoot(db, folio.id, { hasCommentSection: false });
    const page = await list(null, `/public/api/comments/${folio.id}`);
    expect(page).toMatchObject({ isOpen: false, total: 1 });
    const refused = await post(ben, { authorId: ben.user.id, body: 'After', inReplyToId: top.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This folio does not take comments' });
    expect((await post(owner, { folioId: folio.id, authorId: owner.user.id, body: 'Even me' })).statusCode).toBe(403);
  });
});

describe('replies', () => {
  it('stay one level deep, belong to the folio of what they answer, answer only published comments', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    const folio = await openFolio(owner);
    const elsewhere = await openFolio(owner);
    const top = await say(ben, { folioId: folio.id, body: 'Top' });
    const r1 = await say(cy, { body: 'r1', inReplyToId: top.id });
    const r2 = await say(ben, { body: 'r2', inReplyToId: r1.id });
    const r3 = await say(cy, { body: 'r3', inReplyToId: r2.id });
    for (const r of [r1, r2, r3]) expect(r).toMatchObject({ parentId: top.id, folioId: folio.id });
    expect([r1.inReplyToId, r2.inReplyToId, r3.inReplyToId]).toEqual([top.id, r1.id, r2.id]);
    expect((await list(null, `/public/api/comments/${folio.id}`)).items).toEqual([expect.objectContaining({ id: top.id, replyCount: 3 })]);

    const wrong = await post(ben, { folioId: elsewhere.id, authorId: ben.user.id, body: 'x', inReplyToId: top.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'The comment you reply to belongs to another folio' });
    expect((await post(ben, { authorId: ben.user.id, body: 'x', inReplyToId: NOBODY })).statusCode).toBe(404);
    expect((await post(ben, { authorId: ben.user.id, body: 'x', inReplyToId: 'nope' })).statusCode).toBe(404);

    await call(app, owner, 'PATCH', `/api/comments/${r1.id}`, { status: 'hidden' });
    expect((await post(ben, { authorId: ben.user.id, body: 'x', inReplyToId: r1.id })).statusCode).toBe(404);
    await call(app, cy, 'DELETE', `/api/comments/${r3.id}`);
    expect((await post(ben, { authorId: ben.user.id, body: 'x', inReplyToId: r3.id })).statusCode).toBe(404);
    // Hidden and deleted replies leave the thread for visitors; the owner still sees the hidden one.
    expect((await list(null, `/public/api/comments/replies/${top.id}`)).items.map((i) => i.body)).toEqual(['r2']);
    expect((await list(null, `/public/api/comments/${folio.id}`)).items[0]).toMatchObject({ replyCount: 1 });
    expect((await list(owner, `/public/api/comments/replies/${top.id}`)).items.map((i) => [i.body, i.status])).toEqual([
      ['r1', 'hidden'],
      ['r2', 'published'],
    ]);
  });

  it('notify the folio’s owner and the author answered, never the writer themself', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    const folio = await openFolio(owner);
    const kinds = async (who: Person) => (await db.select().from(notifications).where(eq(notifications.userId, who.user.id))).map((n) => n.kind).sort();

    const own = await say(owner, { folioId: folio.id, body: 'My own' });
    expect(await kinds(owner)).toEqual([]);
    const bens = await say(ben, { body: 'Answering the owner', inReplyToId: own.id });
    expect(await kinds(owner)).toEqual(['reply']);
    await say(ben, { body: 'Answering myself', inReplyToId: bens.id });
    expect(await kinds(ben)).toEqual([]);
    expect(await kinds(owner)).toEqual(['reply', 'reply']);
    const cys = await say(cy, { body: 'Answering Ben', inReplyToId: bens.id });
    expect(await kinds(ben)).toEqual(['reply']);
    expect(await kinds(owner)).toEqual(['reply', 'reply', 'reply']);
    const [toBen] = await db.select().from(notifications).where(eq(notifications.userId, ben.user.id));
    expect(toBen).toMatchObject({ actorId: cy.user.id, itemType: 'folio', itemId: folio.id, data: { name: 'Talk', excerpt: 'Answering Ben', commentId: cys.id } });

    // Through the bell: the actor by name, no email.
    const bell = await call(app, ben, 'GET', '/api/notifications');
    expect(bell.json()).toMatchObject({ unread: 1, items: [{ kind: 'reply', actor: { id: cy.user.id, displayName: 'Cy' } }] });
    expect(bell.body).not.toContain(cy.user.email);
    // A long comment's excerpt is its first 140 characters.
    await say(cy, { folioId: folio.id, body: 'y'.repeat(300) });
    const [latest] = await db.select().from(notifications).where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'comment')));
    expect(latest!.data.excerpt).toBe('y'.repeat(140));
  });
});

describe('moderation and deletion', () => {
  it('a hidden comment vanishes for visitors and its own author, stays for the owner; with replies it is an empty placeholder', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    const folio = await openFolio(owner);
    const lone = await say(ben, { folioId: folio.id, body: 'Lone' });
    const threaded = await say(ben, { folioId: folio.id, body: 'Threaded' });
    await say(cy, { body: 'Reply', inReplyToId: threaded.id });
    for (const c of [lone, threaded]) expect((await call(app, owner, 'PATCH', `/api/comments/${c.id}`, { status: 'hidden' })).statusCode).toBe(200);

    for (const who of [null, ben, cy]) {
      const page = await list(who, `/public/api/comments/${folio.id}`);
      expect(page.canModerate).toBe(false);
      expect(page.total).toBe(1);
      expect(page.items).toEqual([expect.objectContaining({ id: threaded.id, status: 'hidden', body: '', author: null, replyCount: 1 })]);
    }
    const mine = await list(owner, `/public/api/comments/${folio.id}`);
    expect(mine.items.map((i) => [i.body, i.status, i.author?.id])).toEqual([
      ['Threaded', 'hidden', ben.user.id],
      ['Lone', 'hidden', ben.user.id],
    ]);
    // Hidden: not reported; shown again: back for everyone.
    expect((await call(app, cy, 'POST', `/api/comments/${lone.id}/report`, {})).statusCode).toBe(404);
    expect((await call(app, owner, 'PATCH', `/api/comments/${lone.id}`, { status: 'published' })).json()).toMatchObject({ status: 'published', body: 'Lone' });
    expect((await list(null, `/public/api/comments/${folio.id}`)).items.map((i) => i.body)).toEqual(['', 'Lone']);

    expect((await call(app, ben, 'PATCH', `/api/comments/${lone.id}`, { status: 'hidden' })).json()).toMatchObject({ message: 'Only the folio’s owner can hide or show comments' });
    expect((await call(app, owner, 'PATCH', `/api/comments/${lone.id}`, { status: 'deleted' })).statusCode).toBe(400);
    expect((await call(app, owner, 'PATCH', `/api/comments/${lone.id}`, {})).statusCode).toBe(400);
    expect((await app.inject({ method: 'PATCH', url: `/api/comments/${lone.id}`, payload: { status: 'hidden' } })).statusCode).toBe(401);
  });

  it('the author deletes their own; without replies it is gone, with replies a placeholder until the last reply goes', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    const folio = await openFolio(owner);
    const alone = await say(ben, { folioId: folio.id, body: 'Alone' });
    const top = await say(ben, { folioId: folio.id, body: 'Top' });
    const reply = await say(cy, { body: 'Reply', inReplyToId: top.id });
    expect((await call(app, cy, 'DELETE', `/api/comments/${alone.id}`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/comments/${alone.id}` })).statusCode).toBe(401);
    expect((await call(app, ben, 'DELETE', `/api/comments/${alone.id}`)).statusCode).toBe(204);
    expect((await call(app, ben, 'DELETE', `/api/comments/${top.id}`)).statusCode).toBe(204);
    for (const who of [null, owner]) {
      expect((await list(who, `/public/api/comments/${folio.id}`)).items).toEqual([
        expect.objectContaining({ id: top.id, status: 'deleted', body: '', author: null, replyCount: 1 }),
      ]);
    }
    expect((await list(null, `/public/api/comments/replies/${top.id}`)).items.map((i) => i.body)).toEqual(['Reply']);
    expect((await call(app, ben, 'PATCH', `/api/comments/${top.id}`, { authorId: ben.user.id, body: 'Back' })).statusCode).toBe(404);
    expect((await call(app, owner, 'PATCH', `/api/comments/${top.id}`, { status: 'published' })).statusCode).toBe(404);
    expect((await call(app, cy, 'POST', `/api/comments/${top.id}/report`, {})).statusCode).toBe(404);
    const stored = await db.select().from(comments).where(eq(comments.id, top.id));
    expect(stored[0]).toMatchObject({ status: 'deleted', body: '' });

    // The folio's owner deletes the last reply: the placeholder goes too.
    expect((await call(app, owner, 'DELETE', `/api/comments/${reply.id}`)).statusCode).toBe(204);
    expect((await list(null, `/public/api/comments/${folio.id}`))).toMatchObject({ items: [], total: 0 });
    expect((await call(app, ben, 'DELETE', `/api/comments/${NOBODY}`)).statusCode).toBe(404);
  });

  it('an edit is all or nothing: a change the caller may not make refuses the whole edit (403) and nothing is saved', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const folio = await openFolio(owner);
    const c = await say(ben, { folioId: folio.id, body: 'Original' });
    const stored = async () => (await db.select().from(comments).where(eq(comments.id, c.id)))[0]!;
    // The author's new text with a status only the folio's owner may set.
    const mixed = await call(app, ben, 'PATCH', `/api/comments/${c.id}`, { authorId: ben.user.id, body: 'Rewritten', status: 'published' });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json()).toMatchObject({ message: 'Only the folio’s owner can hide or show comments' });
    expect(await stored()).toMatchObject({ body: 'Original', editedAt: null, status: 'published' });
    // The owner's status with a text only the author may write.
    const other = await call(app, owner, 'PATCH', `/api/comments/${c.id}`, { authorId: owner.user.id, body: 'Owner text', status: 'hidden' });
    expect(other.statusCode).toBe(403);
    expect(await stored()).toMatchObject({ body: 'Original', editedAt: null, status: 'published' });
    // Both at once by whoever may make both: the owner on their own comment.
    const own = await say(owner, { folioId: folio.id, body: 'Mine' });
    const both = await call(app, owner, 'PATCH', `/api/comments/${own.id}`, { authorId: owner.user.id, body: 'Mine, edited', status: 'hidden' });
    expect(both.json()).toMatchObject({ body: 'Mine, edited', status: 'hidden', isEdited: true });
  });

  it('edits: trimmed and checked, unchanged text is not marked edited, the author needs read access still', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const folio = await openFolio(owner);
    const c = await say(ben, { folioId: folio.id, body: 'Same' });
    const same = (await call(app, ben, 'PATCH', `/api/comments/${c.id}`, { authorId: ben.user.id, body: '  Same ' })).json() as View;
    expect(same).toMatchObject({ body: 'Same', isEdited: false });
    expect((await call(app, ben, 'PATCH', `/api/comments/${c.id}`, { authorId: ben.user.id, body: ' ' })).statusCode).toBe(400);
    expect((await call(app, ben, 'PATCH', `/api/comments/${c.id}`, { body: 'No author id' })).json()).toMatchObject({ message: 'Cannot update a comment for someone else' });
    expect((await call(app, ben, 'PATCH', `/api/comments/${NOBODY}`, { authorId: ben.user.id, body: 'x' })).statusCode).toBe(404);
    await db.update(folios).set({ isPublic: false }).where(eq(folios.id, folio.id));
    expect((await call(app, ben, 'PATCH', `/api/comments/${c.id}`, { authorId: ben.user.id, body: 'Changed' })).statusCode).toBe(404);
    expect((await call(app, ben, 'DELETE', `/api/comments/${c.id}`)).statusCode).toBe(404);
    // The owner still moderates.
    expect((await call(app, owner, 'PATCH', `/api/comments/${c.id}`, { status: 'hidden' })).statusCode).toBe(200);
  });
});

describe('reports', () => {
  it('one per reporter, most reported first, hidden still listed and deleted not; only the owner reads them', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    const eve = await person(db, 'Eve');
    const folio = await openFolio(owner);
    const a = await say(ben, { folioId: folio.id, body: 'a' });
    const b = await say(ben, { folioId: folio.id, body: 'b' });
    const gone = await say(ben, { folioId: folio.id, body: 'gone' });
    for (const who of [cy, eve]) await call(app, who, 'POST', `/api/comments/${b.id}/report`, { reason: 'rude' });
    expect((await call(app, cy, 'POST', `/api/comments/${a.id}/report`, {})).json()).toEqual({ reports: 1 });
    await call(app, cy, 'POST', `/api/comments/${gone.id}/report`, { reason: 'x'.repeat(600) });
    expect((await call(app, cy, 'POST', `/api/comments/${a.id}/report`, { reason: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `/api/comments/${a.id}/report`, payload: {} })).statusCode).toBe(401);
    expect((await call(app, cy, 'POST', `/api/comments/${NOBODY}/report`, {})).statusCode).toBe(404);
    const stored = await db.select().from(commentReports).where(eq(commentReports.commentId, gone.id));
    expect(stored[0]!.reason).toHaveLength(500);

    await call(app, owner, 'PATCH', `/api/comments/${a.id}`, { status: 'hidden' });
    await call(app, owner, 'DELETE', `/api/comments/${gone.id}`);
    expect((await call(app, owner, 'GET', `/api/comments/reports/${folio.id}`)).json()).toEqual([
      { commentId: b.id, reports: 2 },
      { commentId: a.id, reports: 1 },
    ]);
    expect((await call(app, ben, 'GET', `/api/comments/reports/${folio.id}`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/comments/reports/${folio.id}` })).statusCode).toBe(401);
    expect((await call(app, owner, 'GET', `/api/comments/reports/${NOBODY}`)).statusCode).toBe(404);
  });
});

describe('rate limit, further', () => {
  it('counts edits too, per account: another account still writes', async () => {
    const ben = await person(limited.db, 'Ben');
    const cy = await person(limited.db, 'Cy');
    const owner = await person(limited.db, 'Owner');
    const folio = await privateFolio(limited.db, owner, 'Busy');
    await limited.db.execute(`update folios set is_public = true, root = root || '{"hasCommentSection": true}'::jsonb where id = '${folio.id}'`);
    const as = (who: Person, method: 'POST' | 'PATCH', url: string, payload: object) =>
      limited.app.inject({ method, url, headers: { authorization: `Bearer ${who.token}` }, payload });
    const first = (await as(ben, 'POST', '/api/comments', { folioId: folio.id, authorId: ben.user.id, body: 'one' })).json() as View;
    expect((await as(ben, 'PATCH', `/api/comments/${first.id}`, { authorId: ben.user.id, body: 'two' })).statusCode).toBe(200);
    expect((await as(ben, 'PATCH', `/api/comments/${first.id}`, { authorId: ben.user.id, body: 'three' })).statusCode).toBe(200);
    const limitedEdit = await as(ben, 'PATCH', `/api/comments/${first.id}`, { authorId: ben.user.id, body: 'four' });
    expect(limitedEdit.statusCode).toBe(429);
    expect((await as(ben, 'POST', '/api/comments', { folioId: folio.id, authorId: ben.user.id, body: 'five' })).statusCode).toBe(429);
    expect((await as(cy, 'POST', '/api/comments', { folioId: folio.id, authorId: cy.user.id, body: 'mine' })).statusCode).toBe(201);
    // Refused requests do not use the allowance: a forged author is 403, not counted.
    expect((await as(cy, 'POST', '/api/comments', { folioId: folio.id, authorId: ben.user.id, body: 'forged' })).statusCode).toBe(403);
    // Reading is never limited; the owner still moderates.
    expect((await limited.app.inject({ method: 'GET', url: `/public/api/comments/${folio.id}` })).statusCode).toBe(200);
    expect((await as(owner, 'PATCH', `/api/comments/${first.id}`, { status: 'hidden' })).statusCode).toBe(200);
  });
});
