/**
 * The drag in progress, outside React state: each node's drop indicator subscribes with a selector, so a
 * pointer move re-renders only the one or two nodes whose indicator changes, not the whole canvas.
 */
import { useSyncExternalStore } from 'react';
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

/** The indicator for one node: its drop position and validity while it is the drop target, else null. */
export function useDropIndicator(store: DragStore, nodeId: string): { position: DropIntent['position']; valid: boolean } | null {
  const key = useSyncExternalStore(store.subscribe, () => {
    const s = store.get();
    return s.intent?.overId === nodeId ? `${s.intent.position}:${s.valid ? 1 : 0}` : '';
  });
  if (!key) return null;
  const [position, valid] = key.split(':');
  return { position: position as DropIntent['position'], valid: valid === '1' };
}

export function useIsDragging(store: DragStore, nodeId: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get().activeId === nodeId);
}

export function useIsArmed(store: DragStore): boolean {
  return useSyncExternalStore(store.subscribe, store.isArmed);
}

export function useIsPressed(store: DragStore, nodeId: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.pressed() === nodeId);
}
