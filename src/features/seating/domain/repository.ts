// Seating's SQL (issue 24), one portable implementation for SQLite and PostgreSQL: the charts, their
// tables and seats, and the reads of what seating needs from the guest list, the events and the RSVP
// answers (the seating feature's own queries: those features are not its to change).
import { and, asc, eq, inArray, sql as raw } from 'drizzle-orm';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import type { SeatingChartRow, SeatingSeatRow, SeatingTableRow, TableShape, WeddingEventRow } from '../../../core/db/schema';

export interface GuestForSeating {
  id: string;
  name: string;
  nameKey: string;
  householdId: string | null;
  householdName: string | null;
  status: string;
  plusOneAllowed: boolean;
  plusOneName: string | null;
  plusOneStatus: string | null;
  tags: string[];
  householdTags: string[] | null;
}

export interface EventAnswer {
  guestId: string;
  eventId: string;
  status: 'Accepted' | 'Declined';
  plusOne: boolean | null;
}

export interface QuestionForSeating {
  id: string;
  label: string;
  kind: string;
  scope: string;
  eventId: string | null;
}

export interface AnswerForSeating {
  guestId: string;
  questionId: string;
  plusOne: boolean;
  value: string;
}

export interface TableValues {
  id?: string;
  name: string;
  shape: TableShape;
  capacity: number;
  x: number;
  y: number;
  rotation: number;
  couple: boolean;
}

export interface SeatValues {
  guestId: string;
  plusOne: boolean;
  tableId: string;
}

export interface SeatingRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  eventRows(weddingId: string): Promise<WeddingEventRow[]>;
  guests(weddingId: string): Promise<GuestForSeating[]>;
  /** Every stored per-event answer of the wedding's guests. */
  eventAnswers(weddingId: string): Promise<EventAnswer[]>;
  rsvpQuestions(weddingId: string): Promise<QuestionForSeating[]>;
  answers(questionIds: string[]): Promise<AnswerForSeating[]>;
  chart(weddingId: string, eventId: string): Promise<SeatingChartRow | undefined>;
  createChart(weddingId: string, eventId: string): Promise<SeatingChartRow>;
  /** The chart of the main day read from the wedding's date follows the day once it is saved. */
  moveChart(weddingId: string, fromEventId: string, toEventId: string): Promise<void>;
  /** Raises the version from `expected`; false when the chart is at another version (someone else changed it). */
  bumpVersion(chartId: string, expected: number): Promise<boolean>;
  tables(chartId: string): Promise<SeatingTableRow[]>;
  seats(chartId: string): Promise<SeatingSeatRow[]>;
  /** The chart's tables become `tables` (in this order); tables left out go, with their seats. */
  replaceTables(chartId: string, tables: TableValues[]): Promise<SeatingTableRow[]>;
  /** These people leave any seat they had; those with a table sit there. */
  placePeople(chartId: string, people: { guestId: string; plusOne: boolean }[], tableId: string | null): Promise<void>;
  placeEach(chartId: string, seats: SeatValues[]): Promise<void>;
  lock(chartId: string, version: number, at: Date): Promise<void>;
  setShowToGuests(chartId: string, show: boolean): Promise<void>;
  /** A guest's name (after the lookup found them). */
  guestName(weddingId: string, guestId: string): Promise<string | undefined>;
  /** The charts of a wedding guests may look up, with their event ids. */
  visibleCharts(weddingId: string): Promise<SeatingChartRow[]>;
  /** The guest and the rest of their household (one guest without one), in guest-list order. */
  householdOf(weddingId: string, guestId: string): Promise<{ id: string; name: string; plusOneName: string | null }[]>;
  /** These guests' and their plus-ones' seats in these charts, with the table names. */
  seatsOfGuests(chartIds: string[], guestIds: string[]): Promise<{ chartId: string; guestId: string; plusOne: boolean; tableName: string }[]>;
}

export function seatingRepository(store: DataStore): SeatingRepository {
  const { t, sql, transaction } = portable(store);
  const { seatingCharts: charts, seatingTables: tables, seatingSeats: seats, guests, households, rsvpEventAnswers, weddingEvents, questions, answers } = t;

  const deleteSeatsOf = async (chartId: string, people: { guestId: string; plusOne: boolean }[]) => {
    for (const plusOne of [false, true]) {
      const ids = people.filter((p) => p.plusOne === plusOne).map((p) => p.guestId);
      if (ids.length > 0)
        await sql()
          .delete(seats)
          .where(and(eq(seats.chartId, chartId), eq(seats.plusOne, plusOne), inArray(seats.guestId, ids)));
    }
  };

  return {
    transaction,
    eventRows: async (weddingId) => sql().select().from(weddingEvents).where(eq(weddingEvents.weddingId, weddingId)),
    guests: async (weddingId) =>
      sql()
        .select({
          id: guests.id,
          name: guests.name,
          nameKey: guests.nameKey,
          householdId: guests.householdId,
          householdName: households.name,
          status: guests.status,
          plusOneAllowed: guests.plusOneAllowed,
          plusOneName: guests.plusOneName,
          plusOneStatus: guests.plusOneStatus,
          tags: guests.tags,
          householdTags: households.tags,
        })
        .from(guests)
        .leftJoin(households, eq(households.id, guests.householdId))
        .where(eq(guests.weddingId, weddingId))
        .orderBy(asc(guests.createdAt), asc(guests.id)),
    eventAnswers: async (weddingId) =>
      sql()
        .select({ guestId: rsvpEventAnswers.guestId, eventId: rsvpEventAnswers.eventId, status: rsvpEventAnswers.status, plusOne: rsvpEventAnswers.plusOne })
        .from(rsvpEventAnswers)
        .where(eq(rsvpEventAnswers.weddingId, weddingId)),
    rsvpQuestions: async (weddingId) =>
      sql()
        .select({ id: questions.id, label: questions.label, kind: questions.kind, scope: questions.scope, eventId: questions.eventId })
        .from(questions)
        .where(and(eq(questions.weddingId, weddingId), eq(questions.form, 'rsvp')))
        .orderBy(asc(questions.position)),
    answers: async (questionIds) =>
      questionIds.length === 0
        ? []
        : sql()
            .select({ guestId: answers.guestId, questionId: answers.questionId, plusOne: answers.plusOne, value: answers.value })
            .from(answers)
            .where(inArray(answers.questionId, questionIds)),
    chart: async (weddingId, eventId) =>
      first(
        await sql()
          .select()
          .from(charts)
          .where(and(eq(charts.weddingId, weddingId), eq(charts.eventId, eventId))),
      ),
    createChart: (weddingId, eventId) =>
      transaction(async () => {
        await sql().insert(charts).values({ weddingId, eventId, version: 0 }).onConflictDoNothing();
        return first(
          await sql()
            .select()
            .from(charts)
            .where(and(eq(charts.weddingId, weddingId), eq(charts.eventId, eventId))),
        )!;
      }),
    moveChart: async (weddingId, fromEventId, toEventId) => {
      await sql()
        .update(charts)
        .set({ eventId: toEventId })
        .where(and(eq(charts.weddingId, weddingId), eq(charts.eventId, fromEventId)));
    },
    bumpVersion: async (chartId, expected) =>
      (
        await sql()
          .update(charts)
          .set({ version: raw`${charts.version} + 1`, updatedAt: new Date() })
          .where(and(eq(charts.id, chartId), eq(charts.version, expected)))
          .returning({ id: charts.id })
      ).length === 1,
    tables: async (chartId) => sql().select().from(tables).where(eq(tables.chartId, chartId)).orderBy(asc(tables.position), asc(tables.id)),
    seats: async (chartId) => sql().select().from(seats).where(eq(seats.chartId, chartId)),
    replaceTables: (chartId, wanted) =>
      transaction(async () => {
        const existing = await sql().select({ id: tables.id }).from(tables).where(eq(tables.chartId, chartId));
        const kept = new Set(wanted.flatMap((table) => (table.id ? [table.id] : [])));
        const gone = existing.map((row) => row.id).filter((id) => !kept.has(id));
        if (gone.length > 0)
          await sql()
            .delete(tables)
            .where(and(eq(tables.chartId, chartId), inArray(tables.id, gone)));
        const known = new Set(existing.map((row) => row.id));
        for (const [position, table] of wanted.entries()) {
          const { id, ...values } = table;
          if (id && known.has(id))
            await sql()
              .update(tables)
              .set({ ...values, position })
              .where(and(eq(tables.id, id), eq(tables.chartId, chartId)));
          else
            await sql()
              .insert(tables)
              .values({ ...values, position, chartId });
        }
        return sql().select().from(tables).where(eq(tables.chartId, chartId)).orderBy(asc(tables.position), asc(tables.id));
      }),
    placePeople: (chartId, people, tableId) =>
      transaction(async () => {
        await deleteSeatsOf(chartId, people);
        if (tableId && people.length > 0)
          await sql()
            .insert(seats)
            .values(people.map((p) => ({ chartId, tableId, guestId: p.guestId, plusOne: p.plusOne })));
      }),
    placeEach: (chartId, wanted) =>
      transaction(async () => {
        await deleteSeatsOf(chartId, wanted);
        if (wanted.length > 0)
          await sql()
            .insert(seats)
            .values(wanted.map((s) => ({ chartId, ...s })));
      }),
    lock: async (chartId, version, at) => {
      await sql().update(charts).set({ lockedAt: at, lockedVersion: version }).where(eq(charts.id, chartId));
    },
    setShowToGuests: async (chartId, show) => {
      await sql().update(charts).set({ showToGuests: show }).where(eq(charts.id, chartId));
    },
    guestName: async (weddingId, guestId) =>
      first(
        await sql()
          .select({ name: guests.name })
          .from(guests)
          .where(and(eq(guests.weddingId, weddingId), eq(guests.id, guestId))),
      )?.name,
    visibleCharts: async (weddingId) =>
      sql()
        .select()
        .from(charts)
        .where(and(eq(charts.weddingId, weddingId), eq(charts.showToGuests, true))),
    householdOf: async (weddingId, guestId) => {
      const me = first(
        await sql()
          .select({ householdId: guests.householdId })
          .from(guests)
          .where(and(eq(guests.weddingId, weddingId), eq(guests.id, guestId))),
      );
      if (!me) return [];
      return sql()
        .select({ id: guests.id, name: guests.name, plusOneName: guests.plusOneName })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), me.householdId ? eq(guests.householdId, me.householdId) : eq(guests.id, guestId)))
        .orderBy(asc(guests.createdAt), asc(guests.id));
    },
    seatsOfGuests: async (chartIds, guestIds) =>
      chartIds.length === 0 || guestIds.length === 0
        ? []
        : sql()
            .select({ chartId: seats.chartId, guestId: seats.guestId, plusOne: seats.plusOne, tableName: tables.name })
            .from(seats)
            .innerJoin(tables, eq(tables.id, seats.tableId))
            .where(and(inArray(seats.chartId, chartIds), inArray(seats.guestId, guestIds))),
  };
}
