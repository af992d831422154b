/**
 * Who is invited to what (issue 16 item 2). Guests and households carry tags; an event is for
 * everyone or for the guests carrying one of its tags (their own or their household's) or named
 * in it. This file is the one rule: the RSVP page, the event list, the calendar files, the cards'
 * feed and the change-of-plans notice all ask it. See docs/decisions.md "Events: who is invited,
 * per-event RSVP".
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { allGuests, type DbOrTx, type GuestWithHousehold } from '../../db/queries/guests';
import { weddingEvents } from '../../db/schema';

export const TAG_MAX = 40;
export const TAGS_MAX = 20;

export const TAG_TEXTS = {
  tooLong: `Tags can be at most ${TAG_MAX} characters`,
  tooMany: `At most ${TAGS_MAX} tags`,
} as const;

export interface EventAudience {
  /** For every guest (the default, so weddings from before tags are unchanged). */
  everyone: boolean;
  tags: string[];
  guestIds: string[];
}

export const EVERYONE: EventAudience = { everyone: true, tags: [], guestIds: [] };

/** Tags tidied (single spaces), blanks dropped, repeats (case aside) dropped, first spelling kept. */
export function tidyTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Tags as a JSON array, or as text separated by commas (forms, CSV cells). */
export const tagsSchema = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') return value.split(/[,;\n]/);
    return value;
  },
  z
    .array(z.string().max(200, TAG_TEXTS.tooLong))
    .max(200, TAG_TEXTS.tooMany)
    .transform(tidyTags)
    .pipe(z.array(z.string().max(TAG_MAX, TAG_TEXTS.tooLong)).max(TAGS_MAX, TAG_TEXTS.tooMany)),
);

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
