import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useAppText } from '../../../src/shared/i18n/app';

/** A vertical list reorderable by its handles, with the pointer or the keyboard (space, arrows). */
export function SortableList({
  id,
  items,
  onMove,
  children,
}: {
  id: string;
  items: string[];
  onMove: (from: string, to: string) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Instant scrolling: a smooth scroll still running when the next arrow comes measures stale positions and the
    // move stops short (a phone's sheet scrolls to reach the top of the list).
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (event.over && event.active.id !== event.over.id) onMove(String(event.active.id), String(event.over.id));
  };
  return (
    // A fixed id keeps dnd-kit's accessibility ids stable between renders.
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ul className="b-sortable">{children}</ul>
      </SortableContext>
    </DndContext>
  );
}

export function SortableItem({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const t = useAppText();
  return (
    <li ref={setNodeRef} className={`b-sortable__item${isDragging ? ' is-dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className="b-handle" aria-label={t('builder.order.move', { label })} {...attributes} {...listeners}>
        ⠿
      </button>
      {children}
    </li>
  );
}
