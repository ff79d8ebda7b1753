/**
 * What changed from one document to the next, by node identity (what the editor writes into the shared document):
 * the store's edits are immutable, so an untouched node is the same object; a node that is a new object but equal
 * in content (e.g. after undo back) does not count either. Deleted nodes are null.
 */
import type { FolioDocument, FolioNode, FolioRoot } from '@folio/model';

export interface DocumentChanges {
  root?: Partial<FolioRoot>;
  nodes?: Record<string, FolioNode | null>;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function computeChanges(saved: FolioDocument, current: FolioDocument): DocumentChanges {
  const changes: DocumentChanges = {};
  if (saved.root !== current.root) {
    const root: Record<string, unknown> = {};
    const keys = new Set([...Object.keys(saved.root), ...Object.keys(current.root)]);
    keys.delete('version'); // the server owns the version
    for (const key of keys) {
      const before = (saved.root as unknown as Record<string, unknown>)[key];
      const after = (current.root as unknown as Record<string, unknown>)[key];
      // A removed language or direction is sent as null, which removes it on the server too.
      if (!same(before, after)) root[key] = after === undefined && (key === 'language' || key === 'direction') ? null : after;
    }
    if (Object.keys(root).length) changes.root = root as Partial<FolioRoot>;
  }
  if (saved.nodes !== current.nodes) {
    const nodes: Record<string, FolioNode | null> = {};
    for (const [id, node] of Object.entries(current.nodes)) {
      const before = saved.nodes[id];
      if (before !== node && (!before || !same(before, node))) nodes[id] = node;
    }
    for (const id of Object.keys(saved.nodes)) if (!(id in current.nodes)) nodes[id] = null;
    if (Object.keys(nodes).length) changes.nodes = nodes;
  }
  return changes;
}

export const hasChanges = (changes: DocumentChanges) => changes.root !== undefined || changes.nodes !== undefined;
