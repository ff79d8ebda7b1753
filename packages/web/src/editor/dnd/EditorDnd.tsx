/**
 * Drag and drop on the canvas (dnd-kit): tiles, layouts, columns and blocks carry a drag handle (DndNode.tsx); a
 * drop is checked with the model's rules (dropRules.ts) and carried out as the store's move edit. Keyboard: focus a
 * handle, Space to pick up, arrow keys step to the next or previous place of the same kind (geometry.ts), Space to
 * drop, Escape to cancel — and each handle's menu has Move up / Move down / Move to….
 *
 * Palette items drag onto the canvas too (palette/PaletteDrag.tsx): the innermost node under the pointer and
 * planDrop decide where the new node goes, shown by the same indicator, and the drop is one `insert` edit.
 *
 * Use: wrap the editor (canvas and palette) in <EditorDndProvider>, and in the canvas's `wrapNode` call
 * `withDnd(node, element)`; the page itself is a drop target through `usePageDrop`.
 */
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import { Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsMove } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '../../i18n/i18n.ts';
import { useEditorStore } from '../store/index.ts';
import { DragStoreContext } from './DndNode.tsx';
import { describeNode, dropProblem, resolveDrop } from './dropRules.ts';
import { IDLE, createDragStore } from './dragState.ts';
import { activeCentre, folioCollision, folioKeyboardCoordinates, intentFor, kindOf, overlayAtPointer, pointOf, type Point } from './geometry.ts';
import { trackHoveredNode } from './hover.ts';
import { performPlacement } from './moves.ts';
import { paletteDrop, paletteItemOf, type PaletteDrop } from '../palette/PaletteDrag.tsx';
import './dnd.css';

export function EditorDndProvider({ children }: { children: ReactNode }) {
  const store = useEditorStore();
  const drag = useMemo(createDragStore, []);
  // What the overlay says follows the pointer ("Moving block", "Inserting text content").
  const [activeLabel, setActiveLabel] = useState<string | null>(null);
  // The insert a palette item held over the canvas would make, computed with its indicator.
  const paletteTarget = useRef<PaletteDrop | null>(null);
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
      const item = paletteItemOf(active);
      if (item) {
        paletteTarget.current = over && point ? paletteDrop(store.getState().doc, drag.elements, item, String(over.id), point) : null;
        const found = paletteTarget.current;
        drag.set({ activeId: String(active.id), intent: found?.intent ?? null, valid: found?.plan.ok ?? false });
        return;
      }
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
      setActiveLabel(null);
      pointer.current = null;
      const dropped = paletteTarget.current;
      paletteTarget.current = null;
      if (paletteItemOf(event.active)) {
        if (!dropped) return;
        if (!dropped.plan.ok) return void notifications.show({ color: 'red', message: dropped.plan.message });
        const { plan } = dropped;
        const result = store.dispatch({ type: 'insert', node: plan.node, descendants: plan.descendants, target: plan.target });
        if (!result.ok) notifications.show({ color: 'red', message: result.error });
        else store.select(plan.newNodeId);
        return;
      }
      if (!activeId || !intent) return;
      const doc = store.getState().doc;
      const placement = resolveDrop(doc, activeId, intent);
      if (!placement) {
        if (dropProblem(doc, activeId, intent) === 'hierarchy') notifications.show({ color: 'red', message: translate('editor:dnd.cannotGoThere', { name: describeNode(doc.nodes[activeId]).toLowerCase() }) });
        return;
      }
      const result = performPlacement(store.dispatch, doc, activeId, placement);
      if (!result.ok) notifications.show({ color: 'red', message: result.error });
    },
    [drag, store, update],
  );

  const announcements: Announcements = useMemo(() => {
    const name = (active: { id: string | number; data: { current?: unknown } }) =>
      paletteItemOf(active)?.name ?? describeNode(store.getState().doc.nodes[String(active.id)]);
    return {
      onDragStart: ({ active }) =>
        paletteItemOf(active) ? translate('editor:dnd.pickedUpPalette', { name: name(active) }) : translate('editor:dnd.pickedUp', { name: name(active) }),
      onDragOver: ({ active, over }) => {
        const s = drag.get();
        const doc = store.getState().doc;
        if (!over || !s.intent) return translate('editor:dnd.notOver', { name: name(active) });
        const where = describeNode(doc.nodes[s.intent.overId]);
        return translate(s.valid ? `editor:dnd.willDrop.${s.intent.position}` : `editor:dnd.cannotDrop.${s.intent.position}`, { where });
      },
      onDragEnd: ({ active }) => translate('editor:dnd.dropped', { name: name(active) }),
      onDragCancel: ({ active }) => translate(paletteItemOf(active) ? 'editor:dnd.insertCancelled' : 'editor:dnd.moveCancelled', { name: name(active) }),
    };
  }, [drag, store]);

  return (
    <DragStoreContext.Provider value={drag}>
      <DndContext
        sensors={sensors}
        collisionDetection={folioCollision}
        accessibility={{ announcements }}
        onDragStart={(e) => {
          pointer.current = pointOf(e.activatorEvent);
          const item = paletteItemOf(e.active);
          const node = store.getState().doc.nodes[String(e.active.id)];
          setActiveLabel(item ? translate('editor:dnd.inserting', { name: item.name }) : node ? translate('editor:dnd.moving', { name: describeNode(node).toLowerCase() }) : null);
          drag.set({ activeId: String(e.active.id), intent: null, valid: false });
        }}
        onDragMove={update}
        onDragOver={update}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          pointer.current = null;
          paletteTarget.current = null;
          drag.set(IDLE);
          setActiveLabel(null);
        }}
      >
        {children}
        {createPortal(<MovingOverlay label={activeLabel} />, document.body)}
      </DndContext>
    </DragStoreContext.Provider>
  );
}

/**
 * What follows the pointer during a drag. It lives in document.body: inside the zoomed canvas its fixed position
 * would be scaled too and land far from the pointer.
 */
function MovingOverlay({ label }: { label: string | null }) {
  return (
    <DragOverlay dropAnimation={null} modifiers={[overlayAtPointer]} style={{ pointerEvents: 'none' }}>
      {label ? (
        <Paper shadow="md" p="xs" withBorder data-testid="dnd-overlay" style={{ cursor: 'grabbing', opacity: 0.9, width: 'max-content' }}>
          <Group gap={6}>
            <IconArrowsMove size={16} />
            <Text size="sm" fw={600}>
              {label}
            </Text>
          </Group>
        </Paper>
      ) : null}
    </DragOverlay>
  );
}
