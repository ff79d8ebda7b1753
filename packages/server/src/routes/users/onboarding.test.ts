import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildAsset, buildBlob, buildFolio, buildUser, buildWebsite, tokenFor, type TestFolio } from '../../../test/factories.ts';
import { folioPublications, folios, shares, users, websites } from '../../db/schema.ts';

const { app, db } = await createTestApp();

const patchMe = async (userId: string, payload: unknown) =>
  app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(await tokenFor(db, userId)), payload: payload as object });

const checklist = async (userId: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/users/me/checklist', headers: bearer(await tokenFor(db, userId)) });
  expect(res.statusCode).toBe(200);
  return res.json() as { steps: Array<{ id: string; done: boolean }>; doneCount: number; dismissed: boolean; latestFolioId: string | null };
};

const doneSteps = async (userId: string) => (await checklist(userId)).steps.filter((s) => s.done).map((s) => s.id);

async function addImage(folio: TestFolio, url: string, assetId: string | null = null) {
  const id = `img-${randomUUID()}`;
  const nodes = { ...folio.nodes, [id]: { id, kind: 'asset-resource', assetId, url, name: 'Photo' } };
  await db.update(folios).set({ nodes: nodes as TestFolio['nodes'] }).where(eq(folios.id, folio.id));
}

async function publish(folio: TestFolio) {
  await db.insert(folioPublications).values({ folioId: folio.id, version: 1, schemaVersion: folio.schemaVersion, root: folio.root, nodes: folio.nodes });
}

async function linkShare(folio: TestFolio, by: string) {
  await db.insert(shares).values({ itemType: 'folio', itemId: folio.id, ownerId: folio.authorId, createdBy: by, permitteeType: 'link', tokenHash: randomBytes(32) });
}

describe('the app language on the profile', () => {
  it('is null (the browser’s) until chosen, then answered by GET /api/users/me', async () => {
    const user = await buildUser(db);
    const headers = bearer(await tokenFor(db, user.id));
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers })).json()).toMatchObject({ language: null, intent: null, checklistDismissed: false });
    const res = await patchMe(user.id, { language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, language: 'fr' });
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers })).json().language).toBe('fr');
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('fr');
  });

  it('goes back to automatic with null', async () => {
    const user = await buildUser(db, { language: 'ar' });
    const res = await patchMe(user.id, { language: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBeNull();
  });

  it.each([['de'], ['FR'], ['fr-CA'], [''], [3]])('refuses %j with 400 naming the languages and changes nothing', async (language) => {
    const user = await buildUser(db, { language: 'en' });
    const res = await patchMe(user.id, { language });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('language');
    expect(res.json().message).toContain('en, fr, ar');
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('en');
  });

  it('is also set through PATCH /api/usersR1/{id}, and never on someone else’s profile', async () => {
    const me = await buildUser(db);
    const other = await buildUser(db);
    const token = await tokenFor(db, me.id);
    const own = await app.inject({ method: 'PATCH', url: `/api/usersR1/${me.id}`, headers: bearer(token), payload: { language: 'ar' } });
    expect(own.json().language).toBe('ar');
    const theirs = await app.inject({ method: 'PATCH', url: `/api/usersR1/${other.id}`, headers: bearer(token), payload: { language: 'ar' } });
    expect(theirs.statusCode).toBe(403);
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.language).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/users/me', payload: { language: 'fr' } });
    expect(res.statusCode).toBe(401);
  });

  it('PATCH /api/users/me keeps refusing the keys a profile may not change', async () => {
    const user = await buildUser(db);
    const res = await patchMe(user.id, { superAdmin: true, language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('superAdmin');
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ superAdmin: false, language: null });
  });
});

describe('the first-run question (intent)', () => {
  it.each([['portfolio'], ['education'], ['']])('saves the answer %j', async (intent) => {
    const user = await buildUser(db);
    const res = await patchMe(user.id, { intent });
    expect(res.statusCode).toBe(200);
    expect(res.json().intent).toBe(intent);
  });

  it.each([['cooking'], [null], ['Portfolio']])('refuses %j with 400 naming the answers', async (intent) => {
    const user = await buildUser(db);
    const res = await patchMe(user.id, { intent });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('intent');
    expect(res.json().message).toContain('portfolio, business, event, form, shop, personal, education');
  });
});

describe('GET /api/users/me/checklist', () => {
  it('starts with nothing done', async () => {
    const user = await buildUser(db);
    expect(await checklist(user.id)).toEqual({
      steps: [
        { id: 'folio', done: false },
        { id: 'image', done: false },
        { id: 'publish', done: false },
        { id: 'website', done: false },
        { id: 'share', done: false },
      ],
      doneCount: 0,
      dismissed: false,
      latestFolioId: null,
    });
  });

  it('ticks each step from the person’s own data, in any order', async () => {
    const user = await buildUser(db);
    const folio = await buildFolio(db, { authorId: user.id });
    expect(await doneSteps(user.id)).toEqual(['folio']);
    expect((await checklist(user.id)).latestFolioId).toBe(folio.id);

    const blob = await buildBlob(db, { ownerId: user.id });
    await addImage(folio, `/blob/${blob.id}`);
    expect(await doneSteps(user.id)).toEqual(['folio', 'image']);

    await publish(folio);
    expect(await doneSteps(user.id)).toEqual(['folio', 'image', 'publish']);

    await linkShare(folio, user.id);
    expect(await doneSteps(user.id)).toEqual(['folio', 'image', 'publish', 'share']);

    await buildWebsite(db, { authorId: user.id });
    const all = await checklist(user.id);
    expect(all.doneCount).toBe(5);
    expect(all.steps.every((s) => s.done)).toBe(true);
  });

  it('counts an image asset, a gallery with pictures and a published website; not a video, an empty gallery or a deleted folio', async () => {
    const user = await buildUser(db);
    const folio = await buildFolio(db, { authorId: user.id });
    const video = await buildBlob(db, { ownerId: user.id, kind: 'video', mimeType: 'video', mimeSubtype: 'mp4' });
    await addImage(folio, `/blob/${video.id}`);
    const galleryId = `g-${randomUUID()}`;
    const [row] = await db.select().from(folios).where(eq(folios.id, folio.id));
    await db
      .update(folios)
      .set({ nodes: { ...row!.nodes, [galleryId]: { id: galleryId, kind: 'gallery-widget', meta: { display: 'grid', format: '', items: [] } } } as TestFolio['nodes'] })
      .where(eq(folios.id, folio.id));
    expect(await doneSteps(user.id)).toEqual(['folio']);

    const asset = await buildAsset(db, { authorId: user.id });
    const [withGallery] = await db.select().from(folios).where(eq(folios.id, folio.id));
    await addImage(withGallery!, 'https://elsewhere.example/photo.png', asset.id);
    expect(await doneSteps(user.id)).toEqual(['folio', 'image']);

    await db.update(folios).set({ isDeleted: true }).where(eq(folios.id, folio.id));
    expect(await doneSteps(user.id)).toEqual([]);

    const gallery = await buildFolio(db, { authorId: user.id });
    await db
      .update(folios)
      .set({ nodes: { ...gallery.nodes, [galleryId]: { id: galleryId, kind: 'gallery-widget', meta: { display: 'grid', format: '', items: [{ assetId: asset.id, url: '/x' }] } } } as TestFolio['nodes'] })
      .where(eq(folios.id, gallery.id));
    expect(await doneSteps(user.id)).toEqual(['folio', 'image']);

    await buildWebsite(db, { authorId: user.id, publishedAt: new Date() });
    expect(await doneSteps(user.id)).toEqual(['folio', 'image', 'publish', 'website']);
  });

  it('does not count someone else’s work, nor a share another person made of the person’s folio', async () => {
    const me = await buildUser(db);
    const other = await buildUser(db);
    const mine = await buildFolio(db, { authorId: me.id });
    const theirs = await buildFolio(db, { authorId: other.id });
    await publish(theirs);
    await buildWebsite(db, { authorId: other.id, publishedAt: new Date() });
    await linkShare(theirs, other.id);
    await linkShare(mine, other.id);
    expect(await doneSteps(me.id)).toEqual(['folio']);
  });

  it('leaves out the instance’s own public site and its pages, so the operator starts like everyone', async () => {
    const admin = await buildUser(db, { superAdmin: true });
    const header = await buildFolio(db, { authorId: admin.id });
    const page = await buildFolio(db, { authorId: admin.id });
    const blob = await buildBlob(db, { ownerId: admin.id });
    await addImage(page, `/blob/${blob.id}`);
    await publish(page);
    // Only one instance site may exist: borrow the flag for this test and give it back.
    const [previous] = await db.select({ id: websites.id }).from(websites).where(eq(websites.isInstanceSite, true));
    if (previous) await db.update(websites).set({ isInstanceSite: false }).where(eq(websites.id, previous.id));
    const site = await buildWebsite(db, { authorId: admin.id, pages: [page.id], headerFolioId: header.id, publishedAt: new Date(), isInstanceSite: true });
    try {
      expect(await checklist(admin.id)).toMatchObject({ doneCount: 0, latestFolioId: null });
      await buildFolio(db, { authorId: admin.id });
      expect(await doneSteps(admin.id)).toEqual(['folio']);
    } finally {
      await db.update(websites).set({ isInstanceSite: false }).where(eq(websites.id, site.id));
      if (previous) await db.update(websites).set({ isInstanceSite: true }).where(eq(websites.id, previous.id));
    }
  });

  it('answers each person their own list only', async () => {
    const busy = await buildUser(db);
    await buildWebsite(db, { authorId: busy.id });
    const fresh = await buildUser(db);
    expect(await doneSteps(busy.id)).toEqual(['website']);
    expect(await doneSteps(fresh.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me/checklist' });
    expect(res.statusCode).toBe(401);
  });
});

describe('dismissing the checklist', () => {
  it('stays dismissed, keeping the first date', async () => {
    const user = await buildUser(db);
    const res = await patchMe(user.id, { checklistDismissed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().checklistDismissed).toBe(true);
    expect((await checklist(user.id)).dismissed).toBe(true);
    const [first] = await db.select().from(users).where(eq(users.id, user.id));
    await patchMe(user.id, { checklistDismissed: true });
    const [again] = await db.select().from(users).where(eq(users.id, user.id));
    expect(again!.checklistDismissedAt).toEqual(first!.checklistDismissedAt);
  });

  it('refuses false with 400: a dismissed checklist does not come back', async () => {
    const user = await buildUser(db);
    const res = await patchMe(user.id, { checklistDismissed: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('checklistDismissed');
  });

  it('never dismisses another person’s list', async () => {
    const me = await buildUser(db);
    const other = await buildUser(db);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/usersR1/${other.id}`,
      headers: bearer(await tokenFor(db, me.id)),
      payload: { checklistDismissed: true },
    });
    expect(res.statusCode).toBe(403);
    await patchMe(me.id, { checklistDismissed: true });
    expect((await checklist(other.id)).dismissed).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.checklistDismissedAt).toBeNull();
  });
});
