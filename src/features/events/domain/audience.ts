/**
 * Who is invited to what (issue 16 item 2). Guests and households carry tags; an event is for
 * everyone or for the guests carrying one of its tags (their own or their household's) or named
 * in it. This file is the one rule: the RSVP page, the event list, the calendar files, the cards'
 * feed and the change-of-plans notice all ask it. See docs/decisions.md "Events: who is invited,
 * per-event RSVP".
 */
import { and, eq } from 'drizzle-orm';
import { allGuests, type DbOrTx, type GuestWithHousehold } from '../../guests';
import { weddingEvents } from '../../../core/db/schema';
import { tidyTags } from '../../../shared/guests/tags';

export interface EventAudience {
  /** For every guest (the default, so weddings from before tags are unchanged). */
  everyone: boolean;
  tags: string[];
  guestIds: string[];
}

export const EVERYONE: EventAudience = { everyone: true, tags: [], guestIds: [] };

/** The tags that apply to a guest: their own and their household's. */
export function tagsOf(guest: { tags: string[]; householdTags?: string[] | null }): string[] {
  return tidyTags([...guest.tags, ...(guest.householdTags ?? [])]);
}

export function isInvited(audience: EventAudience, guest: { id: string; tags: string[]; householdTags?: string[] | null }): boolean {
  if (audience.everyone) return true;
  if (audience.guestIds.includes(guest.id)) return true;
  const wanted = new Set(audience.tags.map((t) => t.toLowerCase()));
  return tagsOf(guest).some((t) => wanted.has(t.toLowerCase()));
}

/** The stored audience of an event; the main day read from the wedding's date (not stored) is for everyone. */
export function audienceOf(db: DbOrTx, weddingId: string, eventId: string): EventAudience {
  const row = db
    .select({ everyone: weddingEvents.forEveryone, tags: weddingEvents.inviteTags, guestIds: weddingEvents.inviteGuestIds })
    .from(weddingEvents)
    .where(and(eq(weddingEvents.weddingId, weddingId), eq(weddingEvents.id, eventId)))
    .get();
  return row ?? EVERYONE;
}

/** The guests invited to an event of the wedding. */
export function guestsInvitedTo(db: DbOrTx, weddingId: string, event: { audience: EventAudience }): GuestWithHousehold[] {
  const guests = allGuests(db, weddingId);
  return event.audience.everyone ? guests : guests.filter((g) => isInvited(event.audience, g));
}

/** Every tag used in the wedding (guests' and households'), for the couple's pickers and filters. */
export function weddingTags(db: DbOrTx, weddingId: string): string[] {
  const guests = allGuests(db, weddingId);
  return tidyTags(guests.flatMap((g) => tagsOf(g))).sort((a, b) => a.localeCompare(b));
}
