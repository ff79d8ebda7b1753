/**
 * Which kind may hold which (spec §3 Hierarchy): the folio holds pages, a page holds tiles, a tile holds
 * layouts, a layout holds columns, a column holds blocks, a block holds at most one resource and interactions.
 * Tiles hold interactions too (spec §4: "interactions lists on tiles and blocks").
 */
import { isInteractionKind, isResourceKind, type NodeKind } from './types.ts';

/** The folio root as a parent: it holds the pages (root.pages). */
export const FOLIO_PARENT = 'folio';
export type ParentKind = NodeKind | typeof FOLIO_PARENT;

/** The field of a parent that holds a child. */
export type Slot = 'pages' | 'children' | 'resource' | 'interactions';

const STRUCTURE: Partial<Record<ParentKind, NodeKind>> = {
  folio: 'page',
  page: 'tile',
  tile: 'layout',
  layout: 'column',
  column: 'block',
};

/** Where a `childKind` goes inside a `parentKind`, or null when it may not go there at all. */
export function slotFor(parentKind: ParentKind, childKind: NodeKind): Slot | null {
  if (STRUCTURE[parentKind] === childKind) return parentKind === FOLIO_PARENT ? 'pages' : 'children';
  if ((parentKind === 'block' || parentKind === 'tile') && isInteractionKind(childKind)) return 'interactions';
  if (parentKind === 'block' && isResourceKind(childKind)) return 'resource';
  return null;
}

export function canContain(parentKind: ParentKind, childKind: NodeKind): boolean {
  return slotFor(parentKind, childKind) !== null;
}

/** The structural child kind of a parent (page → tile, …), null for blocks and leaves. */
export function structuralChildKind(parentKind: ParentKind): NodeKind | null {
  return STRUCTURE[parentKind] ?? null;
}
