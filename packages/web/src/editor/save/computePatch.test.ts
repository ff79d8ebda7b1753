/** What the editor writes into the shared document: the changes from one document to the next, by node identity. */
import { describe, expect, it } from 'vitest';
import { createFolio, createNode, insertNode, type FolioDocument } from '@folio/model';
import { computeChanges } from './computePatch.ts';

function baseDoc(): FolioDocument {
  let doc = createFolio('author', { newId: () => 'p1' });
  doc = insertNode(doc, { parentId: 'p1', node: createNode('tile', { id: 't1' }) });
  doc = insertNode(doc, { parentId: 'p1', node: createNode('tile', { id: 't2' }) });
  return doc;
}

describe('patch computation', () => {
  it('sends only the changed nodes and root fields, and deletions as null', () => {
    const before = baseDoc();
    let after = insertNode(before, { parentId: 't1', node: createNode('layout', { id: 'l1' }) });
    after = { ...after, root: { ...after.root, name: 'New name', version: 9 } };
    const { t2: _t2, ...nodes } = after.nodes;
    after = { ...after, nodes, root: { ...after.root, pages: after.root.pages } };
    const p1 = after.nodes.p1!;
    after.nodes.p1 = p1.kind === 'page' ? { ...p1, children: ['t1'] } : p1;

    const changes = computeChanges(before, after);
    expect(changes.root).toEqual({ name: 'New name' });
    expect(Object.keys(changes.nodes!).sort()).toEqual(['l1', 'p1', 't1', 't2']);
    expect(changes.nodes!.t2).toBeNull();
    expect(changes.nodes!.l1).toMatchObject({ kind: 'layout' });
  });

  it('sends a removed language or direction as null, so the server removes it too', () => {
    const before = baseDoc();
    const withLanguage = { ...before, root: { ...before.root, language: 'ar', direction: 'rtl' as const } };
    expect(computeChanges(before, withLanguage).root).toEqual({ language: 'ar', direction: 'rtl' });
    const { language: _l, direction: _d, ...root } = withLanguage.root;
    expect(computeChanges(withLanguage, { ...withLanguage, root }).root).toEqual({ language: null, direction: null });
  });

  it('does not send a node that is a new object with the same content', () => {
    const before = baseDoc();
    const after = structuredClone(before);
    expect(computeChanges(before, after)).toEqual({});
  });
});
