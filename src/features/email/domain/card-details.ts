// What a guest's card says beyond the couple's words (issue 22 item 8): the reply-by date on an
// invitation and a reminder when the couple set an RSVP deadline, and on an invitation the events
// this guest is invited to, in time order, when there is more than the wedding day read from the
// wedding's date.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { DataStore } from '../../../core/db/store/store';
import type { GuestWithHousehold } from '../../guests';
import { eventLocation, isInvited, weddingEventsOf, type WeddingEvent } from '../../events';
import { deadlineText, rsvpSettingsOf, safeZone } from '../../rsvp';
import type { Wedding } from '../../weddings';
import type { CardEvent } from './card-model';
import type { CardProductKey } from './products';

export interface GuestCardDetails {
  replyBy: string | null;
  /** The guest's events for the card (none on a save-the-date or a reminder). */
  eventsOf: (guest: GuestWithHousehold | { id: string; weddingId: string } | null) => CardEvent[];
}

function local(date: Date, zone: string, pattern: string): string {
  return format(new TZDate(date.getTime(), zone), pattern);
}

/** "Saturday, June 13, 2026, 6:00 PM – 9:00 PM" (both days when it ends on another day). */
function whenOf(event: WeddingEvent, timeZone: string): string {
  const zone = safeZone(timeZone);
  const sameDay = local(event.startsAt, zone, 'yyyy-MM-dd') === local(event.endsAt, zone, 'yyyy-MM-dd');
  const start = local(event.startsAt, zone, 'EEEE, MMMM d, yyyy, h:mm a');
  return `${start} – ${local(event.endsAt, zone, sameDay ? 'h:mm a' : 'EEEE, MMMM d, yyyy, h:mm a')}`;
}

export function cardEvents(events: WeddingEvent[], timeZone: string): CardEvent[] {
  if (!events.some((event) => !event.derived)) return [];
  return [...events]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((event) => ({ title: event.title, when: whenOf(event, timeZone), where: eventLocation(event) }));
}

/**
 * Read once per send; eventsOf(null) is the couple's test: the events for everyone. The events are
 * read once and each guest's are chosen from them (the guest's household tags come with the guest:
 * the send's guests carry them).
 */
export async function guestCardDetails(store: DataStore, wedding: Wedding, product: CardProductKey): Promise<GuestCardDetails> {
  const replyBy = product === 'savethedate' ? null : deadlineText((await rsvpSettingsOf(store, wedding.id)).deadline, wedding.timeZone);
  if (product !== 'invite') return { replyBy, eventsOf: () => [] };
  const events = await weddingEventsOf(store, wedding);
  return {
    replyBy,
    eventsOf: (guest) => {
      if (!guest)
        return cardEvents(
          events.filter((event) => event.audience.everyone),
          wedding.timeZone,
        );
      if (!('tags' in guest)) throw new Error('A card needs the guest with their tags');
      return cardEvents(
        events.filter((event) => isInvited(event.audience, guest)),
        wedding.timeZone,
      );
    },
  };
}
