/** Copies a node and its subtree into a JSON clipboard (plain data, so it can travel between folios). */
import { CURRENT_SCHEMA_VERSION } from '../schemaVersion.ts';
import { getNode, subtreeIds } from '../tree.ts';
import type { FolioDocument, NodeMap } from '../types.ts';

export const CLIPBOARD_TYPE = 'folio-nodes';

export interface FolioClipboard {
  type: typeof CLIPBOARD_TYPE;
  schemaVersion: number;
  rootId: string;
  nodes: NodeMap;
}

export function copySubtree(doc: FolioDocument, nodeId: string): FolioClipboard {
  getNode(doc, nodeId);
  const nodes: NodeMap = {};
  for (const id of subtreeIds(doc.nodes, nodeId)) nodes[id] = structuredClone(doc.nodes[id]!);
  return { type: CLIPBOARD_TYPE, schemaVersion: CURRENT_SCHEMA_VERSION, rootId: nodeId, nodes };
}
