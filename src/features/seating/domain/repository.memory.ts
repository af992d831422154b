// Seating's repository in memory (issue 29 item 7): the same async interface as the SQL one (repository.ts),
// so the charts' rules (versions, tables, who may be seated, guests' own tables) are unit-tested without a
// database. A transaction restores what it changed when its body throws, as a rolled-back one does.
import type { SeatingChartRow, SeatingSeatRow, SeatingTableRow, WeddingEventRow } from '../../../core/db/schema';
import type { AnswerForSeating, EventAnswer, GuestForSeating, QuestionForSeating, SeatingRepository } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

interface State {
  charts: SeatingChartRow[];
  tables: SeatingTableRow[];
  seats: SeatingSeatRow[];
}

/** What the other features hold that seating reads (one wedding's), given by the test. */
export interface SeatingWorld {
  events: WeddingEventRow[];
  guests: GuestForSeating[];
  eventAnswers: EventAnswer[];
  questions: QuestionForSeating[];
  answers: AnswerForSeating[];
}

export interface MemorySeating extends SeatingRepository {
  /** What is stored, for a test's assertions. */
  readonly rows: State;
}

export function memorySeatingRepository(weddingId: string, world: SeatingWorld): MemorySeating {
  let state: State = { charts: [], tables: [], seats: [] };
  let nextId = 1;
  const id = (prefix: string) => `${prefix}${nextId++}`;
  const copy = (s: State): State => ({
    charts: s.charts.map((c) => ({ ...c })),
    tables: s.tables.map((t) => ({ ...t })),
    seats: s.seats.map((x) => ({ ...x })),
  });
  const ofWedding = <T>(wanted: string, rows: T[]) => (wanted === weddingId ? rows : []);
  const tablesOf = (chartId: string) => state.tables.filter((t) => t.chartId === chartId).sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
  const update = (chartId: string, set: Partial<SeatingChartRow>) => {
    state.charts = state.charts.map((c) => (c.id === chartId ? { ...c, ...set } : c));
  };
  const unseat = (chartId: string, people: { guestId: string; plusOne: boolean }[]) => {
    state.seats = state.seats.filter((s) => s.chartId !== chartId || !people.some((p) => p.guestId === s.guestId && p.plusOne === s.plusOne));
  };
  const repository: MemorySeating = {
    get rows() {
      return state;
    },
    transaction: memoryTransaction(
      () => copy(state),
      (saved) => {
        state = saved;
      },
    ),
    eventRows: async (wanted) => ofWedding(wanted, world.events),
    guests: async (wanted) => ofWedding(wanted, world.guests),
    eventAnswers: async (wanted) => ofWedding(wanted, world.eventAnswers),
    rsvpQuestions: async (wanted) => ofWedding(wanted, world.questions),
    answers: async (questionIds) => world.answers.filter((a) => questionIds.includes(a.questionId)),
    chart: async (wanted, eventId) => state.charts.find((c) => c.weddingId === wanted && c.eventId === eventId),
    createChart: async (wanted, eventId) => {
      const now = new Date();
      const chart: SeatingChartRow = {
        id: id('chart'),
        weddingId: wanted,
        eventId,
        version: 0,
        lockedAt: null,
        lockedVersion: null,
        showToGuests: false,
        createdAt: now,
        updatedAt: now,
      };
      state.charts.push(chart);
      return chart;
    },
    moveChart: async (wanted, fromEventId, toEventId) => {
      state.charts = state.charts.map((c) => (c.weddingId === wanted && c.eventId === fromEventId ? { ...c, eventId: toEventId } : c));
    },
    bumpVersion: async (chartId, expected) => {
      const chart = state.charts.find((c) => c.id === chartId);
      if (!chart || chart.version !== expected) return false;
      update(chartId, { version: expected + 1 });
      return true;
    },
    tables: async (chartId) => tablesOf(chartId),
    seats: async (chartId) => state.seats.filter((s) => s.chartId === chartId),
    replaceTables: async (chartId, wanted) => {
      const kept = new Set(wanted.flatMap((t) => (t.id ? [t.id] : [])));
      const gone = new Set(tablesOf(chartId).flatMap((t) => (kept.has(t.id) ? [] : [t.id])));
      state.seats = state.seats.filter((s) => !gone.has(s.tableId));
      const others = state.tables.filter((t) => t.chartId !== chartId);
      const known = new Set(tablesOf(chartId).map((t) => t.id));
      const mine = wanted.map(({ id: tableId, ...values }, position) => ({
        ...values,
        id: tableId && known.has(tableId) ? tableId : id('table'),
        chartId,
        position,
      }));
      state.tables = [...others, ...mine];
      return tablesOf(chartId);
    },
    placePeople: async (chartId, people, tableId) => {
      unseat(chartId, people);
      if (tableId) for (const p of people) state.seats.push({ id: id('seat'), chartId, tableId, guestId: p.guestId, plusOne: p.plusOne });
    },
    placeEach: async (chartId, wanted) => {
      unseat(chartId, wanted);
      for (const s of wanted) state.seats.push({ id: id('seat'), chartId, ...s });
    },
    lock: async (chartId, version, at) => update(chartId, { lockedAt: at, lockedVersion: version }),
    setShowToGuests: async (chartId, show) => update(chartId, { showToGuests: show }),
    guestName: async (wanted, guestId) => ofWedding(wanted, world.guests).find((g) => g.id === guestId)?.name,
    visibleCharts: async (wanted) => state.charts.filter((c) => c.weddingId === wanted && c.showToGuests),
    householdOf: async (wanted, guestId) => {
      const guests = ofWedding(wanted, world.guests);
      const me = guests.find((g) => g.id === guestId);
      if (!me) return [];
      return guests
        .filter((g) => (me.householdId ? g.householdId === me.householdId : g.id === guestId))
        .map(({ id: gid, name, plusOneName }) => ({ id: gid, name, plusOneName }));
    },
    seatsOfGuests: async (chartIds, guestIds) =>
      state.seats
        .filter((s) => chartIds.includes(s.chartId) && guestIds.includes(s.guestId))
        .map((s) => ({ chartId: s.chartId, guestId: s.guestId, plusOne: s.plusOne, tableName: state.tables.find((t) => t.id === s.tableId)?.name ?? '' })),
  };
  return repository;
}
