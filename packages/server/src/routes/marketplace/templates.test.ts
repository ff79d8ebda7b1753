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
