/**
 * The canvas's wrapNode: adds selection to a rendered node element without adding DOM (the element is cloned
 * with extra props, so the page's flex layout is untouched). Each wrapped node subscribes only to "am I
 * selected", so a selection change re-renders two nodes. Click or focus selects the innermost node; Enter or
 * Space on a focused node selects it too.
 */
import { cloneElement, isValidElement, memo, type FocusEvent, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import type { FolioNode } from '@folio/model';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { nodeLabel } from './nodeLabel.ts';

type ElementProps = HTMLAttributes<HTMLElement> & Record<string, unknown>;

const Selectable = memo(function Selectable({ node, element }: { node: FolioNode; element: ReactNode }) {
  const store = useEditorStore();
  const selected = useEditor((s) => s.selection.nodeId === node.id);
  if (!isValidElement(element)) return element;
  const el = element as ReactElement<ElementProps>;
  const own = el.props;
  const select = () => {
    if (store.getState().selection.nodeId !== node.id) store.select(node.id);
  };
  return cloneElement(el, {
    className: [own.className, 'fe-node', selected ? 'fe-node--selected' : ''].filter(Boolean).join(' '),
    tabIndex: 0,
    'aria-label': nodeLabel(node),
    'data-editor-node': node.kind,
    'data-selected': selected ? 'true' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      event.stopPropagation();
      select();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.target === event.currentTarget) {
        event.stopPropagation();
        select();
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        event.stopPropagation();
        select();
      }
    },
  });
});

/** Stable (module-level) wrapNode for FolioPage in 'edit' mode. */
export const wrapNode = (node: FolioNode, element: ReactNode): ReactNode => <Selectable key={node.id} node={node} element={element} />;
