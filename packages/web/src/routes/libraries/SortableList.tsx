/**
 * A vertical list whose rows are dragged by a handle (dnd-kit sortable; the handle also works from the keyboard:
 * space to lift, arrows to move, space to drop) and moved with up/down buttons. Used for libraries and their items.
 */
import { ActionIcon, Group } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type Over,
  type UniqueIdentifier,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export interface RowControls {
  /** the drag handle and the up/down buttons, to place in the row */
  handle: ReactNode;
  moveButtons: ReactNode;
}

function SortableRow({
  id,
  index,
  count,
  label,
  disabled,
  onMove,
  children,
}: {
  id: string;
  index: number;
  count: number;
  label: string;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  children: (controls: RowControls) => ReactNode;
}) {
  const { t } = useTranslation('libraries');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (
    <DragHandle attributes={attributes} listeners={listeners} setRef={setActivatorNodeRef} label={label} disabled={disabled} />
  );
  const moveButtons = (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('sort.up', { label })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
        data-testid="move-up"
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('sort.down', { label })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
        data-testid="move-down"
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children({ handle, moveButtons })}
    </div>
  );
}

function DragHandle({
  attributes,
  listeners,
  setRef,
  label,
  disabled,
}: {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setRef: (el: HTMLElement | null) => void;
  label: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('libraries');
  return (
    <ActionIcon
      ref={setRef}
      variant="subtle"
      color="gray"
      {...attributes}
      {...listeners}
      aria-label={t('sort.drag', { label })}
      disabled={disabled}
      style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
      data-testid="drag-handle"
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
}

export function SortableList<T>({
  items,
  getId,
  getLabel,
  onMove,
  disabled = false,
  children,
}: {
  items: readonly T[];
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  children: (item: T, controls: RowControls, index: number) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useTranslation('libraries');
  const ids = items.map(getId);
  // What a screen reader hears while a row is dragged from the keyboard, naming the rows by their labels.
  const labels = new Map(items.map((item, index) => [ids[index]!, getLabel(item)]));
  const name = (id: UniqueIdentifier) => labels.get(String(id)) ?? String(id);
  const accessibility = {
    screenReaderInstructions: { draggable: t('sort.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: Active }) => t('sort.pickedUp', { item: name(active.id) }),
      onDragOver: ({ active, over }: { active: Active; over: Over | null }) =>
        over ? t('sort.over', { item: name(active.id), over: name(over.id) }) : t('sort.notOver', { item: name(active.id) }),
      onDragEnd: ({ active, over }: { active: Active; over: Over | null }) =>
        over ? t('sort.droppedOver', { item: name(active.id), over: name(over.id) }) : t('sort.dropped', { item: name(active.id) }),
      onDragCancel: ({ active }: { active: Active }) => t('sort.cancelled', { item: name(active.id) }),
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item, index) => (
          <SortableRow key={ids[index]} id={ids[index]!} index={index} count={items.length} label={getLabel(item)} disabled={disabled} onMove={onMove}>
            {(controls) => children(item, controls, index)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}
