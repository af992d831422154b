// Guests' own tables (issue 24 item 7), only for events whose chart the couple shows to guests (locked or
// not: the couple's switch is the rule). /{w}/seat shows one guest's table and their plus-one's; the RSVP
// page opened by a personal link shows the household's seats (that page already shows the household).
// Nobody else's table is ever read.
import { seatingEvents, type SeatingWedding } from './chart';
import type { SeatingRepository } from './repository';

export interface GuestTable {
  eventTitle: string;
  /** The guest's own table, or null when not seated yet. */
  table: string | null;
  /** Their plus-one's table when seated. */
  plusOneTable: string | null;
}

export interface HouseholdTables {
  eventTitle: string;
  /** Each seated person of the household with their table: a plus-one by name, or (unnamed) whose guest they are, the page writing "Guest of X". */
  seats: { name: string; plusOneOf?: string; table: string }[];
}

/** The wedding's charts guests may look up, the events in time order, and these guests' seats in them. */
async function visibleSeats(repository: SeatingRepository, wedding: SeatingWedding, guestIds: string[]) {
  const charts = await repository.visibleCharts(wedding.id);
  if (charts.length === 0) return [];
  const [events, seats] = await Promise.all([
    seatingEvents(repository, wedding),
    repository.seatsOfGuests(
      charts.map((c) => c.id),
      guestIds,
    ),
  ]);
  return events.flatMap((event) => {
    const chart = charts.find((c) => c.eventId === event.id);
    return chart ? [{ eventTitle: event.title, seats: seats.filter((s) => s.chartId === chart.id) }] : [];
  });
}

/** Where one guest sits, per event whose chart the couple shows to guests (nobody else's table). */
export async function guestTables(repository: SeatingRepository, wedding: SeatingWedding, guestId: string): Promise<GuestTable[]> {
  return (await visibleSeats(repository, wedding, [guestId])).map(({ eventTitle, seats }) => ({
    eventTitle,
    table: seats.find((s) => !s.plusOne)?.tableName ?? null,
    plusOneTable: seats.find((s) => s.plusOne)?.tableName ?? null,
  }));
}

/**
 * The seats of a guest's household (them alone without one), per event the couple shows to guests where at
 * least one of them is seated; empty when tables are not shown or nobody of the household is seated yet.
 */
export async function householdTables(repository: SeatingRepository, wedding: SeatingWedding, guestId: string): Promise<HouseholdTables[]> {
  const members = await repository.householdOf(wedding.id, guestId);
  if (members.length === 0) return [];
  const events = await visibleSeats(
    repository,
    wedding,
    members.map((m) => m.id),
  );
  return events.flatMap(({ eventTitle, seats }) => {
    const named = members.flatMap((m) =>
      [false, true].flatMap((plusOne) => {
        const seat = seats.find((s) => s.guestId === m.id && s.plusOne === plusOne);
        if (!seat) return [];
        const name = plusOne ? (m.plusOneName?.trim() ?? '') : m.name;
        return [name ? { name, table: seat.tableName } : { name, plusOneOf: m.name, table: seat.tableName }];
      }),
    );
    return named.length > 0 ? [{ eventTitle, seats: named }] : [];
  });
}

/** Whether guests may look up their table at any of the wedding's events. */
export async function lookupOpen(repository: SeatingRepository, weddingId: string): Promise<boolean> {
  return (await repository.visibleCharts(weddingId)).length > 0;
}
