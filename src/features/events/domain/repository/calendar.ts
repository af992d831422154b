// The planning calendar's SQL (issue 29 item 4): the couple's own entries (calendar_events). One
// portable implementation for SQLite and PostgreSQL.
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { CALENDAR_THEMES } from '../../../../core/db/schema';
import { first, portable } from '../../../../core/db/store/portable';
import type { DataStore } from '../../../../core/db/store/store';

export interface CalendarRow {
  id: string;
  weddingId: string;
  title: string;
  theme: (typeof CALENDAR_THEMES)[number];
  startsAt: Date;
  endsAt: Date | null;
  createdAt: Date;
}

/** Every write runs in a transaction (joining the caller's): outside one, SQLite reads on a read-only connection. */
export interface CalendarRepository {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  countEntries(weddingId: string): Promise<number>;
  insertEntry(entry: Omit<CalendarRow, 'id' | 'createdAt'>): Promise<CalendarRow>;
  /** The deleted entry, or undefined when the wedding has no such entry. */
  deleteEntry(weddingId: string, id: string): Promise<CalendarRow | undefined>;
  /** Entries starting in [from, to), in time order. */
  entriesBetween(weddingId: string, from: Date, to: Date): Promise<CalendarRow[]>;
}

export function calendarRepository(store: DataStore): CalendarRepository {
  const { t, sql, transaction } = portable(store);
  const entries = t.calendarEvents;
  return {
    transaction,
    countEntries: async (weddingId) => first(await sql().select({ n: count() }).from(entries).where(eq(entries.weddingId, weddingId)))?.n ?? 0,
    insertEntry: (entry) => transaction(async () => first(await sql().insert(entries).values(entry).returning())!),
    deleteEntry: (weddingId, id) =>
      transaction(async () =>
        first(
          await sql()
            .delete(entries)
            .where(and(eq(entries.id, id), eq(entries.weddingId, weddingId)))
            .returning(),
        ),
      ),
    entriesBetween: (weddingId, from, to) =>
      sql()
        .select()
        .from(entries)
        .where(and(eq(entries.weddingId, weddingId), gte(entries.startsAt, from), lt(entries.startsAt, to)))
        .orderBy(asc(entries.startsAt)),
  };
}
