/** The nodes of a folio as its published pages draw them: page by page, in page order, with the page each sits on. */
import type { FolioDocument, FolioNode } from '../folio/types.ts';

export interface PlacedNode {
  node: FolioNode;
  pageId: string;
  /** the interactions drawn around this node, outermost first (a tile's before its block's; on one node, the first listed outermost) */
  wrappers: FolioNode[];
}

/** Every node on a page, parents before children, in the order the page draws them. Nodes on no page are left out. */
export function placedNodes(doc: FolioDocument): PlacedNode[] {
  const out: PlacedNode[] = [];
  const seen = new Set<string>();
  const visit = (id: string, pageId: string, wrappers: FolioNode[]) => {
    const node = doc.nodes[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    out.push({ node, pageId, wrappers });
    const interactions = 'interactions' in node ? node.interactions.flatMap((i) => doc.nodes[i] ?? []) : [];
    interactions.forEach((interaction, i) => visit(interaction.id, pageId, [...wrappers, ...interactions.slice(0, i)]));
    const inner = [...wrappers, ...interactions];
    if ('children' in node) for (const child of node.children) visit(child, pageId, inner);
    if ('resource' in node && node.resource !== undefined) visit(node.resource, pageId, inner);
  };
  for (const pageId of doc.root.pages) visit(pageId, pageId, []);
  return out;
}
