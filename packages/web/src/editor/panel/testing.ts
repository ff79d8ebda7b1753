/** Documents for the panel, palette and drag-and-drop tests (imported by *.test.ts(x) only). */
import { createFolio, type FolioDocument } from '@folio/model';
import { add } from '@folio/model/testing';

export { add };

/** page p1 > tile t1 > layout l1 > columns c1 (blocks b1 [text resource r1], b2) and c2 (block b3); tile t2 > layout l2 > column c3 (empty). */
export function sampleFolio(): FolioDocument {
  let doc = createFolio('author-1', { newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = add(doc, 'l1', 'column', 'c2');
  doc = add(doc, 'c1', 'block', 'b1');
  doc = add(doc, 'b1', 'text-resource', 'r1', { html: '<p>Hello</p>' });
  doc = add(doc, 'c1', 'block', 'b2');
  doc = add(doc, 'c2', 'block', 'b3');
  doc = add(doc, 'p1', 'tile', 't2');
  doc = add(doc, 't2', 'layout', 'l2');
  doc = add(doc, 'l2', 'column', 'c3');
  return doc;
}

export function idSequence(prefix = 'n'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

export function childrenOf(doc: FolioDocument, id: string): string[] {
  const node = doc.nodes[id];
  return node && 'children' in node ? node.children : [];
}
