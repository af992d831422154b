import { type Lang, siteLanguages, toLang } from '../../../shared/i18n';
import type { Context } from 'hono';
import type { GuestWithHousehold } from '../../guests';
import { loadHousehold, type HouseholdView } from '../domain/household';
import { rsvpGuestJson } from '../domain/guest-token';
import { rsvpRepositories } from '../domain/repositories';
import { lookupBuckets, RateLimitedError, recordFailure, waitFor } from '../../../core/rate-limit';
import { throttledMessage } from '../../site';
import { pageLanguage } from '../../site/web';
import type { RsvpQuestion } from '../../../shared/rsvp/model';
import { listQuestions } from '../domain/questions';
import type { RsvpSettings } from '../domain/settings';
import type { AppEnv } from '../../../core/http/context';
import type { PublishedWedding } from '../../site';
import type { SavedRsvp } from '../domain/answer';
import { queueRecorded } from '../../email';
import { calendarWedding } from '../../events/web';
import { clientIp, publicOrigin } from '../../../core/http/request-info';

/** The answer of GET/PATCH /{public|private}/{id}/rsvp: guest (with the household), allowRsvpResubmit, questions. */
export function rsvpReply<E extends AppEnv>(c: Context<E>, settings: RsvpSettings, found: { view: HouseholdView; questions: RsvpQuestion[] } | null) {
  return {
    guest: found ? rsvpGuestJson(c.var.config, found.view) : null,
    allowRsvpResubmit: settings.allowRsvpResubmit,
    // Only a guest who was found sees the questions (not whether the caterer sees the answers: the couple's choice).
    questions: found ? found.questions.map(({ forCaterer: _, ...question }) => question) : [],
  };
}

/** The language a guest reads their household's events in (issue 27): ?lang= (the page's), theirs, the browser's among the wedding's, its default. */
export function readerLanguage<E extends AppEnv>(c: Context<E>, found: PublishedWedding, guest: { language: string | null }): Lang {
  return pageLanguage(c, found.wedding, guest.language).i18n.lang;
}

/** The household a guest answers for, its events' titles and dates in the page's language (issue 27). */
export async function householdFor<E extends AppEnv>(c: Context<E>, guest: GuestWithHousehold, settings: RsvpSettings, lang: Lang) {
  const view = await loadHousehold(rsvpRepositories(c.var.store), guest, await listQuestions(c.var.store, guest.weddingId), settings, lang);
  // Only the questions this household is asked (per-event questions of events they are invited to).
  return { view, questions: view.questions };
}

/**
 * Counts one name lookup (or note) on a wedding from this client (src/core/rate-limit: per
 * address over all weddings, and a per-wedding ceiling). Every lookup counts, found or not: a
 * hit tells a guesser as much as a miss. 429 with Retry-After when it must wait.
 */
export async function takeLookup<E extends AppEnv>(c: Context<E>, weddingId: string) {
  const buckets = lookupBuckets(weddingId, clientIp(c));
  const wait = await waitFor(c.var.store, buckets);
  if (wait > 0) {
    c.header('Retry-After', String(Math.ceil(wait / 1000)));
    throw new RateLimitedError('rsvp.lookup-rate-limited', throttledMessage(wait), wait);
  }
  await recordFailure(c.var.store, buckets);
}

export function managerUrl<E extends AppEnv>(c: Context<E>) {
  return `${publicOrigin(c)}/app/rsvp`;
}

/** What the guest's confirmation e-mail needs from the request: the calendar's title, the site's address, their token. */
/**
 * What the guest's confirmation needs: the calendar, the links, and the languages (issue 27): the one the guest
 * chose on the page (`?lang=`, the switcher's), else theirs, else the wedding's default.
 */
export function confirmationFor<E extends AppEnv>(c: Context<E>, found: PublishedWedding, token: string) {
  return {
    calendar: calendarWedding(found),
    siteUrl: `${publicOrigin(c)}/${found.wedding.weddingUrl}`,
    token,
    chosenLanguage: toLang(c.req.query('lang')),
    defaultLanguage: siteLanguages(found.wedding).defaultLanguage,
  };
}

/** Queues the e-mails a guest's answer recorded (the couple's notice, the guest's confirmation), after the commit. */
export async function queueAnswerEmails<E extends AppEnv>(c: Context<E>, saved: SavedRsvp) {
  await queueRecorded(c.var.queue, saved.recorded);
}
