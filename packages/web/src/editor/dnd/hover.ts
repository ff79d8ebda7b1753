import { useSyncExternalStore } from 'react';

/**
 * The innermost canvas node under the pointer. Drag handles are rendered only for it and for the selected node:
 * mounting a handle (with its menu) on each of a thousand nodes made opening a large folio several times slower.
 */
let hovered: string | null = null;
const listeners = new Set<() => void>();

export function setHoveredNode(id: string | null): void {
  if (id === hovered) return;
  hovered = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsHovered(id: string): boolean {
  return useSyncExternalStore(subscribe, () => hovered === id);
}

/** Tracks the pointer over the document and records the innermost drag-and-drop node under it. */
export function trackHoveredNode(doc: Document): () => void {
  const onOver = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>('.fo-dnd-node[data-node-id]') : null;
    setHoveredNode(target?.dataset.nodeId ?? null);
  };
  doc.addEventListener('mouseover', onOver);
  return () => doc.removeEventListener('mouseover', onOver);
}
