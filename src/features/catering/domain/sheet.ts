/**
 * The caterer's view (issue 23 item 9): per event, who is coming (adults, and children where the
 * guest list marks them), and their meal and dietary answers with names. Built from the RSVP
 * feature's counted answers, so only the people attending an event count for it, and a declined
 * guest's old meal is never on the sheet. Nothing else of a guest is read into it: no e-mail, phone,
 * address or notes ever reach the page, the CSV or the print.
 */
import { appText } from '../../../shared/i18n/app';
import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository, type GuestWithHousehold } from '../../guests';
import { countedAnswersOf, eventTalliesOf, listQuestions } from '../../rsvp';
import { plusOneComing, type RsvpQuestion } from '../../../shared/rsvp/model';

/** Guest-list tags that mark a child. */
const CHILD_TAGS = new Set(['child', 'children', 'kid', 'kids']);

export interface CateringPerson {
  name: string;
  /** A plus-one: whose guest they are. */
  guestOf: string | null;
  child: boolean;
  /** Answer per question id (only those that count for this event). */
  answers: Record<string, string>;
}

export interface CateringEvent {
  id: string;
  title: string;
  when: string;
  attending: number;
  adults: number;
  /** null when the guest list marks no child at all (unknown). */
  children: number | null;
  questions: { id: string; label: string; tally: { value: string; count: number }[] }[];
  people: CateringPerson[];
}

function isChild(guest: GuestWithHousehold): boolean {
  return [...guest.tags, ...(guest.householdTags ?? [])].some((tag) => CHILD_TAGS.has(tag.trim().toLowerCase()));
}

export async function cateringSheet(store: DataStore, weddingId: string): Promise<CateringEvent[]> {
  const guests = await guestsRepository(store).all(weddingId);
  // The questions the couple shows the caterer (by default those about meals and diets).
  const questions = (await listQuestions(store, weddingId)).filter((question) => question.forCaterer);
  const byEvent = await eventTalliesOf(store, weddingId, guests);
  const counted = await countedAnswersOf(store, guests, questions, byEvent);
  const anyChild = guests.some(isChild);
  return byEvent.events.map((event) => {
    const asked = questions.filter((q) => !q.eventId || q.eventId === event.id);
    const only = (answers: Record<string, string> | undefined) => Object.fromEntries(asked.flatMap((q) => (answers?.[q.id] ? [[q.id, answers[q.id]!]] : [])));
    const people: CateringPerson[] = [];
    for (const guest of guests) {
      if (byEvent.perGuest.get(guest.id)?.get(event.id) !== 'Accepted') continue;
      const child = isChild(guest);
      people.push({ name: guest.name, guestOf: null, child, answers: only(counted.byGuest.get(guest.id)) });
      if (plusOneComing(guest) && byEvent.plusOnes.get(guest.id)?.get(event.id) !== false) {
        people.push({
          name: guest.plusOneName?.trim() || appText('catering.theirGuest'),
          guestOf: guest.name,
          child: false,
          answers: only(counted.plusOnes.get(guest.id)),
        });
      }
    }
    const children = people.filter((p) => p.child).length;
    return {
      id: event.id,
      title: event.title,
      when: event.when,
      attending: people.length,
      adults: people.length - children,
      children: anyChild ? children : null,
      questions: asked.map((question) => ({ id: question.id, label: question.label, tally: tallyOf(people, question) })),
      people,
    };
  });
}

/** How many gave each answer, most first (a household's answer counts once per person it feeds). */
function tallyOf(people: CateringPerson[], question: RsvpQuestion): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const person of people) {
    const value = person.answers[question.id];
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The sheet as CSV rows: one per person per event; never a contact detail. */
export function cateringRows(events: CateringEvent[]): string[][] {
  const labels = [...new Map(events.flatMap((e) => e.questions.map((q) => [q.id, q.label] as const))).entries()];
  const rows: string[][] = [
    [
      appText('catering.csv.event'),
      appText('catering.csv.name'),
      appText('catering.csv.guestOf'),
      appText('catering.csv.age'),
      ...labels.map(([, label]) => label),
    ],
  ];
  for (const event of events)
    for (const person of event.people)
      rows.push([
        event.title,
        person.name,
        person.guestOf ?? '',
        person.child ? appText('catering.csv.child') : appText('catering.csv.adult'),
        ...labels.map(([id]) => person.answers[id] ?? ''),
      ]);
  return rows;
}
