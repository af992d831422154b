// Who needs a seat at an event (issue 24 item 2), from the guest list and the RSVP answers: every
// guest invited to the event, and one more person per allowed plus-one (named, or the placeholder
// "Guest of X" until the name arrives). Each person is attending, declined or awaiting an answer;
// only attending people can be seated.
import { appText } from '../../../shared/i18n/app';
import { isInvited } from '../../../shared/events/audience';
import type { WeddingEvent } from '../../../shared/events/event-list';
import type { EventAnswer, GuestForSeating } from './repository';

export type Attendance = 'attending' | 'declined' | 'awaiting';

export interface Person {
  /** The guest's id, or `<guestId>.plus-one` for their plus-one. */
  id: string;
  guestId: string;
  plusOne: boolean;
  name: string;
  /** The plus-one's name is not known yet ("Guest of X"). */
  placeholder: boolean;
  /** A real household's id, else the guest's own id (a party of one). */
  partyId: string;
  partyName: string;
  /** Whether the party is a household of the guest list (seated with `householdId`). */
  household: boolean;
  attendance: Attendance;
  /** For sorting the find-your-seat board: the last word of the name. */
  lastName: string;
}

const PLUS_ONE = '.plus-one';

export function personId(guestId: string, plusOne: boolean): string {
  return plusOne ? `${guestId}${PLUS_ONE}` : guestId;
}

/** A person id as the guest and whether it is their plus-one; undefined when it is not an id's shape. */
export function parsePersonId(id: string): { guestId: string; plusOne: boolean } | undefined {
  const plusOne = id.endsWith(PLUS_ONE);
  const guestId = plusOne ? id.slice(0, -PLUS_ONE.length) : id;
  return /^[A-Za-z0-9_-]{1,64}$/.test(guestId) ? { guestId, plusOne } : undefined;
}

/** The last word of a name, for alphabetical lists by last name. */
export function lastNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1] ?? '';
}

/**
 * A guest's answer for one event, as the RSVP manager counts it (rsvp's answerFor): the stored
 * per-event answer, or their one status when it is the only event they are invited to (answers from
 * before per-event RSVP and statuses the couple set), or Declined when they declined everything.
 */
function guestAttendance(guest: GuestForSeating, stored: EventAnswer | undefined, invitedCount: number): Attendance {
  if (guest.status === 'Declined') return 'declined';
  const answer = stored?.status ?? (invitedCount === 1 && guest.status === 'Accepted' ? 'Accepted' : undefined);
  if (answer === 'Declined') return 'declined';
  return answer === 'Accepted' && guest.status === 'Accepted' ? 'attending' : 'awaiting';
}

function plusOneAttendance(guest: GuestForSeating, own: Attendance, stored: EventAnswer | undefined): Attendance {
  if (guest.plusOneStatus === 'Declined' || stored?.plusOne === false) return 'declined';
  return own;
}

/** The people invited to `event`, in guest-list order (each plus-one after their guest). */
export function peopleAt(event: WeddingEvent, events: WeddingEvent[], guests: GuestForSeating[], answers: EventAnswer[]): Person[] {
  const stored = new Map(answers.filter((a) => a.eventId === event.id).map((a) => [a.guestId, a]));
  const people: Person[] = [];
  for (const guest of guests) {
    if (!isInvited(event.audience, guest)) continue;
    const invitedCount = events.filter((e) => isInvited(e.audience, guest)).length;
    const attendance = guestAttendance(guest, stored.get(guest.id), invitedCount);
    const party = {
      partyId: guest.householdId ?? guest.id,
      partyName: guest.householdId ? (guest.householdName ?? guest.name) : guest.name,
      household: guest.householdId !== null,
    };
    people.push({
      id: guest.id,
      guestId: guest.id,
      plusOne: false,
      name: guest.name,
      placeholder: false,
      ...party,
      attendance,
      lastName: lastNameOf(guest.name),
    });
    if (guest.plusOneAllowed) {
      const named = guest.plusOneName?.trim() ?? '';
      const name = named || appText('seating.guestOf', { name: guest.name });
      people.push({
        id: personId(guest.id, true),
        guestId: guest.id,
        plusOne: true,
        name,
        placeholder: named === '',
        ...party,
        attendance: plusOneAttendance(guest, attendance, stored.get(guest.id)),
        lastName: lastNameOf(named || guest.name),
      });
    }
  }
  return people;
}
