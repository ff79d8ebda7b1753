/**
 * Template-based folios end to end: the PATCH bodies here are built the way the editor builds them — the
 * model's edits (what the editor store's actions wrap), the log from the model's editLogEntries /
 * rootLogEntries / describeChanges (what the store logs), and a body of the changed root fields and changed
 * nodes (what the autosave's computeChanges sends). packages/web/src/editor/store/template.test.ts checks the
 * store and autosave send exactly this shape.
 */
import {
  createNode,
  deleteNode,
  describeChanges,
  editLogEntries,
  insertNode,
  moveNode,
  renamePage,
  rootLogEntries,
  updateNode,
  type FolioDocument,
  type FolioNode,
  type NodeOfKind,
} from '@folio/model';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { add, fetchForEditing, patchFolio, sampleDoc } from './testing.ts';

const { app, db } = await createTestApp();

/** sampleDoc plus a text widget w1 in block b3 and an accordion interaction i1 on block b2. */
const templateDoc = (authorId: string) => add(add(sampleDoc(authorId), 'b3', 'text-widget', 'w1'), 'b2', 'accordion-interaction', 'i1');

async function folioOf(isTemplateBased: boolean) {
  const user = await buildUser(db);
  const folio = await buildFolio(db, { authorId: user.id, doc: templateDoc(user.id), isTemplateBased });
  const token = await tokenFor(db, user.id);
  const loaded = await fetchForEditing(app, token, folio.id);
  const doc: FolioDocument = { schemaVersion: 1, root: loaded.root, nodes: loaded.nodes };
  return { folio, token, doc };
}

/** The body the autosave sends: changed root fields, changed nodes whole, deleted nodes as null. */
function editorBody(saved: FolioDocument, current: FolioDocument) {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(current.root)) {
    if (key !== 'version' && JSON.stringify(value) !== JSON.stringify(saved.root[key as keyof typeof saved.root])) root[key] = value;
  }
  const nodes: Record<string, FolioNode | null> = {};
  for (const [id, node] of Object.entries(current.nodes)) if (JSON.stringify(saved.nodes[id]) !== JSON.stringify(node)) nodes[id] = node;
  for (const id of Object.keys(saved.nodes)) if (!current.nodes[id]) nodes[id] = null;
  return { ...(Object.keys(root).length ? { root } : {}), ...(Object.keys(nodes).length ? { nodes } : {}) };
}

type Edit = (doc: FolioDocument) => { doc: FolioDocument; log: { action: string; path?: string }[] };

const allowed: [string, Edit][] = [
  ['text-resource HTML', (d) => ({ doc: updateNode(d, 'r1', 'text-resource', { html: '<p>Mine</p>' }), log: editLogEntries('text-resource', 'r1', ['html']) })],
  [
    'a widget’s label and name in one change',
    (d) => ({
      doc: updateNode(d, 'w1', 'text-widget', { name: 'Your name', label: { position: 'left', text: 'Name' } }),
      log: editLogEntries('text-widget', 'w1', ['name', 'label']),
    }),
  ],
  ['a block’s design', (d) => ({ doc: updateNode(d, 'b1', 'block', { design: { padding: '8px' } }), log: editLogEntries('block', 'b1', ['design']) })],
  [
    'an accordion interaction’s settings',
    (d) => {
      const i1 = d.nodes.i1 as NodeOfKind<'accordion-interaction'>;
      return {
        doc: updateNode(d, 'i1', 'accordion-interaction', { settings: { ...i1.settings, name: 'Open me' } }),
        log: editLogEntries('accordion-interaction', 'i1', ['settings']),
      };
    },
  ],
  ['a page’s name', (d) => ({ doc: renamePage(d, 'p1', 'Welcome'), log: [{ action: 'renamePage', path: 'nodes.p1.name' }] })],
  ['the folio name', (d) => ({ doc: { ...d, root: { ...d.root, name: 'My copy' } }, log: rootLogEntries(['name']) })],
  [
    'an undo of a text edit (marker plus the described change)',
    (d) => {
      const typed = updateNode(d, 'r1', 'text-resource', { html: '<p>Typed</p>' });
      const back = updateNode(typed, 'r1', 'text-resource', { html: '<p>Back</p>' });
      return { doc: back, log: [...editLogEntries('text-resource', 'r1', ['html']), { action: 'undo' }, ...describeChanges(typed, back)] };
    },
  ],
];

const structural: [string, Edit][] = [
  [
    'insert',
    (d) => {
      const block = createNode('block', { id: 'b9' });
      return { doc: insertNode(d, { parentId: 'c2', node: block }), log: [{ action: 'insert', path: 'nodes.b9' }] };
    },
  ],
  ['move', (d) => ({ doc: moveNode(d, 'b2', { parentId: 'c2' }), log: [{ action: 'move', path: 'nodes.b2' }] })],
  ['delete', (d) => ({ doc: deleteNode(d, 'b2'), log: [{ action: 'delete', path: 'nodes.b2' }] })],
  [
    'insert of a text widget in a new block',
    (d) => {
      const withBlock = insertNode(d, { parentId: 'c2', node: createNode('block', { id: 'b8' }) });
      return { doc: insertNode(withBlock, { parentId: 'b8', node: createNode('text-widget', { id: 'w8' }) }), log: [{ action: 'insert', path: 'nodes.b8' }, { action: 'insert', path: 'nodes.w8' }] };
    },
  ],
];

/** Inserting a node of `kind` (a widget or resource into block b2, which holds none; an interaction onto b1). */
const insertKind = (kind: 'numeric-widget' | 'upload-widget' | 'embed-resource' | 'slider-interaction'): Edit => (d) => ({
  doc: insertNode(d, { parentId: kind === 'slider-interaction' ? 'b1' : 'b2', node: createNode(kind, { id: 'x1' }) }),
  log: [{ action: 'insert', path: 'nodes.x1' }],
});

describe('GET /api/folios/{id} says whether the folio is template-based', () => {
  it('true for a folio created from a template, false for an ordinary one and a new one', async () => {
    const template = await folioOf(true);
    const ordinary = await folioOf(false);
    const get = (id: string, token: string) => app.inject({ method: 'GET', url: `/api/folios/${id}?forEditing=true`, headers: bearer(token) });
    expect((await get(template.folio.id, template.token)).json()).toMatchObject({ isTemplateBased: true });
    expect((await get(ordinary.folio.id, ordinary.token)).json()).toMatchObject({ isTemplateBased: false });
    const created = await app.inject({ method: 'POST', url: '/api/folios', headers: bearer(ordinary.token), payload: {} });
    expect(created.json()).toMatchObject({ isTemplateBased: false });
  });
});

describe('PATCH of a template-based folio, shaped like the editor’s', () => {
  it.each(allowed)('accepts %s', async (_name, edit) => {
    const { folio, token, doc } = await folioOf(true);
    const { doc: after, log } = edit(doc);
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log, ...editorBody(doc, after) });
    expect(res.json()).toEqual({ version: 2, updatedAt: expect.any(String) });
  });

  it.each(structural)('accepts the structural edit %s (spec §4: templates restrict kinds, not structure)', async (_name, edit) => {
    const template = await folioOf(true);
    const t = edit(template.doc);
    const res = await patchFolio(app, template.token, template.folio.id, { baseVersion: 1, log: t.log, ...editorBody(template.doc, t.doc) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['numeric-widget', 'Current resource is not supported in templates'],
    ['upload-widget', 'Current resource is not supported in templates'],
    ['embed-resource', 'Current resource is not supported in templates'],
    ['slider-interaction', 'Current interaction is not supported in templates'],
  ] as const)('refuses inserting a %s with 400 and the spec text, but an ordinary folio accepts it', async (kind, text) => {
    const template = await folioOf(true);
    const t = insertKind(kind)(template.doc);
    const res = await patchFolio(app, template.token, template.folio.id, { baseVersion: 1, log: t.log, ...editorBody(template.doc, t.doc) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: text });

    const ordinary = await folioOf(false);
    const o = insertKind(kind)(ordinary.doc);
    const ok = await patchFolio(app, ordinary.token, ordinary.folio.id, { baseVersion: 1, log: o.log, ...editorBody(ordinary.doc, o.doc) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a field edit logged under an action for another node kind', async () => {
    const { folio, token, doc } = await folioOf(true);
    const after = updateNode(doc, 'r1', 'text-resource', { html: '<p>x</p>' });
    const res = await patchFolio(app, token, folio.id, {
      baseVersion: 1,
      log: [{ action: 'updateWidget', path: 'nodes.r1.html' }],
      ...editorBody(doc, after),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('updateWidget may change only');
  });

  it('refuses a root field outside the template settings', async () => {
    const { folio, token, doc } = await folioOf(true);
    const after = { ...doc, root: { ...doc.root, pageDisplay: 'tabs' } };
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: rootLogEntries(['pageDisplay']), ...editorBody(doc, after) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('updateSettings may change only root.name');
  });

  it('refuses an undo marker that does not name what it changed', async () => {
    const { folio, token, doc } = await folioOf(true);
    const after = updateNode(doc, 'r1', 'text-resource', { html: '<p>x</p>' });
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [{ action: 'undo' }], ...editorBody(doc, after) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('the change to nodes.r1.html is not inside the path of any logged action');
  });

  it('keeps its template flag on a copy', async () => {
    const { folio, token } = await folioOf(true);
    const copy = await app.inject({ method: 'POST', url: `/api/folios/${folio.id}/copy`, headers: bearer(token) });
    expect(copy.json()).toMatchObject({ isTemplateBased: true });
  });
});
