// GET /api/folios honours every folio query field of spec §3, each with data the answer would differ on if ignored.
import { createFolio } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio, buildWebsite } from '../../../test/factories.ts';
import { libraries, libraryItems, visualizations } from '../../db/schema.ts';
import { NONE, call, person, privateFolio, share, type Person } from '../shares/testing.ts';

const { app, db } = await createTestApp();

/** The names of the folios `who` lists with the query, in the list's order (newest change first). */
async function names(who: Person, query: string): Promise<string[]> {
  const res = await call(app, who, 'GET', `/api/folios?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: Array<{ name: string }>; total: number };
  expect(body.total, query).toBe(body.items.length);
  return body.items.map((f) => f.name).sort();
}

const VIEW_LICENCE = { canEdit: false, copyShare: null, folioShare: false };

describe('GET /api/folios query fields', () => {
  it('isPurchased answers the caller’s bought copies', async () => {
    const buyer = await person(db);
    const other = await person(db);
    await buildFolio(db, { authorId: buyer.user.id, name: 'bought 1', hasBeenPurchased: true, licenseDetails: VIEW_LICENCE });
    await buildFolio(db, { authorId: buyer.user.id, name: 'bought 2', hasBeenPurchased: true, licenseDetails: { canEdit: true, copyShare: 'copy' } });
    await buildFolio(db, { authorId: buyer.user.id, name: 'made' });
    await buildFolio(db, { authorId: other.user.id, name: 'theirs bought', hasBeenPurchased: true, isPublic: true });
    expect(await names(buyer, 'isPurchased=true')).toEqual(['bought 1', 'bought 2']);
    expect(await names(buyer, 'isOwned=true')).toEqual(['bought 1', 'bought 2', 'made']);
  });

  it('notInLibraries leaves out folios in the caller’s own libraries', async () => {
    const me = await person(db);
    const other = await person(db);
    const shelved = await buildFolio(db, { authorId: me.user.id, name: 'shelved' });
    const loose = await buildFolio(db, { authorId: me.user.id, name: 'loose' });
    const [mine] = await db.insert(libraries).values({ ownerId: me.user.id, name: 'Mine' }).returning();
    const [theirs] = await db.insert(libraries).values({ ownerId: other.user.id, name: 'Theirs' }).returning();
    await db.insert(libraryItems).values([
      { libraryId: mine!.id, itemId: shelved.id, itemType: 'folio', idx: 0 },
      { libraryId: theirs!.id, itemId: loose.id, itemType: 'folio', idx: 0 },
    ]);
    expect(await names(me, 'notInLibraries=true')).toEqual(['loose']);
    expect(await names(me, '')).toEqual(['loose', 'shelved']);
  });

  it('isSharedVisualization answers folios shared with the caller that have a published chart', async () => {
    const owner = await person(db);
    const friend = await person(db);
    const charted = await privateFolio(db, owner, 'charted');
    const plain = await privateFolio(db, owner, 'plain');
    const draftChart = await privateFolio(db, owner, 'draft chart');
    const publicCharted = await buildFolio(db, { authorId: owner.user.id, name: 'public charted', isPublic: true });
    for (const f of [charted, plain, draftChart]) await share(app, owner, { itemType: 'folio', itemId: f.id, permitteeId: friend.user.id, ...NONE });
    await db.insert(visualizations).values([
      { folioId: charted.id, authorId: owner.user.id, root: {}, isPublished: true },
      { folioId: draftChart.id, authorId: owner.user.id, root: {}, isPublished: false },
      { folioId: draftChart.id, authorId: owner.user.id, root: {}, isPublished: true, isDeleted: true },
      { folioId: publicCharted.id, authorId: owner.user.id, root: {}, isPublished: true },
    ]);
    expect(await names(friend, 'isSharedVisualization=true')).toEqual(['charted']);
    expect(await names(friend, 'isShared=true')).toEqual(['charted', 'draft chart', 'plain']);
    // The owner's own charts are not shared with them.
    expect(await names(owner, 'isSharedVisualization=true')).toEqual([]);
  });

  it('shareId answers the folio a live share of the caller’s reaches, and nothing to others', async () => {
    const owner = await person(db);
    const friend = await person(db);
    const stranger = await person(db);
    const first = await privateFolio(db, owner, 'first');
    const second = await privateFolio(db, owner, 'second');
    const made = await share(app, owner, { itemType: 'folio', itemId: first.id, permitteeId: friend.user.id, ...NONE });
    await share(app, owner, { itemType: 'folio', itemId: second.id, permitteeId: friend.user.id, ...NONE });
    const id = made.shares[0]!.id;
    expect(await names(friend, `shareId=${id}`)).toEqual(['first']);
    expect(await names(owner, `shareId=${id}`)).toEqual(['first']);
    expect(await names(stranger, `shareId=${id}`)).toEqual([]);
    // With a source: narrowed to it.
    expect(await names(friend, `isShared=true&shareId=${id}`)).toEqual(['first']);
    expect(await names(friend, `isOwned=true&shareId=${id}`)).toEqual([]);
    expect((await call(app, owner, 'DELETE', `/api/shares/byId/${id}`)).statusCode).toBe(200);
    expect(await names(friend, `shareId=${id}`)).toEqual([]);
    const bad = await call(app, friend, 'GET', '/api/folios?shareId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('shareId');
  });

  it('anonymousLink answers folios with a live link the caller made or that is on their folio', async () => {
    const owner = await person(db);
    const friend = await person(db);
    const linked = await privateFolio(db, owner, 'linked');
    await privateFolio(db, owner, 'unlinked');
    const reshared = await privateFolio(db, owner, 'reshared');
    await share(app, owner, { itemType: 'folio', itemId: linked.id, isAnonymous: true });
    await share(app, owner, { itemType: 'folio', itemId: reshared.id, permitteeId: friend.user.id, ...NONE, canShare: true });
    await share(app, friend, { itemType: 'folio', itemId: reshared.id, isAnonymous: true });
    expect(await names(owner, 'anonymousLink=true')).toEqual(['linked', 'reshared']);
    expect(await names(friend, 'anonymousLink=true')).toEqual(['reshared']);
  });

  it('editContent answers the folios whose content the caller may change', async () => {
    const owner = await person(db);
    const friend = await person(db);
    await buildFolio(db, { authorId: owner.user.id, name: 'own' });
    await buildFolio(db, { authorId: owner.user.id, name: 'bought to view', hasBeenPurchased: true, licenseDetails: VIEW_LICENCE });
    await buildFolio(db, { authorId: owner.user.id, name: 'share only', hasBeenPurchased: true, licenseDetails: { canEdit: true, copyShare: 'share' } });
    await buildFolio(db, { authorId: owner.user.id, name: 'bought to edit', hasBeenPurchased: true, licenseDetails: { canEdit: true, copyShare: 'copy', folioSubmissions: true } });
    await buildFolio(db, { authorId: owner.user.id, name: 'bought, no rights', hasBeenPurchased: true, licenseDetails: { canEdit: true, copyShare: 'copy' } });
    const editable = await privateFolio(db, owner, 'shared to edit');
    const viewable = await privateFolio(db, owner, 'shared to view');
    await share(app, owner, { itemType: 'folio', itemId: editable.id, permitteeId: friend.user.id, ...NONE, canEditContent: true });
    await share(app, owner, { itemType: 'folio', itemId: viewable.id, permitteeId: friend.user.id, ...NONE, canEditSettings: true });
    expect(await names(owner, 'editContent=true')).toEqual(['bought to edit', 'own', 'shared to edit', 'shared to view']);
    expect(await names(owner, 'editContent=false')).toEqual(['bought to view', 'bought, no rights', 'share only']);
    expect(await names(friend, 'isShared=true&editContent=true')).toEqual(['shared to edit']);
    expect(await names(friend, 'isShared=true&editContent=false')).toEqual(['shared to view']);
    // The list's SQL agrees with the read's canEditContent (the model's licence rules and can()) on every folio.
    for (const who of [owner, friend]) {
      const listed = (await call(app, who, 'GET', '/api/folios?isOwned=true&isShared=true')).json().items as Array<{ id: string }>;
      const editable = new Set(((await call(app, who, 'GET', '/api/folios?isOwned=true&isShared=true&editContent=true')).json().items as Array<{ id: string }>).map((f) => f.id));
      for (const { id } of listed) {
        const read = (await call(app, who, 'GET', `/api/folios/${id}?readOnly=true`)).json() as { canEditContent: boolean };
        expect(read.canEditContent, id).toBe(editable.has(id));
      }
    }
  });

  it('forEditing answers the folios the caller may open in the editor', async () => {
    const owner = await person(db);
    const friend = await person(db);
    await buildFolio(db, { authorId: owner.user.id, name: 'own' });
    await buildFolio(db, { authorId: owner.user.id, name: 'bought to view', hasBeenPurchased: true, licenseDetails: VIEW_LICENCE });
    await buildFolio(db, { authorId: owner.user.id, name: 'share only', hasBeenPurchased: true, licenseDetails: { canEdit: true, copyShare: 'share' } });
    const settings = await privateFolio(db, owner, 'shared for settings');
    const viewable = await privateFolio(db, owner, 'shared to view');
    await share(app, owner, { itemType: 'folio', itemId: settings.id, permitteeId: friend.user.id, ...NONE, canEditSettings: true });
    await share(app, owner, { itemType: 'folio', itemId: viewable.id, permitteeId: friend.user.id, ...NONE });
    expect(await names(owner, 'forEditing=true')).toEqual(['bought to view', 'own', 'share only', 'shared for settings', 'shared to view']);
    expect(await names(friend, 'forEditing=false&isShared=true')).toEqual(['shared to view']);
    expect(await names(friend, 'isShared=true&forEditing=true')).toEqual(['shared for settings']);
    // Opening each one for editing agrees with the list.
    for (const [folio, status] of [[settings, 200], [viewable, 403]] as const) {
      expect((await call(app, friend, 'GET', `/api/folios/${folio.id}?forEditing=true`)).statusCode).toBe(status);
    }
  });

  it('tags is the spec’s name for tag', async () => {
    const me = await person(db);
    await buildFolio(db, { authorId: me.user.id, name: 'both', tags: ['a', 'b'] });
    await buildFolio(db, { authorId: me.user.id, name: 'only a', tags: ['a'] });
    expect(await names(me, 'tags=b')).toEqual(['both']);
    expect(await names(me, 'tags=a&tag=b')).toEqual(['both']);
  });

  it('isShownWithinWebsite answers folios that are part of a website', async () => {
    const me = await person(db);
    const doc = createFolio(me.user.id, { name: 'part' });
    await buildFolio(db, { authorId: me.user.id, name: 'part', doc: { ...doc, root: { ...doc.root, isWebsitePart: true, websitePartType: 'header' } } });
    const page = await buildFolio(db, { authorId: me.user.id, name: 'page' });
    const header = await buildFolio(db, { authorId: me.user.id, name: 'header' });
    await buildFolio(db, { authorId: me.user.id, name: 'alone' });
    await buildWebsite(db, { authorId: me.user.id, pages: [page.id], headerFolioId: header.id });
    expect(await names(me, 'isShownWithinWebsite=true')).toEqual(['header', 'page', 'part']);
    expect(await names(me, 'isShownWithinWebsite=false')).toEqual(['alone']);
  });
});
