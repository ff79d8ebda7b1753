/** Puck-style: replay a sequence of edits from a new folio and check the state they leave. */
import { describe, expect, it } from 'vitest';
import { createFolio, createNode } from '../defaults.ts';
import { deepFreeze, idSequence, widgetIdsOf } from '../testing.ts';
import type { FolioDocument } from '../types.ts';
import { addPage } from './addPage.ts';
import { copySubtree } from './copySubtree.ts';
import { deleteNode } from './deleteNode.ts';
import { insertNode, insertTarget } from './insertNode.ts';
import { moveNode } from './moveNode.ts';
import { pasteSubtree } from './pasteSubtree.ts';
import { renamePage } from './renamePage.ts';

type Edit = (doc: FolioDocument) => FolioDocument;
const replay = (start: FolioDocument, edits: Edit[]) => edits.reduce((doc, edit) => deepFreeze(edit(doc)), deepFreeze(start));

describe('a sequence of edits', () => {
  it('builds a form, copies it to a second page, deletes a field, and keeps the submit lists right', () => {
    const ids = idSequence('n');
    const insert = (parentId: string, kind: Parameters<typeof createNode>[0], id: string): Edit => (doc) =>
      insertNode(doc, { parentId, node: createNode(kind, { id }) });

    const doc = replay(createFolio('author', { newId: () => 'p1' }), [
      insert('p1', 'tile', 't1'),
      insert('t1', 'layout', 'l1'),
      insert('l1', 'column', 'c1'),
      insert('c1', 'block', 'b1'),
      insert('b1', 'text-widget', 'name'),
      (d) => insertNode(d, { ...insertTarget(d, 'b1', true), node: createNode('block', { id: 'b2' }) }),
      insert('b2', 'numeric-widget', 'age'),
      (d) => insertNode(d, { ...insertTarget(d, 'b2', true), node: createNode('block', { id: 'b3' }) }),
      insert('b3', 'button-widget', 'send'),
      (d) => addPage(d, { name: 'Copy' }, () => 'p2'),
      (d) => renamePage(d, 'p1', 'Form'),
      (d) => pasteSubtree(d, copySubtree(d, 't1'), { parentId: 'p2' }, ids),
      (d) => moveNode(d, 'b3', { parentId: 'c1', afterId: 'b1' }),
      (d) => deleteNode(d, 'b1'),
    ]);

    expect(doc.root.pages).toEqual(['p1', 'p2']);
    expect(doc.nodes.p1).toMatchObject({ name: 'Form', children: ['t1'] });
    expect(doc.nodes.c1).toMatchObject({ children: ['b3', 'b2'] });
    expect(doc.nodes.name).toBeUndefined();
    // The pasted tile: t1 l1 c1 b1 name b2 age b3 send → n1 … n9.
    expect(doc.nodes.p2).toMatchObject({ children: ['n1'] });
    expect(doc.nodes.n4).toMatchObject({ resource: 'n5' });
    // The original button lost the deleted field and gained the pasted ones; the copy lists the copies.
    expect(widgetIdsOf(doc, 'send')).toEqual(['age', 'n5', 'n7']);
    expect(widgetIdsOf(doc, 'n9')).toEqual(['n5', 'n7']);
  });
});
