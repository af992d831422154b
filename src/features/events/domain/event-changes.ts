// Change of plans (issue 16 item 8): when the couple moves an event (time or place) after
// invitations or save-the-dates went out, the change waits on /app/events until they e-mail the
// guests invited to that event, each exactly once, with what it was and what it is now.
import { appText } from '../../../shared/i18n/app';
import type { GuestWithHousehold } from '../../guests';
import type { DataStore } from '../../../core/db/store/store';
import type { EventChangeRow, EventPlaceAndTime } from '../../../core/db/schema';
import type { Queue } from '../../../core/queue/queue';
import { listUnsubscribeHeaders } from '../../email';
import { rsvpUrl, unsubscribeUrl } from '../../email';
import type { EmailContent, RenderEmail } from '../../email';
import { emailProblemOf } from '../../../shared/email/email-problem';
import { GUEST_DAY_MS } from '../../email';
import { guestDates, guestLanguage, type GuestDates } from '../../email';
import { translator, type Lang } from '../../../shared/i18n';
import { sendCampaign, sendersWedding } from '../../email';
import { unsubscribeToken } from '../../email';
import { UserError } from '../../../core/errors';
import { rsvpToken } from '../../guests';
import { newId } from '../../../shared/ids';
import { EVERYONE, isInvited } from '../../../shared/events/audience';
import { eventsRepository, type EventsRepository } from './repository/events';
import type { WeddingEvent } from './events';
import { localizedText, type Translations } from '../../../shared/wedding/translations';

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
async function invitedTo(repository: EventsRepository, change: EventChangeRow) {
  const audience = (await repository.audienceOf(change.weddingId, change.eventId)) ?? EVERYONE;
  return (await repository.guests(change.weddingId)).filter((guest) => isInvited(audience, guest));
}

function recipientsOf(invited: GuestWithHousehold[]) {
  const eligible = invited.filter((g): g is GuestWithHousehold & { email: string } => Boolean(g.email) && !g.unsubscribed && !emailProblemOf(g));
  return { eligible, skipped: invited.length - eligible.length };
}

function when(startsAt: string, endsAt: string, dates: GuestDates): string {
  const sameDay = dates.day(startsAt) === dates.day(endsAt);
  return `${dates.shortDayTime(startsAt)} – ${sameDay ? dates.time(endsAt) : dates.shortDayTime(endsAt)}`;
}

/** The place as told, in `lang` where the couple translated it (each part falls back to the default text). */
function where(p: EventPlaceAndTime, lang?: Lang): string {
  const text = (path: 'venueName' | 'venueAddress') => localizedText(p[path], p.translations as Translations | undefined, lang, path);
  return [text('venueName'), text('venueAddress')].filter(Boolean).join(', ');
}

/** What changed, line by line, in the wedding's zone and the reader's language (the couple's app: English). */
export function changeLines(change: Pick<EventChangeRow, 'before' | 'after'>, timeZone: string, lang: Lang = 'en') {
  const dates = guestDates(lang, timeZone);
  const lines: { key: 'when' | 'where'; label: string; before: string; after: string }[] = [];
  const wasWhen = when(change.before.startsAt, change.before.endsAt, dates);
  const nowWhen = when(change.after.startsAt, change.after.endsAt, dates);
  if (wasWhen !== nowWhen) lines.push({ key: 'when', label: dates.t('email.change.when'), before: wasWhen, after: nowWhen });
  // Whether the place changed is the default texts' question; the lines read in the reader's language.
  if (where(change.before) !== where(change.after))
    lines.push({ key: 'where', label: dates.t('email.change.where'), before: where(change.before, lang), after: where(change.after, lang) });
  return lines;
}

function coupleNames(wedding: { content: object }, lang: Lang): string {
  const content = wedding.content as Record<string, unknown>;
  const names = [content.brideGroomOneName, content.brideGroomTwoName].filter((n): n is string => typeof n === 'string' && n.trim() !== '');
  const joiner = typeof content.joiner === 'string' && content.joiner.trim() ? content.joiner.trim() : '&';
  return names.join(` ${joiner} `) || translator(lang)('email.theCouple');
}

/**
 * The change-of-plans e-mail to one guest in their language (kind 'event-change'): the heading (the subject too),
 * the intro, what was and what is now, the link to their RSVP. The event's title and places are the couple's
 * translations where they wrote them, dates and times the language's (issue 27).
 */
export function eventChangeContent(
  change: Pick<EventChangeRow, 'eventTitle' | 'before' | 'after'>,
  wedding: { timeZone: string; content: object },
  lang: Lang,
  links: { rsvpHref: string | null; unsubscribeHref: string },
): Extract<EmailContent, { template: 'event-change' }> {
  const t = translator(lang);
  const lines = changeLines(change, wedding.timeZone, lang);
  const what = lines.length > 1 ? 'both' : lines[0]?.key === 'where' ? 'place' : 'time';
  const title = localizedText(change.eventTitle, change.after.translations as Translations | undefined, lang, 'title');
  return {
    template: 'event-change',
    lang,
    heading: t('email.change.heading', { title }),
    intro: t('email.change.intro', { names: coupleNames(wedding, lang), what, title }),
    changes: lines.map(({ label, before, after }) => ({ label, before, after })),
    link: links.rsvpHref ? { href: links.rsvpHref, label: t('email.change.seeDetails') } : null,
    unsubscribeHref: links.unsubscribeHref,
  };
}

export interface PendingEventChange {
  id: string;
  eventId: string;
  eventTitle: string;
  lines: { label: string; before: string; after: string }[];
  /** Guests invited to the event who would get the e-mail. */
  recipients: number;
  /** Invited guests without an address, unsubscribed or whose address bounced. */
  skipped: number;
  changedAt: string;
}

/** Changes waiting for the couple's decision, newest first. */
export async function pendingEventChanges(repository: EventsRepository, wedding: { id: string; timeZone: string }): Promise<PendingEventChange[]> {
  const changes = await repository.pendingChanges(wedding.id);
  return Promise.all(
    changes.map(async (change) => {
      const { eligible, skipped } = recipientsOf(await invitedTo(repository, change));
      return {
        id: change.id,
        eventId: change.eventId,
        eventTitle: change.eventTitle,
        lines: changeLines(change, wedding.timeZone).map(({ label, before, after }) => ({ label, before, after })),
        recipients: eligible.length,
        skipped,
        changedAt: change.updatedAt.toISOString(),
      };
    }),
  );
}

export interface NotifyDeps {
  store: DataStore;
  queue: Queue;
  config: { SESSION_SECRET?: string; dataDir: string; emailNotSent?: boolean };
  origin: string;
  renderEmail: RenderEmail;
}

function stillPending(change: EventChangeRow | undefined): EventChangeRow {
  if (!change) throw new UserError('events.change-not-found', EVENT_CHANGE_MESSAGES.notFound);
  if (change.notifiedAt) throw new UserError('events.change-already-told', EVENT_CHANGE_MESSAGES.alreadyDone);
  return change;
}

async function pendingChange(repository: EventsRepository, weddingId: string, changeId: string): Promise<EventChangeRow> {
  return stillPending(await repository.change(weddingId, changeId));
}

/** The change-of-plans notices of one event go out at most once a day (issue 28 item 12). */
export const CHANGE_NOTICE_WAIT_MSG = appText('events.changes.wait');

/** When the event's last notice was sent, if within the day: the next one waits until a day after it. */
async function lastNoticeToday(repository: EventsRepository, weddingId: string, eventId: string, at: Date): Promise<Date | null> {
  const last = await repository.lastNotifiedAt(weddingId, eventId);
  if (!last || last.getTime() <= at.getTime() - GUEST_DAY_MS) return null;
  return last;
}

/**
 * E-mails the change to every guest invited to the event who can receive it, through the one
 * send transaction (send-campaign.ts: a bounced address, an unsubscribed guest or one who had
 * today's e-mails is left out). Each guest's e-mail has the key event-change:{change}:{guest},
 * and the change is closed in the same IMMEDIATE transaction, so a double click or two tabs send
 * one e-mail per guest. One notice per event a day: a later change waits (429, the 'Daily limit
 * reached' answer) and gathers every edit until then into one e-mail. Pro only, like all guest
 * e-mail; never the day's bulk send (it only follows a real change).
 */
export async function notifyEventChange(deps: NotifyDeps, sender: { id: string; weddingId: string }, changeId: string) {
  // The request's current wedding, with its Pro (a partner or planner tells the guests of the wedding they chose).
  const wedding = await sendersWedding(deps.store, sender);
  const repository = eventsRepository(deps.store);
  const change = await pendingChange(repository, wedding.id, changeId);
  const invited = await invitedTo(repository, change);

  const compose = (guest: GuestWithHousehold & { email: string }) => {
    const unsubscribeHref = unsubscribeUrl(deps.origin, unsubscribeToken(deps.config, guest));
    const rsvpHref = rsvpUrl(deps.origin, wedding.weddingUrl, rsvpToken(deps.config, guest));
    const content = eventChangeContent(change, wedding, guestLanguage(guest, wedding), { rsvpHref, unsubscribeHref });
    const { html, text } = deps.renderEmail(content);
    return { kind: 'event-change' as const, to: guest.email, subject: content.heading, html, text, headers: listUnsubscribeHeaders(unsubscribeHref) };
  };

  let result: Awaited<ReturnType<typeof sendCampaign>>;
  try {
    result = await sendCampaign(deps, {
      weddingId: wedding.id,
      sender,
      mode: 'event-change',
      target: { scope: 'single', guestIds: invited.map((g) => g.id) },
      notBulk: true,
      newCampaign: false,
      // Never replayed: a second call for a closed change is 409 (the guard).
      requestKey: `event-change:${change.id}:${newId()}`,
      fingerprint: [],
      emailKey: (_campaign, guestId) => `event-change:${change.id}:${guestId}`,
      compose,
      extra: {},
      // Inside the send's transaction: the repository's calls join it.
      guard: async (at) => {
        await pendingChange(repository, wedding.id, changeId);
        const last = await lastNoticeToday(repository, wedding.id, change.eventId, at);
        if (last)
          throw new UserError('events.change-notice-wait', CHANGE_NOTICE_WAIT_MSG, { limitResetAt: new Date(last.getTime() + GUEST_DAY_MS).toISOString() });
      },
      afterRecord: (queued) => repository.closeChange(change.id, queued, new Date()),
    });
  } catch (error) {
    // Nobody invited can receive it: the change's own words.
    if (error instanceof UserError && error.code === 'email.nobody-to-send') throw new UserError('events.change-nobody', EVENT_CHANGE_MESSAGES.nobody);
    throw error;
  }
  return { msg: notifiedMessage(result.queued.length), queued: result.queued.length, skipped: result.skipped.length };
}

/** The couple decides the change needs no e-mail (e.g. they told everyone themselves). */
export function dismissEventChange(repository: EventsRepository, weddingId: string, changeId: string, at = new Date()): Promise<void> {
  return repository.transaction(async () => {
    await pendingChange(repository, weddingId, changeId);
    await repository.closeChange(changeId, 0, at);
  });
}
