// @vitest-environment happy-dom
import { deleteNode, moveNode, updateNode, type BlockNode, type FolioDocument } from '@folio/model';
import { add, basicFolio, randomDocument } from '@folio/model/testing';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PLACE_KEY } from './layout.ts';
import { parsedJson } from './richText/fragment.ts';
import { SharedFolio } from './sharedFolio.ts';

const parse = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};
const parseText = (html: string) => parsedJson(html, parse);

/** A folio with texts in the editor's own markup, so that they read back as written. */
function folioWithText(): FolioDocument {
  let doc = basicFolio();
  doc = add(doc, 'b1', 'text-resource', 'x1', { html: '<p>Hello <strong>world</strong></p>' });
  doc = add(doc, 'b2', 'text-resource', 'x2', { html: '<h2>Second</h2>' });
  return doc;
}

function replica(from?: SharedFolio): SharedFolio {
  const shared = new SharedFolio(new Y.Doc());
  if (from) Y.applyUpdate(shared.doc, Y.encodeStateAsUpdate(from.doc));
  return shared;
}

function sync(...folios: SharedFolio[]): void {
  for (const a of folios) for (const b of folios) if (a !== b) Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)));
}

describe('a folio in its shared document', () => {
  it('reads back exactly what was written, on this replica and on another', () => {
    const doc = folioWithText();
    const a = replica();
    a.write(doc, parseText);
    expect(a.read(doc.root.version)).toEqual(doc);
    expect(replica(a).read(doc.root.version)).toEqual(doc);
  });

  it('keeps every field of every kind, lists and interactions included', () => {
    const doc = randomDocument(7, 'author-1');
    // Random texts are not the editor's markup: give them some, so the comparison is exact.
    const nodes = Object.fromEntries(
      Object.entries(doc.nodes).map(([id, node]) => [id, node.kind === 'text-resource' ? { ...node, html: '<p>t</p>' } : node]),
    );
    const written = { ...doc, nodes } as FolioDocument;
    const a = replica();
    a.write(written, parseText);
    expect(replica(a).read(written.root.version)).toEqual(written);
  });

  it('keeps the objects of nodes a change did not touch', () => {
    const a = replica();
    a.write(folioWithText(), parseText);
    const before = a.read();
    expect(a.read()).toBe(before);
    a.write(updateNode(before, 'b3', 'block', { design: { ...(before.nodes.b3 as BlockNode).design, padding: '9px' } }), parseText);
    const after = a.read();
    expect(after.nodes.b3).not.toBe(before.nodes.b3);
    expect(after.nodes.b1).toBe(before.nodes.b1);
    expect(after.nodes.x1).toBe(before.nodes.x1);
    expect(after.root).toBe(before.root);
  });

  it('moves a node by writing its place only', () => {
    const a = replica();
    a.write(folioWithText(), parseText);
    const b = replica(a);
    const changed: string[] = [];
    b.nodes.observeDeep((events) => events.forEach((e) => changed.push(`${e.path.join('/')}:${[...(e as Y.YMapEvent<unknown>).keysChanged].join(',')}`)));
    a.write(moveNode(a.read(), 'b2', { parentId: 'c2' }), parseText);
    sync(a, b);
    expect(changed).toEqual([`b2:${PLACE_KEY}`]);
    expect(b.read().nodes.c2).toMatchObject({ children: ['b3', 'b2'] });
  });

  it('never duplicates or loses a block that two people move at once', () => {
    const a = replica();
    a.write(folioWithText(), parseText);
    const b = replica(a);
    a.write(moveNode(a.read(), 'b1', { parentId: 'c2' }), parseText);
    b.write(moveNode(b.read(), 'b1', { parentId: 'c1', afterId: 'b2' }), parseText);
    sync(a, b);
    const [da, db] = [a.read(), b.read()];
    expect(da).toEqual(db);
    const holders = Object.values(da.nodes).filter((n) => 'children' in n && n.children.includes('b1'));
    expect(holders).toHaveLength(1);
  });

  it('reads lists step by step as a fresh read of the whole document does, through moves, deletes and inserts on two replicas', () => {
    const a = replica();
    a.write(folioWithText(), parseText);
    const b = replica(a);
    a.read();
    b.read();
    const steps: Array<(s: SharedFolio) => void> = [
      (s) => s.write(moveNode(s.read(), 'b1', { parentId: 'c2' }), parseText),
      (s) => s.write(moveNode(s.read(), 'b2', { parentId: 'c2', afterId: 'b1' }), parseText),
      (s) => s.write(add(s.read(), 'c1', 'block', 'n1'), parseText),
      (s) => s.write(deleteNode(s.read(), 'b1'), parseText),
      (s) => s.write(add(s.read(), 'c2', 'block', 'n2'), parseText),
      (s) => s.write(moveNode(s.read(), 'n1', { parentId: 'c2' }), parseText),
    ];
    steps.forEach((step, i) => {
      step(i % 2 === 0 ? a : b);
      sync(a, b);
      for (const s of [a, b]) expect(s.read(), `step ${i}`).toEqual(replica(s).read());
    });
  });

  it('keeps both moves when two people reorder different blocks of one column', () => {
    let doc = folioWithText();
    doc = add(doc, 'c1', 'block', 'b4');
    const a = replica();
    a.write(doc, parseText);
    const b = replica(a);
    // c1 holds b1, b2, b4: one puts b4 after b1, the other b1 at the end.
    a.write(moveNode(a.read(), 'b4', { parentId: 'c1', afterId: 'b1' }), parseText);
    b.write(moveNode(b.read(), 'b1', { parentId: 'c1' }), parseText);
    sync(a, b);
    expect(a.read()).toEqual(b.read());
    expect(a.read().nodes.c1).toMatchObject({ children: ['b4', 'b2', 'b1'] });
  });

  it('drops what was moved into a block another person deleted, the same way on both sides', () => {
    let doc = folioWithText();
    doc = add(doc, 'c2', 'block', 'b9');
    const a = replica();
    a.write(doc, parseText);
    const b = replica(a);
    a.write(deleteNode(a.read(), 'c2'), parseText);
    b.write(moveNode(b.read(), 'b1', { parentId: 'c2' }), parseText);
    sync(a, b);
    const result = a.read();
    expect(result).toEqual(b.read());
    expect(result.nodes.b1).toBeUndefined();
    expect(result.nodes.c1).toMatchObject({ children: ['b2'] });
  });

  it('merges two people typing in one text', () => {
    const a = replica();
    a.write(folioWithText(), parseText);
    const b = replica(a);
    a.write(updateNode(a.read(), 'x1', 'text-resource', { html: '<p>Hello <strong>world</strong>!</p>' }), parseText);
    b.write(updateNode(b.read(), 'x1', 'text-resource', { html: '<p>Oh, Hello <strong>world</strong></p>' }), parseText);
    sync(a, b);
    expect(a.read().nodes.x1).toMatchObject({ html: '<p>Oh, Hello <strong>world</strong>!</p>' });
    expect(b.read()).toEqual(a.read());
  });

  it('writes root fields one by one, so two settings changed at once both hold', () => {
    const a = replica();
    a.write(folioWithText(), parseText);
    const b = replica(a);
    a.write({ ...a.read(), root: { ...a.read().root, name: 'New name' } }, parseText);
    b.write({ ...b.read(), root: { ...b.read().root, summary: 'New summary' } }, parseText);
    sync(a, b);
    expect(a.read().root).toMatchObject({ name: 'New name', summary: 'New summary' });
  });
});
