/**
 * Where a palette insert goes. The model decides what may hold what (canContain) and how the insert-after flag
 * climbs (insertTarget); this adds the palette's convenience of wrapping a new node in the structure it needs
 * (a widget inserted while a column is selected arrives in a new block; a block on a page arrives in a new
 * tile → layout → column).
 */
import {
  FOLIO_PARENT,
  createNode,
  findParent,
  insertTarget,
  isInteractionKind,
  isResourceKind,
  randomId,
  slotFor,
  templateSupportError,
  type FolioDocument,
  type FolioNode,
  type IdFactory,
  type NodeKind,
  type NodeMap,
  type ParentKind,
  type Target,
} from '@folio/model';
import { translate } from '../../i18n/i18n.ts';
import { refusalText } from '../store/refusalText.ts';

/** What wraps a kind when its target cannot hold it directly. Pages are added from the page list, not here. */
const WRAPPER: Partial<Record<NodeKind, NodeKind>> = { block: 'column', column: 'layout', layout: 'tile' };

function wrapperOf(kind: NodeKind): NodeKind | null {
  if (isResourceKind(kind)) return 'block';
  return WRAPPER[kind] ?? null;
}

/** The kinds a new `kind` can arrive as: itself, then wrapped once, twice, … (block, column, layout, tile). */
export function wrapChain(kind: NodeKind): NodeKind[] {
  const chain: NodeKind[] = [kind];
  for (let next = wrapperOf(kind); next; next = wrapperOf(next)) chain.push(next);
  return chain;
}

export interface InsertPlan {
  ok: true;
  target: Target;
  /** the top node inserted (the new node itself or its outermost wrapper) */
  node: FolioNode;
  /** everything below `node`, the new node included when wrapped */
  descendants: NodeMap;
  /** the id of the node the palette asked for (what the editor selects afterwards) */
  newNodeId: string;
}
export interface InsertRefusal {
  ok: false;
  message: string;
}

export interface PlanInsertOptions {
  /** the document is a template: only the kinds templates support may be inserted (spec §4 Folio, §8) */
  templateMode?: boolean;
  newId?: IdFactory;
}

function parentKind(doc: FolioDocument, parentId: string): ParentKind | null {
  if (parentId === FOLIO_PARENT) return FOLIO_PARENT;
  return doc.nodes[parentId]?.kind ?? null;
}

/** Whether `target` can take a node of `kind` right now (an occupied block resource slot cannot). */
export function targetFits(doc: FolioDocument, target: Target, kind: NodeKind): boolean {
  const pk = parentKind(doc, target.parentId);
  if (!pk) return false;
  const slot = slotFor(pk, kind);
  if (!slot) return false;
  if (slot === 'resource') {
    const parent = doc.nodes[target.parentId];
    return parent?.kind === 'block' && parent.resource === undefined;
  }
  return true;
}

/** The nodes for `chain[0]` wrapped up to `chain[depth]`: the outermost node and all the nodes beneath it. */
export function buildWrapped(chain: NodeKind[], depth: number, newId: IdFactory) {
  const inner = createNode(chain[0]!, {}, newId);
  const nodes: NodeMap = { [inner.id]: inner };
  let top: FolioNode = inner;
  for (let i = 1; i <= depth; i++) {
    const wrapper = createNode(chain[i]!, {}, newId);
    const linked: FolioNode =
      wrapper.kind === 'block' ? { ...wrapper, resource: top.id } : 'children' in wrapper ? { ...wrapper, children: [top.id] } : wrapper;
    nodes[linked.id] = linked;
    top = linked;
  }
  const { [top.id]: _top, ...descendants } = nodes;
  return { node: top, descendants, newNodeId: inner.id };
}

/**
 * Plans inserting a new node of `kind` relative to the selection. Without the insert-after flag the node goes
 * inside the selected node (as its last child, or its resource); with the flag it goes right after the selected
 * node, climbing to the nearest ancestor it can follow (the model's insertTarget). When the preferred placement
 * has no room even with wrappers, the other one is used. At each place the bare kind is tried first, then each
 * wrapper in turn.
 */
export function planInsert(
  doc: FolioDocument,
  selectedId: string | null,
  insertAfter: boolean,
  kind: NodeKind,
  options: PlanInsertOptions = {},
): InsertPlan | InsertRefusal {
  const start = startPlan(kind, options);
  if ('ok' in start) return start;
  const { newId, chain } = start;
  const selected = selectedId && doc.nodes[selectedId] ? selectedId : (doc.root.pages[0] ?? null);
  if (!selected) return { ok: false, message: translate('editor:palette.addPageFirst') };

  if (isInteractionKind(kind)) {
    // Interactions go on the selected block or tile, or the nearest one around the selection.
    for (let current: string | null = selected; current && current !== FOLIO_PARENT; current = findParent(doc, current)?.parentId ?? null) {
      if (targetFits(doc, { parentId: current }, kind)) return { ok: true, target: { parentId: current }, ...buildWrapped(chain, 0, newId) };
    }
    return { ok: false, message: refusal(kind) };
  }

  const tryAt = (target: Target, depth: number): InsertPlan | null =>
    targetFits(doc, target, chain[depth]!) ? { ok: true, target, ...buildWrapped(chain, depth, newId) } : null;

  const inside = (): InsertPlan | null => {
    for (let depth = 0; depth < chain.length; depth++) {
      const plan = tryAt({ parentId: selected }, depth);
      if (plan) return plan;
    }
    return null;
  };
  const after = (): InsertPlan | null => {
    if (!findParent(doc, selected)) return null;
    for (let depth = 0; depth < chain.length; depth++) {
      const plan = tryAt(insertTarget(doc, selected, true, chain[depth]!), depth);
      if (plan) return plan;
    }
    return null;
  };
  // The flag says which placement comes first; the other one is the fallback (a widget with the flag on and a
  // page selected still lands inside the page).
  const plan = insertAfter ? (after() ?? inside()) : (inside() ?? after());
  if (plan) return plan;
  return { ok: false, message: refusal(kind) };
}

/**
 * What every insert plan starts from: the template rules' refusal (spec §4, §8), or the ids to use and the kinds the
 * new node can arrive as (an interaction only as itself).
 */
export function startPlan(kind: NodeKind, options: PlanInsertOptions): InsertRefusal | { newId: IdFactory; chain: NodeKind[] } {
  if (options.templateMode) {
    const error = templateSupportError(kind);
    if (error) return { ok: false, message: refusalText(error) };
  }
  return { newId: options.newId ?? randomId, chain: isInteractionKind(kind) ? [kind] : wrapChain(kind) };
}

function refusal(kind: NodeKind): string {
  if (isInteractionKind(kind)) return translate('editor:palette.selectHost');
  return translate('editor:palette.cannotInsert');
}
