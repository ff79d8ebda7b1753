/** Test documents for the render package, built directly (no edits), with readable ids. */
import { createFolio, createNode, type FolioDocument, type FolioNode, type NodeKind, type NodeOfKind } from '@folio/model';

export type Overrides<K extends NodeKind> = Partial<Omit<NodeOfKind<K>, 'kind' | 'id'>>;

export const node = <K extends NodeKind>(kind: K, id: string, overrides: Overrides<K> = {}): NodeOfKind<K> =>
  createNode(kind, { ...overrides, id } as Partial<Omit<NodeOfKind<K>, 'kind'>>);

/** page p1 > tile t1 > layout l1 > column c1 > block b1 holding `resource` (and the given interactions). */
export function docWith(resource?: FolioNode, interactions: FolioNode[] = [], extra: FolioNode[] = []): FolioDocument {
  const doc = createFolio('author', { newId: () => 'p1' });
  const nodes: Record<string, FolioNode> = { ...doc.nodes };
  const put = (n: FolioNode) => (nodes[n.id] = n);
  put({ ...(nodes.p1 as NodeOfKind<'page'>), children: ['t1'] });
  put(node('tile', 't1', { children: ['l1'] }));
  put(node('layout', 'l1', { children: ['c1'] }));
  put(node('column', 'c1', { children: ['b1'] }));
  put(node('block', 'b1', { resource: resource?.id, interactions: interactions.map((i) => i.id) }));
  if (resource) put(resource);
  interactions.forEach(put);
  extra.forEach(put);
  return { ...doc, nodes };
}

/** A page with `tiles` tiles × 2 columns × `perColumn` blocks, each holding a text resource. */
export function bigDoc(tiles = 10, perColumn = 50): FolioDocument {
  const doc = createFolio('author', { newId: () => 'p1' });
  const nodes: Record<string, FolioNode> = {};
  const tileIds: string[] = [];
  for (let t = 0; t < tiles; t++) {
    const columnIds: string[] = [];
    for (let c = 0; c < 2; c++) {
      const blockIds: string[] = [];
      for (let b = 0; b < perColumn; b++) {
        const id = `b${t}-${c}-${b}`;
        nodes[id] = node('block', id, { resource: `r${id}` });
        nodes[`r${id}`] = node('text-resource', `r${id}`, { html: `<p>Block ${id}</p>` });
        blockIds.push(id);
      }
      nodes[`c${t}-${c}`] = node('column', `c${t}-${c}`, { children: blockIds });
      columnIds.push(`c${t}-${c}`);
    }
    nodes[`l${t}`] = node('layout', `l${t}`, { children: columnIds });
    nodes[`t${t}`] = node('tile', `t${t}`, { children: [`l${t}`] });
    tileIds.push(`t${t}`);
  }
  nodes.p1 = { ...(doc.nodes.p1 as NodeOfKind<'page'>), children: tileIds };
  return { ...doc, nodes };
}
