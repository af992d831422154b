// The planning calendar's repository in memory (issue 29 item 7): the same interface as ./calendar.ts, so the
// calendar's rules (the limit, all-day entries, the month's entries) are unit-tested without a database.
import type { CalendarRepository, CalendarRow } from './calendar';

export interface MemoryCalendar extends CalendarRepository {
  readonly rows: CalendarRow[];
}

export function memoryCalendarRepository(): MemoryCalendar {
  const rows: CalendarRow[] = [];
  let nextId = 1;
  return {
    rows,
    transaction: (fn) => fn(),
    countEntries: async (weddingId) => rows.filter((row) => row.weddingId === weddingId).length,
    insertEntry: async (entry) => {
      const row = { ...entry, id: `c${nextId++}`, createdAt: new Date() };
      rows.push(row);
      return row;
    },
    deleteEntry: async (weddingId, id) => {
      const index = rows.findIndex((row) => row.weddingId === weddingId && row.id === id);
      return index < 0 ? undefined : rows.splice(index, 1)[0];
    },
    entriesBetween: async (weddingId, from, to) =>
      rows
        .filter((row) => row.weddingId === weddingId && row.startsAt >= from && row.startsAt < to)
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
  };
}
