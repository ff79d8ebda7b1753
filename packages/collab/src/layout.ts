/**
 * How a folio lies in its shared Yjs document (decision 59):
 * - map `root`: the root's fields, one key each (last writer wins per field), but `version` (the server's) and
 *   `pages` (read from the pages' places);
 * - map `nodes`: node id → a `Y.Map` of the node's fields, one key each, but the lists that hold other nodes
 *   (`children`, `interactions`, a block's `resource`): each node instead says where it is, `at` = {p: parent id,
 *   s: slot, o: sort key}, written in one value so that a move is one write;
 * - a text resource's HTML is the `Y.XmlFragment` at its key `text`, the document the canvas editor types into;
 * - map `meta`: the document's `schemaVersion`.
 */
import { FOLIO_PARENT, type NodeKind, type Slot } from '@folio/model';

export const ROOT_MAP = 'root';
export const NODES_MAP = 'nodes';
export const META_MAP = 'meta';

export const PLACE_KEY = 'at';
export const TEXT_KEY = 'text';

/** Where a node is: its parent (FOLIO_PARENT for pages), the parent's list, and its sort key in that list. */
export interface Place {
  p: string;
  s: Slot;
  o: string;
}

export const PAGES_PARENT = FOLIO_PARENT;

/** The lists each kind holds other nodes in (a block's `resource` is a list of at most one). */
export const LISTS_OF: Partial<Record<NodeKind, readonly Slot[]>> = {
  page: ['children'],
  tile: ['children', 'interactions'],
  layout: ['children'],
  column: ['children'],
  block: ['resource', 'interactions'],
};

/** Node fields that are not stored as fields: the id is the key, the lists are read from places. */
export const DERIVED_FIELDS = new Set(['id', 'children', 'interactions', 'resource']);

/** Root fields the shared document does not hold. */
export const UNSHARED_ROOT_FIELDS = new Set(['version', 'pages']);

export const isPlace = (value: unknown): value is Place =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Place).p === 'string' &&
  typeof (value as Place).s === 'string' &&
  typeof (value as Place).o === 'string';

/** The node's list in `slot`, as ids. */
export function listOf(node: Record<string, unknown>, slot: Slot): string[] {
  const value = node[slot];
  if (slot === 'resource') return typeof value === 'string' ? [value] : [];
  return Array.isArray(value) ? (value as string[]) : [];
}
