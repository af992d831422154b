// Telling guests of a change of plans (issue 16 item 8; event-changes.ts records the change): what changed in
// the reader's language, the e-mail to each guest invited to the event, and the changes waiting on /app/events.
import { appText } from '../../../shared/i18n/app';
import type { GuestWithHousehold } from '../../guests';
import type { DataStore } from '../../../core/db/store/store';
import type { EventChangeRow, EventPlaceAndTime } from '../../../core/db/schema';
import type { Queue } from '../../../core/queue/queue';
import { listUnsubscribeHeaders } from '../../email';
import { rsvpUrl, unsubscribeUrl } from '../../email';
import type { EmailContent, RenderEmail } from '../../email';
import { GUEST_DAY_MS } from '../../email';
import { guestDates, guestLanguage, type GuestDates } from '../../email';
import { translator, type Lang } from '../../../shared/i18n';
import { sendCampaign, sendersWedding } from '../../email';
import { unsubscribeToken } from '../../email';
import { UserError } from '../../../core/errors';
import { rsvpToken } from '../../guests';
import { newId } from '../../../shared/ids';
import { eventsRepository, type EventsRepository } from './repository/events';
import { localizedText, type Translations } from '../../../shared/wedding/translations';
import { EVENT_CHANGE_MESSAGES, invitedTo, notifiedMessage, pendingChange, recipientsOf } from './event-changes';

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
