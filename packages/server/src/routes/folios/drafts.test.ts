import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { fetchForEditing, patchFolio, sampleDoc, saveTextR1 } from './testing.ts';

// The working copy (never published, or edited since) is for those who may edit the folio; others see the
// published snapshot only.
const { app, db } = await createTestApp();

async function publicFolioOfSomeone() {
  const author = await buildUser(db);
  const doc = sampleDoc(author.id);
  const folio = await buildFolio(db, { authorId: author.id, doc: { ...doc, root: { ...doc.root, isPublic: true } }, isPublic: true });
  return { folio, authorToken: await tokenFor(db, author.id) };
}

const readOnly = (token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/folios/${id}?readOnly=true`, headers: bearer(token) });
const widgets = (token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/folios/${id}/widgets`, headers: bearer(token) });
const publish = (token: string, id: string) =>
  app.inject({ method: 'PATCH', url: `/api/folios/${id}/publish`, headers: bearer(token) });

/** Saves a new text for r1 on top of the current version. */
async function saveText(token: string, id: string, html: string) {
  expect((await saveTextR1(app, token, id, html)).statusCode).toBe(200);
}

async function addTextWidget(token: string, id: string) {
  const current = await fetchForEditing(app, token, id);
  const b2 = current.nodes.b2!;
  const res = await patchFolio(app, token, id, {
    baseVersion: current.version,
    log: [{ action: 'insert', path: 'nodes.w1' }],
    nodes: {
      b2: { ...b2, resource: 'w1' },
      w1: { id: 'w1', kind: 'text-widget', name: 'Secret question', label: { position: 'top', text: 'Secret question' } },
    },
  });
  return res;
}

describe('GET /api/folios/{id}?readOnly=true for someone else’s public folio', () => {
  it('answers 404 while the folio has never been published, and never shows its draft text', async () => {
    const { folio, authorToken } = await publicFolioOfSomeone();
    await saveText(authorToken, folio.id, '<p>Unpublished draft</p>');
    const reader = await tokenFor(db, (await buildUser(db)).id);
    const res = await readOnly(reader, folio.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This folio has not been published');
    expect(res.body).not.toContain('Unpublished draft');
  });

  it('shows the published text, not edits saved after publishing, with the published version', async () => {
    const { folio, authorToken } = await publicFolioOfSomeone();
    await saveText(authorToken, folio.id, '<p>Published words</p>');
    expect((await publish(authorToken, folio.id)).statusCode).toBe(200);
    await saveText(authorToken, folio.id, '<p>Later draft</p>');
    const reader = await tokenFor(db, (await buildUser(db)).id);
    const res = await readOnly(reader, folio.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().nodes.r1.html).toBe('<p>Published words</p>');
    expect(res.json()).toMatchObject({ version: 2, root: { version: 2 }, canEditContent: false, canEditSettings: false });
    expect(res.body).not.toContain('Later draft');
  });

  it('still shows the owner their working copy, unpublished edits included', async () => {
    const { folio, authorToken } = await publicFolioOfSomeone();
    await saveText(authorToken, folio.id, '<p>Published words</p>');
    expect((await publish(authorToken, folio.id)).statusCode).toBe(200);
    await saveText(authorToken, folio.id, '<p>Later draft</p>');
    const res = await readOnly(authorToken, folio.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().nodes.r1.html).toBe('<p>Later draft</p>');
    expect(res.json().version).toBe(3);
  });

  it('lists another user only the widgets of the published snapshot', async () => {
    const { folio, authorToken } = await publicFolioOfSomeone();
    const reader = await tokenFor(db, (await buildUser(db)).id);
    expect((await widgets(reader, folio.id)).statusCode).toBe(404);
    expect((await publish(authorToken, folio.id)).statusCode).toBe(200);
    const added = await addTextWidget(authorToken, folio.id);
    expect(added.statusCode).toBe(200);
    expect((await widgets(reader, folio.id)).json()).toEqual([]);
    expect((await widgets(authorToken, folio.id)).json()).toEqual([expect.objectContaining({ id: 'w1', name: 'Secret question' })]);
  });

  it('tells another user whether the folio is published, but not whether it has unpublished edits', async () => {
    const { folio, authorToken } = await publicFolioOfSomeone();
    expect((await publish(authorToken, folio.id)).statusCode).toBe(200);
    await saveText(authorToken, folio.id, '<p>Later draft</p>');
    const status = (token: string) =>
      app.inject({ method: 'GET', url: `/api/folios/${folio.id}/itspublished`, headers: bearer(token) });
    const reader = await tokenFor(db, (await buildUser(db)).id);
    expect((await status(reader)).json()).toMatchObject({ isPublished: true, publishedVersion: 1, hasUnpublishedChanges: false });
    expect((await status(authorToken)).json()).toMatchObject({ isPublished: true, publishedVersion: 1, hasUnpublishedChanges: true });
  });
});
