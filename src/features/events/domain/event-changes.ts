// Change of plans (issue 16 item 8): when the couple moves an event (time or place) after
// invitations or save-the-dates went out, the change waits on /app/events until they e-mail the
// guests invited to that event (change-notice.ts), each exactly once, with what it was and what it is now.
// Here: what an event's save records, who would be told, and the couple dismissing a change.
import { appText } from '../../../shared/i18n/app';
import type { GuestWithHousehold } from '../../guests';
import type { EventChangeRow, EventPlaceAndTime } from '../../../core/db/schema';
import { emailProblemOf } from '../../../shared/email/email-problem';
import { UserError } from '../../../core/errors';
import { EVERYONE, isInvited } from '../../../shared/events/audience';
import type { EventsRepository } from './repository/events';
import type { WeddingEvent } from './events';
import type { Translations } from '../../../shared/wedding/translations';

export const EVENT_CHANGE_MESSAGES = {
  notFound: appText('events.changes.notFound'),
  alreadyDone: appText('events.changes.alreadyDone'),
  nobody: appText('events.changes.nobody'),
  dismissed: appText('events.changes.dismissed'),
};

export function notifiedMessage(count: number): string {
  return appText('events.changes.notified', { count, n: String(count) });
}

/** The texts of a change the guests read in their language (issue 27): the couple's translations of them, as they were. */
const CHANGE_TEXTS = ['title', 'venueName', 'venueAddress'] as const;

function changeTranslations(translations: Translations | undefined): EventPlaceAndTime['translations'] {
  const kept: Record<string, Record<string, string>> = {};
  for (const [lang, texts] of Object.entries(translations ?? {})) {
    const own = Object.fromEntries(CHANGE_TEXTS.flatMap((path) => (texts?.[path] ? [[path, texts[path]]] : [])));
    if (Object.keys(own).length > 0) kept[lang] = own;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function placeAndTime(event: Pick<WeddingEvent, 'startsAt' | 'endsAt' | 'venueName' | 'venueAddress'> & { translations?: Translations }): EventPlaceAndTime {
  const translations = changeTranslations(event.translations);
  return {
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    ...(translations ? { translations } : {}),
  };
}

function samePlaceAndTime(a: EventPlaceAndTime, b: EventPlaceAndTime): boolean {
  return a.startsAt === b.startsAt && a.endsAt === b.endsAt && a.venueName === b.venueName && a.venueAddress === b.venueAddress;
}

/** What an event's save does to its change of plans: drop it, update it, record a new one (if guests were told), or nothing. */
export function changeToRecord(
  pending: EventChangeRow | undefined,
  before: WeddingEvent,
  after: WeddingEvent,
):
  | { kind: 'delete'; id: string }
  | { kind: 'update'; id: string; set: { after: EventPlaceAndTime; eventTitle: string; eventId: string } }
  | { kind: 'new'; before: EventPlaceAndTime; after: EventPlaceAndTime }
  | { kind: 'none' } {
  const now = placeAndTime(after);
  if (pending) {
    if (samePlaceAndTime(pending.before, now)) return { kind: 'delete', id: pending.id };
    return { kind: 'update', id: pending.id, set: { after: now, eventTitle: after.title, eventId: after.id } };
  }
  const was = placeAndTime(before);
  return samePlaceAndTime(was, now) ? { kind: 'none' } : { kind: 'new', before: was, after: now };
}

/**
 * Called inside the event's save (same transaction). Several edits before notifying make one change
 * (the first "before", the latest "after"); an edit back to what guests were told drops it. A change
 * is recorded only once an invitation or save-the-date went out. Title, dress code and notes are not
 * a change of plans.
 */
export async function recordEventChange(repository: EventsRepository, weddingId: string, before: WeddingEvent, after: WeddingEvent): Promise<void> {
  const step = changeToRecord(await repository.pendingChangeOf(weddingId, before.id), before, after);
  if (step.kind === 'delete') await repository.deleteChange(step.id);
  else if (step.kind === 'update') await repository.updateChange(step.id, step.set);
  else if (step.kind === 'new' && (await repository.announcementsWentOut(weddingId)))
    await repository.insertChange(weddingId, after.id, after.title, step.before, step.after);
}

/** Exactly the guests invited to the change's event (issue 16 item 2). */
export async function invitedTo(repository: EventsRepository, change: EventChangeRow) {
  const audience = (await repository.audienceOf(change.weddingId, change.eventId)) ?? EVERYONE;
  return (await repository.guests(change.weddingId)).filter((guest) => isInvited(audience, guest));
}

export function recipientsOf(invited: GuestWithHousehold[]) {
  const eligible = invited.filter((g): g is GuestWithHousehold & { email: string } => Boolean(g.email) && !g.unsubscribed && !emailProblemOf(g));
  return { eligible, skipped: invited.length - eligible.length };
}

function stillPending(change: EventChangeRow | undefined): EventChangeRow {
  if (!change) throw new UserError('events.change-not-found', EVENT_CHANGE_MESSAGES.notFound);
  if (change.notifiedAt) throw new UserError('events.change-already-told', EVENT_CHANGE_MESSAGES.alreadyDone);
  return change;
}

export async function pendingChange(repository: EventsRepository, weddingId: string, changeId: string): Promise<EventChangeRow> {
  return stillPending(await repository.change(weddingId, changeId));
}

/** The couple decides the change needs no e-mail (e.g. they told everyone themselves). */
export function dismissEventChange(repository: EventsRepository, weddingId: string, changeId: string, at = new Date()): Promise<void> {
  return repository.transaction(async () => {
    await pendingChange(repository, weddingId, changeId);
    await repository.closeChange(changeId, 0, at);
  });
}
