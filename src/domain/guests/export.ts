import type { Db } from '../../db/connection';
import { allGuests, answersOf, rsvpQuestionsOf } from '../../db/queries/guests';
import { tagsOf } from '../events/audience';
import { toCsv } from './csv';
import { statusLabel } from '../../shared/guests/status';

/** Headers the importer reads back (csv-import.ts), then one column per RSVP question. */
export const EXPORT_HEADERS = [
  'Name',
  'Email',
  'Status',
  'Household',
  'Plus One',
  'Plus One Name',
  'Plus One Status',
  'Notes',
  'Unsubscribed',
  'Responded At',
  'Tags',
];

/**
 * The whole list as CSV for a spreadsheet: statuses (anything unknown as ERROR) and every RSVP
 * answer. Starts with a byte-order mark so Excel reads the accents as UTF-8.
 */
export function guestListCsv(db: Db, weddingId: string): string {
  const list = allGuests(db, weddingId);
  const questions = rsvpQuestionsOf(db, weddingId);
  const answers = answersOf(
    db,
    list.map((g) => g.id),
  );
  const rows = list.map((guest) => {
    const own = answers.get(guest.id);
    return [
      guest.name,
      guest.email,
      statusLabel(guest.status),
      guest.householdName,
      guest.plusOneAllowed ? 'yes' : 'no',
      guest.plusOneName,
      guest.plusOneStatus,
      guest.notes,
      guest.unsubscribed ? 'yes' : 'no',
      guest.respondedAt?.toISOString(),
      tagsOf(guest).join(', '),
      ...questions.map((q) => own?.get(q.id)),
    ];
  });
  return `\uFEFF${toCsv([[...EXPORT_HEADERS, ...questions.map((q) => q.label)], ...rows])}`;
}
