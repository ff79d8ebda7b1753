/**
 * Pastes a clipboard subtree with new ids (spec §4 Folio: pasting re-links submit buttons' widget ids):
 * a pasted submit button that listed a copied widget now lists that widget's copy; ids that name nothing in
 * this folio are pruned; the pasted input widgets join every submit button already in the folio. Pasted widget
 * names that the folio already uses get the next free number (they are submission columns).
 */
import { backfillNodes } from '../backfill.ts';
import { randomId, type IdFactory } from '../defaults.ts';
import { CLIPBOARD_INVALID, documentTooNew } from '../errors.ts';
import { CURRENT_SCHEMA_VERSION } from '../schemaVersion.ts';
import { isSubmitButton, subtreeIds, withWidgetIds } from '../tree.ts';
import { isNodeKind, type FolioDocument, type FolioNode, type NodeMap } from '../types.ts';
import { CLIPBOARD_TYPE, type FolioClipboard } from './copySubtree.ts';
import { insertNode } from './insertNode.ts';
import type { Target } from './shared.ts';
import { withUniqueWidgetNames } from './uniqueNames.ts';

/** Reads a clipboard that came from outside (e.g. the system clipboard as JSON); throws when it is not one. */
export function parseClipboard(value: unknown): FolioClipboard {
  const clip = value as Partial<FolioClipboard> | null;
  if (
    typeof clip !== 'object' ||
    clip === null ||
    clip.type !== CLIPBOARD_TYPE ||
    typeof clip.rootId !== 'string' ||
    typeof clip.nodes !== 'object' ||
    clip.nodes === null ||
    !clip.nodes[clip.rootId] ||
    !Object.values(clip.nodes).every((n) => typeof n === 'object' && n !== null && isNodeKind(n.kind))
  ) {
    throw new Error(CLIPBOARD_INVALID);
  }
  const version = typeof clip.schemaVersion === 'number' ? clip.schemaVersion : CURRENT_SCHEMA_VERSION;
  if (version > CURRENT_SCHEMA_VERSION) throw new Error(documentTooNew(version, CURRENT_SCHEMA_VERSION));
  return clip as FolioClipboard;
}

/** The clipboard's nodes under fresh ids, with every internal reference rewritten. */
export function cloneWithNewIds(
  clip: FolioClipboard,
  newId: IdFactory = randomId,
): { rootId: string; nodes: NodeMap; idMap: Map<string, string> } {
  const ids = subtreeIds(clip.nodes, clip.rootId);
  const idMap = new Map(ids.map((id) => [id, newId()]));
  const map = (id: string) => idMap.get(id) ?? id;
  const nodes: NodeMap = {};
  for (const id of ids) {
    let node: FolioNode = { ...structuredClone(clip.nodes[id]!), id: map(id) };
    if ('children' in node) node = { ...node, children: node.children.filter((c) => idMap.has(c)).map(map) };
    if (node.kind === 'block') {
      const { resource, ...rest } = node;
      node = resource !== undefined && idMap.has(resource) ? { ...rest, resource: map(resource) } : rest;
    }
    if ('interactions' in node) {
      node = { ...node, interactions: node.interactions.filter((c) => idMap.has(c)).map(map) };
    }
    if (isSubmitButton(node)) node = withWidgetIds(node, node.meta.action.click.widgetIds.map(map));
    nodes[node.id] = node;
  }
  return { rootId: map(clip.rootId), nodes: backfillNodes(nodes), idMap };
}

export function pasteSubtree(
  doc: FolioDocument,
  clip: FolioClipboard,
  target: Target,
  newId: IdFactory = randomId,
): FolioDocument {
  const { rootId, nodes: cloned } = cloneWithNewIds(clip, newId);
  const { [rootId]: node, ...descendants } = withUniqueWidgetNames(doc.nodes, cloned);
  return insertNode(doc, { ...target, node: node!, descendants, newButtonsTakeAllWidgets: false });
}
