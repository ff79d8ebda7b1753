import { FOLIO_TEXTS, type FolioDocument } from '@folio/model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { folios } from '../../db/schema.ts';
import { editLogOf } from '../../services/folios/folios.ts';
import { add, fetchForEditing, patchFolio, sampleDoc } from './testing.ts';

const { app, db } = await createTestApp();

async function ownFolio(doc?: (authorId: string) => FolioDocument, extra: Parameters<typeof buildFolio>[1] = {}) {
  const user = await buildUser(db);
  const folio = await buildFolio(db, { authorId: user.id, doc: (doc ?? sampleDoc)(user.id), ...extra });
  return { user, folio, token: await tokenFor(db, user.id) };
}

const storedRow = async (id: string) => (await db.select().from(folios).where(eq(folios.id, id)))[0]!;

describe('PATCH /api/folios/{id}', () => {
  it('saves node and root changes, answers the next version and keeps the log', async () => {
    const { folio, token, user } = await ownFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const res = await patchFolio(app, token, folio.id, {
      baseVersion: 1,
      log: [{ action: 'updateText', path: 'nodes.r1.html' }, { action: 'updateSettings', path: 'root.name' }],
      root: { name: 'Renamed' },
      nodes: { r1: { ...before.nodes.r1, html: '<p>Changed <strong>text</strong></p>' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 2, updatedAt: expect.any(String) });
    const after = await fetchForEditing(app, token, folio.id);
    expect(after.version).toBe(2);
    expect(after.root.name).toBe('Renamed');
    expect(after.root.version).toBe(2);
    expect(after.nodes.r1).toMatchObject({ html: '<p>Changed <strong>text</strong></p>' });
    const row = await storedRow(folio.id);
    expect(row).toMatchObject({ name: 'Renamed', version: 2 });
    const log = await editLogOf(db, folio.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ version: 2, userId: user.id, log: [{ action: 'updateText', path: 'nodes.r1.html' }, { action: 'updateSettings', path: 'root.name' }] });
  });

  it('inserts and deletes nodes through the node map', async () => {
    const { folio, token, user } = await ownFolio();
    let doc = sampleDoc(user.id);
    doc = add(doc, 'c2', 'block', 'b4');
    doc = add(doc, 'b4', 'text-widget', 'w1');
    const res = await patchFolio(app, token, folio.id, {
      baseVersion: 1,
      log: [{ action: 'insert' }, { action: 'delete' }],
      nodes: { c2: doc.nodes.c2, b4: doc.nodes.b4, w1: doc.nodes.w1, c1: { ...doc.nodes.c1, children: ['b1'] }, b2: null },
    });
    expect(res.statusCode).toBe(200);
    const after = await fetchForEditing(app, token, folio.id);
    expect(after.nodes.b2).toBeUndefined();
    expect(after.nodes.w1).toMatchObject({ kind: 'text-widget' });
    expect(after.nodes.c2).toMatchObject({ children: ['b3', 'b4'] });
  });

  it('backfills missing parts of a node sent without them', async () => {
    const { folio, token } = await ownFolio();
    const res = await patchFolio(app, token, folio.id, {
      baseVersion: 1,
      log: [{ action: 'insert' }],
      nodes: { b2: { id: 'b2', kind: 'block', resource: 'w9', interactions: [], design: { padding: '8px' } }, w9: { id: 'w9', kind: 'date-widget' } },
    });
    expect(res.statusCode).toBe(200);
    const after = await fetchForEditing(app, token, folio.id);
    expect(after.nodes.w9).toMatchObject({ meta: { format: 'MM/DD/YYYY' }, state: { isSet: false } });
  });

  describe('concurrent edits', () => {
    it('lets exactly one of two edits on the same base version win; the other gets 409 and succeeds after re-applying', async () => {
      const { folio, token, user } = await ownFolio();
      const secondToken = await tokenFor(db, user.id);
      const base = await fetchForEditing(app, token, folio.id);
      const editA = { ...base.nodes.r1, html: '<p>Edit from A</p>' };
      const editB = { ...base.nodes.b2, design: { padding: '30px' } };
      const [a, b] = await Promise.all([
        patchFolio(app, token, folio.id, { baseVersion: base.version, log: [{ action: 'updateText', path: 'nodes.r1.html' }], nodes: { r1: editA } }),
        patchFolio(app, secondToken, folio.id, { baseVersion: base.version, log: [{ action: 'updateDesign', path: 'nodes.b2.design' }], nodes: { b2: editB } }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
      const loserEdit = a.statusCode === 200 ? { b2: editB } : { r1: editA };
      const winnerEdit = a.statusCode === 200 ? { r1: editA } : { b2: editB };
      expect(loser.json()).toEqual({
        error: 'Conflict',
        message: 'This folio was changed elsewhere since you loaded it; reload it or overwrite it with your copy.',
        currentVersion: 2,
      });
      expect(winner.json().version).toBe(2);

      // The winner's edit is stored intact and the loser's is not half-applied.
      const mid = await fetchForEditing(app, token, folio.id);
      for (const [id, node] of Object.entries(winnerEdit)) expect(mid.nodes[id]).toEqual(node);
      for (const [id] of Object.entries(loserEdit)) expect(mid.nodes[id]).toEqual(base.nodes[id]);

      // The loser re-fetches, re-applies its edit on the new version and succeeds; both edits survive.
      const retry = await patchFolio(app, token, folio.id, { baseVersion: mid.version, log: [{ action: 'retry' }], nodes: loserEdit });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().version).toBe(3);
      const final = await fetchForEditing(app, token, folio.id);
      expect(final.nodes.r1).toEqual(editA);
      expect(final.nodes.b2).toEqual(editB);
      expect((await editLogOf(db, folio.id)).map((l) => l.version)).toEqual([2, 3]);
    });

    it('answers 409 for a stale base version and changes nothing', async () => {
      const { folio, token } = await ownFolio();
      await db.update(folios).set({ version: 5 }).where(eq(folios.id, folio.id));
      const res = await patchFolio(app, token, folio.id, { baseVersion: 4, log: [], root: { name: 'Lost?' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().currentVersion).toBe(5);
      expect((await storedRow(folio.id)).name).toBe('Sample');
    });

    it('overwrites with the full state when replaceNodes is sent on the current version', async () => {
      const { folio, token, user } = await ownFolio();
      let mine = sampleDoc(user.id);
      mine = add(mine, 'c1', 'block', 'b9');
      const res = await patchFolio(app, token, folio.id, {
        baseVersion: 1,
        log: [{ action: 'overwrite' }],
        root: { ...mine.root },
        nodes: mine.nodes,
        replaceNodes: true,
      });
      expect(res.statusCode).toBe(200);
      const after = await fetchForEditing(app, token, folio.id);
      expect(Object.keys(after.nodes).sort()).toEqual(Object.keys(mine.nodes).sort());
      expect(after.root.authorId).toBe(user.id);
    });
  });

  describe('refuses', () => {
    it('an edit without a token with 401 Unauthorized access', async () => {
      const { folio } = await ownFolio();
      const res = await patchFolio(app, null, folio.id, { baseVersion: 1, log: [], root: { name: 'x' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Unauthorized access' });
    });

    it('an edit with an unknown token with 401 asking to log in again', async () => {
      const { folio } = await ownFolio();
      const res = await patchFolio(app, 'nope', folio.id, { baseVersion: 1, log: [], root: { name: 'x' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Session expired; please login again');
    });

    it('someone else’s private folio with 404, leaving it unchanged', async () => {
      const { folio } = await ownFolio();
      const intruder = await buildUser(db);
      const res = await patchFolio(app, await tokenFor(db, intruder.id), folio.id, { baseVersion: 1, log: [], root: { name: 'Hijacked' } });
      expect(res.statusCode).toBe(404);
      expect((await storedRow(folio.id)).name).toBe('Sample');
    });

    it('someone else’s public folio with 403 Cannot modify this folio', async () => {
      const { folio } = await ownFolio(undefined, { isPublic: true });
      const other = await buildUser(db);
      const res = await patchFolio(app, await tokenFor(db, other.id), folio.id, { baseVersion: 1, log: [], root: { name: 'x' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Forbidden', message: FOLIO_TEXTS.cannotModify });
    });

    it('content edits when the licence denies editing, with the spec text, but allows settings', async () => {
      const { folio, token } = await ownFolio(undefined, { licenseDetails: { canEdit: false } });
      const before = await fetchForEditing(app, token, folio.id);
      const content = await patchFolio(app, token, folio.id, {
        baseVersion: 1,
        log: [],
        nodes: { r1: { ...before.nodes.r1, html: '<p>no</p>' } },
      });
      expect(content.statusCode).toBe(403);
      expect(content.json().message).toBe("Cannot modify this folio's content");
      const settings = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], root: { name: 'Allowed' } });
      expect(settings.statusCode).toBe(200);
    });

    it('any edit of a share-only licence with Cannot modify this folio', async () => {
      const { folio, token } = await ownFolio(undefined, { licenseDetails: { canEdit: true, copyShare: 'share' } });
      const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], root: { name: 'x' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Cannot modify this folio');
    });

    it('any edit of a purchased folio without licence rights with the settings text', async () => {
      const { folio, token } = await ownFolio(undefined, { hasBeenPurchased: true, licenseDetails: { canEdit: true } });
      const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], root: { name: 'x' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Cannot modify this folio's settings");
    });

    it('a deleted folio with 404', async () => {
      const { folio, token } = await ownFolio(undefined, { isDeleted: true });
      const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], root: { name: 'x' } });
      expect(res.statusCode).toBe(404);
    });

    it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000'])('the id %s with 404', async (id) => {
      const { token } = await ownFolio();
      const res = await patchFolio(app, token, id, { baseVersion: 1, log: [], root: { name: 'x' } });
      expect(res.statusCode).toBe(404);
    });

    it.each([
      ['a missing baseVersion', { log: [] }, 'baseVersion'],
      ['a missing log', { baseVersion: 1 }, 'log'],
      ['an unknown key', { baseVersion: 1, log: [], extra: 1 }, 'extra'],
      ['an unknown root field', { baseVersion: 1, log: [], root: { hacked: true } }, 'hacked'],
      ['a malformed url', { baseVersion: 1, log: [], root: { url: 'Not A URL' } }, 'url'],
      ['an unknown node kind', { baseVersion: 1, log: [], nodes: { x1: { id: 'x1', kind: 'rocket' } } }, 'kind'],
      ['a malformed node id', { baseVersion: 1, log: [], nodes: { 'bad id!': null } }, 'nodes'],
    ])('%s with 400 naming the field', async (_name, body, field) => {
      const { folio, token } = await ownFolio();
      const res = await patchFolio(app, token, folio.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    });

    it.each([
      ['a node whose id differs from its key', (d: FolioDocument) => ({ nodes: { b2: { ...d.nodes.b2, id: 'b7' } } }), 'must equal its key'],
      ['a wrongly typed field', (d: FolioDocument) => ({ nodes: { b2: { ...d.nodes.b2, design: 'big' } } }), 'nodes.b2.design'],
      ['a child that does not exist', (d: FolioDocument) => ({ nodes: { c1: { ...d.nodes.c1, children: ['b1', 'ghost'] } } }), 'ghost'],
      ['a block inside a page', (d: FolioDocument) => ({ nodes: { p1: { ...d.nodes.p1, children: ['t1', 'b2'] }, c1: { ...d.nodes.c1, children: ['b1'] } } }), 'A page cannot hold a block'],
      ['a node with two parents', (d: FolioDocument) => ({ nodes: { c2: { ...d.nodes.c2, children: ['b3', 'b2'] } } }), 'held by both'],
      ['a node left outside the tree', (d: FolioDocument) => ({ nodes: { c1: { ...d.nodes.c1, children: ['b1'] } } }), 'not part of any page'],
      ['a deleted node still referenced', () => ({ nodes: { r1: null } }), 'r1'],
      ['a page list naming a missing page', () => ({ root: { pages: ['p1', 'p404'] } }), 'p404'],
      ['a page list naming a tile', () => ({ root: { pages: ['p1', 't1'] } }), 'cannot hold a tile'],
      ['a javascript: link', (d: FolioDocument) => ({ nodes: { b2: { ...d.nodes.b2, resource: 'e1' }, e1: { id: 'e1', kind: 'embed-resource', name: '', link: 'javascript:alert(1)', size: 'medium', autoplay: false } } }), 'nodes.e1.link'],
    ])('%s with 400 naming the problem, leaving the folio unchanged', async (_name, change, text) => {
      const { folio, token, user } = await ownFolio();
      const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], ...change(sampleDoc(user.id)) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(text);
      expect((await storedRow(folio.id)).version).toBe(1);
    });

    it('a URL another folio uses with 409', async () => {
      const taken = `taken-${Date.now()}`;
      await buildFolio(db, { url: taken });
      const { folio, token } = await ownFolio();
      const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], root: { url: taken } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This URL is already used by another folio');
    });
  });

  it('accepts a large folio (1,000 blocks) sent whole', async () => {
    const { folio, token, user } = await ownFolio();
    let doc = sampleDoc(user.id);
    for (let i = 0; i < 1000; i++) {
      doc = add(doc, 'c2', 'block', `big${i}`);
      doc = add(doc, `big${i}`, 'text-resource', `bigr${i}`, { html: `<p>Block ${i} ${'lorem ipsum '.repeat(120)}</p>` });
    }
    const payload = { baseVersion: 1, log: [{ action: 'overwrite' }], root: doc.root, nodes: doc.nodes, replaceNodes: true };
    expect(JSON.stringify(payload).length).toBeGreaterThan(1024 * 1024);
    const res = await patchFolio(app, token, folio.id, payload);
    expect(res.statusCode).toBe(200);
    expect(Object.keys((await fetchForEditing(app, token, folio.id)).nodes)).toHaveLength(Object.keys(doc.nodes).length);
  });
});

describe('template-based folios', () => {
  const templateFolio = () => ownFolio(undefined, { isTemplateBased: true });

  it('accept a change inside the logged action’s base path', async () => {
    const { folio, token } = await templateFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const res = await patchFolio(app, token, folio.id, {
      baseVersion: 1,
      log: [{ action: 'updateText', path: 'nodes.r1.html' }, { action: 'updateSettings', path: 'root.name' }],
      root: { name: 'My take' },
      nodes: { r1: { ...before.nodes.r1, html: '<p>Mine</p>' } },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an action outside the table', [{ action: 'rewrite', path: 'nodes.r1' }], 'the action rewrite is not allowed'],
    ['a structural action that claims a field edit', [{ action: 'insert', path: 'nodes.r1' }], 'the change to nodes.r1.html is not inside'],
    ['a path outside the action’s base paths', [{ action: 'updateText', path: 'nodes.r1.design' }], 'updateText may change only nodes.*.html'],
    ['an action without a path', [{ action: 'updateText' }], 'not an unnamed path'],
  ])('refuse %s with 400', async (_name, log, text) => {
    const { folio, token } = await templateFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log, nodes: { r1: { ...before.nodes.r1, html: '<p>x</p>' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
  });

  it('refuse a change the log does not cover, even when the logged path is allowed', async () => {
    const { folio, token } = await templateFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const res = await patchFolio(app, token, folio.id, {
      baseVersion: 1,
      log: [{ action: 'updateText', path: 'nodes.r1.html' }],
      nodes: { r1: { ...before.nodes.r1, html: '<p>x</p>' }, c1: { ...before.nodes.c1, children: ['b2', 'b1'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('nodes.c1.children');
  });

  it('allow a structural change (spec §4 restricts the kinds a template holds, not its structure), as on an ordinary folio', async () => {
    const change = (d: { nodes: FolioDocument['nodes'] }) => ({
      baseVersion: 1,
      log: [{ action: 'move', path: 'nodes.c1.children' }],
      nodes: { c1: { ...d.nodes.c1, children: ['b2', 'b1'] } },
    });
    const template = await templateFolio();
    const ordinary = await ownFolio();
    const t = await patchFolio(app, template.token, template.folio.id, change(await fetchForEditing(app, template.token, template.folio.id)));
    const o = await patchFolio(app, ordinary.token, ordinary.folio.id, change(await fetchForEditing(app, ordinary.token, ordinary.folio.id)));
    expect(t.statusCode, t.body).toBe(200);
    expect(o.statusCode).toBe(200);
  });
});
