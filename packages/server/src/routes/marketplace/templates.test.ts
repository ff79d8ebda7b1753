import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { folios } from '../../db/schema.ts';
import { call, person, privateFolio, publicPublished, type Person } from '../shares/testing.ts';

const { app, db } = await createTestApp();

async function offer(owner: Person, folioId: string, root: Record<string, string>) {
  const id = (await call(app, owner, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: folioId, root: {} })).body;
  expect((await call(app, owner, 'PATCH', `/api/licenseOptions/publish/${id}`, { root })).statusCode).toBe(200);
}

type Full = { id: string; root: { authorId: string; originalAuthorId: string | null; name: string; isPublic: boolean }; canEditContent: boolean; canEditSettings: boolean; isTemplateBased: boolean; nodes: Record<string, { html?: string }> };

describe('using a template (POST /api/folios/{id}/copy on someone else’s free copy-licensed folio)', () => {
  it('makes the caller’s own private copy of the published snapshot, template-based, with the licence’s rights', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const template = await publicPublished(app, db, ada, 'Newsletter');
    await offer(ada, template.id, { price: '0', licenseType: 'edit' });
    // A later unpublished edit of Ada's never reaches a copy.
    const [row] = await db.select().from(folios).where(eq(folios.id, template.id));
    await db.update(folios).set({ nodes: { ...row!.nodes, r1: { ...row!.nodes.r1!, html: '<p>Unpublished draft</p>' } as never } }).where(eq(folios.id, template.id));

    const res = await call(app, ben, 'POST', `/api/folios/${template.id}/copy`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as Full;
    expect(copy.id).not.toBe(template.id);
    expect(copy.root).toMatchObject({ authorId: ben.user.id, originalAuthorId: ada.user.id, name: 'Newsletter', isPublic: false });
    expect(copy).toMatchObject({ isTemplateBased: true, canEditContent: true, canEditSettings: true });
    expect(copy.nodes.r1?.html).toBe('<p>Draft</p>');
    const listed = (await call(app, ben, 'GET', '/api/folios')).json() as { items: Array<{ id: string }> };
    expect(listed.items.map((f) => f.id)).toContain(copy.id);
  });

  it('gives a view-only licence’s copy no content editing, and refuses folios not offered free with a copy licence', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const personal = await publicPublished(app, db, ada, 'Planner');
    await offer(ada, personal.id, { price: '0', licenseType: 'personal' });
    const copy = (await call(app, ben, 'POST', `/api/folios/${personal.id}/copy`)).json() as Full;
    expect(copy).toMatchObject({ canEditContent: false, isTemplateBased: true });

    const paid = await publicPublished(app, db, ada, 'Paid course');
    await offer(ada, paid.id, { price: '10', licenseType: 'edit' });
    expect((await call(app, ben, 'POST', `/api/folios/${paid.id}/copy`)).statusCode).toBe(403);
    const viewOnly = await publicPublished(app, db, ada, 'Read only');
    await offer(ada, viewOnly.id, { price: '0', licenseType: 'view' });
    expect((await call(app, ben, 'POST', `/api/folios/${viewOnly.id}/copy`)).statusCode).toBe(403);
    const plain = await publicPublished(app, db, ada, 'Not offered');
    expect((await call(app, ben, 'POST', `/api/folios/${plain.id}/copy`)).statusCode).toBe(403);
    const secret = await privateFolio(db, ada, 'Secret');
    await offer(ada, secret.id, { price: '0', licenseType: 'edit' });
    expect((await call(app, ben, 'POST', `/api/folios/${secret.id}/copy`)).statusCode).toBe(404);
  });
});

describe('what a template copy may do, as its licence says', () => {
  it('a personal copy cannot be copied, shared or handed on; a resale copy is handed on once, without the right to hand it on again', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const cleo = await person(db, 'Cleo');
    const personal = await publicPublished(app, db, ada, 'Planner');
    await offer(ada, personal.id, { price: '0', licenseType: 'personal' });
    const mine = (await call(app, ben, 'POST', `/api/folios/${personal.id}/copy`)).json() as Full;
    expect((await call(app, ben, 'POST', `/api/folios/${mine.id}/copy`)).statusCode).toBe(403);
    const shared = await call(app, ben, 'POST', '/api/shares', { itemType: 'folio', itemId: mine.id, permitteeId: cleo.user.id });
    expect(shared.statusCode).toBe(403);
    expect((await call(app, ben, 'POST', `/api/folios/${mine.id}/copy/transfer`, { userId: cleo.user.id })).statusCode).toBe(403);

    const resale = await publicPublished(app, db, ada, 'Agency kit');
    await offer(ada, resale.id, { price: '0', licenseType: 'resale' });
    const kit = (await call(app, ben, 'POST', `/api/folios/${resale.id}/copy`)).json() as Full;
    expect((await call(app, ben, 'POST', `/api/folios/${kit.id}/copy/transfer`, { userId: ben.user.id })).statusCode).toBe(400);
    expect((await call(app, ben, 'POST', `/api/folios/${kit.id}/copy/transfer`, { userId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const handed = await call(app, ben, 'POST', `/api/folios/${kit.id}/copy/transfer`, { userId: cleo.user.id });
    expect(handed.statusCode, handed.body).toBe(201);
    const { id } = handed.json() as { id: string };
    const [row] = await db.select().from(folios).where(eq(folios.id, id));
    expect(row).toMatchObject({ authorId: cleo.user.id, isTemplateBased: true });
    expect(row!.licenseDetails).toMatchObject({ folioCopyTransfer: false, canEdit: true });
    expect(row!.root.originalAuthorId).toBe(ada.user.id);
    expect((await call(app, cleo, 'POST', `/api/folios/${id}/copy/transfer`, { userId: ben.user.id })).statusCode).toBe(403);
    // Someone else's folio is not theirs to hand on.
    expect((await call(app, cleo, 'POST', `/api/folios/${kit.id}/copy/transfer`, { userId: cleo.user.id })).statusCode).toBe(404);
  });

  it('the author hands a copy of their own folio to someone, who is told', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const folio = await privateFolio(db, ada, 'Gift');
    const res = await call(app, ada, 'POST', `/api/folios/${folio.id}/copy/transfer`, { userId: ben.user.id });
    expect(res.statusCode).toBe(201);
    const bell = (await call(app, ben, 'GET', '/api/notifications')).json() as { items: Array<{ kind: string; data: Record<string, string> }> };
    expect(bell.items[0]).toMatchObject({ kind: 'share', data: { name: 'Gift' } });
    expect((await app.inject({ method: 'POST', url: `/api/folios/${folio.id}/copy/transfer`, payload: { userId: ben.user.id } })).statusCode).toBe(401);
  });
});
