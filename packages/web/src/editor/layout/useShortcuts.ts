/**
 * Editor keyboard shortcuts, on the whole window, never while the user types in a field or the rich-text
 * editor, nor inside a dialog:
 * Ctrl/Cmd+Z undo · Ctrl/Cmd+Shift+Z and Ctrl+Y redo · Ctrl/Cmd+C / V copy and paste the selected node (as
 * text/plain JSON on the system clipboard, with the in-memory clipboard as fallback) · Ctrl/Cmd+D duplicate ·
 * Delete / Backspace delete · Alt+ArrowUp / Alt+ArrowDown move within the parent.
 */
import { useEffect } from 'react';
import type { EditorStore } from '../store/createEditorStore.ts';
import { clipboardFromText, clipboardToText, getMemoryClipboard, readSystemClipboard, writeSystemClipboard } from '../store/clipboard.ts';

/** True when keys belong to what the user is typing into (inputs, text areas, rich text, dialogs). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], .ProseMirror, [role="dialog"], [role="listbox"], [role="menu"]')) {
    return true;
  }
  return target instanceof HTMLElement && target.isContentEditable;
}

/** True when the user has text selected on the page (then Ctrl+C copies that text, not the node). */
function hasTextSelection(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString().trim() !== '';
}

export function useShortcuts(store: EditorStore, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let pasteExpected: ReturnType<typeof setTimeout> | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const selected = store.getState().selection.nodeId;

      if (mod && !event.altKey && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) store.redo();
        else store.undo();
      } else if (event.ctrlKey && !event.metaKey && !event.shiftKey && key === 'y') {
        event.preventDefault();
        store.redo();
      } else if (mod && !event.shiftKey && key === 'd') {
        event.preventDefault();
        if (selected) store.dispatch({ type: 'duplicate', nodeId: selected });
      } else if (mod && !event.shiftKey && key === 'c') {
        // The `copy` event below puts the JSON on the system clipboard; this keeps the in-memory copy too.
        if (selected && !hasTextSelection()) {
          const clip = store.copy(selected);
          if (clip) void writeSystemClipboard(clip);
        }
      } else if (mod && !event.shiftKey && key === 'v') {
        // Normally the `paste` event below handles it; if the browser sends none, paste what we can read.
        if (pasteExpected) clearTimeout(pasteExpected);
        pasteExpected = setTimeout(() => {
          pasteExpected = null;
          void readSystemClipboard().then((clip) => {
            if (clip) store.paste(clip);
          });
        }, 150);
      } else if (!mod && !event.altKey && (event.key === 'Delete' || event.key === 'Backspace')) {
        if (!selected) return;
        event.preventDefault();
        store.dispatch({ type: 'delete', nodeId: selected });
      } else if (event.altKey && !mod && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        if (!selected) return;
        event.preventDefault();
        store.dispatch({ type: 'moveWithin', nodeId: selected, direction: event.key === 'ArrowUp' ? 'up' : 'down' });
      }
    };

    const onCopy = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || hasTextSelection()) return;
      const selected = store.getState().selection.nodeId;
      if (!selected) return;
      const clip = store.copy(selected);
      if (!clip || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', clipboardToText(clip));
      event.preventDefault();
    };

    const onPaste = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target)) return;
      if (pasteExpected) {
        clearTimeout(pasteExpected);
        pasteExpected = null;
      }
      const text = event.clipboardData?.getData('text/plain') ?? '';
      // Not our JSON: fall back to the in-memory copy only when the system clipboard gave nothing at all.
      const clip = clipboardFromText(text) ?? (text ? null : getMemoryClipboard());
      if (!clip) return;
      event.preventDefault();
      store.paste(clip);
    };

    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      if (pasteExpected) clearTimeout(pasteExpected);
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, [store, enabled]);
}
