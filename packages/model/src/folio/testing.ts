/** Test helpers for folio documents, shared by the model, web and server tests as `@folio/model/testing` (never imported by product code). */
import { createFolio, createNode, type IdFactory } from './defaults.ts';
import { insertNode } from './edits/insertNode.ts';
import { getNode, isSubmitButton } from './tree.ts';
import type { FolioDocument, NodeKind, NodeOfKind } from './types.ts';

/** Deterministic ids: prefix1, prefix2, ... */
export function idSequence(prefix = 'new'): IdFactory {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/** Freezes a value deeply, so an edit that mutates its input throws in the test. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Inserts a node of `kind` with id `id` as the last child of `parentId`. */
export function add<K extends NodeKind>(
  doc: FolioDocument,
  parentId: string,
  kind: K,
  id: string,
  overrides: Partial<Omit<NodeOfKind<K>, 'kind' | 'id'>> = {},
): FolioDocument {
  return insertNode(doc, { parentId, node: createNode(kind, { ...overrides, id } as Partial<Omit<NodeOfKind<K>, 'kind'>>) });
}

/**
 * page p1 > tile t1 > layout l1 > columns c1 (blocks b1, b2) and c2 (block b3). Frozen.
 */
export function basicFolio(): FolioDocument {
  let doc = createFolio('author-1', { newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = add(doc, 'l1', 'column', 'c2');
  doc = add(doc, 'c1', 'block', 'b1');
  doc = add(doc, 'c1', 'block', 'b2');
  doc = add(doc, 'c2', 'block', 'b3');
  return deepFreeze(doc);
}

/** Adds a block `blockId` at the end of column `columnId` holding a widget `widgetId` of `kind`. */
export function addWidgetBlock<K extends NodeKind>(
  doc: FolioDocument,
  columnId: string,
  blockId: string,
  kind: K,
  widgetId: string,
  overrides: Partial<Omit<NodeOfKind<K>, 'kind' | 'id'>> = {},
): FolioDocument {
  return add(add(doc, columnId, 'block', blockId), blockId, kind, widgetId, overrides);
}

export function widgetIdsOf(doc: FolioDocument, buttonId: string): string[] {
  const button = getNode(doc, buttonId);
  if (!isSubmitButton(button)) throw new Error(`${buttonId} is not a submit button`);
  return button.meta.action.click.widgetIds;
}

export function childrenOf(doc: FolioDocument, id: string): string[] {
  const node = getNode(doc, id);
  return 'children' in node ? node.children : [];
}
export { mutateDocument, randomDocument, randomValue, seededRandom } from './randomDocs.ts';
