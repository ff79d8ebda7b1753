/**
 * Palette items as drag sources: a press on an item and a move of 6 px picks it up (a click still inserts at the
 * selection), and the canvas's drag and drop (dnd/EditorDnd.tsx) shows where it would land and inserts it there.
 * Only the pointer drags them: from the keyboard, Enter inserts and a node's handle moves it afterwards.
 */
import { useDraggable } from '@dnd-kit/core';
import type { FolioDocument, NodeKind } from '@folio/model';
import { useMemo, type PointerEvent } from 'react';
import { intentAmongChildren, positionFromPointer, type DropIntent } from '../dnd/dropRules.ts';
import type { Point } from '../dnd/geometry.ts';
import { planDrop, type DropPlan } from './planDrop.ts';
import type { InsertRefusal } from './planInsert.ts';

/** What a palette item's draggable carries. */
export interface PaletteItem {
  kind: 'palette';
  insert: NodeKind;
  /** how announcements and the overlay name it, e.g. "text content" */
  name: string;
  templateMode: boolean;
}

export function paletteItemOf(active: { data: { current?: unknown } } | null | undefined): PaletteItem | null {
  const data = active?.data.current as PaletteItem | undefined;
  return data?.kind === 'palette' ? data : null;
}

export interface PaletteDrop {
  plan: DropPlan | InsertRefusal;
  /** the indicator: where it lands, or (refused) the node it is over */
  intent: DropIntent;
}

/** Where the item lands if dropped now, measured on the canvas's boxes as they are. */
export function paletteDrop(doc: FolioDocument, elements: Map<string, HTMLElement>, item: PaletteItem, overId: string, point: Point): PaletteDrop {
  const rectOf = (id: string) => elements.get(id)?.getBoundingClientRect();
  const plan = planDrop(
    doc,
    overId,
    item.insert,
    {
      side(nodeId) {
        const rect = rectOf(nodeId);
        return rect ? positionFromPointer(doc.nodes[nodeId]?.kind ?? '', rect, point) : 'after';
      },
      among(parentId, childKind) {
        const parent = doc.nodes[parentId];
        const children = parent && 'children' in parent ? parent.children : [];
        const measured = children.flatMap((id) => {
          const rect = rectOf(id);
          return rect ? [{ id, rect }] : [];
        });
        return intentAmongChildren(measured, childKind, point);
      },
    },
    { templateMode: item.templateMode },
  );
  return { plan, intent: plan.ok ? plan.intent : { overId, position: 'inside' } };
}

/** Makes a palette button a drag source: attach `ref` and `onPointerDown` to it. */
export function usePaletteDrag(insert: NodeKind, name: string, templateMode: boolean) {
  const data = useMemo<PaletteItem>(() => ({ kind: 'palette', insert, name, templateMode }), [insert, name, templateMode]);
  const { setNodeRef, listeners } = useDraggable({ id: `palette:${insert}`, data });
  const onPointerDown = listeners?.onPointerDown as ((event: PointerEvent<HTMLElement>) => void) | undefined;
  return { ref: setNodeRef, onPointerDown };
}
