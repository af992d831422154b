// The questions page's rendering (special requests, no island): its language, its redirects' addresses and the
// page with the problems in the guest's language, shared by the page's routes (public.pages.tsx) and its two
// writes (answers.action.tsx).
import type { Context } from 'hono';
import { rsvpToken } from '../../guests';
import { EMAIL_NEEDED, NAME_REQUIRED } from '../../../shared/rsvp/texts';
import { NAME_MAX } from '../../../shared/guests/schemas';
import { negotiateLanguage, siteLanguages, translator, type Lang, type Translate } from '../../../shared/i18n';
import { specialAnswersOfGuest } from '../domain/answers';
import { validateAnswers, type SpecialAnswers } from '../domain/model';
import { listSpecialQuestions } from '../domain/questions';
import { QuestionsPage, type QuestionsPageProps, type QuestionsView } from '../views/public/QuestionsPage';
import { siteDataFromWedding, WeddingHead, weddingTitle, requestOrigin, setWeddingPageHeaders } from '../../site/web';
import type { AppEnv } from '../../../core/http/context';
import { pageRedirectFor } from '../../rsvp/web';
import { questionsGate } from './access';
import { specialRepositories } from '../domain/repositories';

export type QuestionsPageGate = Extract<Awaited<ReturnType<typeof questionsGate>>, { ok: true }>;
type Status = 200 | 400 | 429;

/** The questions page's id in its paths: the weddingUrl. */
export const ID = ':id{[A-Za-z0-9][A-Za-z0-9-]*}';

export function baseOf(gate: QuestionsPageGate) {
  return `/questions/${gate.found.wedding.weddingUrl}`;
}

/**
 * The page's language (issue 27): ?lang= (or the forms' hidden `lang`, the page they were sent from), the guest's
 * own, the browser's among the wedding's languages, the wedding's default.
 */
export function languageOf<E extends AppEnv>(
  c: Context<E>,
  gate: QuestionsPageGate,
  guest?: { language?: string | null } | null,
  body?: Record<string, unknown>,
): Lang {
  const posted = typeof body?.lang === 'string' ? body.lang : null;
  return negotiateLanguage(
    { explicit: c.req.query('lang') ?? posted, guest: guest?.language, acceptLanguage: c.req.header('accept-language') },
    siteLanguages(gate.found.wedding),
  );
}

/** A redirect keeps the page's language (none needed for the wedding's default). */
export function withLang(href: string, lang: Lang, gate: QuestionsPageGate) {
  if (lang === siteLanguages(gate.found.wedding).defaultLanguage) return href;
  return `${href}${href.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The answers' problems in the guest's language (the domain checks them in English; the same rules again, translated). */
export function answerErrors(lang: Lang, questions: Awaited<ReturnType<typeof listSpecialQuestions>>, answers: SpecialAnswers) {
  return validateAnswers(questions, answers, { enforceRequired: true, t: translator(lang), lang });
}

/** The visitor's name, e-mail and message problems in the guest's language. */
export function visitorError(t: Translate, field: string, message: string): string {
  if (field === 'name') return message === NAME_REQUIRED ? t('questions.error.name') : t('questions.error.nameTooLong', { max: NAME_MAX });
  if (field === 'email') return message === EMAIL_NEEDED ? t('questions.error.emailNeeded') : t('questions.error.email');
  if (field === 'message') return t('questions.error.messageTooLong');
  return message;
}

export function render<E extends AppEnv>(c: Context<E>, gate: QuestionsPageGate, body: React.ReactElement, lang: Lang, status: Status = 200) {
  const site = siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro });
  setWeddingPageHeaders(c, { privateCache: true });
  c.status(status);
  return c.render(body, {
    lang,
    title: translator(lang)('questions.title', { title: weddingTitle(site) }),
    head: <WeddingHead site={site} origin={requestOrigin(c)} path={baseOf(gate)} />,
    bodyClass: 'wedding-page rsvp-page questions-page',
  });
}

export async function renderPage<E extends AppEnv>(
  c: Context<E>,
  gate: QuestionsPageGate,
  options: { state: QuestionsView; answers?: SpecialAnswers; errors?: Record<string, string>; notice?: string | null; lang: Lang },
  status: Status = 200,
) {
  const props: QuestionsPageProps = {
    site: siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro }),
    base: baseOf(gate),
    intro: gate.settings.intro,
    questions: await listSpecialQuestions(c.var.store, gate.found.wedding.id),
    state: options.state,
    answers: options.answers ?? {},
    errors: options.errors ?? {},
    notice: options.notice ?? null,
  };
  return render(c, gate, <QuestionsPage {...props} />, options.lang, status);
}

export async function answerState<E extends AppEnv>(c: Context<E>, guest: { id: string; weddingId: string; rsvpLinkVersion: number; name: string }) {
  const stored = await specialAnswersOfGuest(specialRepositories(c.var.store), guest.id);
  const state: QuestionsView = { view: 'answer', token: rsvpToken(c.var.config, guest), guestName: guest.name, answered: Object.keys(stored).length > 0 };
  return { state, stored };
}

export async function pageGate<E extends AppEnv>(c: Context<E>): Promise<QuestionsPageGate | Response> {
  const gate = await questionsGate(c, c.req.param('id') ?? '', 'page');
  if (gate.ok) return gate;
  return c.redirect(pageRedirectFor(gate), c.req.method === 'GET' ? 302 : 303);
}

export function text(body: Record<string, unknown>, name: string, max: number) {
  return typeof body[name] === 'string' ? (body[name] as string).slice(0, max) : '';
}
