// The guest's RSVP pages as HTML (the find, answer and note forms, with what was typed and the
// problems): shared by the page routes (public-rsvp.pages.tsx) and the answer action (answer.action.tsx).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RsvpFormProps } from '../../../../islands/rsvp/props';
import { guestsRepository } from '../../guests';
import { rsvpToken } from '../../guests';
import { applyPatch, draftForDisplay } from '../domain/read-submission';
import { deadlineText } from '../domain/settings';
import type { PublishedWedding } from '../../site';
import { draftFromMembers } from '../../../shared/rsvp/model';
import { RsvpPage } from '../views/public/RsvpPage';
import { siteDataFromWedding } from '../../site/web';
import { WeddingHead, weddingTitle } from '../../site/web';
import type { AppEnv } from '../../../core/http/context';
import { rsvpEventList } from '../../events/web';
import { langQuery, type PageLanguage, pageLanguage, PreviewBar, requestOrigin, setWeddingPageHeaders } from '../../site/web';
import { messagesFor } from '../../../shared/i18n/catalogues';
import { DATE_FULL, formatDate } from '../../../shared/i18n/format';
import { localizeKnownText } from './localize';
import type { RsvpGate } from './access';
import { householdFor } from './shared';

export type Gate = Extract<RsvpGate, { ok: true }>;

/** The RSVP page's language: ?lang=, the guest's own (known by their link), the browser's among the wedding's, its default. */
export function rsvpLanguage<E extends AppEnv>(c: Context<E>, gate: Gate, guestLanguage?: string | null): PageLanguage {
  return pageLanguage(c, gate.found.wedding, guestLanguage);
}

export function render<E extends AppEnv>(
  c: Context<E>,
  gate: Gate,
  body: React.ReactNode,
  status: ContentfulStatusCode = 200,
  language: PageLanguage = rsvpLanguage(c, gate),
) {
  const { found } = gate;
  const site = siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro, ...language });
  setWeddingPageHeaders(c, { privateCache: true });
  c.status(status);
  // The couple's own view of their RSVP page before the site is published (issue 22 item 12).
  const page = gate.preview ? (
    <>
      <PreviewBar weddingUrl={found.wedding.weddingUrl ?? ''} />
      {body}
    </>
  ) : (
    body
  );
  return c.render(page as React.ReactElement, {
    lang: language.i18n.lang,
    title: `${language.i18n.t('rsvp.kicker')} · ${weddingTitle(site)}`,
    head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/${found.wedding.weddingUrl}/rsvp`} />,
    bodyClass: 'wedding-page rsvp-page',
  });
}

/** "Please reply by Friday, May 1, 2026" in the page's language (English keeps its wording), or null without a deadline. */
function replyByText(deadline: Date | null, timeZone: string, { i18n: { lang, t } }: PageLanguage): string | null {
  if (lang === 'en' || !deadline) return deadlineText(deadline, timeZone);
  return t('rsvp.replyBy', { date: formatDate(lang, deadline, timeZone, DATE_FULL) });
}

function formProps(found: PublishedWedding, gate: Gate, props: Partial<RsvpFormProps>, language: PageLanguage): RsvpFormProps {
  const { lang, t } = language.i18n;
  const query = langQuery(language);
  return {
    weddingUrl: found.wedding.weddingUrl ?? '',
    view: 'find',
    household: null,
    questions: [],
    allowRsvpResubmit: gate.settings.allowRsvpResubmit,
    deadlineText: replyByText(gate.settings.deadline, found.wedding.timeZone, language),
    draft: null,
    name: '',
    request: { name: '', email: '', message: '' },
    ...props,
    notice: props.notice ? localizeKnownText(props.notice, t) : null,
    errors: Object.fromEntries(Object.entries(props.errors ?? {}).map(([field, message]) => [field, localizeKnownText(message, t)])),
    ...(lang === 'en' && !query ? {} : { lang, messages: messagesFor(lang, ['rsvp.']), ...(query ? { query } : {}) }),
  };
}

export async function renderForm<E extends AppEnv>(
  c: Context<E>,
  gate: Gate,
  props: Partial<RsvpFormProps>,
  status: ContentfulStatusCode = 200,
  /** Shown above the form (the household's tables, from seating). */
  before?: React.ReactNode,
  /** The guest's preferred language, when the page knows the guest. */
  guestLanguage?: string | null,
) {
  const language = rsvpLanguage(c, gate, guestLanguage);
  const site = siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro, ...language });
  // A guest known by their personal link also gets their own calendar feed.
  const token = props.household?.token ?? null;
  return render(
    c,
    gate,
    <RsvpPage
      site={site}
      form={formProps(gate.found, gate, props, language)}
      events={await rsvpEventList(c, gate.found, token, language.i18n.lang)}
      before={before}
    />,
    status,
    language,
  );
}

/** The household's answer form for a guest, with a draft laid over what is stored. */
export async function answerProps<E extends AppEnv>(
  c: Context<E>,
  gate: Gate,
  guestId: string,
  extra: Partial<RsvpFormProps> = {},
  patch?: Parameters<typeof applyPatch>[1],
) {
  const guest = (await guestsRepository(c.var.store).find(gate.found.wedding.id, guestId))!;
  // The events' titles and dates in the page's language (?lang=, the guest's own, the browser's…; issue 27).
  const { view, questions } = await householdFor(c, guest, gate.settings, rsvpLanguage(c, gate, guest.language).i18n.lang);
  const stored = draftFromMembers(view.members, view.householdAnswers);
  const household = {
    token: rsvpTokenFor(c, guest),
    householdName: view.householdName,
    members: view.members,
    householdAnswers: view.householdAnswers,
    events: view.events,
  };
  return { view: 'answer' as const, household, questions, draft: patch ? draftForDisplay(applyPatch(stored, patch)) : stored, ...extra };
}

export function rsvpTokenFor<E extends AppEnv>(c: Context<E>, guest: { id: string; weddingId: string; rsvpLinkVersion: number }) {
  return rsvpToken(c.var.config, guest);
}
