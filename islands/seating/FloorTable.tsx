// One table on the SeatingBoard's free floor plan (issue 24 items 1 and 3): a drop target for people, moved
// by dragging its handle (or, focused, with the arrow keys; Shift moves further) and turned in 15° steps by
// its buttons (or R / Shift+R on the handle). Only the table's outline turns; names stay upright.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { KEY_STEP, type Placed, TABLE_WIDTH, TURN_STEP } from './floor';
import { useAppText } from '../../src/shared/i18n/app';

const ARROWS: Record<string, [number, number, 'left' | 'right' | 'up' | 'down']> = {
  ArrowLeft: [-1, 0, 'left'],
  ArrowRight: [1, 0, 'right'],
  ArrowUp: [0, -1, 'up'],
  ArrowDown: [0, 1, 'down'],
};

export interface FloorTableProps {
  id: string;
  name: string;
  shape: string;
  seated: number;
  capacity: number;
  place: Placed;
  /** Move by dx, dy pixels (a key press); `said` is what a screen reader hears. */
  onMove: (dx: number, dy: number, said: string) => void;
  onTurn: (step: number) => void;
  children: ReactNode;
}

export function FloorTable({ id, name, shape, seated, capacity, place, onMove, onTurn, children }: FloorTableProps) {
  const drop = useDroppable({ id: `table:${id}` });
  const drag = useDraggable({ id: `move:${id}` });
  const moving = drag.transform ? ` translate(${drag.transform.x}px, ${drag.transform.y}px)` : '';
  const over = seated > capacity;
  const t = useAppText();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const arrow = ARROWS[event.key];
    if (arrow && !drag.isDragging) {
      event.preventDefault();
      const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
      onMove(arrow[0] * step, arrow[1] * step, t(`seating.board.moved.${arrow[2]}`, { name }));
      return;
    }
    if ((event.key === 'r' || event.key === 'R') && !drag.isDragging) {
      event.preventDefault();
      onTurn(event.shiftKey ? -TURN_STEP : TURN_STEP);
      return;
    }
    drag.listeners?.onKeyDown?.(event);
  }

  return (
    <section
      ref={(node) => {
        drop.setNodeRef(node);
        drag.setNodeRef(node);
      }}
      className={`seat-board__table seat-board__table--${shape}${drop.isOver ? ' seat-drop--over' : ''}${drag.isDragging ? ' seat-board__table--moving' : ''}`}
      style={{ left: place.x, top: place.y, width: TABLE_WIDTH, transform: moving || undefined }}
      aria-label={name}
      data-drop={`table:${id}`}
      data-table={id}
      data-x={place.x}
      data-y={place.y}
      data-rotation={place.rotation}
    >
      <div className="seat-board__shape" style={{ transform: `rotate(${place.rotation}deg)` }} aria-hidden="true" />
      <h3>
        <button
          type="button"
          ref={drag.setActivatorNodeRef}
          className="seat-board__move"
          {...drag.attributes}
          {...drag.listeners}
          onKeyDown={onKeyDown}
          aria-label={t('seating.board.move', { name })}
          aria-describedby={`${drag.attributes['aria-describedby']} seat-board-move-help`}
          title={t('seating.board.moveTitle')}
        >
          ✥
        </button>
        {name}{' '}
        <span className={over ? 'seat-table__count seat-table__count--over' : 'seat-table__count'}>
          {seated}/{capacity}
        </span>
      </h3>
      {children}
      <div className="seat-board__turn">
        <button type="button" className="btn btn--ghost" onClick={() => onTurn(-TURN_STEP)} aria-label={t('seating.board.turnLeft', { name })}>
          ↺
        </button>
        <span className="seat-board__angle">{place.rotation}°</span>
        <button type="button" className="btn btn--ghost" onClick={() => onTurn(TURN_STEP)} aria-label={t('seating.board.turnRight', { name })}>
          ↻
        </button>
      </div>
    </section>
  );
}
