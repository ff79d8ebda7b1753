/**
 * Drag and drop on the canvas (dnd-kit): tiles, layouts, columns and blocks carry a drag handle; a drop is
 * checked with the model's rules (dropRules.ts) and carried out as the store's move edit. Keyboard: focus a
 * handle, Space to pick up, arrow keys step to the next or previous place of the same kind, Space to drop,
 * Escape to cancel — and each handle's menu has Move up / Move down / Move to….
 *
 * Use: wrap the canvas in <EditorDndProvider>, and in the canvas's `wrapNode` call `withDnd(node, element)` on
 * the element the render package gives (it adds refs and the handle inside that element, so the layout's flex
 * rows keep their children).
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DroppableContainer,
  type ClientRect,
  type KeyboardCoordinateGetter,
  type Modifier,
} from '@dnd-kit/core';
import { ActionIcon, Group, Menu, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconDotsVertical, IconGripVertical, IconArrowsMove } from '@tabler/icons-react';
import type { FolioDocument, FolioNode } from '@folio/model';
import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { useEditorStore } from '../store/index.ts';
import { useIsSelected } from '../store/react.tsx';
import {
  CONTAINER_OF,
  describeNode,
  dropProblem,
  intentAmongChildren,
  isDraggableKind,
  isHorizontal,
  moveDestinations,
  positionFromPointer,
  resolveDrop,
  stepPlacement,
  type DropIntent,
} from './dropRules.ts';
import { IDLE, createDragStore, useNodeDragView, type DragStore } from './dragState.ts';
import { trackHoveredNode, useIsHovered } from './hover.ts';
import { performPlacement } from './moves.ts';
import './dnd.css';

const DragStoreContext = createContext<DragStore | null>(null);
/** Stands in for the drag store outside a provider, so a node's hooks run the same either way. */
const NO_DRAG = createDragStore();

interface NodeData {
  kind: string;
}
const kindOf = (x: { data: { current?: unknown } } | null | undefined): string | undefined => (x?.data.current as NodeData | undefined)?.kind;

/** Of the droppables under the pointer, the nearest one a dragged kind can land on: its own kind first, then its container kind. */
export const folioCollision: CollisionDetection = (args) => {
  const activeKind = kindOf(args.active);
  if (!activeKind || !isDraggableKind(activeKind)) return [];
  const fits = (c: DroppableContainer) => c.id !== args.active.id && (kindOf(c) === activeKind || kindOf(c) === CONTAINER_OF[activeKind]);
  const containers = args.droppableContainers.filter(fits);
  const hits = args.pointerCoordinates ? pointerWithin({ ...args, droppableContainers: containers }) : closestCenter({ ...args, droppableContainers: containers });
  const same = hits.filter((h) => kindOf(containers.find((c) => c.id === h.id)) === activeKind);
  return same.length ? same : hits;
};

/**
 * Arrow keys step the dragged node's box to the next (down/right) or previous (up/left) node of its kind in
 * document order, placed just past that node's middle so the drop reads "after" (forward) or "before" (back).
 */
export const folioKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = event.code === 'ArrowDown' || event.code === 'ArrowRight';
  const backward = event.code === 'ArrowUp' || event.code === 'ArrowLeft';
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if ((!forward && !backward) || !active || !collisionRect) return undefined;
  event.preventDefault();
  const activeKind = kindOf(active);
  const same = droppableContainers
    .getEnabled()
    .filter((c) => kindOf(c) === activeKind && c.node.current)
    .sort((a, b) => (a.node.current!.compareDocumentPosition(b.node.current!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  const inside = same.findIndex((c) => {
    const r = droppableRects.get(c.id);
    return r && cx >= r.left && cx <= r.left + r.width && cy >= r.top && cy <= r.top + r.height && c.id !== active.id;
  });
  const from = inside >= 0 ? inside : same.findIndex((c) => c.id === active.id);
  let to = from + (forward ? 1 : -1);
  if (same[to]?.id === active.id) to += forward ? 1 : -1;
  const target = same[to];
  const rect = target ? droppableRects.get(target.id) : undefined;
  if (!target || !rect) return currentCoordinates;
  const horizontal = isHorizontal(activeKind ?? '');
  const nudge = forward ? 0.25 : -0.25;
  const centreX = rect.left + rect.width / 2 + (horizontal ? rect.width * nudge : 0);
  const centreY = rect.top + rect.height / 2 + (horizontal ? 0 : rect.height * nudge);
  return { x: centreX - collisionRect.width / 2, y: centreY - collisionRect.height / 2 };
};

type Point = { x: number; y: number };

/**
 * The drop intent at `point`: before/after the node of the dragged kind under it, or, over a container, between
 * the container's children where the point is (measured now, so canvas zoom and scrolling do not matter).
 */
function intentFor(doc: FolioDocument, elements: Map<string, HTMLElement>, activeId: string, activeKind: string, overId: string, fallback: ClientRect, point: Point): DropIntent {
  const over = doc.nodes[overId];
  if (over?.kind === activeKind) {
    const rect = elements.get(overId)?.getBoundingClientRect() ?? fallback;
    return { overId, position: positionFromPointer(activeKind, rect, point) };
  }
  const children = over && 'children' in over ? over.children : [];
  const measured = children.flatMap((id) => {
    const el = id === activeId ? undefined : elements.get(id);
    return el ? [{ id, rect: el.getBoundingClientRect() }] : [];
  });
  return intentAmongChildren(measured, activeKind, point) ?? { overId, position: 'inside' };
}

const pointOf = (event: Event | null): Point | null =>
  event && 'clientX' in event && typeof event.clientX === 'number' ? { x: event.clientX, y: (event as MouseEvent).clientY } : null;

/** Keeps the overlay's corner just under the pointer, wherever on the node the drag started. */
export const overlayAtPointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  const start = pointOf(activatorEvent);
  if (!start || !draggingNodeRect) return transform;
  return { ...transform, x: transform.x + start.x - draggingNodeRect.left - 12, y: transform.y + start.y - draggingNodeRect.top - 18 };
};

/** The centre of the dragged box (pointer or keyboard alike). */
function activeCentre(active: Active): { x: number; y: number } | null {
  const r = active.rect.current.translated;
  return r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
}

export function EditorDndProvider({ children }: { children: ReactNode }) {
  const store = useEditorStore();
  const drag = useMemo(createDragStore, []);
  const [activeNode, setActiveNode] = useState<FolioNode | null>(null);
  // The pointer during a pointer drag (null for keyboard drags, which place the dragged box instead).
  const pointer = useRef<Point | null>(null);
  useEffect(() => trackHoveredNode(document), []);
  // Drop targets are registered once the canvas is drawn and the browser is idle (or when a handle shows).
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => drag.arm(), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => drag.arm(), { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }, [drag]);
  useEffect(() => {
    const onMove = (e: PointerEvent) => {
      if (pointer.current) pointer.current = { x: e.clientX, y: e.clientY };
    };
    const onRelease = () => drag.press(null);
    window.addEventListener('pointermove', onMove, { capture: true, passive: true });
    window.addEventListener('pointerup', onRelease, { capture: true, passive: true });
    window.addEventListener('pointercancel', onRelease, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove, { capture: true });
      window.removeEventListener('pointerup', onRelease, { capture: true });
      window.removeEventListener('pointercancel', onRelease, { capture: true });
    };
  }, [drag]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: folioKeyboardCoordinates }),
  );

  const update = useCallback(
    (event: DragMoveEvent) => {
      const { active, over } = event;
      const activeKind = kindOf(active);
      const point = pointer.current ?? activeCentre(active);
      if (!over || !activeKind || !point) {
        drag.set({ activeId: String(active.id), intent: null, valid: false });
        return;
      }
      const doc = store.getState().doc;
      const intent = intentFor(doc, drag.elements, String(active.id), activeKind, String(over.id), over.rect, point);
      drag.set({ activeId: String(active.id), intent, valid: resolveDrop(doc, String(active.id), intent) !== null });
    },
    [drag, store],
  );

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      update(event);
      const { activeId, intent } = drag.get();
      drag.set(IDLE);
      setActiveNode(null);
      pointer.current = null;
      if (!activeId || !intent) return;
      const doc = store.getState().doc;
      const placement = resolveDrop(doc, activeId, intent);
      if (!placement) {
        if (dropProblem(doc, activeId, intent) === 'hierarchy') notifications.show({ color: 'red', message: `A ${describeNode(doc.nodes[activeId]).toLowerCase()} cannot go there` });
        return;
      }
      const result = performPlacement(store.dispatch, doc, activeId, placement);
      if (!result.ok) notifications.show({ color: 'red', message: result.error });
    },
    [drag, store, update],
  );

  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => `Picked up ${describeNode(store.getState().doc.nodes[String(active.id)])}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
      onDragOver: ({ active, over }) => {
        const s = drag.get();
        const doc = store.getState().doc;
        if (!over || !s.intent) return `${describeNode(doc.nodes[String(active.id)])} is not over a place it can go.`;
        return `${s.valid ? 'Will drop' : 'Cannot drop'} ${s.intent.position} ${describeNode(doc.nodes[String(over.id)])}.`;
      },
      onDragEnd: ({ active }) => `Dropped ${describeNode(store.getState().doc.nodes[String(active.id)])}.`,
      onDragCancel: ({ active }) => `Moving ${describeNode(store.getState().doc.nodes[String(active.id)])} was cancelled.`,
    }),
    [drag, store],
  );

  return (
    <DragStoreContext.Provider value={drag}>
      <DndContext
        sensors={sensors}
        collisionDetection={folioCollision}
        accessibility={{ announcements }}
        onDragStart={(e) => {
          pointer.current = pointOf(e.activatorEvent);
          setActiveNode(store.getState().doc.nodes[String(e.active.id)] ?? null);
          drag.set({ activeId: String(e.active.id), intent: null, valid: false });
        }}
        onDragMove={update}
        onDragOver={update}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          pointer.current = null;
          drag.set(IDLE);
          setActiveNode(null);
        }}
      >
        {children}
        {createPortal(<MovingOverlay node={activeNode} />, document.body)}
      </DndContext>
    </DragStoreContext.Provider>
  );
}

/**
 * What follows the pointer during a drag. It lives in document.body: inside the zoomed canvas its fixed position
 * would be scaled too and land far from the pointer.
 */
function MovingOverlay({ node }: { node: FolioNode | null }) {
  return (
    <DragOverlay dropAnimation={null} modifiers={[overlayAtPointer]} style={{ pointerEvents: 'none' }}>
      {node ? (
        <Paper shadow="md" p="xs" withBorder data-testid="dnd-overlay" style={{ cursor: 'grabbing', opacity: 0.9, width: 'max-content' }}>
          <Group gap={6}>
            <IconArrowsMove size={16} />
            <Text size="sm" fw={600}>
              Moving {describeNode(node).toLowerCase()}
            </Text>
          </Group>
        </Paper>
      ) : null}
    </DragOverlay>
  );
}

/** Where each kind's handle sits, so the handles of nested nodes do not cover each other. */
const HANDLE_PLACE: Record<string, CSSProperties> = {
  tile: { top: 2, left: 2 },
  layout: { top: 2, left: 96 },
  column: { top: 2, right: 96 },
  block: { top: 2, right: 2 },
};

type DivElement = ReactElement<{ style?: CSSProperties; children?: ReactNode; ref?: Ref<HTMLElement>; className?: string }>;

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
  const [holder] = useState<ElementHolder>(() => ({ el: null, setDragRef: null, setDropRef: null }));
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
  return cloneElement(
    element,
    { ref, style, className: `${element.props.className ?? ''} fo-dnd-node${selected ? ' fo-dnd-node--selected' : ''}` },
    element.props.children,
    selected || hovered || dragging || pressed ? <DragHandle key="dnd-handle" node={node} holder={holder} drag={drag} /> : null,
    indicator ? <DropIndicator key="dnd-indicator" kind={node.kind} position={indicator.position} valid={indicator.valid} /> : null,
    armed ? <DropTarget key="dnd-drop" id={node.id} kind={node.kind} holder={holder} /> : null,
  );
}

/** Makes the node's element a place to drop on (renders nothing). */
function DropTarget({ id, kind, holder }: { id: string; kind: string; holder: ElementHolder }) {
  const data = useMemo(() => ({ kind }), [kind]);
  const { setNodeRef } = useDroppable({ id, data });
  useLayoutEffect(() => {
    holder.setDropRef = setNodeRef;
    setNodeRef(holder.el);
    return () => {
      holder.setDropRef = null;
    };
  }, [holder, setNodeRef]);
  return null;
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
  useLayoutEffect(() => {
    holder.setDragRef = setNodeRef;
    setNodeRef(holder.el);
    return () => {
      holder.setDragRef = null;
    };
  }, [holder, setNodeRef]);
  // A handle showing means a drag may start: the drop targets must be there first.
  useEffect(() => drag.arm(), [drag]);
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
        size="sm"
        variant="filled"
        color="gray"
        aria-label={`Drag ${name.toLowerCase()}`}
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
      <Menu withinPortal position="bottom-start" onOpen={() => setDestinations(moveDestinations(store.getState().doc, node.id))}>
        <Menu.Target>
          <ActionIcon size="sm" variant="filled" color="gray" aria-label={`Move ${name.toLowerCase()}`} data-testid={`dnd-move-menu-${node.id}`}>
            <IconDotsVertical size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item leftSection={<IconArrowUp size={14} />} onClick={() => step(-1)} data-testid={`dnd-move-up-${node.id}`}>
            {isHorizontal(node.kind) ? 'Move left' : 'Move up'}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowDown size={14} />} onClick={() => step(1)} data-testid={`dnd-move-down-${node.id}`}>
            {isHorizontal(node.kind) ? 'Move right' : 'Move down'}
          </Menu.Item>
          {destinations.length > 0 && <Menu.Label>Move to…</Menu.Label>}
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
