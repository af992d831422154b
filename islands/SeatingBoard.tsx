// The seating chart's floor plan on a desktop (issue 24 item 3): drag a household onto a table to seat
// every attending member, drag a person to move them (or back to "To seat"), select several to move or
// unseat them at once. A household that does not fit asks "Seat N here and the rest at…?". dnd-kit's
// keyboard sensor moves with Space and the arrow keys too, and its announcements are read out; the list
// below the plan keeps a move menu for every person and household (and works without JavaScript).
// Each seating change posts to the seating API with the chart's version, then shows the chart again.
// Tables sit where the couple puts them (issue 24 item 1): drag a table by its handle, or focus the handle
// and use the arrow keys; turn it in 15° steps. A move is saved with the whole table list (PUT …/tables,
// the version check as for seats) without reloading, and the page's forms take the new version.
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { showToast } from '../src/shared/client/toast';
import { EVERYONE_SEATED, NOBODY_TO_SEAT } from '../src/shared/seating/texts';
import { useAppText } from '../src/shared/i18n/app';
import { FloorTable } from './seating/FloorTable';
import { clampPlace, floorHeight, type Placed, placeOf, TABLE_WIDTH, turned } from './seating/floor';

const person = z.object({ id: z.string(), name: z.string() });
export const seatingBoardPropsSchema = z.object({
  eventId: z.string(),
  version: z.number(),
  /** Whether anyone attends the event at all (else there is nobody to seat yet). */
  anyoneAttending: z.boolean(),
  tables: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      shape: z.string(),
      capacity: z.number(),
      couple: z.boolean(),
      x: z.number(),
      y: z.number(),
      rotation: z.number(),
      people: z.array(person),
    }),
  ),
  parties: z.array(z.object({ id: z.string(), name: z.string(), people: z.array(person) })),
});
type Props = z.output<typeof seatingBoardPropsSchema>;
type Table = Props['tables'][number];

interface Pending {
  ids: string[];
  name: string;
  table: Table;
  fit: number;
}

function Chip({ id, label, count, selected, onSelect }: { id: string; label: string; count?: number; selected?: boolean; onSelect?: (on: boolean) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)`, zIndex: 10 } : undefined;
  const t = useAppText();
  return (
    <li className={`seat-chip${isDragging ? ' seat-chip--dragging' : ''}`} style={style}>
      {onSelect && (
        <input
          type="checkbox"
          aria-label={t('seating.board.select', { name: label })}
          checked={Boolean(selected)}
          onChange={(e) => onSelect(e.target.checked)}
        />
      )}
      <button
        type="button"
        ref={setNodeRef}
        className="seat-chip__handle"
        data-drag={id}
        {...listeners}
        {...attributes}
        aria-label={t('seating.board.drag', { name: label })}
      >
        {label}
        {count !== undefined && count > 1 && <span className="seat-chip__count">{count}</span>}
      </button>
    </li>
  );
}

function Drop({ id, className, children, label }: { id: string; className: string; children: React.ReactNode; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section ref={setNodeRef} className={`${className}${isOver ? ' seat-drop--over' : ''}`} aria-label={label} data-drop={id}>
      {children}
    </section>
  );
}

function SeatingBoard({ eventId, version, anyoneAttending, tables, parties }: Props) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [rest, setRest] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moveTo, setMoveTo] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  /** The chart's version as last saved here (table moves save without reloading). */
  const at = useRef(version);
  const [places, setPlaces] = useState<Record<string, Placed>>(() => Object.fromEntries(tables.map((t, i) => [t.id, placeOf(t, i)])));
  const placesNow = useRef(places);
  const floor = useRef<HTMLDivElement>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const saveTimer = useRef<number | undefined>(undefined);
  const [said, setSaid] = useState('');
  const t = useAppText();

  function place(id: string, next: Placed) {
    const width = floor.current?.clientWidth ?? Number.POSITIVE_INFINITY;
    const kept = clampPlace(Math.min(next.x, width - TABLE_WIDTH), next.y);
    placesNow.current = { ...placesNow.current, [id]: { ...kept, rotation: next.rotation } };
    setPlaces(placesNow.current);
  }

  /** Saves every table's place (after `delay` ms of quiet, so a run of key presses is one save). */
  function saveLater(delay: number) {
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => {
      saving.current = saving.current.then(savePlaces);
    }, delay);
  }

  async function savePlaces() {
    const res = await fetch(`/api/v1/seating/${encodeURIComponent(eventId)}/tables`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        version: at.current,
        tables: tables.map(({ id, name, shape, capacity, couple }) => ({ id, name, shape, capacity, couple, ...placesNow.current[id] })),
      }),
    });
    const body = (await res.json().catch(() => ({}))) as { msg?: string; version?: number };
    if (!res.ok) {
      showToast(body.msg ?? t('seating.board.saveFailed'), 'error');
      return;
    }
    at.current = body.version ?? at.current + 1;
    // The page's forms (the lists below) make their changes on this version now.
    for (const input of document.querySelectorAll<HTMLInputElement>('.seating input[name="version"]')) input.value = String(at.current);
    setSaid(t('seating.board.floorSaved'));
  }

  function moveTable(id: string, dx: number, dy: number, text: string) {
    const now = placesNow.current[id];
    if (!now) return;
    place(id, { ...now, x: now.x + dx, y: now.y + dy });
    setSaid(text);
    saveLater(600);
  }

  function turnTable(id: string, name: string, step: number) {
    const now = placesNow.current[id];
    if (!now) return;
    const rotation = turned(now.rotation, step);
    place(id, { ...now, rotation });
    setSaid(t('seating.board.turned', { name, rotation: String(rotation) }));
    saveLater(300);
  }

  async function assign(moves: { ids: string[]; tableId: string | null }[]) {
    setBusy(true);
    window.clearTimeout(saveTimer.current);
    await saving.current;
    let current = at.current;
    for (const move of moves) {
      if (move.ids.length === 0) continue;
      const res = await fetch(`/api/v1/seating/${encodeURIComponent(eventId)}/assign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version: current, guestIds: move.ids, tableId: move.tableId }),
      });
      const body = (await res.json().catch(() => ({}))) as { msg?: string; version?: number };
      if (!res.ok) {
        showToast(body.msg ?? t('seating.board.moveFailed'), 'error');
        setBusy(false);
        return;
      }
      current = body.version ?? current + 1;
      showToast(body.msg ?? t('seating.board.saved'));
    }
    window.location.reload();
  }

  function onDragEnd(event: DragEndEvent) {
    const from = String(event.active.id);
    if (from.startsWith('move:')) {
      const id = from.slice('move:'.length);
      const now = placesNow.current[id];
      if (now && (event.delta.x !== 0 || event.delta.y !== 0)) {
        place(id, { ...now, x: now.x + event.delta.x, y: now.y + event.delta.y });
        saveLater(0);
      }
      return;
    }
    const to = event.over ? String(event.over.id) : null;
    if (!to || busy) return;
    const tableId = to === 'unseat' ? null : to.slice('table:'.length);
    const [kind, id] = [from.slice(0, from.indexOf(':')), from.slice(from.indexOf(':') + 1)];
    const party = kind === 'party' ? parties.find((p) => p.id === id) : undefined;
    const ids = party ? party.people.map((p) => p.id) : selected.has(id) ? [...selected] : [id];
    const table = tables.find((t) => t.id === tableId);
    if (!table) {
      void assign([{ ids, tableId: null }]);
      return;
    }
    const free = table.capacity - table.people.filter((p) => !ids.includes(p.id)).length;
    if (ids.length > free && free > 0 && party) {
      setRest(tables.find((t) => t.id !== table.id && t.capacity - t.people.length > 0)?.id ?? '');
      setPending({ ids, name: party.name, table, fit: free });
      return;
    }
    void assign([{ ids, tableId: table.id }]);
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="seat-board" aria-busy={busy}>
      <p id="seat-board-move-help" className="sr-only">
        {t('seating.board.moveHelp')}
      </p>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <Drop id="unseat" className="seat-board__to-seat" label={t('seating.toSeat')}>
          <h3>{t('seating.toSeat')}</h3>
          {parties.length === 0 ? (
            <p className="field__hint">{anyoneAttending ? EVERYONE_SEATED : NOBODY_TO_SEAT}</p>
          ) : (
            <ul className="seat-chips">
              {parties.map((p) => (
                <Chip key={p.id} id={`party:${p.id}`} label={p.people.length > 1 ? p.name : (p.people[0]?.name ?? p.name)} count={p.people.length} />
              ))}
            </ul>
          )}
        </Drop>
        <div className="seat-board__floor" ref={floor} style={{ height: floorHeight(Object.values(places)) }}>
          {tables.map((table) => (
            <FloorTable
              key={table.id}
              id={table.id}
              name={table.name}
              shape={table.shape}
              seated={table.people.length}
              capacity={table.capacity}
              place={places[table.id]!}
              onMove={(dx, dy, text) => moveTable(table.id, dx, dy, text)}
              onTurn={(step) => turnTable(table.id, table.name, step)}
            >
              <ul className="seat-chips">
                {table.people.map((p) => (
                  <Chip key={p.id} id={`person:${p.id}`} label={p.name} selected={selected.has(p.id)} onSelect={(on) => toggle(p.id, on)} />
                ))}
              </ul>
            </FloorTable>
          ))}
        </div>
      </DndContext>
      {selected.size > 0 && (
        <div className="seat-board__selection" role="group" aria-label={t('seating.board.selection')}>
          <span>{t('seating.board.selected', { count: String(selected.size) })}</span>
          <select className="field__input" aria-label={t('seating.board.moveSelectedTo')} value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
            <option value="">{t('seating.move.choose')}</option>
            {tables.map((table) => (
              <option key={table.id} value={table.id}>
                {table.name}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--primary" disabled={!moveTo || busy} onClick={() => void assign([{ ids: [...selected], tableId: moveTo }])}>
            {t('seating.board.moveSelected')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void assign([{ ids: [...selected], tableId: null }])}>
            {t('seating.board.unseatSelected')}
          </button>
        </div>
      )}
      {pending && (
        <div className="seat-board__ask" role="alertdialog" aria-modal="false" aria-labelledby="seat-ask-title">
          <p id="seat-ask-title">
            {t('seating.board.ask', { name: pending.name, count: String(pending.ids.length), table: pending.table.name, fit: pending.fit })}
          </p>
          <select className="field__input" aria-label={t('seating.board.restAt')} value={rest} onChange={(e) => setRest(e.target.value)}>
            {tables
              .filter((table) => table.id !== pending.table.id)
              .map((table) => (
                <option key={table.id} value={table.id}>
                  {table.name} ({table.people.length}/{table.capacity})
                </option>
              ))}
          </select>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!rest || busy}
            onClick={() =>
              void assign([
                { ids: pending.ids.slice(0, pending.fit), tableId: pending.table.id },
                { ids: pending.ids.slice(pending.fit), tableId: rest },
              ])
            }
          >
            {t('seating.board.seatSplit', { fit: String(pending.fit), table: tables.find((table) => table.id === rest)?.name ?? '…' })}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void assign([{ ids: pending.ids, tableId: pending.table.id }])}>
            {t('seating.board.seatAllAnyway', { count: String(pending.ids.length) })}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setPending(null)}>
            {t('seating.board.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}

export default defineIsland('SeatingBoard', seatingBoardPropsSchema, SeatingBoard, { load: 'idle' });
