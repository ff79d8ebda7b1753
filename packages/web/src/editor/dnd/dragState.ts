/**
 * The drag in progress, outside React state: each node's drop indicator subscribes with a selector, so a
 * pointer move re-renders only the one or two nodes whose indicator changes, not the whole canvas.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { DropIntent } from './dropRules.ts';

export interface DragState {
  activeId: string | null;
  intent: DropIntent | null;
  /** whether the model allows dropping at `intent` */
  valid: boolean;
}

export interface DragStore {
  /** the element of each draggable node on the canvas, to measure drop targets where they are now */
  elements: Map<string, HTMLElement>;
  get(): DragState;
  set(next: DragState): void;
  /** whether the nodes' drop targets are mounted (from soon after the canvas is drawn; see EditorDnd.tsx) */
  isArmed(): boolean;
  arm(): void;
  /**
   * The node whose handle the pointer is pressed on (null once released). Its handle, which holds the node's
   * draggable, stays while the pointer wanders off the node before the drag starts.
   */
  pressed(): string | null;
  press(id: string | null): void;
  subscribe(listener: () => void): () => void;
}

export const IDLE: DragState = { activeId: null, intent: null, valid: false };

export function createDragStore(): DragStore {
  let state = IDLE;
  let armed = false;
  let pressed: string | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of [...listeners]) l();
  };
  return {
    elements: new Map(),
    get: () => state,
    isArmed: () => armed,
    arm() {
      if (armed) return;
      armed = true;
      notify();
    },
    pressed: () => pressed,
    press(id) {
      if (id === pressed) return;
      pressed = id;
      notify();
    },
    set(next) {
      if (next.activeId === state.activeId && next.valid === state.valid && next.intent?.overId === state.intent?.overId && next.intent?.position === state.intent?.position) return;
      state = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What one node's element shows of the drag and drop: its drop indicator, whether it is dragged or pressed. */
export interface NodeDragView {
  /** its drop position and validity while it is the drop target, else null */
  indicator: { position: DropIntent['position']; valid: boolean } | null;
  dragging: boolean;
  /** the pointer is pressed on its handle */
  pressed: boolean;
  /** the drop targets are mounted */
  armed: boolean;
}

/**
 * One subscription per node for all of it (a large page has a thousand nodes): re-renders the node only when
 * its own view changes.
 */
export function useNodeDragView(store: DragStore, nodeId: string): NodeDragView {
  const key = useSyncExternalStore(store.subscribe, () => {
    const s = store.get();
    const indicator = s.intent?.overId === nodeId ? `${s.intent.position}:${s.valid ? 1 : 0}` : '';
    return `${indicator}|${s.activeId === nodeId ? 1 : 0}${store.pressed() === nodeId ? 1 : 0}${store.isArmed() ? 1 : 0}`;
  });
  return useMemo(() => {
    const [indicator = '', flags = ''] = key.split('|');
    const [position, valid] = indicator.split(':');
    return {
      indicator: indicator ? { position: position as DropIntent['position'], valid: valid === '1' } : null,
      dragging: flags[0] === '1',
      pressed: flags[1] === '1',
      armed: flags[2] === '1',
    };
  }, [key]);
}
