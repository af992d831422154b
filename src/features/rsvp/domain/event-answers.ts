// Per-event RSVP (issue 16 item 3): which of the wedding's events each member of a household is
// invited to, their answer per event, and the counts per event for the couple. A guest invited
// to one event answers it with their one status; a plus-one comes to the events their guest
// attends. See docs/decisions.md "Events: who is invited, per-event RSVP". The rules only: the store's
// reads that feed them are in event-reads.ts.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { GuestWithHousehold } from '../../guests';
import type { GuestRow } from '../../../core/db/schema';
import { isInvited } from '../../../shared/events/audience';
import { eventInLanguage, type WeddingEvent } from '../../../shared/events/event-list';
import { formatEventSpan } from '../../../shared/i18n/format';
import type { Lang } from '../../../shared/i18n/languages';
import type { EventAnswerRow } from './repository';
import { safeZone } from './settings-rules';
import { isAnswerStatus, plusOneComing, type AnswerStatus, type RsvpEvent } from '../../../shared/rsvp/model';

/** The event's day and hours on the form: English keeps its wording; another language is written by Intl (issue 27). */
function whenText(event: WeddingEvent, timeZone: string, lang: Lang = 'en'): string {
  if (lang !== 'en') {
    const when = formatEventSpan(lang, event.startsAt, event.endsAt, timeZone);
    return when.time ? `${when.date} · ${when.time}` : when.date;
  }
  // A zone this runtime does not know reads as UTC (a TZDate in it is an invalid date that format throws on).
  const zone = safeZone(timeZone);
  const start = new TZDate(event.startsAt.getTime(), zone);
  const end = new TZDate(event.endsAt.getTime(), zone);
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd');
  return `${format(start, 'EEEE, MMMM d · h:mm a')} – ${format(end, sameDay ? 'h:mm a' : 'EEEE, MMMM d · h:mm a')}`;
}

export type EventAnswers = { statuses: Map<string, Map<string, AnswerStatus>>; plusOnes: Map<string, Map<string, boolean>> };

/** Stored answers per guest and event, and whether the plus-one comes where the guest said. */
export function groupEventAnswers(rows: Pick<EventAnswerRow, 'guestId' | 'eventId' | 'status' | 'plusOne'>[]): EventAnswers {
  const statuses = new Map<string, Map<string, AnswerStatus>>();
  const plusOnes = new Map<string, Map<string, boolean>>();
  for (const row of rows) {
    const own = statuses.get(row.guestId) ?? new Map<string, AnswerStatus>();
    own.set(row.eventId, row.status);
    statuses.set(row.guestId, own);
    if (row.plusOne !== null) {
      const theirs = plusOnes.get(row.guestId) ?? new Map<string, boolean>();
      theirs.set(row.eventId, row.plusOne);
      plusOnes.set(row.guestId, theirs);
    }
  }
  return { statuses, plusOnes };
}

type Member = Pick<GuestRow, 'id' | 'tags'> & { householdTags?: string[] | null };

/** The household's events (any member invited, in the wedding's order) and each member's; titles and dates in `lang` (the couple's translations). */
export function householdEvents(wedding: { events: WeddingEvent[]; timeZone: string }, members: Member[], householdTags: string[], lang?: Lang) {
  const { events, timeZone } = wedding;
  const byGuest = new Map<string, string[]>();
  for (const member of members) {
    byGuest.set(
      member.id,
      events.filter((e) => isInvited(e.audience, { ...member, householdTags: member.householdTags ?? householdTags })).map((e) => e.id),
    );
  }
  const used = new Set([...byGuest.values()].flat());
  const listed: RsvpEvent[] = events
    .filter((e) => used.has(e.id))
    .map((e) => (lang ? eventInLanguage(e, lang) : e))
    .map((e) => ({ id: e.id, title: e.title, when: whenText(e, timeZone, lang) }));
  return { events: listed, byGuest };
}

/**
 * A guest's answer for an event: the stored one, or what their one status says when it is the
 * only event they are invited to (answers from before per-event RSVP), or Declined when they
 * declined everything.
 */
export function answerFor(
  guest: { status: string },
  stored: Map<string, AnswerStatus> | undefined,
  eventId: string,
  invitedCount: number,
): AnswerStatus | 'Awaiting' {
  const own = stored?.get(eventId);
  if (own) return own;
  if (guest.status === 'Declined') return 'Declined';
  if (invitedCount === 1 && isAnswerStatus(guest.status)) return guest.status;
  return 'Awaiting';
}

export interface EventTally {
  id: string;
  title: string;
  when: string;
  /** Guests invited (people on the list, not counting plus-ones). */
  invited: number;
  accepted: number;
  declined: number;
  awaiting: number;
  plusOnesComing: number;
  /** People coming: guests who accepted plus their plus-ones. */
  attending: number;
}

export type EventTallies = ReturnType<typeof talliesOf>;

export function talliesOf(wedding: { events: WeddingEvent[]; timeZone: string }, answers: EventAnswers, list: GuestWithHousehold[]) {
  const { events, timeZone } = wedding;
  const { statuses: stored, plusOnes } = answers;
  const invitedCount = new Map(list.map((g) => [g.id, events.filter((e) => isInvited(e.audience, g)).length]));
  const perGuest = new Map<string, Map<string, AnswerStatus | 'Awaiting' | null>>();
  const tallies: EventTally[] = events.map((event) => {
    const tally: EventTally = {
      id: event.id,
      title: event.title,
      when: whenText(event, timeZone),
      invited: 0,
      accepted: 0,
      declined: 0,
      awaiting: 0,
      plusOnesComing: 0,
      attending: 0,
    };
    for (const guest of list) {
      const own = perGuest.get(guest.id) ?? new Map();
      perGuest.set(guest.id, own);
      if (!isInvited(event.audience, guest)) {
        own.set(event.id, null);
        continue;
      }
      const answer = answerFor(guest, stored.get(guest.id), event.id, invitedCount.get(guest.id) ?? 0);
      own.set(event.id, answer);
      tally.invited += 1;
      if (answer === 'Accepted') {
        tally.accepted += 1;
        // Their plus-one comes with them unless they said not to this event.
        if (plusOneComing(guest) && plusOnes.get(guest.id)?.get(event.id) !== false) tally.plusOnesComing += 1;
      } else if (answer === 'Declined') tally.declined += 1;
      else tally.awaiting += 1;
    }
    tally.attending = tally.accepted + tally.plusOnesComing;
    return tally;
  });
  return { events: tallies, perGuest, plusOnes };
}
