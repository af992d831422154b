// Which stored answers count (issue 22 item 1): an answer is about what its person attends. A
// question about one event counts the people attending that event; a question for all events counts
// the people attending any of theirs; a household's answer counts while anyone in it attends what the
// question is about. Stored answers are kept (they come back when a guest accepts again) but every
// view that reports answers (the RSVP manager and its tallies, the export, the couple's notice, the
// guest's confirmation page and e-mail) reads them through here, so a guest who declines the wedding
// day is not counted for the meal they once chose.
import type { GuestWithHousehold } from '../../guests';
import { plusOneComing, type RsvpQuestion } from '../../../shared/rsvp/model';
import type { EventTallies } from './event-answers';
import { appText } from '../../../shared/i18n/app';

/** A person's answers to the RSVP: their overall status and their answer per event id. */
export interface Attendance {
  status: string;
  /** Accepted, Declined or Awaiting per event; absent or null where not invited or not answered. */
  events?: Record<string, string | null | undefined>;
}

/** A guest with the plus-one they may bring. */
export interface GuestAttendance extends Attendance {
  plusOneAllowed: boolean;
  plusOneName: string | null;
  plusOneStatus: string | null;
  /** Whether their plus-one comes to each event, where said (absent: with the guest). */
  eventPlusOnes?: Record<string, boolean>;
}

/** Whether the person attends `eventId` (null: any of their events). */
export function attendsEvent(person: Attendance, eventId: string | null | undefined): boolean {
  if (person.status !== 'Accepted') return false;
  return !eventId || person.events?.[eventId] === 'Accepted';
}

/** Whether the guest's plus-one attends `eventId` (null: any event): with the guest, unless the guest said not to that event. */
export function plusOneAttendsEvent(guest: GuestAttendance, eventId: string | null | undefined): boolean {
  if (!plusOneComing(guest)) return false;
  if (eventId) return attendsEvent(guest, eventId) && guest.eventPlusOnes?.[eventId] !== false;
  const attended = Object.entries(guest.events ?? {}).filter(([, answer]) => answer === 'Accepted');
  // A wedding without events: the plus-one comes with the guest.
  return attended.length === 0 || attended.some(([id]) => guest.eventPlusOnes?.[id] !== false);
}

/** How a plus-one is named in the couple's views: by the name given, or as the guest's guest. */
export function plusOneLabel(guest: { plusOneName: string | null }): string {
  return guest.plusOneName?.trim() || appText('rsvp.theirGuest');
}

/** Whether anyone of a household attends `eventId` (null: any event). */
export function householdAttendsEvent(members: Attendance[], eventId: string | null | undefined): boolean {
  return members.some((member) => attendsEvent(member, eventId));
}

/** Only the answers to questions about what the person attends. */
function keepAttended(questions: RsvpQuestion[], answers: Record<string, string>, attends: (eventId: string | null | undefined) => boolean) {
  const kept: Record<string, string> = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (value !== undefined && attends(question.eventId)) kept[question.id] = value;
  }
  return kept;
}

export interface HouseholdAnswers<M> {
  members: (M & { answers: Record<string, string>; plusOneAnswers?: Record<string, string> })[];
  householdAnswers: Record<string, string>;
}

/**
 * A household's answers as they count: each member's own per-person answers (and their plus-one's)
 * only for questions about what they attend, the household's only for what anyone in it attends.
 */
export function countedAnswers<M extends GuestAttendance>(questions: RsvpQuestion[], household: HouseholdAnswers<M>): HouseholdAnswers<M> {
  const perGuest = questions.filter((q) => q.scope === 'guest');
  const perHousehold = questions.filter((q) => q.scope === 'household');
  return {
    members: household.members.map((member) => ({
      ...member,
      answers: keepAttended(perGuest, member.answers, (eventId) => attendsEvent(member, eventId)),
      ...(member.plusOneAnswers ? { plusOneAnswers: keepAttended(perGuest, member.plusOneAnswers, (eventId) => plusOneAttendsEvent(member, eventId)) } : {}),
    })),
    householdAnswers: keepAttended(perHousehold, household.householdAnswers, (eventId) => householdAttendsEvent(household.members, eventId)),
  };
}

/** One stored answer with whom it is about, for tallies per event. */
export interface AnswerEntry {
  questionId: string;
  /** The guest, or the household's name for a household question. */
  name: string;
  value: string;
  /** Whether its person (household) attends `eventId` (null: any event). */
  attends: (eventId: string | null | undefined) => boolean;
}

/** Stored answers: guest id → question id → value. */
export type StoredAnswers = Map<string, Map<string, string>>;

/**
 * The wedding's answers as they count, for the couple's views (manager, summary API, export):
 * `byGuest` what each guest's row shows (their own answers and their household's, each only while
 * it counts), `plusOnes` their plus-one's while coming, `entries` every stored answer with whom it
 * is about, for tallies overall and per event. The stored answers are read by event-reads.ts.
 */
export function countAnswers(
  guests: GuestWithHousehold[],
  questions: RsvpQuestion[],
  byEvent: Pick<EventTallies, 'perGuest' | 'plusOnes'>,
  stored: StoredAnswers,
  plusOnesStored: StoredAnswers,
) {
  const attendance = (guest: GuestWithHousehold): GuestAttendance => ({
    status: guest.status,
    events: Object.fromEntries(byEvent.perGuest.get(guest.id) ?? []),
    plusOneAllowed: guest.plusOneAllowed,
    plusOneName: guest.plusOneName,
    plusOneStatus: guest.plusOneStatus,
    eventPlusOnes: Object.fromEntries(byEvent.plusOnes.get(guest.id) ?? []),
  });
  const households = new Map<string, GuestWithHousehold[]>();
  for (const guest of guests) {
    const key = guest.householdId ?? `guest:${guest.id}`;
    households.set(key, [...(households.get(key) ?? []), guest]);
  }
  const perGuest = questions.filter((q) => q.scope === 'guest');
  const perHousehold = questions.filter((q) => q.scope === 'household');
  const ownAnswers = (rows: Map<string, Map<string, string>>, guestId: string) =>
    Object.fromEntries(perGuest.flatMap((q) => (rows.get(guestId)?.has(q.id) ? [[q.id, rows.get(guestId)!.get(q.id)!]] : [])));
  const byGuest = new Map<string, Record<string, string>>();
  const plusOnes = new Map<string, Record<string, string>>();
  const entries: AnswerEntry[] = [];
  const own = new Map<string, AnswerEntry[]>();
  for (const members of households.values()) {
    const people = members.map((guest) => ({
      ...attendance(guest),
      guestId: guest.id,
      name: guest.name,
      answers: ownAnswers(stored, guest.id),
      plusOneAnswers: guest.plusOneAllowed ? ownAnswers(plusOnesStored, guest.id) : {},
    }));
    // A household answer is stored on every member: read it once.
    const householdAnswers: Record<string, string> = {};
    for (const question of perHousehold) {
      const value = members.map((guest) => stored.get(guest.id)?.get(question.id)).find((v) => v !== undefined);
      if (value !== undefined) householdAnswers[question.id] = value;
    }
    const counted = countedAnswers(questions, { members: people, householdAnswers });
    for (const member of counted.members) {
      byGuest.set(member.guestId, { ...member.answers, ...counted.householdAnswers });
      plusOnes.set(member.guestId, member.plusOneAnswers ?? {});
    }
    for (const person of people)
      own.set(person.guestId, [
        ...Object.entries(person.answers).map(([questionId, value]) => ({
          questionId,
          name: person.name,
          value,
          attends: (eventId: string | null | undefined) => attendsEvent(person, eventId),
        })),
        // Their plus-one answers the same questions and counts while coming (issue 22 item 2).
        ...Object.entries(person.plusOneAnswers).map(([questionId, value]) => ({
          questionId,
          name: appText('rsvp.guestOf', { plusOne: plusOneLabel(person), name: person.name }),
          value,
          attends: (eventId: string | null | undefined) => plusOneAttendsEvent(person, eventId),
        })),
      ]);
    for (const [questionId, value] of Object.entries(householdAnswers))
      entries.push({
        questionId,
        name: members[0]!.householdName ?? members[0]!.name,
        value,
        attends: (eventId) => householdAttendsEvent(people, eventId),
      });
  }
  // Per-person answers in the list's order (households interleave).
  return { byGuest, plusOnes, entries: [...guests.flatMap((g) => own.get(g.id) ?? []), ...entries] };
}
