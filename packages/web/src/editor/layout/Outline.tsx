/**
 * The tree outline of the shown page: every node (tiles, layouts, columns, blocks, resources, interactions).
 * Click selects; with focus in the tree, ArrowUp/Down go to the previous/next node, ArrowLeft to the parent,
 * ArrowRight to the first child, Home/End to the first/last node.
 */
import { Box, Text } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { childIds, type FolioNode, type NodeMap } from '@folio/model';
import { useEditor, useEditorStore } from '../store/react.tsx';
import type { EditorState } from '../store/types.ts';
import { kindName, nodeDetail } from './nodeLabel.ts';

export interface OutlineRow {
  id: string;
  depth: number;
  parentId: string | null;
  node: FolioNode;
}

/** The page's subtree in document order (parents before children), with depths. */
export function flattenPage(nodes: NodeMap, pageId: string): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const seen = new Set<string>();
  const visit = (id: string, depth: number, parentId: string | null) => {
    const node = nodes[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    rows.push({ id, depth, parentId, node });
    for (const child of childIds(node)) visit(child, depth + 1, id);
  };
  visit(pageId, 0, null);
  return rows;
}

/** Same rows (ids and depths in the same order): the outline keeps its previous list and re-renders nothing. */
function sameRows(a: OutlineRow[], b: OutlineRow[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.id !== y.id || x.depth !== y.depth || x.parentId !== y.parentId) return false;
  }
  return true;
}

/**
 * One row: plain elements styled by editor.css (a page of 1,000 blocks has over 2,000 rows, and Mantine's
 * UnstyledButton and Text cost several times as much to render). Each row reads its own node, so an edit
 * re-renders only the row of the node it changed.
 */
const Row = memo(function Row({ id, depth, selected, onSelect }: { id: string; depth: number; selected: boolean; onSelect: (id: string) => void }) {
  const node = useEditor((s) => s.doc.nodes[id]);
  if (!node) return null;
  const detail = nodeDetail(node);
  return (
    <button
      type="button"
      className="fe-outline-row"
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-outline-id={id}
      data-testid="outline-item"
      onClick={() => onSelect(id)}
      style={{ paddingLeft: 6 + depth * 12 }}
    >
      <span className="fe-outline-text">
        <span className="fe-outline-kind">{kindName(node.kind)}</span>
        {detail ? ` · ${detail}` : ''}
      </span>
    </button>
  );
});

export function Outline() {
  const store = useEditorStore();
  const pageId = useEditor((s) => s.selection.pageId);
  const selected = useEditor((s) => s.selection.nodeId);
  // Recomputed when the nodes change, but kept (no re-render) while the page's structure stays the same.
  const selectRows = useMemo(() => {
    let last: { nodes: NodeMap; rows: OutlineRow[] } | null = null;
    return (s: EditorState) => {
      if (last?.nodes !== s.doc.nodes) last = { nodes: s.doc.nodes, rows: flattenPage(s.doc.nodes, pageId) };
      return last.rows;
    };
  }, [pageId]);
  const rows = useEditor(selectRows, sameRows);
  const tree = useRef<HTMLDivElement>(null);
  const select = useMemo(() => (id: string) => store.select(id), [store]);

  // Keep the selected row in view (selection may come from the canvas).
  useEffect(() => {
    if (!selected) return;
    tree.current?.querySelector(`[data-outline-id="${CSS.escape(selected)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const at = rows.findIndex((r) => r.id === selected);
    let next: string | undefined;
    if (event.key === 'ArrowDown') next = rows[Math.min(rows.length - 1, at + 1)]?.id;
    else if (event.key === 'ArrowUp') next = rows[Math.max(0, at - 1)]?.id;
    else if (event.key === 'ArrowLeft') next = rows[at]?.parentId ?? undefined;
    else if (event.key === 'ArrowRight') next = rows[at + 1]?.parentId === selected ? rows[at + 1]?.id : undefined;
    else if (event.key === 'Home') next = rows[0]?.id;
    else if (event.key === 'End') next = rows[rows.length - 1]?.id;
    else return;
    event.preventDefault();
    if (!next) return;
    store.select(next);
    requestAnimationFrame(() => tree.current?.querySelector<HTMLElement>(`[data-outline-id="${CSS.escape(next)}"]`)?.focus());
  };

  return (
    <Box>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        Outline
      </Text>
      <div ref={tree} role="tree" aria-label="Page outline" onKeyDown={onKeyDown} data-testid="outline" tabIndex={selected ? -1 : 0}>
        {rows.map((row) => (
          <Row key={row.id} id={row.id} depth={row.depth} selected={row.id === selected} onSelect={select} />
        ))}
      </div>
    </Box>
  );
}
