/**
 * The tree outline of the shown page: every node (tiles, layouts, columns, blocks, resources, interactions).
 * Click selects; with focus in the tree, ArrowUp/Down go to the previous/next node, ArrowLeft to the parent,
 * ArrowRight to the first child, Home/End to the first/last node. A long outline (a page of 1,000 blocks has over
 * 2,000 rows) draws only the rows near the visible part of its scroll area.
 */
import { distinctPeople, usePeers } from '../collab/presence.ts';
import { useEditorScreen } from './EditorContext.tsx';
import { Box, Text } from '@mantine/core';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { childIds, type NodeMap } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';
import type { EditorState } from '../store/types.ts';
import { hasRule, kindName, nodeDetail } from './nodeLabel.ts';

export interface OutlineRow {
  id: string;
  depth: number;
  parentId: string | null;
}

/** The page's subtree in document order (parents before children), with depths. */
export function flattenPage(nodes: NodeMap, pageId: string): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const seen = new Set<string>();
  const visit = (id: string, depth: number, parentId: string | null) => {
    const node = nodes[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    rows.push({ id, depth, parentId });
    for (const child of childIds(node)) visit(child, depth + 1, id);
  };
  visit(pageId, 0, null);
  return rows;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Whether `nodes` still give the page the outline `rows` drawn from `before` (the usual edit changes one node's
 * settings, not what it holds): only the nodes that changed are looked at closely.
 */
function sameStructure(rows: OutlineRow[], before: NodeMap, nodes: NodeMap): boolean {
  for (const row of rows) {
    const a = before[row.id];
    const b = nodes[row.id];
    if (a === b) continue;
    if (!a || !b || !sameIds(childIds(a), childIds(b))) return false;
  }
  return true;
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
interface RowProps {
  id: string;
  depth: number;
  selected: boolean;
  onSelect: (id: string) => void;
  /** in a windowed outline: the row's place among all rows, for assistive technology */
  position?: { index: number; count: number };
}

const Row = memo(function Row({ id, depth, selected, onSelect, position }: RowProps) {
  const { t } = useTranslation('editor');
  const node = useEditor((s) => s.doc.nodes[id]);
  const { collab } = useEditorScreen();
  const here = usePeers(collab?.presence ?? null).filter((peer) => peer.selection === id);
  if (!node) return null;
  const detail = nodeDetail(node);
  return (
    <button
      type="button"
      className="fe-outline-row"
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={selected}
      aria-posinset={position?.index}
      aria-setsize={position?.count}
      tabIndex={selected ? 0 : -1}
      data-outline-id={id}
      data-testid="outline-item"
      onClick={() => onSelect(id)}
      style={{ paddingInlineStart: 6 + depth * 12 }}
    >
      <span className="fe-outline-text">
        {hasRule(node) && (
          <span className="fe-outline-if" aria-hidden="true" title={t('outline.shownByRule')} data-testid="outline-rule">
            {t('outline.if')}
          </span>
        )}
        <span className="fe-outline-kind">{kindName(node.kind)}</span>
        {/* The author's words keep their own direction inside the app's (an English text in the Arabic outline). */}
        {detail ? (
          <>
            {t('outline.detailSeparator')}
            <bdi>{detail}</bdi>
          </>
        ) : (
          ''
        )}
        {hasRule(node) && <span className="fe-visually-hidden">{t('outline.shownByRuleSuffix')}</span>}
      </span>
      {here.length > 0 && (
        <span className="fe-outline-peers" data-testid="outline-peer">
          {distinctPeople(here).map((peer) => (
            <span key={peer.id} className="fe-outline-peer" style={{ background: peer.colour }} title={peer.name}>
              {peer.name}
            </span>
          ))}
        </span>
      )}
    </button>
  );
});

/** Outlines longer than this draw only the rows near the visible part of their scroll area (plus spacers). */
export const WINDOW_FROM = 200;
const OVERSCAN = 40;
/** A row's height before one is measured (padding 2 + 2, Mantine's xs line height). */
const ROW_ESTIMATE = 21;

function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll') return p;
  }
  return null;
}

interface Range {
  start: number;
  end: number;
}

export function Outline() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const pageId = useEditor((s) => s.selection.pageId);
  const selected = useEditor((s) => s.selection.nodeId);
  // Recomputed when the nodes change, but kept (no re-render) while the page's structure stays the same.
  const selectRows = useMemo(() => {
    let last: { nodes: NodeMap; rows: OutlineRow[] } | null = null;
    return (s: EditorState) => {
      const nodes = s.doc.nodes;
      if (last?.nodes === nodes) return last.rows;
      last = { nodes, rows: last && sameStructure(last.rows, last.nodes, nodes) ? last.rows : flattenPage(nodes, pageId) };
      return last.rows;
    };
  }, [pageId]);
  const rows = useEditor(selectRows, sameRows);
  const tree = useRef<HTMLDivElement>(null);
  const select = useMemo(() => (id: string) => store.select(id), [store]);

  // A long outline is windowed: the rows in view, OVERSCAN more on each side, and spacers for the rest.
  const windowed = rows.length > WINDOW_FROM;
  const [range, setRange] = useState<Range>({ start: 0, end: 2 * OVERSCAN });
  const [rowHeight, setRowHeight] = useState(ROW_ESTIMATE);
  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });

  /** The range around what the scroll area shows now (and around row `include`, when given, scrolled into view). */
  const updateRange = useCallback((include?: number) => {
    const el = tree.current;
    const scroller = el && scrollParent(el);
    if (!el || !scroller) return;
    const first = el.querySelector<HTMLElement>('[data-outline-id]');
    const height = first?.offsetHeight || ROW_ESTIMATE;
    setRowHeight(height);
    const offset = el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    if (include !== undefined) {
      const top = offset + include * height;
      if (top < scroller.scrollTop) scroller.scrollTop = top;
      else if (top + height > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = top + height - scroller.clientHeight;
    }
    const from = Math.floor((scroller.scrollTop - offset) / height);
    const to = Math.ceil((scroller.scrollTop - offset + scroller.clientHeight) / height);
    const count = rowsRef.current.length;
    const next = { start: Math.max(0, Math.min(count, from) - OVERSCAN), end: Math.min(count, Math.max(0, to) + OVERSCAN) };
    setRange((r) => (r.start === next.start && r.end === next.end ? r : next));
  }, []);

  useEffect(() => {
    if (!windowed) return;
    let detach = () => {};
    // Looked up at the next frame: reading styles here would compute the whole page's styles inside the commit.
    const frame = requestAnimationFrame(() => {
      const el = tree.current;
      const scroller = el && scrollParent(el);
      if (!scroller) return;
      const onScroll = () => updateRange();
      scroller.addEventListener('scroll', onScroll, { passive: true });
      const resize = new ResizeObserver(onScroll);
      resize.observe(scroller);
      detach = () => {
        scroller.removeEventListener('scroll', onScroll);
        resize.disconnect();
      };
    });
    return () => {
      cancelAnimationFrame(frame);
      detach();
    };
  }, [windowed, updateRange]);

  // Keep the selected row in view (selection may come from the canvas).
  useLayoutEffect(() => {
    if (!selected) return;
    const row = tree.current?.querySelector(`[data-outline-id="${CSS.escape(selected)}"]`);
    if (row) row.scrollIntoView({ block: 'nearest' });
    else if (windowed) {
      const index = rowsRef.current.findIndex((r) => r.id === selected);
      if (index >= 0) updateRange(index);
    }
  }, [selected, windowed, updateRange]);

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

  const start = windowed ? Math.min(range.start, rows.length) : 0;
  const end = windowed ? Math.max(start, Math.min(range.end, rows.length)) : rows.length;
  const selectedShown = selected !== null && rows.slice(start, end).some((r) => r.id === selected);
  return (
    <Box>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {t('outline.title')}
      </Text>
      <div ref={tree} role="tree" aria-label={t('outline.label')} onKeyDown={onKeyDown} data-testid="outline" tabIndex={selectedShown ? -1 : 0}>
        {start > 0 && <div aria-hidden style={{ height: start * rowHeight }} />}
        {rows.slice(start, end).map((row, i) => (
          <Row
            key={row.id}
            id={row.id}
            depth={row.depth}
            selected={row.id === selected}
            onSelect={select}
            position={windowed ? { index: start + i + 1, count: rows.length } : undefined}
          />
        ))}
        {end < rows.length && <div aria-hidden style={{ height: (rows.length - end) * rowHeight }} />}
      </div>
    </Box>
  );
}
