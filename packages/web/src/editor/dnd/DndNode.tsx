/**
 * A canvas node's drag-and-drop wiring: its drag handle (with Move up / Move down / Move to…), its drop target
 * and the drop indicator drawn on it. `withDnd(node, element)` is called by the canvas's `wrapNode` on the element
 * the render package gives (refs and the handle go inside that element, so the layout's flex rows keep their
 * children); the drag store comes from <EditorDndProvider> (EditorDnd.tsx).
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconDotsVertical, IconGripVertical } from '@tabler/icons-react';
import type { FolioNode } from '@folio/model';
import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEditorStore } from '../store/index.ts';
import { useIsSelected } from '../store/react.tsx';
import { describeNode, isDraggableKind, isHorizontal, moveDestinations, stepPlacement, type DropIntent } from './dropRules.ts';
import { createDragStore, useNodeDragView, type DragStore } from './dragState.ts';
import { useIsHovered } from './hover.ts';

export const DragStoreContext = createContext<DragStore | null>(null);
/** Stands in for the drag store outside a provider, so a node's hooks run the same either way. */
const NO_DRAG = createDragStore();

/** Where each kind's handle sits, so the handles of nested nodes do not cover each other. */
const HANDLE_PLACE: Record<string, CSSProperties> = {
  tile: { top: 2, left: 2 },
  layout: { top: 2, left: 96 },
  column: { top: 2, right: 96 },
  block: { top: 2, right: 2 },
};

type DivElement = ReactElement<{ style?: CSSProperties; children?: ReactNode; ref?: Ref<HTMLElement>; className?: string; onPointerDown?: (event: PointerEvent<HTMLElement>) => void }>;

/** Adds the drag machinery to a node's element; other kinds (page, resources, widgets) pass through. */
export function withDnd(node: FolioNode, element: ReactNode): ReactNode {
  if (!isDraggableKind(node.kind) || !isValidElement(element) || typeof element.type !== 'string') return element;
  return <DndNode key={node.id} node={node} element={element as DivElement} />;
}

/**
 * What a node's element hands to dnd-kit: the element itself (set by the element's ref) and the ref setters of
 * the hooks that want it, which mount later or earlier than the element (a child's layout effect runs before its
 * parent's ref is attached).
 */
interface ElementHolder {
  el: HTMLElement | null;
  setDragRef: ((el: HTMLElement | null) => void) | null;
  setDropRef: ((el: HTMLElement | null) => void) | null;
  /** while the handle shows: starts a drag from a press anywhere on a block (not only on its handle) */
  pressBody: ((event: PointerEvent<HTMLElement>) => void) | null;
}

/**
 * A node's drag-and-drop wiring. dnd-kit's hooks are not called here: a thousand useDraggable + useDroppable
 * made opening a large folio far slower (each droppable's registration copies the whole list and re-renders
 * every consumer of the drag context). The draggable lives in the drag handle, which exists only on the hovered,
 * selected or dragged node; the droppable is a small child mounted once drag and drop is armed (soon after the
 * canvas is drawn, or as soon as a handle shows).
 */
function DndNode({ node, element }: { node: FolioNode; element: DivElement }) {
  const drag = useContext(DragStoreContext) ?? NO_DRAG;
  const { indicator, dragging, pressed, armed } = useNodeDragView(drag, node.id);
  const selected = useIsSelected(node.id);
  const hovered = useIsHovered(node.id);
  const [holder] = useState<ElementHolder>(() => ({ el: null, setDragRef: null, setDropRef: null, pressBody: null }));
  const id = node.id;
  const ref = useCallback(
    (el: HTMLElement | null) => {
      holder.el = el;
      holder.setDragRef?.(el);
      holder.setDropRef?.(el);
      if (el) drag.elements.set(id, el);
      else drag.elements.delete(id);
    },
    [drag, id, holder],
  );
  // Outside an EditorDndProvider (panel tests draw nodes alone) the element stays as it is.
  if (drag === NO_DRAG) return element;
  const style: CSSProperties = { ...element.props.style, position: 'relative', ...(dragging ? { opacity: 0.35 } : {}) };
  // A block moves by dragging the block itself, as on Webflow and Notion: a press on it starts a drag once the pointer
  // has moved 6 px (a click still selects), except on a field, a text being typed or the handle's own buttons.
  const onPointerDown =
    node.kind === 'block'
      ? (event: PointerEvent<HTMLElement>) => {
          const target = event.target as Element;
          if (target.closest('input, textarea, select, button, a, [contenteditable="true"], .fo-dnd-handle')) return;
          if (target.closest('.fo-dnd-node') !== event.currentTarget) return;
          holder.pressBody?.(event);
        }
      : undefined;
  return cloneElement(
    element,
    { ref, style, onPointerDown, className: `${element.props.className ?? ''} fo-dnd-node${selected ? ' fo-dnd-node--selected' : ''}` },
    element.props.children,
    selected || hovered || dragging || pressed ? <DragHandle key="dnd-handle" node={node} holder={holder} drag={drag} /> : null,
    indicator ? <DropIndicator key="dnd-indicator" kind={node.kind} position={indicator.position} valid={indicator.valid} /> : null,
    armed ? <DropTarget key="dnd-drop" id={node.id} kind={node.kind} holder={holder} /> : null,
  );
}

/** Hands the node's element to a dnd-kit hook's ref setter now, and whenever the element changes, until unmounted. */
function useHeldRef(holder: ElementHolder, slot: 'setDragRef' | 'setDropRef', setNodeRef: (el: HTMLElement | null) => void) {
  useLayoutEffect(() => {
    holder[slot] = setNodeRef;
    setNodeRef(holder.el);
    return () => {
      holder[slot] = null;
    };
  }, [holder, slot, setNodeRef]);
}

/** Makes the node's element a place to drop on (renders nothing). */
function DropTarget({ id, kind, holder }: { id: string; kind: string; holder: ElementHolder }) {
  const data = useMemo(() => ({ kind }), [kind]);
  const { setNodeRef } = useDroppable({ id, data });
  useHeldRef(holder, 'setDropRef', setNodeRef);
  return null;
}

/**
 * Makes the shown page's element a drop target (kind 'page'), once drag and drop is armed, and keeps the element with
 * the nodes' so a drop measures the page's tiles where they are. Renders nothing: dnd-kit's updates re-render this
 * alone, not the canvas.
 */
export function PageDropTarget({ pageId, element }: { pageId: string; element: RefObject<HTMLElement | null> }) {
  const drag = useContext(DragStoreContext) ?? NO_DRAG;
  const { armed } = useNodeDragView(drag, pageId);
  return armed ? <ArmedPageTarget pageId={pageId} element={element} drag={drag} /> : null;
}

function ArmedPageTarget({ pageId, element, drag }: { pageId: string; element: RefObject<HTMLElement | null>; drag: DragStore }) {
  const data = useMemo(() => ({ kind: 'page' }), []);
  const { setNodeRef } = useDroppable({ id: pageId, data });
  useLayoutEffect(() => {
    const el = element.current;
    setNodeRef(el);
    if (el) drag.elements.set(pageId, el);
    return () => {
      drag.elements.delete(pageId);
    };
  }, [drag, element, pageId, setNodeRef]);
  return null;
}

/** The drop indicator of the page itself (a palette item over an empty page, or below its last tile). */
export function PageDropIndicator({ pageId }: { pageId: string }) {
  const drag = useContext(DragStoreContext) ?? NO_DRAG;
  const { indicator } = useNodeDragView(drag, pageId);
  return indicator ? <DropIndicator kind="page" position={indicator.position} valid={indicator.valid} /> : null;
}

function DropIndicator({ kind, position, valid }: { kind: string; position: DropIntent['position']; valid: boolean }) {
  const colour = valid ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-red-6)';
  const base: CSSProperties = { position: 'absolute', pointerEvents: 'none', zIndex: 20 };
  let style: CSSProperties;
  if (position === 'inside') style = { ...base, inset: 0, outline: `2px dashed ${colour}`, outlineOffset: -2, background: valid ? 'rgba(34,139,230,0.06)' : 'rgba(250,82,82,0.06)' };
  else if (isHorizontal(kind)) style = { ...base, top: 0, bottom: 0, width: 4, background: colour, [position === 'before' ? 'left' : 'right']: -2 };
  else style = { ...base, left: 0, right: 0, height: 4, background: colour, [position === 'before' ? 'top' : 'bottom']: -2 };
  return <div style={style} data-testid="dnd-drop-indicator" data-position={position} data-valid={valid} aria-hidden />;
}

function DragHandle({ node, holder, drag }: { node: FolioNode; holder: ElementHolder; drag: DragStore }) {
  const store = useEditorStore();
  const data = useMemo(() => ({ kind: node.kind }), [node.kind]);
  const draggable = useDraggable({ id: node.id, data });
  const { setNodeRef } = draggable;
  useHeldRef(holder, 'setDragRef', setNodeRef);
  const onPointerDown = draggable.listeners?.onPointerDown as ((event: PointerEvent<HTMLElement>) => void) | undefined;
  useLayoutEffect(() => {
    holder.pressBody = (event) => {
      drag.press(node.id);
      onPointerDown?.(event);
    };
    return () => {
      holder.pressBody = null;
    };
  }, [holder, drag, node.id, onPointerDown]);
  // A handle showing means a drag may start: the drop targets must be there first.
  useEffect(() => drag.arm(), [drag]);
  const { t } = useTranslation('editor');
  const name = describeNode(node);
  const [destinations, setDestinations] = useState<ReturnType<typeof moveDestinations>>([]);
  const run = (result: { ok: true } | { ok: false; error: string }) => {
    if (!result.ok) notifications.show({ color: 'red', message: result.error });
  };
  const step = (dir: -1 | 1) => {
    const doc = store.getState().doc;
    const placement = stepPlacement(doc, node.id, dir);
    if (placement) run(store.dispatch({ type: 'moveWithin', nodeId: node.id, direction: dir < 0 ? 'up' : 'down' }));
  };
  return (
    <Group
      gap={0}
      className="fo-dnd-handle"
      wrap="nowrap"
      style={{ position: 'absolute', zIndex: 15, ...HANDLE_PLACE[node.kind] }}
      onClick={(e) => e.stopPropagation()}
      data-testid={`dnd-handle-group-${node.id}`}
    >
      <ActionIcon
        ref={draggable.setActivatorNodeRef}
        size={24}
        variant="filled"
        color="gray"
        aria-label={t('dnd.drag', { name: name.toLowerCase() })}
        data-testid={`dnd-handle-${node.id}`}
        data-dnd-kind={node.kind}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...draggable.attributes}
        {...draggable.listeners}
        onPointerDown={(event) => {
          drag.press(node.id);
          draggable.listeners?.onPointerDown?.(event);
        }}
      >
        <IconGripVertical size={14} />
      </ActionIcon>
      {/* No focus placeholder: a bare div inside role="menu" (axe aria-required-children, mantine#8971) */}
      <Menu withinPortal withInitialFocusPlaceholder={false} position="bottom-start" onOpen={() => setDestinations(moveDestinations(store.getState().doc, node.id))}>
        <Menu.Target>
          <ActionIcon size={24} variant="filled" color="gray" aria-label={t('dnd.move', { name: name.toLowerCase() })} data-testid={`dnd-move-menu-${node.id}`}>
            <IconDotsVertical size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item leftSection={<IconArrowUp size={14} />} onClick={() => step(-1)} data-testid={`dnd-move-up-${node.id}`}>
            {isHorizontal(node.kind) ? t('dnd.moveBefore') : t('dnd.moveUp')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowDown size={14} />} onClick={() => step(1)} data-testid={`dnd-move-down-${node.id}`}>
            {isHorizontal(node.kind) ? t('dnd.moveAfter') : t('dnd.moveDown')}
          </Menu.Item>
          {destinations.length > 0 && <Menu.Label>{t('dnd.moveTo')}</Menu.Label>}
          {destinations.map((d) => (
            <Menu.Item
              key={d.parentId}
              onClick={() => run(store.dispatch({ type: 'move', nodeId: node.id, target: { parentId: d.parentId } }))}
              data-testid={`dnd-move-to-${d.parentId}`}
            >
              <Text size="xs">{d.label}</Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
