/**
 * The tree outline of the shown page: every node (tiles, layouts, columns, blocks, resources, interactions).
 * Click selects; with focus in the tree, ArrowUp/Down go to the previous/next node, ArrowLeft to the parent,
 * ArrowRight to the first child, Home/End to the first/last node.
 */
import { Box, Text, UnstyledButton } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { childIds, type FolioNode, type NodeMap } from '@folio/model';
import { useEditor, useEditorStore } from '../store/react.tsx';
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

const Row = memo(function Row({ id, depth, node, selected, onSelect }: { id: string; depth: number; node: FolioNode; selected: boolean; onSelect: (id: string) => void }) {
  const detail = nodeDetail(node);
  return (
    <UnstyledButton
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-outline-id={id}
      data-testid="outline-item"
      onClick={() => onSelect(id)}
      style={{
        display: 'block',
        width: '100%',
        padding: '2px 6px',
        paddingLeft: 6 + depth * 12,
        borderRadius: 4,
        background: selected ? 'var(--mantine-color-violet-filled)' : undefined,
        color: selected ? 'var(--mantine-color-white)' : undefined,
      }}
    >
      <Text size="xs" truncate>
        <Text span size="xs" fw={600}>
          {kindName(node.kind)}
        </Text>
        {detail ? ` · ${detail}` : ''}
      </Text>
    </UnstyledButton>
  );
});

export function Outline() {
  const store = useEditorStore();
  const nodes = useEditor((s) => s.doc.nodes);
  const pageId = useEditor((s) => s.selection.pageId);
  const selected = useEditor((s) => s.selection.nodeId);
  const rows = useMemo(() => flattenPage(nodes, pageId), [nodes, pageId]);
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
          <Row key={row.id} id={row.id} depth={row.depth} node={row.node} selected={row.id === selected} onSelect={select} />
        ))}
      </div>
    </Box>
  );
}
