/**
 * A minimal drawing of a page (boxes per node, text only) used until @folio/render's FolioPage is available.
 * Same contract: doc, pageId, wrapNode; each element carries data-node-id.
 */
import type { ReactNode } from 'react';
import { childIds, type FolioDocument } from '@folio/model';
import { nodeLabel, plainText } from './nodeLabel.ts';

export function PlaceholderPage({ doc, pageId, wrapNode }: { doc: FolioDocument; pageId: string; wrapNode: (node: FolioDocument['nodes'][string], element: ReactNode) => ReactNode }) {
  const draw = (id: string): ReactNode => {
    const node = doc.nodes[id];
    if (!node) return null;
    const row = node.kind === 'layout';
    const element = (
      <div
        key={id}
        data-node-id={id}
        style={{
          display: 'flex',
          flexDirection: row ? 'row' : 'column',
          gap: 4,
          padding: node.kind === 'page' ? 16 : 6,
          minHeight: node.kind === 'page' ? 200 : 24,
          flex: node.kind === 'column' ? '1 1 0' : undefined,
          border: '1px dashed #ccc',
          borderRadius: 4,
          background: '#fff',
        }}
      >
        <span style={{ fontSize: 11, color: '#888' }}>{nodeLabel(node)}</span>
        {node.kind === 'text-resource' && <span>{plainText(node.html)}</span>}
        {childIds(node).map(draw)}
      </div>
    );
    return wrapNode(node, element);
  };
  return <div className="fo-page fo-page--edit">{draw(pageId)}</div>;
}
