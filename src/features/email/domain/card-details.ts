// What a guest's card says beyond the couple's words (issue 22 item 8): the reply-by date on an
// invitation and a reminder when the couple set an RSVP deadline, and on an invitation the events
// this guest is invited to, in time order, when there is more than the wedding day read from the
// wedding's date. The events' texts are the reader's language where the couple wrote them (issue 27).
import type { DataStore } from '../../../core/db/store/store';
import type { GuestWithHousehold } from '../../guests';
import { eventInLanguage, eventLocation, isInvited, weddingEventsOf, type WeddingEvent } from '../../events';
import { rsvpSettingsOf } from '../../rsvp';
import type { Lang } from '../../../shared/i18n';
import { guestDates, whenText, type GuestDates } from './guest-language';
import type { Wedding } from '../../weddings';
import type { CardEvent } from './card-model';
import type { CardProductKey } from './products';

export interface GuestCardDetails {
  /** "Please reply by Friday, May 1, 2026" in the reader's language, or null. */
  replyBy: (lang: Lang) => string | null;
  /** The guest's events for the card in the reader's language (none on a save-the-date or a reminder). */
  eventsOf: (guest: GuestWithHousehold | { id: string; weddingId: string } | null, lang: Lang) => CardEvent[];
}

export function cardEvents(events: WeddingEvent[], dates: GuestDates): CardEvent[] {
  if (!events.some((event) => !event.derived)) return [];
  return [...events]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((event) => eventInLanguage(event, dates.lang))
    .map((event) => ({ title: event.title, when: whenText(dates, event.startsAt, event.endsAt), where: eventLocation(event) }));
}

/**
 * Read once per send; eventsOf(null) is the couple's test: the events for everyone. The events are
 * read once and each guest's are chosen from them (the guest's household tags come with the guest:
 * the send's guests carry them).
 */
export async function guestCardDetails(store: DataStore, wedding: Wedding, product: CardProductKey): Promise<GuestCardDetails> {
  const deadline = product === 'savethedate' ? null : (await rsvpSettingsOf(store, wedding.id)).deadline;
  return cardDetailsOf(wedding, product, deadline, product === 'invite' ? await weddingEventsOf(store, wedding) : []);
}

/** The details from what guestCardDetails read: the RSVP deadline (none on a save-the-date) and, for an invitation, the events. */
export function cardDetailsOf(wedding: Wedding, product: CardProductKey, deadline: Date | null, events: WeddingEvent[]): GuestCardDetails {
  const replyBy = (lang: Lang) => {
    if (!deadline) return null;
    const dates = guestDates(lang, wedding.timeZone);
    return dates.t('email.card.replyBy', { date: dates.day(deadline) });
  };
  if (product !== 'invite') return { replyBy, eventsOf: () => [] };
  return {
    replyBy,
    eventsOf: (guest, lang) => {
      const dates = guestDates(lang, wedding.timeZone);
      if (!guest)
        return cardEvents(
          events.filter((event) => event.audience.everyone),
          dates,
        );
      if (!('tags' in guest)) throw new Error('A card needs the guest with their tags');
      return cardEvents(
        events.filter((event) => isInvited(event.audience, guest)),
        dates,
      );
    },
  };
}
