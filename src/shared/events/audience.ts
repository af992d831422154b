/**
 * Who is invited to what (issue 16 item 2). Guests and households carry tags; an event is for
 * everyone or for the guests carrying one of its tags (their own or their household's) or named
 * in it. This file is the one rule: the RSVP page, the event list, the calendar files, the cards'
 * feed and the change-of-plans notice all ask it. See docs/decisions.md "Events: who is invited,
 * per-event RSVP".
 */
import { tidyTags } from '../guests/tags';

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

/** Every tag used by these guests (their own and their households'), sorted, for the couple's pickers and filters. */
export function tagsIn(guests: { tags: string[]; householdTags?: string[] | null }[]): string[] {
  return tidyTags(guests.flatMap((g) => tagsOf(g))).sort((a, b) => a.localeCompare(b));
}
