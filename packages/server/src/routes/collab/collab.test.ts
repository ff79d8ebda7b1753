import { moveNode, updateNode, type FolioDocument } from '@folio/model';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { folioCollab, folios } from '../../db/schema.ts';
import { editLogOf } from '../../services/folios/folios.ts';
import { add, fetchForEditing, patchFolio, sampleDoc } from '../folios/testing.ts';
import { NONE, person, share } from '../shares/testing.ts';
import { listen } from '../uploads/testing.ts';
import { openEditor, until, type Editor } from './testing.ts';

const { app, db } = await createTestApp({ COLLAB_RECHECK_SECONDS: '1' });
const origin = await listen(app);
const editors: Editor[] = [];
afterAll(() => editors.forEach((e) => e.close()));

async function editor(folioId: string, token: string | null) {
  const e = await openEditor(origin, folioId, token);
  editors.push(e);
  return e;
}

async function ownFolio() {
  const owner = await person(db, 'Owner');
  let doc = sampleDoc(owner.user.id);
  doc = add(doc, 'c1', 'block', 'b4');
  const folio = await buildFolio(db, { authorId: owner.user.id, doc });
  return { owner, folio };
}

const storedRow = async (id: string) => (await db.select().from(folios).where(eq(folios.id, id)))[0]!;

describe('co-editing at /api/collab', () => {
  it('opens the folio as stored, and keeps its JSON in step with what editors change', async () => {
    const { owner, folio } = await ownFolio();
    const a = await editor(folio.id, owner.token);
    expect(a.synced).toBe(true);
    const opened = a.shared.read();
    expect(opened.nodes.c1).toMatchObject({ children: ['b1', 'b2', 'b4'] });
    expect(opened.nodes.r1).toMatchObject({ html: '<p>Hello</p>' });

    a.write(moveNode(opened, 'b4', { parentId: 'c2' }));
    await until(() => a.stored.length > 0, 'the change stored');
    const after = await fetchForEditing(app, owner.token, folio.id);
    expect(after.nodes.c2).toMatchObject({ children: ['b3', 'b4'] });
    expect(after.version).toBe(a.stored.at(-1));
    expect(after.version).toBeGreaterThan(1);
    expect((await editLogOf(db, folio.id)).at(-1)).toMatchObject({ userId: owner.user.id, log: [{ action: 'coEdit' }] });
    const [kept] = await db.select().from(folioCollab).where(eq(folioCollab.folioId, folio.id));
    expect(kept?.version).toBe(after.version);
  });

  it('lets two editors move blocks and type in one text at once, and both end with the same folio', async () => {
    const { owner, folio } = await ownFolio();
    const friend = await person(db, 'Friend');
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: friend.user.id, ...NONE, canEditContent: true });
    const a = await editor(folio.id, owner.token);
    const b = await editor(folio.id, friend.token);
    a.write(moveNode(a.shared.read(), 'b4', { parentId: 'c2' }));
    b.write(moveNode(b.shared.read(), 'b4', { parentId: 'c1', afterId: 'b1' }));
    a.write(updateNode(a.shared.read(), 'r1', 'text-resource', { html: '<p>Hello there</p>' }));
    b.write(updateNode(b.shared.read(), 'r1', 'text-resource', { html: '<p>Oh, Hello</p>' }));
    await until(() => JSON.stringify(a.shared.read()) === JSON.stringify(b.shared.read()) && a.shared.read().nodes.r1?.kind === 'text-resource' && (a.shared.read().nodes.r1 as { html: string }).html === '<p>Oh, Hello there</p>', 'both editors converge');
    const final = a.shared.read();
    const holders = Object.values(final.nodes).filter((n) => 'children' in n && n.children.includes('b4'));
    expect(holders).toHaveLength(1);
    await until(async () => (await storedRow(folio.id)).nodes.r1?.kind === 'text-resource' && ((await storedRow(folio.id)).nodes.r1 as { html: string }).html === '<p>Oh, Hello there</p>', 'stored');
  });

  it('refuses a settings-level sharee who names submission receivers (only the owner may)', async () => {
    const { owner, folio } = await ownFolio();
    const setter = await person(db, 'Setter');
    const other = await person(db, 'Would-be receiver');
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: setter.user.id, ...NONE, canEditSettings: true });
    const s = await editor(folio.id, setter.token);
    s.write({ ...s.shared.read(), root: { ...s.shared.read().root, submissionReceiversAccounts: [other.user.id] } });
    await until(() => s.closes.some((r) => r.startsWith('Only the folio')), 'the receivers change refused');
    expect((await storedRow(folio.id)).root.submissionReceiversAccounts).toEqual([]);
    // A plain setting from the same sharee is kept.
    const again = await editor(folio.id, setter.token);
    again.write({ ...again.shared.read(), root: { ...again.shared.read().root, summary: 'Set by the sharee' } });
    await until(async () => (await storedRow(folio.id)).root.summary === 'Set by the sharee', 'the setting stored');
  });

  it('keeps what is typed letter by letter, a space at the end of a text included', async () => {
    const { owner, folio } = await ownFolio();
    const a = await editor(folio.id, owner.token);
    const text = a.shared.nodes.get('r1')!.get('text') as Y.XmlFragment;
    const words = (text.get(0) as Y.XmlElement).get(0) as Y.XmlText;
    for (const letter of ' there ') a.shared.doc.transact(() => words.insert(words.length, letter));
    await until(async () => ((await storedRow(folio.id)).nodes.r1 as { html: string }).html === '<p>Hello there </p>', 'every letter stored');
    expect(a.closes).toEqual([]);
  });

  it('gives a view-only sharee the changes but keeps none of theirs', async () => {
    const { owner, folio } = await ownFolio();
    const viewer = await person(db, 'Viewer');
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: viewer.user.id, ...NONE });
    const a = await editor(folio.id, owner.token);
    const v = await editor(folio.id, viewer.token);
    expect(v.synced).toBe(true);
    v.write(updateNode(v.shared.read(), 'r1', 'text-resource', { html: '<p>Vandalised</p>' }));
    a.write({ ...a.shared.read(), root: { ...a.shared.read().root, summary: 'From the owner' } });
    await until(() => v.shared.read().root.summary === 'From the owner', 'the viewer sees the owner’s change');
    await until(() => a.stored.length > 0, 'stored');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((a.shared.read().nodes.r1 as { html: string }).html).toBe('<p>Hello</p>');
    expect(((await storedRow(folio.id)).nodes.r1 as { html: string }).html).toBe('<p>Hello</p>');
  });

  it('refuses a content-level sharee’s change to settings, on the server, and closes their connection', async () => {
    const { owner, folio } = await ownFolio();
    const writer = await person(db, 'Writer');
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: writer.user.id, ...NONE, canEditContent: true });
    const a = await editor(folio.id, owner.token);
    const w = await editor(folio.id, writer.token);
    w.write({ ...w.shared.read(), root: { ...w.shared.read().root, isPublic: true, name: 'Taken over' } });
    await until(() => w.closes.includes("Cannot modify this folio's settings"), 'the writer’s connection closed as forbidden');
    // Their content changes are kept.
    const w2 = await editor(folio.id, writer.token);
    expect(w2.shared.read().root.name).toBe('Sample');
    w2.write(updateNode(w2.shared.read(), 'r1', 'text-resource', { html: '<p>Edited by the writer</p>' }));
    await until(() => (a.shared.read().nodes.r1 as { html: string }).html === '<p>Edited by the writer</p>', 'the owner sees the content change');
    expect(a.shared.read().root.name).toBe('Sample');
    expect((await storedRow(folio.id)).name).toBe('Sample');
  });

  it('ends a sharee’s connection soon after the share is revoked, and keeps nothing they send after', async () => {
    const { owner, folio } = await ownFolio();
    const writer = await person(db, 'Revoked');
    const given = await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: writer.user.id, ...NONE, canEditContent: true });
    const a = await editor(folio.id, owner.token);
    const w = await editor(folio.id, writer.token);
    w.write(updateNode(w.shared.read(), 'r1', 'text-resource', { html: '<p>While shared</p>' }));
    await until(() => (a.shared.read().nodes.r1 as { html: string }).html === '<p>While shared</p>', 'the sharee’s change arrives');
    const revoked = await app.inject({ method: 'DELETE', url: `/api/shares/byId/${given.shares[0]!.id}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(revoked.statusCode).toBeLessThan(300);
    await until(() => w.closes.some((r) => r.includes('access to this folio has ended')), 'the connection ended', 15_000);
    w.write(updateNode(w.shared.read(), 'r1', 'text-resource', { html: '<p>After revoking</p>' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((a.shared.read().nodes.r1 as { html: string }).html).toBe('<p>While shared</p>');
    const again = await editor(folio.id, writer.token);
    expect(again.synced).toBe(false);
  });

  it('stores nothing a hostile client sends: script in a text, a broken widget, a text over the limits', async () => {
    const { owner, folio } = await ownFolio();
    const a = await editor(folio.id, owner.token);
    // Raw Yjs: a script element inside the text. The schema has no such node: it never becomes HTML.
    a.shared.doc.transact(() => {
      const text = a.shared.nodes.get('r1')!.get('text') as Y.XmlFragment;
      const script = new Y.XmlElement('script');
      script.insert(0, [new Y.XmlText('alert(1)')]);
      text.insert(0, [script]);
    });
    await until(() => a.stored.length > 0, 'stored');
    expect(JSON.stringify((await storedRow(folio.id)).nodes)).not.toContain('alert');

    const b = await editor(folio.id, owner.token);
    b.shared.doc.transact(() => b.shared.nodes.get('b2')!.set('design', { padding: 5, evil: '<script>' }));
    await until(() => b.closes.some((r) => r.includes('nodes.b2.design.padding')), 'a broken node refused');

    const c = await editor(folio.id, owner.token);
    c.write(updateNode(c.shared.read(), 'r1', 'text-resource', { html: `<p>${'x'.repeat(300_000)}</p>` }));
    await until(() => c.closes.some((r) => r.startsWith('nodes.r1.html')), 'a text over the limits refused');
    // A style the sanitizer would not keep, on letters of the text: the schema never writes it, so it is not stored.
    const e = await editor(folio.id, owner.token);
    e.shared.doc.transact(() => {
      const words = ((e.shared.nodes.get('r1')!.get('text') as Y.XmlFragment).get(0) as Y.XmlElement).get(0) as Y.XmlText;
      words.format(0, 2, { textStyle: { color: 'red; background-image: url(https://evil.test/x)' } });
    });
    await until(async () => JSON.stringify((await storedRow(folio.id)).nodes.r1).includes('<span>He</span>'), 'the letters stored without the style');

    const d = await editor(folio.id, owner.token);
    d.shared.doc.transact(() => d.shared.doc.getMap('junk').set('x', 'y'.repeat(10_000)));
    await until(() => d.closes.some((r) => r.includes('junk')), 'a map of its own refused');
    const row = await storedRow(folio.id);
    expect(JSON.stringify(row.nodes.b2)).not.toContain('evil');
    expect(JSON.stringify(row.nodes.r1)).not.toContain('evil');
    expect(JSON.stringify(row.nodes.r1).length).toBeLessThan(1000);
  });

  it('applies a template’s rules: its words change, a kind templates do not support is refused', async () => {
    const owner = await person(db, 'Template user');
    const folio = await buildFolio(db, { authorId: owner.user.id, doc: sampleDoc(owner.user.id), isTemplateBased: true });
    const a = await editor(folio.id, owner.token);
    a.write(updateNode(a.shared.read(), 'r1', 'text-resource', { html: '<p>My own words</p>' }));
    await until(async () => ((await storedRow(folio.id)).nodes.r1 as { html: string }).html === '<p>My own words</p>', 'the text stored');
    a.write(add(a.shared.read(), 'b2', 'numeric-widget', 'n1'));
    await until(() => a.closes.includes('Current resource is not supported in templates'), 'the unsupported kind refused');
    expect((await storedRow(folio.id)).nodes.n1).toBeUndefined();
  });

  it('shows a REST PATCH to the editors who have the folio open', async () => {
    const { owner, folio } = await ownFolio();
    const a = await editor(folio.id, owner.token);
    const current = await fetchForEditing(app, owner.token, folio.id);
    const res = await patchFolio(app, owner.token, folio.id, {
      baseVersion: current.version,
      log: [{ action: 'updateText' }],
      root: { name: 'Renamed by the API' },
      nodes: { r1: { ...current.nodes.r1, html: '<p>From the API</p>' } },
    });
    expect(res.statusCode).toBe(200);
    await until(() => a.shared.read().root.name === 'Renamed by the API', 'the editor sees the rename');
    expect((a.shared.read().nodes.r1 as { html: string }).html).toBe('<p>From the API</p>');
  });

  it('brings a change made through the API while nobody had the folio open into the shared document', async () => {
    const { owner, folio } = await ownFolio();
    const a = await editor(folio.id, owner.token);
    a.close();
    await until(async () => (await db.select().from(folioCollab).where(eq(folioCollab.folioId, folio.id))).length > 0, 'the state stored');
    const current = await fetchForEditing(app, owner.token, folio.id);
    const res = await patchFolio(app, owner.token, folio.id, { baseVersion: current.version, log: [], root: { summary: 'Offline API edit' } });
    expect(res.statusCode).toBe(200);
    const b = await editor(folio.id, owner.token);
    expect(b.shared.read().root.summary).toBe('Offline API edit');
  });

  it('refuses a caller without a session, and one who may not read the folio', async () => {
    const { folio } = await ownFolio();
    const stranger = await buildUser(db);
    const none = await editor(folio.id, null);
    expect(none.synced).toBe(false);
    const other = await editor(folio.id, await tokenFor(db, stranger.id));
    expect(other.synced).toBe(false);
    expect(other.shared.read().nodes).toEqual({});
  });
});

export type { FolioDocument };
