import type { DataStore } from '../../../core/db/store/store';
import { tagsOf } from '../../../shared/events/audience';
import type { countedAnswersOf, eventTalliesOf, listQuestions } from '../../rsvp';
import { toCsv } from './csv';
import type { GuestsRepository } from './repository';
import { statusLabel } from '../../../shared/guests/status';

/**
 * Headers the importer reads back (csv-import.ts), then one column per event (two or more) and per
 * RSVP question, and one per per-person question for the plus-ones ('Meal (plus-one)', a header the importer never reads as its own).
 */
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

type WithoutStore<F> = F extends (store: DataStore, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** What the list's CSV reads from the RSVP feature, on the request's store (export-reads.ts binds them). */
export interface ExportReads {
  questions: WithoutStore<typeof listQuestions>;
  eventTallies: WithoutStore<typeof eventTalliesOf>;
  countedAnswers: WithoutStore<typeof countedAnswersOf>;
}

/**
 * The whole list as CSV for a spreadsheet: statuses (anything unknown as ERROR) and the RSVP
 * answers that count (about what the guest attends). Starts with a byte-order mark so Excel reads the accents as UTF-8.
 * The guests come from the repository; the questions, event answers and answers from the RSVP feature, on the same store.
 */
export async function guestListCsv(repository: GuestsRepository, reads: ExportReads, weddingId: string): Promise<string> {
  const list = await repository.all(weddingId);
  const questions = await reads.questions(weddingId);
  // One column per event when there are several: the guest's answer, blank when not invited.
  const byEvent = await reads.eventTallies(weddingId, list);
  const events = byEvent.events.length >= 2 ? byEvent.events : [];
  // Only answers about what the guest (their household) attends (issue 22 item 1).
  const counted = await reads.countedAnswers(list, questions, byEvent);
  // The plus-ones' answers to per-person questions, when anyone may bring one (issue 22 item 2).
  const plusOneQuestions = list.some((g) => g.plusOneAllowed) ? questions.filter((q) => q.scope === 'guest') : [];
  const rows = list.map((guest) => {
    const own = counted.byGuest.get(guest.id);
    const theirs = counted.plusOnes.get(guest.id);
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
      ...events.map((e) => byEvent.perGuest.get(guest.id)?.get(e.id) ?? ''),
      ...questions.map((q) => own?.[q.id]),
      ...plusOneQuestions.map((q) => theirs?.[q.id]),
    ];
  });
  return `\uFEFF${toCsv([[...EXPORT_HEADERS, ...events.map((e) => `Event: ${e.title}`), ...questions.map((q) => q.label), ...plusOneQuestions.map((q) => `${q.label} (plus-one)`)], ...rows])}`;
}
