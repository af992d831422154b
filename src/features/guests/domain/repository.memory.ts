// The guests' repository in memory (issue 29 item 7): the same async interface as the SQL one
// (repository.ts), so the guest list's rules (seats and the plan's limit, duplicates, households,
// the import's all-or-nothing) are unit-tested in milliseconds without a database. A transaction
// restores what it changed when its body throws, as a rolled-back one does.
import type { GuestRow } from '../../../core/db/schema';
import type { GuestWithHousehold } from '../queries/guests';
import type { GuestCounts, GuestsRepository } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

interface Household {
  id: string;
  weddingId: string;
  name: string;
  tags: string[];
}

export interface MemoryGuests extends GuestsRepository {
  /** What is stored, for a test's assertions. */
  readonly rows: { guests: GuestRow[]; households: Household[]; invitedByEvent: Map<string, string[]> };
}

/** `invitedByEvent`: the events' chosen guests (event id → guest ids), which a deleted guest leaves. */
export function memoryGuestsRepository(invitedByEvent = new Map<string, string[]>()): MemoryGuests {
  let guests: GuestRow[] = [];
  let households: Household[] = [];
  let nextId = 1;
  const id = (prefix: string) => `${prefix}${nextId++}`;
  const oldestFirst = (a: GuestRow, b: GuestRow) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1);
  const ofWedding = (weddingId: string) => guests.filter((guest) => guest.weddingId === weddingId).sort(oldestFirst);
  const withHousehold = (guest: GuestRow): GuestWithHousehold => {
    const household = households.find((h) => h.id === guest.householdId);
    return { ...guest, householdName: household?.name ?? null, householdTags: household?.tags ?? [] };
  };
  const counts = (weddingId: string): GuestCounts => {
    const rows = ofWedding(weddingId);
    const status = (name: string) => rows.filter((guest) => guest.status === name).length;
    return {
      total: rows.length,
      plusOnes: rows.filter((guest) => guest.plusOneAllowed).length,
      Awaiting: status('Awaiting'),
      Accepted: status('Accepted'),
      Declined: status('Declined'),
    };
  };
  const repository: MemoryGuests = {
    get rows() {
      return { guests, households, invitedByEvent };
    },
    transaction: memoryTransaction(
      () => ({ guests: guests.map((guest) => ({ ...guest })), households: households.map((h) => ({ ...h })), invited: new Map(invitedByEvent) }),
      (saved) => {
        guests = saved.guests;
        households = saved.households;
        invitedByEvent.clear();
        for (const [event, ids] of saved.invited) invitedByEvent.set(event, ids);
      },
    ),
    find: async (weddingId, guestId) => {
      const guest = guests.find((g) => g.weddingId === weddingId && g.id === guestId);
      return guest ? withHousehold(guest) : undefined;
    },
    householdMembers: async (weddingId, householdId) => ofWedding(weddingId).filter((guest) => guest.householdId === householdId),
    all: async (weddingId) => ofWedding(weddingId).map(withHousehold),
    names: async (weddingId) => ofWedding(weddingId).map((guest) => ({ guestId: guest.id, householdId: guest.householdId, name: guest.name })),
    update: async (guestId, changes) => {
      guests = guests.map((guest) => (guest.id === guestId ? { ...guest, ...changes } : guest));
    },
    page: async () => {
      throw new Error('The list page (keyset, search, sort) is SQL: tests/contract runs it on both engines');
    },
    seatsUsed: async (weddingId) => {
      const c = counts(weddingId);
      return c.total + c.plusOnes;
    },
    counts: async (weddingId) => counts(weddingId),
    identities: async (weddingId) => ofWedding(weddingId).map((guest) => ({ id: guest.id, nameKey: guest.nameKey, email: guest.email })),
    households: async (weddingId) => households.filter((h) => h.weddingId === weddingId).map(({ id, name, tags }) => ({ id, name, tags })),
    addHouseholds: async (weddingId, names) => {
      const added = names.map((name) => ({ id: id('h'), weddingId, name, tags: [] as string[] }));
      households = [...households, ...added];
      return added.map((h) => h.id);
    },
    setHouseholdTags: async (weddingId, householdId, tags) => {
      households = households.map((h) => (h.weddingId === weddingId && h.id === householdId ? { ...h, tags } : h));
    },
    insert: async (rows) => {
      const added = rows.map(
        (row): GuestRow => ({
          id: id('g'),
          householdId: null,
          email: null,
          status: 'Awaiting',
          plusOneAllowed: false,
          plusOneName: null,
          plusOneStatus: null,
          notes: null,
          tags: [],
          unsubscribed: false,
          emailProblem: null,
          emailProblemAddress: null,
          emailProblemAt: null,
          rsvpLinkVersion: 1,
          language: null,
          respondedAt: null,
          ...row,
        }),
      );
      guests = [...guests, ...added];
      return added.map((guest) => guest.id);
    },
    change: async (weddingId, guestId, changes) => {
      const found = guests.some((g) => g.weddingId === weddingId && g.id === guestId);
      if (found) guests = guests.map((guest) => (guest.id === guestId ? { ...guest, ...changes } : guest));
      return found;
    },
    remove: async (weddingId, guestId) => {
      const before = guests.length;
      guests = guests.filter((g) => !(g.weddingId === weddingId && g.id === guestId));
      return guests.length < before;
    },
    deleteEmptyHouseholds: async (weddingId) => {
      households = households.filter((h) => h.weddingId !== weddingId || guests.some((guest) => guest.householdId === h.id));
    },
    forgetInvitedGuest: async (_weddingId, guestId) => {
      for (const [event, ids] of invitedByEvent)
        invitedByEvent.set(
          event,
          ids.filter((invited) => invited !== guestId),
        );
    },
  };
  return repository;
}
