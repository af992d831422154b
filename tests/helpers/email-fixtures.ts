// What the e-mail domain's unit tests read (issue 29 item 7): a wedding and its invites row as the card
// modules read them (Ann & Bob, on Sunday, June 14, 2026 at 4:00 PM in Paris, published at /ann-and-bob),
// and a guest as a send reads them; each test names what differs.
import type { WeddingRow } from '../../src/core/db/schema';
import type { GuestWithHousehold } from '../../src/features/guests';
import type { InviteRow } from '../../src/features/email/domain/invite-store';
import { readWedding, type Wedding } from '../../src/features/weddings/domain/wedding';

export function cardWedding(extra: Partial<WeddingRow> = {}, content: Record<string, unknown> = {}): Wedding {
  return readWedding({
    id: 'w1',
    ownerId: 'u1',
    weddingUrl: 'ann-and-bob',
    weddingTheme: 'light',
    weddingDate: new Date('2026-06-14T14:00:00Z'),
    timeZone: 'Europe/Paris',
    published: true,
    version: 3,
    pageGeneration: 1,
    updatedAt: new Date(0),
    languages: ['en'],
    content: { brideGroomOneName: 'Ann', brideGroomTwoName: 'Bob', weddingLocation: 'Château de Vaux', ...content },
    ...extra,
  } as WeddingRow);
}

export function inviteRow(extra: Partial<InviteRow> = {}): InviteRow {
  return {
    id: 'i1',
    weddingId: 'w1',
    saveTheDateDesign: 'bliss',
    invitationDesign: 'classic',
    fields: {},
    imageUrl: null,
    createdAt: new Date(0),
    updatedAt: new Date('2026-01-02T03:04:05Z'),
    ...extra,
  };
}

/** A guest of wedding 'w1' who can receive e-mail: {id}@example.com, not answered, subscribed, no tags. */
export function emailGuest(id: string, extra: Partial<GuestWithHousehold> = {}): GuestWithHousehold {
  return {
    id,
    weddingId: 'w1',
    name: id.toUpperCase(),
    email: `${id}@example.com`,
    status: 'Awaiting',
    respondedAt: null,
    unsubscribed: false,
    emailProblem: null,
    emailProblemAddress: null,
    rsvpLinkVersion: 1,
    tags: [],
    householdName: null,
    householdTags: [],
    ...extra,
  } as GuestWithHousehold;
}
