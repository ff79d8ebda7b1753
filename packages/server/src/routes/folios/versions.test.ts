import { updateNode } from '@folio/model';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { storageUsed } from '../../services/uploads/storageLimits.ts';
import { openEditor, until, type Editor } from '../collab/testing.ts';
import { NONE, call, person, share } from '../shares/testing.ts';
import { listen } from '../uploads/testing.ts';
import { fetchForEditing, patchFolio, sampleDoc } from './testing.ts';

const { app, db } = await createTestApp({ COLLAB_VERSION_PAUSE_SECONDS: '1' });
const origin = await listen(app);
const editors: Editor[] = [];
afterAll(() => editors.forEach((e) => e.close()));

async function ownFolio() {
  const owner = await person(db, 'Owner');
  const folio = await buildFolio(db, { authorId: owner.user.id, doc: sampleDoc(owner.user.id) });
  return { owner, folio };
}

interface Listed {
  versions: Array<{ id: string; kind: string; name: string | null; version: number; authors: Array<{ displayName: string }>; createdBy: { displayName: string } | null; size: number }>;
}

async function rename(token: string, id: string, name: string, html: string) {
  const current = await fetchForEditing(app, token, id);
  return patchFolio(app, token, id, { baseVersion: current.version, log: [], root: { name }, nodes: { r1: { ...current.nodes.r1, html } } });
}

describe('folio versions', () => {
  it('names the current state, lists it and opens it as it was', async () => {
    const { owner, folio } = await ownFolio();
    const named = await call(app, owner, 'POST', `/api/folios/${folio.id}/versions`, { name: 'First draft' });
    expect(named.statusCode).toBe(201);
    expect((await rename(owner.token, folio.id, 'Later', '<p>Later text</p>')).statusCode).toBe(200);
    const list = (await call(app, owner, 'GET', `/api/folios/${folio.id}/versions`)).json() as Listed;
    expect(list.versions).toHaveLength(1);
    expect(list.versions[0]).toMatchObject({ kind: 'named', name: 'First draft', version: 1, createdBy: { displayName: 'Owner' } });
    expect(list.versions[0]!.size).toBeGreaterThan(100);
    const opened = await call(app, owner, 'GET', `/api/folios/${folio.id}/versions/${list.versions[0]!.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ name: 'First draft', document: { root: { name: 'Sample' }, nodes: { r1: { html: '<p>Hello</p>' } } } });
  });

  it('refuses an empty or long name, and answers 404 for a version of another folio', async () => {
    const { owner, folio } = await ownFolio();
    expect((await call(app, owner, 'POST', `/api/folios/${folio.id}/versions`, { name: '  ' })).statusCode).toBe(400);
    expect((await call(app, owner, 'POST', `/api/folios/${folio.id}/versions`, { name: 'x'.repeat(121) })).statusCode).toBe(400);
    const other = await ownFolio();
    const { id } = (await call(app, other.owner, 'POST', `/api/folios/${other.folio.id}/versions`, { name: 'Theirs' })).json() as { id: string };
    expect((await call(app, owner, 'GET', `/api/folios/${folio.id}/versions/${id}`)).statusCode).toBe(404);
    expect((await call(app, owner, 'POST', `/api/folios/${folio.id}/versions/${id}/restore`)).statusCode).toBe(404);
    expect((await call(app, owner, 'GET', `/api/folios/${folio.id}/versions/not-a-uuid`)).statusCode).toBe(404);
  });

  it('keeps a version on every publish', async () => {
    const { owner, folio } = await ownFolio();
    expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode).toBe(200);
    const list = (await call(app, owner, 'GET', `/api/folios/${folio.id}/versions`)).json() as Listed;
    expect(list.versions.map((v) => v.kind)).toEqual(['publish']);
  });

  it('restores a version as a new change that an open editor follows, keeping the state before it', async () => {
    const { owner, folio } = await ownFolio();
    const { id } = (await call(app, owner, 'POST', `/api/folios/${folio.id}/versions`, { name: 'Good' })).json() as { id: string };
    expect((await rename(owner.token, folio.id, 'Broken', '<p>Oops</p>')).statusCode).toBe(200);
    const editor = await openEditor(origin, folio.id, owner.token);
    editors.push(editor);
    expect(editor.shared.read().root.name).toBe('Broken');
    const restored = await call(app, owner, 'POST', `/api/folios/${folio.id}/versions/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const after = await fetchForEditing(app, owner.token, folio.id);
    expect(after.root.name).toBe('Sample');
    expect(after.nodes.r1).toMatchObject({ html: '<p>Hello</p>' });
    expect(after.version).toBe((restored.json() as { version: number }).version);
    await until(() => (editor.shared.read().nodes.r1 as { html: string }).html === '<p>Hello</p>' && editor.shared.read().root.name === 'Sample', 'the editor follows');
    const list = (await call(app, owner, 'GET', `/api/folios/${folio.id}/versions`)).json() as Listed;
    expect(list.versions.map((v) => v.kind)).toEqual(['restore', 'named']);
    const before = await call(app, owner, 'GET', `/api/folios/${folio.id}/versions/${list.versions[0]!.id}`);
    expect(before.json()).toMatchObject({ document: { root: { name: 'Broken' } } });
  });

  it('lets only those who may edit see the history; a content sharee restores content but not settings', async () => {
    const { owner, folio } = await ownFolio();
    const viewer = await person(db, 'Viewer');
    const writer = await person(db, 'Writer');
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: viewer.user.id, ...NONE });
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: writer.user.id, ...NONE, canEditContent: true });
    const stranger = { token: await tokenFor(db, (await buildUser(db)).id) };
    const { id } = (await call(app, owner, 'POST', `/api/folios/${folio.id}/versions`, { name: 'Kept' })).json() as { id: string };
    for (const [who, status] of [[viewer, 403], [stranger, 404]] as const) {
      expect((await call(app, who as never, 'GET', `/api/folios/${folio.id}/versions`)).statusCode).toBe(status);
      expect((await call(app, who as never, 'GET', `/api/folios/${folio.id}/versions/${id}`)).statusCode).toBe(status);
      expect((await call(app, who as never, 'POST', `/api/folios/${folio.id}/versions`, { name: 'Mine' })).statusCode).toBe(status);
      expect((await call(app, who as never, 'POST', `/api/folios/${folio.id}/versions/${id}/restore`)).statusCode).toBe(status);
    }
    expect((await call(app, null, 'GET', `/api/folios/${folio.id}/versions`)).statusCode).toBe(401);
    expect((await rename(owner.token, folio.id, 'Owner’s name', '<p>Changed</p>')).statusCode).toBe(200);
    expect((await call(app, writer, 'GET', `/api/folios/${folio.id}/versions`)).statusCode).toBe(200);
    expect((await call(app, writer, 'POST', `/api/folios/${folio.id}/versions/${id}/restore`)).statusCode).toBe(200);
    const after = await fetchForEditing(app, owner.token, folio.id);
    expect(after.nodes.r1).toMatchObject({ html: '<p>Hello</p>' });
    expect(after.root.name).toBe('Owner’s name');
  });

  it('keeps a version after a pause in co-editing, naming who changed the folio; versions count as storage', async () => {
    const { owner, folio } = await ownFolio();
    const before = await storageUsed(db, owner.user.id);
    const editor = await openEditor(origin, folio.id, owner.token);
    editors.push(editor);
    editor.write(updateNode(editor.shared.read(), 'r1', 'text-resource', { html: '<p>Typed live</p>' }));
    await until(async () => ((await call(app, owner, 'GET', `/api/folios/${folio.id}/versions`)).json() as Listed).versions.length > 0, 'an automatic version', 15_000);
    const list = (await call(app, owner, 'GET', `/api/folios/${folio.id}/versions`)).json() as Listed;
    expect(list.versions[0]).toMatchObject({ kind: 'auto', authors: [{ displayName: 'Owner' }], createdBy: null });
    expect(await storageUsed(db, owner.user.id)).toBe(before + list.versions[0]!.size);
  });
});
