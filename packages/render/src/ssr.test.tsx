// Runs in plain Node (no DOM), as the published-page server will.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { INTERACTION_KINDS, RESOURCE_KINDS, createNode, type FolioDocument, type FolioNode, type NodeOfKind } from '@folio/model';
import { FolioPage } from './FolioPage.tsx';
import { docWith } from './test/docs.ts';

/** One block per resource kind, the first block carrying one interaction of every kind. */
function everything(): FolioDocument {
  const base = docWith();
  const nodes: Record<string, FolioNode> = { ...base.nodes };
  const blocks = RESOURCE_KINDS.map((kind, i) => {
    nodes[`r${i}`] = createNode(kind, { id: `r${i}` });
    const interactions = i === 0 ? INTERACTION_KINDS.map((k, j) => (nodes[`i${j}`] = createNode(k, { id: `i${j}` })).id) : [];
    return (nodes[`b${i}`] = createNode('block', { id: `b${i}`, resource: `r${i}`, interactions })).id;
  });
  nodes.c1 = { ...(nodes.c1 as NodeOfKind<'column'>), children: blocks };
  return { ...base, nodes };
}

describe('server rendering', () => {
  it('renders every node kind to HTML without a DOM, in both modes', () => {
    expect(typeof document).toBe('undefined');
    const doc = everything();
    const view = renderToString(<FolioPage doc={doc} pageId="p1" mode="view" />);
    const edit = renderToString(<FolioPage doc={doc} pageId="p1" mode="edit" />);
    for (const kind of RESOURCE_KINDS) {
      expect(view).toContain(`fo-resource--${kind}`);
      expect(edit).toContain(`fo-resource--${kind}`);
    }
    expect(view.match(/class="fo-block"/g)).toHaveLength(RESOURCE_KINDS.length);
    expect(edit).toContain('data-node-id="b0"');
    expect(view).not.toContain('data-node-id');
  });
});
