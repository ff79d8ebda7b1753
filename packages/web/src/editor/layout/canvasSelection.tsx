/**
 * Selection on the canvas without a component per node:
 * - `wrapNode` (stable, for FolioPage in 'edit' mode) makes each node element focusable and names it (the
 *   element is cloned, no DOM is added, so the page's flex layout is untouched), then hands it to the drag and
 *   drop wrapper;
 * - clicks, focus and Enter/Space inside the canvas select the innermost element carrying data-node-id
 *   (event delegation: one handler for the whole page);
 * - <SelectionMarker> marks the selected element (data-selected + outline), re-rendering nothing else.
 */
import { cloneElement, isValidElement, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import type { FolioNode } from '@folio/model';
import { translate } from '../../i18n/i18n.ts';
import { withDnd } from '../dnd/DndNode.tsx';
import type { EditorStore } from '../store/createEditorStore.ts';
import { useEditor } from '../store/react.tsx';
import { hasRule, nodeLabel } from './nodeLabel.ts';
import { textOnCanvas } from '../collab/CanvasText.tsx';
import { setTyping } from '../collab/canvasTyping.ts';

type ElementProps = { className?: string; tabIndex?: number; role?: string; 'aria-label'?: string; 'data-editor-node'?: string; 'data-fe-rule'?: string };

function focusable(node: FolioNode, element: ReactNode): ReactNode {
  if (!isValidElement(element) || typeof element.type !== 'string') return element;
  const el = element as ReactElement<ElementProps>;
  return cloneElement(el, {
    className: el.props.className ? `${el.props.className} fe-node` : 'fe-node',
    tabIndex: 0,
    // A named group: a label on a plain element is not announced (an image block holds no text of its own).
    role: el.props.role ?? 'group',
    'aria-label': hasRule(node) ? translate('editor:layout.shownByRule', { label: nodeLabel(node) }) : nodeLabel(node),
    'data-editor-node': node.kind,
    // Drawn always in the editor; a dotted outline marks what the published page shows only by a rule (issue 31).
    ...(hasRule(node) ? { 'data-fe-rule': '' } : {}),
  });
}

export const wrapNode = (node: FolioNode, element: ReactNode): ReactNode => withDnd(node, textOnCanvas(node, focusable(node, element)));

function nodeIdAt(target: EventTarget | null, root: Element): string | null {
  if (!(target instanceof Element)) return null;
  const el = target.closest('[data-node-id]');
  return el && root.contains(el) ? el.getAttribute('data-node-id') : null;
}

/** Handlers for the canvas element: select what was clicked, focused, or activated with Enter/Space. */
export function selectionHandlers(store: EditorStore) {
  const select = (id: string | null) => {
    if (id && store.getState().selection.nodeId !== id) store.select(id);
  };
  return {
    onClick: (event: MouseEvent<HTMLElement>) => {
      event.stopPropagation();
      select(nodeIdAt(event.target, event.currentTarget));
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // Only a node itself taking focus (Tab); focus moving into a widget's input comes with its click.
      if (event.target instanceof Element && event.target.hasAttribute('data-node-id')) select(nodeIdAt(event.target, event.currentTarget));
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof Element && event.target.hasAttribute('data-node-id')) {
        event.preventDefault();
        const id = nodeIdAt(event.target, event.currentTarget);
        // Enter on a text that is already selected opens it for typing on the canvas.
        if (event.key === 'Enter' && id && id === store.getState().selection.nodeId && event.target.getAttribute('data-editor-node') === 'text-resource') setTyping(id);
        else select(id);
      }
    },
    // A double-click on a text types in it on the canvas.
    onDoubleClick: (event: MouseEvent<HTMLElement>) => {
      const el = event.target instanceof Element ? event.target.closest('[data-editor-node="text-resource"]') : null;
      const id = el?.getAttribute('data-node-id');
      if (!id || !event.currentTarget.contains(el)) return;
      select(id);
      setTyping(id);
    },
  };
}

/** Puts data-selected on the selected node's element inside `root` (and takes it off the previous one). */
export function SelectionMarker({ root }: { root: { current: HTMLElement | null } }) {
  const selected = useEditor((s) => s.selection.nodeId);
  const doc = useEditor((s) => s.doc);
  // The element marked last: an edit that keeps it (the usual keystroke) needs no search of a large page.
  const marked = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const container = root.current;
    if (!container) return;
    const last = marked.current;
    let el: Element | null;
    if (selected && last?.isConnected && last.getAttribute('data-node-id') === selected && last.hasAttribute('data-selected') && container.contains(last)) {
      el = last;
    } else {
      for (const old of container.querySelectorAll('[data-selected]')) old.removeAttribute('data-selected');
      marked.current = null;
      if (!selected) return;
      el = container.querySelector(`[data-node-id="${CSS.escape(selected)}"]`);
      if (!el) return;
      el.setAttribute('data-selected', 'true');
      marked.current = el;
    }
    // keep it in view when selected from the outline or after an insert
    if (!el.contains(document.activeElement)) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [root, selected, doc]);
  return null;
}
