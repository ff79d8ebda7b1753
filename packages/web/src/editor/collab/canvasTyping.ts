/** Which text is being typed on the canvas (at most one per editor), for the canvas's text nodes to follow. */
import { useSyncExternalStore } from 'react';

let typing: string | null = null;
const listeners = new Set<() => void>();

export function setTyping(id: string | null): void {
  if (typing === id) return;
  typing = id;
  for (const listener of [...listeners]) listener();
}

export const typingNow = () => typing;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether this text is the one being typed on the canvas. */
export const useTypingOn = (id: string) => useSyncExternalStore(subscribe, () => typing === id);
