/**
 * Where a new or pasted node goes when the caller names no explicit parent: next to or into an anchor node
 * (the selection, else the current page). Climbs from the anchor to the nearest ancestor that can take the
 * node, and creates the structural wrappers (tile, layout, column, block) the hierarchy needs in between, so a
 * widget added to an empty page lands in a fresh tile > layout > column > block.
 */
import {
  FOLIO_PARENT,
  createNode,
  findParent,
  insertNode,
  isInteractionKind,
  isResourceKind,
  randomId,
  type FolioDocument,
  type IdFactory,
  type NodeKind,
  type Target,
} from '@folio/model';

const CHAIN = ['page', 'tile', 'layout', 'column', 'block'] as const;
const RESOURCE_LEVEL = CHAIN.length + 1;

/** Depth in the hierarchy: folio 0, page 1, tile 2, layout 3, column 4, block 5, resource 6; interactions -1. */
function level(kind: NodeKind | typeof FOLIO_PARENT): number {
  if (kind === FOLIO_PARENT) return 0;
  const at = (CHAIN as readonly string[]).indexOf(kind);
  if (at >= 0) return at + 1;
  if (isResourceKind(kind)) return RESOURCE_LEVEL;
  return -1;
}

export const NO_PLACE = 'There is no place for this node here; select a page, tile, column or block first';
export const NO_INTERACTION_HOST = 'Interactions go on a tile or a block; select one first';

export interface Placement {
  doc: FolioDocument;
  target: Target;
  /** ids of the wrappers created on the way (outermost first) */
  created: string[];
}

export function place(
  doc: FolioDocument,
  anchorId: string,
  kind: NodeKind,
  newId: IdFactory = randomId,
): Placement {
  if (isInteractionKind(kind)) {
    let current: string | null = anchorId;
    while (current && current !== FOLIO_PARENT) {
      const node = doc.nodes[current];
      if (node && (node.kind === 'block' || node.kind === 'tile')) return { doc, target: { parentId: current }, created: [] };
      current = findParent(doc, current)?.parentId ?? null;
    }
    throw new Error(NO_INTERACTION_HOST);
  }
  const want = level(kind);
  if (want <= 0) throw new Error(NO_PLACE);

  let current = anchorId;
  let childOnPath: string | undefined;
  for (;;) {
    const node = current === FOLIO_PARENT ? null : doc.nodes[current];
    if (current !== FOLIO_PARENT && !node) throw new Error(NO_PLACE);
    const have = level(node ? node.kind : FOLIO_PARENT);
    const list = node ? ('children' in node ? node.children : null) : doc.root.pages;
    const afterId = childOnPath !== undefined && list?.includes(childOnPath) ? childOnPath : undefined;
    const blockTaken = node?.kind === 'block' && node.resource !== undefined;
    if (have >= 0 && have < want && !blockTaken) {
      if (want - have === 1) {
        return { doc, target: afterId === undefined ? { parentId: current } : { parentId: current, afterId }, created: [] };
      }
      // Wrappers for the levels in between.
      let next = doc;
      const created: string[] = [];
      let parentId = current;
      let after = afterId;
      for (let l = have + 1; l < want; l++) {
        const wrapper = createNode(CHAIN[l - 1]!, {}, newId);
        next = insertNode(next, after === undefined ? { parentId, node: wrapper } : { parentId, afterId: after, node: wrapper });
        created.push(wrapper.id);
        parentId = wrapper.id;
        after = undefined;
      }
      return { doc: next, target: { parentId }, created };
    }
    if (current === FOLIO_PARENT) throw new Error(NO_PLACE);
    const ref = findParent(doc, current);
    if (!ref) throw new Error(NO_PLACE);
    childOnPath = current;
    current = ref.parentId;
  }
}
