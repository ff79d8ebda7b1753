import { EMPTY_FOLIO_READ_FIELDS, FOLIO_TEXTS } from '@folio/model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { folioPublications, folios } from '../../db/schema.ts';
import { PUBLISHED_TEXTS } from '../../services/folios/folioPublish.ts';
import { fetchForEditing, sampleDoc, saveTextR1 } from './testing.ts';

const { app, db, config } = await createTestApp();

async function ownFolio(isPublic = true) {
  const user = await buildUser(db);
  const doc = sampleDoc(user.id);
  const folio = await buildFolio(db, { authorId: user.id, doc: { ...doc, root: { ...doc.root, isPublic } }, isPublic });
  return { user, folio, token: await tokenFor(db, user.id) };
}

const publish = (token: string | null, id: string, payload?: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/folios/${id}/publish`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });

const status = (token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/folios/${id}/itspublished`, headers: bearer(token) });

const view = (token: string | null, id: string) =>
  app.inject({ method: 'GET', url: `/public/api/folios/${id}/view`, headers: token ? bearer(token) : {} });

/** Saves a new text for r1 on top of the current version. */
async function editText(token: string, id: string, html: string) {
  expect((await saveTextR1(app, token, id, html)).statusCode).toBe(200);
}

describe('PATCH /api/folios/{id}/publish, GET {id}/itspublished, GET /public/api/folios/{id}/view', () => {
  it('reports an unpublished folio as such and answers 404 on its public view', async () => {
    const { folio, token } = await ownFolio();
    expect((await status(token, folio.id)).json()).toEqual({
      isPublished: false,
      publishedVersion: null,
      publishedAt: null,
      hasUnpublishedChanges: true,
      publicUrl: null,
    });
    expect((await view(null, folio.id)).statusCode).toBe(404);
  });

  it('publishes the stored document without a body and serves it to a visitor without a token', async () => {
    const { folio, token } = await ownFolio();
    const res = await publish(token, folio.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publishedVersion: 1, publishedAt: expect.any(String), isPublic: true, visibleTo: 'everyone', message: PUBLISHED_TEXTS.everyone });
    const { publishedAt } = res.json() as { publishedAt: string };

    expect((await status(token, folio.id)).json()).toEqual({
      isPublished: true,
      publishedVersion: 1,
      publishedAt,
      hasUnpublishedChanges: false,
      publicUrl: `${config.SITES_ORIGIN}/folio/${folio.id}/page/p1`,
    });
    const seen = await view(null, folio.id);
    expect(seen.statusCode).toBe(200);
    const stored = await fetchForEditing(app, token, folio.id);
    expect(seen.json()).toEqual({ ...EMPTY_FOLIO_READ_FIELDS, id: folio.id, root: stored.root, nodes: stored.nodes, publishedAt });
  });

  it('publishing a private folio says who sees it (its owner and sharees), never that visitors do', async () => {
    const { folio, token } = await ownFolio(false);
    const res = await publish(token, folio.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPublic: false, visibleTo: 'sharedOnly', message: PUBLISHED_TEXTS.privateFolio });
    expect((res.json() as { message: string }).message).not.toContain('visitors now see');
    expect((await view(null, folio.id)).statusCode).toBe(404);
    expect((await status(token, folio.id)).json()).toMatchObject({ isPublished: true, publicUrl: null });
  });

  it('accepts a body whose root and nodes equal the stored version, and keeps the states sent with it', async () => {
    const { folio, token } = await ownFolio();
    const stored = await fetchForEditing(app, token, folio.id);
    const res = await publish(token, folio.id, {
      root: stored.root,
      nodes: stored.nodes,
      visStates: { v1: { chart: 'bar' } },
      licenseOptionStates: { l1: { enabled: true } },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(folioPublications).where(eq(folioPublications.folioId, folio.id));
    expect(row).toMatchObject({
      version: 1,
      visStates: { v1: { chart: 'bar' } },
      licenseOptionStates: { l1: { enabled: true } },
    });
  });

  it('shows visitors the published snapshot, not edits saved after publishing', async () => {
    const { folio, token } = await ownFolio();
    await editText(token, folio.id, '<p>Published text</p>');
    expect((await publish(token, folio.id)).json()).toMatchObject({ publishedVersion: 2 });
    await editText(token, folio.id, '<p>Draft not yet published</p>');

    const seen = await view(null, folio.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().nodes.r1.html).toBe('<p>Published text</p>');
    expect(seen.json().root.version).toBe(2);
    expect(JSON.stringify(seen.json())).not.toContain('Draft not yet published');
    expect((await status(token, folio.id)).json()).toMatchObject({
      isPublished: true,
      publishedVersion: 2,
      hasUnpublishedChanges: true,
    });
  });

  it('replaces the snapshot when publishing again', async () => {
    const { folio, token } = await ownFolio();
    await publish(token, folio.id);
    await editText(token, folio.id, '<p>Second edition</p>');
    const res = await publish(token, folio.id);
    expect(res.json()).toMatchObject({ publishedVersion: 2 });

    expect((await view(null, folio.id)).json().nodes.r1.html).toBe('<p>Second edition</p>');
    expect((await status(token, folio.id)).json()).toMatchObject({ publishedVersion: 2, hasUnpublishedChanges: false });
    const rows = await db.select().from(folioPublications).where(eq(folioPublications.folioId, folio.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a published private folio to visitors and to other users, and 200 to the owner', async () => {
    const { folio, token } = await ownFolio(false);
    expect((await publish(token, folio.id)).statusCode).toBe(200);
    const other = await buildUser(db);
    const otherToken = await tokenFor(db, other.id);

    expect((await view(null, folio.id)).statusCode).toBe(404);
    expect((await view(otherToken, folio.id)).statusCode).toBe(404);
    expect((await status(otherToken, folio.id)).statusCode).toBe(404);
    const own = await view(token, folio.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(folio.id);
  });

  it('answers 401 Unauthorized access to publishing without a token, and publishes nothing', async () => {
    const { folio } = await ownFolio();
    const res = await publish(null, folio.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: FOLIO_TEXTS.unauthorizedAccess });
    expect(await db.select().from(folioPublications).where(eq(folioPublications.folioId, folio.id))).toHaveLength(0);
  });

  it('names the friendly URL as the public address, and none while the folio is private', async () => {
    const { folio, token } = await ownFolio();
    await db.update(folios).set({ url: 'my-garden' }).where(eq(folios.id, folio.id));
    await publish(token, folio.id);
    expect((await status(token, folio.id)).json()).toMatchObject({ publicUrl: `${config.SITES_ORIGIN}/my-garden` });
    const hidden = await ownFolio(false);
    await publish(hidden.token, hidden.folio.id);
    expect((await status(hidden.token, hidden.folio.id)).json()).toMatchObject({ isPublished: true, publicUrl: null });
  });

  it('answers 401 on itspublished without a token', async () => {
    const { folio } = await ownFolio();
    expect((await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/itspublished` })).statusCode).toBe(401);
  });

  it('answers 404 to publishing someone else’s private folio and 403 for their public one', async () => {
    const owner = await ownFolio(false);
    const other = await buildUser(db);
    const otherToken = await tokenFor(db, other.id);
    expect((await publish(otherToken, owner.folio.id)).statusCode).toBe(404);

    const publicOne = await ownFolio(true);
    const res = await publish(otherToken, publicOne.folio.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FOLIO_TEXTS.cannotModify);
    expect((await view(null, publicOne.folio.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown folio id', async () => {
    const { token } = await ownFolio();
    expect((await publish(token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await view(null, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('rejects with 409 a root or nodes that differ from the stored version, publishing nothing', async () => {
    const { folio, token } = await ownFolio();
    const stored = await fetchForEditing(app, token, folio.id);
    const unsavedNodes = { ...stored.nodes, r1: { ...stored.nodes.r1, html: '<p>Never saved</p>' } };
    const byNodes = await publish(token, folio.id, { nodes: unsavedNodes });
    expect(byNodes.statusCode).toBe(409);
    expect(byNodes.json().error).toBe('Conflict');
    const byRoot = await publish(token, folio.id, { root: { ...stored.root, name: 'Unsaved name' }, nodes: stored.nodes });
    expect(byRoot.statusCode).toBe(409);
    expect(await db.select().from(folioPublications).where(eq(folioPublications.folioId, folio.id))).toHaveLength(0);
  });

  it('rejects unknown body keys with 400', async () => {
    const { folio, token } = await ownFolio();
    expect((await publish(token, folio.id, { publishEverything: true })).statusCode).toBe(400);
  });
});
