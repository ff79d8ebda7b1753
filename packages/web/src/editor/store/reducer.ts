/**
 * One action applied to a document: the model's pure edit, the selection after it, the log line sent to the
 * server, and (for field edits) a merge key so quick changes to the same field fold into one undo step.
 */
import {
  FOLIO_PARENT,
  addPage,
  copySubtree,
  createNode,
  deleteNode,
  deletePage,
  duplicateNode,
  editLogEntries,
  findParent,
  getNode,
  insertNode,
  insertTarget,
  moveNode,
  movePage,
  pasteSubtree,
  randomId,
  renamePage,
  reorderPages,
  rootLogEntries,
  updateNode,
  type FolioDocument,
  type FolioNode,
  type IdFactory,
  type NodeKind,
} from '@folio/model';
import { place } from './placement.ts';
import type { EditorAction, LogEntry, SelectionSlice } from './types.ts';

export interface Applied {
  doc: FolioDocument;
  selection: SelectionSlice;
  /** one entry per changed field for field edits (model editLogEntries), else one naming the structural edit */
  log: LogEntry[];
  /** set for edits that may merge with an immediately preceding edit of the same key */
  mergeKey?: string;
}

/** The page a node sits on (the node itself when it is a page), or null. */
export function pageOf(doc: FolioDocument, nodeId: string): string | null {
  let current: string | null = nodeId;
  for (let guard = 0; current && guard < 10_000; guard++) {
    if (doc.root.pages.includes(current)) return current;
    current = findParent(doc, current)?.parentId ?? null;
    if (current === FOLIO_PARENT) return null;
  }
  return null;
}

/** The id of the parent's newly attached child: whichever id of `after` is not in `before`. */
function addedChild(before: FolioDocument, after: FolioDocument, parentId: string): string | null {
  const list = (doc: FolioDocument): string[] => {
    if (parentId === FOLIO_PARENT) return doc.root.pages;
    const node = doc.nodes[parentId];
    if (!node) return [];
    const ids: string[] = [];
    if ('children' in node) ids.push(...node.children);
    if ('resource' in node && node.resource !== undefined) ids.push(node.resource);
    if ('interactions' in node) ids.push(...node.interactions);
    return ids;
  };
  const old = new Set(list(before));
  return list(after).find((id) => !old.has(id)) ?? null;
}

function withSelection(doc: FolioDocument, selection: SelectionSlice, nodeId: string | null): SelectionSlice {
  const page = nodeId ? pageOf(doc, nodeId) : null;
  return { nodeId, pageId: page ?? (doc.root.pages.includes(selection.pageId) ? selection.pageId : doc.root.pages[0]!) };
}

/** After a deletion: select the previous sibling, else the next, else the parent. */
function neighbourOf(doc: FolioDocument, nodeId: string): string | null {
  const ref = findParent(doc, nodeId);
  if (!ref) return null;
  const list =
    ref.parentId === FOLIO_PARENT
      ? doc.root.pages
      : (() => {
          const parent = doc.nodes[ref.parentId]!;
          if (ref.slot === 'children' && 'children' in parent) return parent.children;
          if (ref.slot === 'interactions' && 'interactions' in parent) return parent.interactions;
          return [];
        })();
  const at = list.indexOf(nodeId);
  return list[at - 1] ?? list[at + 1] ?? (ref.parentId === FOLIO_PARENT ? null : ref.parentId);
}

export function applyAction(
  doc: FolioDocument,
  selection: SelectionSlice,
  action: EditorAction,
  newId: IdFactory = randomId,
): Applied {
  switch (action.type) {
    case 'insert': {
      const { first, ...target } = action.target;
      const inserted = insertNode(doc, { ...target, node: action.node, ...(action.descendants ? { descendants: action.descendants } : {}) });
      const next = first ? toFront(inserted, target.parentId, action.node.id) : inserted;
      return { doc: next, selection: withSelection(next, selection, action.node.id), log: [{ action: 'insert', path: `nodes.${action.node.id}` }] };
    }
    case 'insertNew': {
      const node = createNode(action.kind as NodeKind, { ...(action.props ?? {}) } as Partial<Omit<FolioNode, 'kind'>>, newId) as FolioNode;
      let base = doc;
      let target = action.target;
      if (!target) {
        const placed = place(doc, action.anchorId ?? selection.nodeId ?? selection.pageId, node.kind, newId);
        base = placed.doc;
        target = placed.target;
      }
      const next = insertNode(base, { ...target, node });
      return { doc: next, selection: withSelection(next, selection, node.id), log: [{ action: 'insert', path: `nodes.${node.id}` }] };
    }
    case 'move': {
      const next = moveNode(doc, action.nodeId, action.target);
      return { doc: next, selection: withSelection(next, selection, action.nodeId), log: [{ action: 'move', path: `nodes.${action.nodeId}` }] };
    }
    case 'moveWithin': {
      const ref = findParent(doc, action.nodeId);
      if (!ref || ref.slot === 'resource') return { doc, selection, log: [{ action: 'move', path: `nodes.${action.nodeId}` }] };
      const parent = ref.parentId === FOLIO_PARENT ? null : getNode(doc, ref.parentId);
      const list = parent
        ? ref.slot === 'interactions' && 'interactions' in parent
          ? parent.interactions
          : 'children' in parent
            ? parent.children
            : []
        : doc.root.pages;
      const at = list.indexOf(action.nodeId);
      const to = action.direction === 'up' ? at - 1 : at + 1;
      if (at < 0 || to < 0 || to >= list.length) return { doc, selection, log: [{ action: 'move', path: `nodes.${action.nodeId}` }] };
      let next: FolioDocument;
      if (!parent) next = movePage(doc, at, to);
      else {
        // Up: after the sibling two places up (or first); down: after the next sibling.
        const afterId = action.direction === 'down' ? list[to] : list[to - 1];
        if (afterId !== undefined) next = moveNode(doc, action.nodeId, { parentId: ref.parentId, afterId });
        else {
          const first = list[0]!;
          // Moving to the front: move the current first sibling after this node instead.
          next = moveNode(doc, first, { parentId: ref.parentId, afterId: action.nodeId });
        }
      }
      return { doc: next, selection: withSelection(next, selection, action.nodeId), log: [{ action: 'move', path: `nodes.${action.nodeId}` }] };
    }
    case 'delete': {
      const node = getNode(doc, action.nodeId);
      const neighbour = neighbourOf(doc, action.nodeId);
      const next = node.kind === 'page' ? deletePage(doc, action.nodeId) : deleteNode(doc, action.nodeId);
      const keep = selection.nodeId && next.nodes[selection.nodeId] ? selection.nodeId : neighbour && next.nodes[neighbour] ? neighbour : null;
      return { doc: next, selection: withSelection(next, selection, keep), log: [{ action: 'delete', path: `nodes.${action.nodeId}` }] };
    }
    case 'update': {
      const next = updateNode(doc, action.nodeId, action.kind, action.patch);
      const fields = Object.keys(action.patch).sort();
      return {
        doc: next,
        selection,
        log: editLogEntries(action.kind, action.nodeId, fields),
        mergeKey: `node:${action.nodeId}:${fields.join(',')}`,
      };
    }
    case 'updateRoot': {
      const { version: _v, pages: _p, ...patch } = action.patch as Record<string, unknown>;
      const next = { ...doc, root: { ...doc.root, ...patch } };
      const fields = Object.keys(patch).sort();
      return { doc: next, selection, log: rootLogEntries(fields), mergeKey: `root:${fields.join(',')}` };
    }
    case 'paste': {
      const rootKind = action.clipboard.nodes[action.clipboard.rootId]!.kind;
      let base = doc;
      let target = action.target;
      if (!target) {
        const placed = place(doc, action.anchorId ?? selection.nodeId ?? selection.pageId, rootKind, newId);
        base = placed.doc;
        target = placed.target;
      }
      const next = pasteSubtree(base, action.clipboard, target, newId);
      const pasted = addedChild(base, next, target.parentId);
      return { doc: next, selection: withSelection(next, selection, pasted), log: [pasted ? { action: 'paste', path: `nodes.${pasted}` } : { action: 'paste' }] };
    }
    case 'duplicate': {
      // A block holds one resource, so duplicating a resource duplicates its block.
      const ref = findParent(doc, action.nodeId);
      const nodeId = ref?.slot === 'resource' ? ref.parentId : action.nodeId;
      const target = insertTarget(doc, nodeId, true);
      const next = duplicateNode(doc, nodeId, newId);
      const copy = addedChild(doc, next, target.parentId);
      const copied = copy ? next.nodes[copy] : undefined;
      const select = copied && nodeId !== action.nodeId && copied.kind === 'block' ? (copied.resource ?? copy) : copy;
      return { doc: next, selection: withSelection(next, selection, select ?? action.nodeId), log: [{ action: 'duplicate', path: `nodes.${nodeId}` }] };
    }
    case 'addPage': {
      const next = addPage(doc, { ...(action.name !== undefined ? { name: action.name } : {}), ...(action.afterPageId ? { afterPageId: action.afterPageId } : {}) }, newId);
      const page = next.root.pages.find((id) => !doc.root.pages.includes(id))!;
      return { doc: next, selection: { nodeId: null, pageId: page }, log: [{ action: 'addPage', path: `nodes.${page}` }] };
    }
    case 'renamePage': {
      const next = renamePage(doc, action.pageId, action.name);
      return { doc: next, selection, log: [{ action: 'renamePage', path: `nodes.${action.pageId}.name` }], mergeKey: `node:${action.pageId}:name` };
    }
    case 'reorderPages': {
      const next = reorderPages(doc, action.pageIds);
      return { doc: next, selection, log: [{ action: 'reorderPages', path: 'root.pages' }] };
    }
    case 'movePage': {
      const next = movePage(doc, action.from, action.to);
      return { doc: next, selection, log: [{ action: 'reorderPages', path: 'root.pages' }] };
    }
    case 'deletePage': {
      const at = doc.root.pages.indexOf(action.pageId);
      const next = deletePage(doc, action.pageId);
      const pageId = next.root.pages.includes(selection.pageId) ? selection.pageId : (next.root.pages[Math.max(0, at - 1)] ?? next.root.pages[0]!);
      const nodeId = selection.nodeId && next.nodes[selection.nodeId] ? selection.nodeId : null;
      return { doc: next, selection: { nodeId, pageId }, log: [{ action: 'deletePage', path: `nodes.${action.pageId}` }] };
    }
  }
}

export { copySubtree };

/** The document with `nodeId` moved to the front of its parent's children (an insert asked to go first). */
function toFront(doc: FolioDocument, parentId: string, nodeId: string): FolioDocument {
  const parent = doc.nodes[parentId];
  if (!parent || !('children' in parent) || !parent.children.includes(nodeId)) return doc;
  const children = [nodeId, ...parent.children.filter((id) => id !== nodeId)];
  return { ...doc, nodes: { ...doc.nodes, [parentId]: { ...parent, children } as FolioNode } };
}
