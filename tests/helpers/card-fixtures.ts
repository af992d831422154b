// A wedding and its invites row as the card modules read them (issue 29 item 7): Ann & Bob, on
// Sunday, June 14, 2026 at 4:00 PM in Paris, published at /ann-and-bob; each test names what differs.
import type { WeddingRow } from '../../src/core/db/schema';
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
