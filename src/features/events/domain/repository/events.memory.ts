// The events' repository in memory (issue 29 item 7): the same interface as ./events.ts, so the events' rules
// (the limit, the derived wedding day saved and reset, the audience, the changes of plans) are unit-tested
// without a database. A transaction that throws puts back what it changed, as a rolled-back one does. What
// the SQL writes in other features' tables (per-event answers and questions, the public page's generation,
// the e-mails sent) is recorded for a test's assertions or set by it.
import type { EventChangeRow, WeddingEventRow } from '../../../../core/db/schema';
import type { EventsRepository, InvitableGuest } from './events';
import { memoryTransaction } from '../../../../core/db/store/memory-transaction';

interface Stored {
  events: WeddingEventRow[];
  changes: EventChangeRow[];
  guests: InvitableGuest[];
  /** Weddings an invitation or save-the-date went out for. */
  announced: Set<string>;
  /** The per-event answers and questions' moves ('move a→b', 'release a'), in order. */
  moves: string[];
  /** Public page generations bumped, per wedding. */
  pageChanges: Map<string, number>;
}

export interface MemoryEvents extends EventsRepository {
  readonly stored: Stored;
}

export function memoryEventsRepository(guests: InvitableGuest[] = []): MemoryEvents {
  let stored: Stored = { events: [], changes: [], guests, announced: new Set(), moves: [], pageChanges: new Map() };
  let nextId = 1;
  let clock = 0;
  // Distinct creation times keep the SQL's order (start, then creation) without waiting.
  const tick = () => new Date(Date.UTC(2026, 0, 1) + clock++);
  const ofWedding = (weddingId: string) => stored.events.filter((row) => row.weddingId === weddingId);
  const find = (weddingId: string, id: string) => stored.events.find((row) => row.weddingId === weddingId && row.id === id);
  const pending = (change: EventChangeRow) => change.notifiedAt === null;
  const setChange = (id: string, set: Partial<EventChangeRow>) => {
    stored.changes = stored.changes.map((change) => (change.id === id ? { ...change, ...set, updatedAt: tick() } : change));
  };
  return {
    get stored() {
      return stored;
    },
    transaction: memoryTransaction(
      () => ({
        ...stored,
        events: stored.events.map((row) => ({ ...row })),
        changes: stored.changes.map((row) => ({ ...row })),
        moves: [...stored.moves],
        pageChanges: new Map(stored.pageChanges),
      }),
      (saved) => {
        stored = saved;
      },
    ),
    eventRows: async (weddingId) =>
      ofWedding(weddingId).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime()),
    eventRow: async (weddingId, id) => find(weddingId, id),
    mainEventRow: async (weddingId) => ofWedding(weddingId).find((row) => row.main),
    countEvents: async (weddingId) => ofWedding(weddingId).length,
    insertEvent: async (weddingId, main, values) => {
      const at = tick();
      const row: WeddingEventRow = {
        id: `e${nextId++}`,
        weddingId,
        main,
        forEveryone: true,
        inviteTags: [],
        inviteGuestIds: [],
        translations: {},
        createdAt: at,
        updatedAt: at,
        ...values,
      };
      stored.events.push(row);
      return row;
    },
    updateEvent: async (weddingId, id, values) => {
      const row = find(weddingId, id);
      if (!row) return undefined;
      // A new row, as the SQL's: rows read before keep what they said.
      const updated = { ...row, ...values, updatedAt: tick() };
      stored.events = stored.events.map((event) => (event === row ? updated : event));
      return updated;
    },
    deleteEvent: async (weddingId, id) => {
      const row = find(weddingId, id);
      stored.events = stored.events.filter((event) => event !== row);
      return row;
    },
    audienceOf: async (weddingId, eventId) => {
      const row = find(weddingId, eventId);
      return row && { everyone: row.forEveryone, tags: row.inviteTags, guestIds: row.inviteGuestIds };
    },
    guestIds: async (weddingId) => stored.guests.filter((guest) => guest.weddingId === weddingId).map((guest) => guest.id),
    guests: async (weddingId) => stored.guests.filter((guest) => guest.weddingId === weddingId),
    guest: async (weddingId, guestId) => stored.guests.find((guest) => guest.weddingId === weddingId && guest.id === guestId),
    moveEventId: async (_weddingId, from, to) => {
      stored.moves.push(`move ${from}→${to}`);
    },
    releaseEvent: async (_weddingId, eventId) => {
      stored.moves.push(`release ${eventId}`);
    },
    publicPageChanged: async (weddingId) => {
      stored.pageChanges.set(weddingId, (stored.pageChanges.get(weddingId) ?? 0) + 1);
    },
    announcementsWentOut: async (weddingId) => stored.announced.has(weddingId),
    pendingChangeOf: async (weddingId, eventId) => stored.changes.find((c) => c.weddingId === weddingId && c.eventId === eventId && pending(c)),
    insertChange: async (weddingId, eventId, eventTitle, before, after) => {
      const at = tick();
      stored.changes.push({
        id: `c${nextId++}`,
        weddingId,
        eventId,
        eventTitle,
        before,
        after,
        notifiedAt: null,
        notifiedCount: 0,
        createdAt: at,
        updatedAt: at,
      });
    },
    updateChange: async (id, set) => setChange(id, set),
    deleteChange: async (id) => {
      stored.changes = stored.changes.filter((change) => change.id !== id);
    },
    dropPendingChanges: async (weddingId, eventId) => {
      stored.changes = stored.changes.filter((c) => !(c.weddingId === weddingId && c.eventId === eventId && pending(c)));
    },
    pendingChanges: async (weddingId) =>
      stored.changes.filter((c) => c.weddingId === weddingId && pending(c)).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()),
    change: async (weddingId, changeId) => stored.changes.find((c) => c.weddingId === weddingId && c.id === changeId),
    closeChange: async (id, notifiedCount, at) => setChange(id, { notifiedAt: at, notifiedCount }),
    lastNotifiedAt: async (weddingId, eventId) => {
      const told = stored.changes
        .filter((c) => c.weddingId === weddingId && c.eventId === eventId && c.notifiedAt && c.notifiedCount > 0)
        .map((c) => c.notifiedAt!.getTime());
      return told.length > 0 ? new Date(Math.max(...told)) : null;
    },
  };
}
