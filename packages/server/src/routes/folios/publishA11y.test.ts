// Issue 27: the publish API refuses a folio whose pages fail the model's accessibility rules, until each is fixed.
import { A11Y_TEXTS, type FolioDocument, type FolioNode } from '@folio/model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildBlob, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { folioPublications } from '../../db/schema.ts';
import { add, fetchForEditing, patchFolio, sampleDoc } from './testing.ts';
import { NONE, person, share, type Person } from '../shares/testing.ts';

const { app, db } = await createTestApp();

/** sampleDoc with a deliberately bad design: grey text on white, an image without alt, a field without a label. */
function badDoc(authorId: string): FolioDocument {
  let doc = sampleDoc(authorId);
  doc = { ...doc, nodes: { ...doc.nodes, r1: { id: 'r1', kind: 'text-resource', html: '<h1>Join us</h1><p style="color: #b0b0b0">Small print</p>' } } };
  doc = add(doc, 'b2', 'asset-resource', 'img', { url: '/media/barn.jpg', name: 'barn.jpg' });
  doc = add(doc, 'b3', 'text-widget', 'name', { label: { text: '', position: 'top' } });
  return doc;
}

async function badFolio() {
  const user = await buildUser(db);
  const folio = await buildFolio(db, { authorId: user.id, doc: badDoc(user.id) });
  return { folio, user, token: await tokenFor(db, user.id) };
}

const publish = (token: string, id: string) => app.inject({ method: 'PATCH', url: `/api/folios/${id}/publish`, headers: bearer(token) });
const publications = (id: string) => db.select().from(folioPublications).where(eq(folioPublications.folioId, id));

/** Saves one node of the folio changed by `change`, on top of the current version. */
async function fix(token: string, id: string, nodeId: string, change: (node: FolioNode) => FolioNode) {
  const current = await fetchForEditing(app, token, id);
  const res = await patchFolio(app, token, id, { baseVersion: current.version, log: [{ action: 'a11yFix', path: `nodes.${nodeId}` }], nodes: { [nodeId]: change(current.nodes[nodeId]!) } });
  expect(res.statusCode).toBe(200);
}

describe('PATCH /api/folios/{id}/publish refuses pages that fail the accessibility rules', () => {
  it('answers 422 listing each problem, with what to fix, and publishes nothing', async () => {
    const { folio, token } = await badFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const res = await publish(token, folio.id);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; message: string; problems: Array<Record<string, unknown>> };
    expect(body.error).toBe('Unprocessable Entity');
    expect(body.message).toBe(A11Y_TEXTS.folioRefused(3));
    expect(body.message).toContain('3 accessibility problems');
    expect(body.problems).toEqual([
      expect.objectContaining({ rule: 'contrast', severity: 'error', nodeId: 'r1', pageId: 'p1', field: 'html', ratio: 2.17 }),
      expect.objectContaining({ rule: 'image-alt', severity: 'error', nodeId: 'img', pageId: 'p1', field: 'alt', message: 'This image has no alt text. Describe it, or mark it decorative.' }),
      expect.objectContaining({ rule: 'field-label', severity: 'error', nodeId: 'name', pageId: 'p1', field: 'label.text' }),
    ]);
    // nothing published, nothing stored changed
    expect(await publications(folio.id)).toHaveLength(0);
    expect(await fetchForEditing(app, token, folio.id)).toEqual(before);
  });

  it('publishes once each problem is fixed (the image marked decorative, the text darker, the field labelled)', async () => {
    const { folio, token } = await badFolio();
    await fix(token, folio.id, 'img', (node) => ({ ...node, decorative: true }) as FolioNode);
    let res = await publish(token, folio.id);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { problems: Array<{ rule: string }> }).problems.map((p) => p.rule)).toEqual(['contrast', 'field-label']);

    await fix(token, folio.id, 'r1', (node) => ({ ...node, html: '<h1>Join us</h1><p style="color: #595959">Small print</p>' }) as FolioNode);
    res = await publish(token, folio.id);
    expect((res.json() as { message: string }).message).toBe(A11Y_TEXTS.folioRefused(1));
    expect(await publications(folio.id)).toHaveLength(0);

    await fix(token, folio.id, 'name', (node) => ({ ...node, label: { text: 'Your name', position: 'hidden' } }) as FolioNode);
    res = await publish(token, folio.id);
    expect(res.statusCode).toBe(200);
    expect(await publications(folio.id)).toHaveLength(1);
  });

  it('accepts alt text in place of decorative, and a warning (a skipped heading) never blocks', async () => {
    const { folio, token } = await badFolio();
    expect((await publish(token, folio.id)).statusCode).toBe(422);
    await fix(token, folio.id, 'img', (node) => ({ ...node, alt: 'A red barn at dawn' }) as FolioNode);
    await fix(token, folio.id, 'r1', (node) => ({ ...node, html: '<h3>Join us</h3><p>Small print</p>' }) as FolioNode);
    await fix(token, folio.id, 'name', (node) => ({ ...node, label: { text: 'Your name', position: 'top' } }) as FolioNode);
    expect((await publish(token, folio.id)).statusCode).toBe(200);
  });

  it('judges an uploaded file by what it is: an image needs alt text, a PDF does not', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const pdf = await buildBlob(db, { ownerId: user.id, kind: 'file', mimeType: 'application', mimeSubtype: 'pdf', width: null, height: null });
    const image = await buildBlob(db, { ownerId: user.id });
    const withFile = (blobId: string) => add(sampleDoc(user.id), 'b2', 'asset-resource', 'file', { url: `/blob/${blobId}`, assetId: null, name: 'file' });
    const pdfFolio = await buildFolio(db, { authorId: user.id, doc: withFile(pdf.id) });
    expect((await publish(token, pdfFolio.id)).statusCode).toBe(200);
    const imageFolio = await buildFolio(db, { authorId: user.id, doc: withFile(image.id) });
    const res = await publish(token, imageFolio.id);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { problems: Array<{ rule: string; nodeId: string }> }).problems).toMatchObject([{ rule: 'image-alt', nodeId: 'file' }]);
  });
});

describe('the accessibility check holds for whoever publishes', () => {
  it('a sharee allowed to publish is refused the same problems, and a fix by the sharee publishes', async () => {
    const { folio, user, token } = await badFolio();
    const owner: Person = { user, token };
    const sharee = await person(db, 'Sharee');
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharee.user.id, ...NONE, canEditContent: true, canEditSettings: true, canPublish: true });

    const refused = await publish(sharee.token, folio.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect((refused.json() as { problems: unknown[] }).problems).toHaveLength(3);
    expect(await publications(folio.id)).toEqual([]);

    await fix(sharee.token, folio.id, 'r1', (n) => ({ ...n, html: '<h1>Join us</h1><p>Small print</p>' }) as FolioNode);
    await fix(sharee.token, folio.id, 'img', (n) => ({ ...n, decorative: true }) as FolioNode);
    await fix(sharee.token, folio.id, 'name', (n) => ({ ...n, label: { text: 'Your name', position: 'top' } }) as FolioNode);
    expect((await publish(sharee.token, folio.id)).statusCode).toBe(200);
    // A stranger is not told about the problems: the folio is not theirs to publish.
    const stranger = await person(db, 'Stranger');
    expect([403, 404]).toContain((await publish(stranger.token, folio.id)).statusCode);
  });
});
