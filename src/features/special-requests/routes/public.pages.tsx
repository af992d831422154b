// /questions/{weddingUrl} and /questions/{weddingUrl}/submitted as plain HTML forms (JavaScript off is
// the only mode: the page has no island).
//   GET  /questions/{w}[?token=]  the find-by-name form, or the guest's answer form for a valid link
//   POST /questions/{w}/find      name → 303 to the personal link, or the name-and-email form (never a list)
//   POST /questions/{w}           token + answers → 303 …/submitted?token=…, or the form again with errors
//   POST /questions/{w}/new       name, e-mail, answers → 303 …/submitted?token=… (a guest) or ?note=sent
// The id is the weddingUrl (as for /{id} and /{id}/rsvp). Unknown or offline wedding → /, protected
// without the access cookie → /password/{w}, as the site and the RSVP do.
import { Hono, type Context } from 'hono';
import { guestsRepository, rsvpToken } from '../../guests';
import { lookupGuest } from '../../rsvp';
import { RateLimitedError } from '../../../core/rate-limit';
import { clientIp } from '../../../core/http/request-info';
import { guestRequestSchema } from '../../../shared/rsvp/schemas';
import { EMAIL_NEEDED, LOOKUP_EMAIL_NEEDED, NAME_REQUIRED } from '../../../shared/rsvp/texts';
import { NAME_MAX } from '../../../shared/guests/schemas';
import { negotiateLanguage, siteLanguages, translator, type Lang, type Translate } from '../../../shared/i18n';
import { checkAnswers, mergeAnswers, readAnswers, SpecialValidationError } from '../domain/answer-input';
import { saveSpecialAnswers, specialAnswersOfGuest } from '../domain/answers';
import { validateAnswers, type SpecialAnswers } from '../domain/model';
import { listSpecialQuestions } from '../domain/questions';
import { answerAsVisitor } from '../domain/visitors';
import { QuestionsPage, type QuestionsPageProps, type QuestionsView } from '../views/public/QuestionsPage';
import { QuestionsSubmittedPage } from '../views/public/QuestionsSubmittedPage';
import { siteDataFromWedding } from '../../site';
import { WeddingHead, weddingTitle } from '../../site';
import { UserError } from '../../../core/errors';
import { readBody } from '../../../core/http/api/parse-body';
import type { AppEnv } from '../../../core/http/context';
import { requestOrigin, setWeddingPageHeaders } from '../../site';
import { pageRedirectFor } from '../../rsvp';
import { takeLookup } from '../../rsvp';
import { guestOfToken, questionsGate } from './access';

type Gate = Extract<Awaited<ReturnType<typeof questionsGate>>, { ok: true }>;
type Status = 200 | 400 | 429;

const ID = ':id{[A-Za-z0-9][A-Za-z0-9-]*}';

function baseOf(gate: Gate) {
  return `/questions/${gate.found.wedding.weddingUrl}`;
}

/**
 * The page's language (issue 27): ?lang= (or the forms' hidden `lang`, the page they were sent from), the guest's
 * own, the browser's among the wedding's languages, the wedding's default.
 */
function languageOf<E extends AppEnv>(c: Context<E>, gate: Gate, guest?: { language?: string | null } | null, body?: Record<string, unknown>): Lang {
  const posted = typeof body?.lang === 'string' ? body.lang : null;
  return negotiateLanguage(
    { explicit: c.req.query('lang') ?? posted, guest: guest?.language, acceptLanguage: c.req.header('accept-language') },
    siteLanguages(gate.found.wedding),
  );
}

/** A redirect keeps the page's language (none needed for the wedding's default). */
function withLang(href: string, lang: Lang, gate: Gate) {
  if (lang === siteLanguages(gate.found.wedding).defaultLanguage) return href;
  return `${href}${href.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The answers' problems in the guest's language (the domain checks them in English; the same rules again, translated). */
function answerErrors(t: Translate, questions: Awaited<ReturnType<typeof listSpecialQuestions>>, answers: SpecialAnswers) {
  return validateAnswers(questions, answers, { enforceRequired: true, t });
}

/** The visitor's name, e-mail and message problems in the guest's language. */
function visitorError(t: Translate, field: string, message: string): string {
  if (field === 'name') return message === NAME_REQUIRED ? t('questions.error.name') : t('questions.error.nameTooLong', { max: NAME_MAX });
  if (field === 'email') return message === EMAIL_NEEDED ? t('questions.error.emailNeeded') : t('questions.error.email');
  if (field === 'message') return t('questions.error.messageTooLong');
  return message;
}

function render<E extends AppEnv>(c: Context<E>, gate: Gate, body: React.ReactElement, lang: Lang, status: Status = 200) {
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

async function renderPage<E extends AppEnv>(
  c: Context<E>,
  gate: Gate,
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

async function answerState<E extends AppEnv>(c: Context<E>, guest: { id: string; weddingId: string; rsvpLinkVersion: number; name: string }) {
  const stored = await specialAnswersOfGuest(c.var.store, guest.id);
  const state: QuestionsView = { view: 'answer', token: rsvpToken(c.var.config, guest), guestName: guest.name, answered: Object.keys(stored).length > 0 };
  return { state, stored };
}

async function pageGate<E extends AppEnv>(c: Context<E>): Promise<Gate | Response> {
  const gate = await questionsGate(c, c.req.param('id') ?? '', 'page');
  if (gate.ok) return gate;
  return c.redirect(pageRedirectFor(gate), c.req.method === 'GET' ? 302 : 303);
}

function text(body: Record<string, unknown>, name: string, max: number) {
  return typeof body[name] === 'string' ? (body[name] as string).slice(0, max) : '';
}

/** Mounted at /questions. */
export const publicQuestionsPages = new Hono<AppEnv>()
  .get(`/${ID}`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const token = c.req.query('token');
    if (token) {
      const guest = await guestOfToken(c, gate.found.wedding.id, token);
      const lang = languageOf(c, gate, guest);
      if (!guest) return renderPage(c, gate, { state: { view: 'find', name: '' }, notice: translator(lang)('questions.linkInvalid'), lang });
      const { state, stored } = await answerState(c, guest);
      return renderPage(c, gate, { state, answers: stored, lang });
    }
    return renderPage(c, gate, { state: { view: 'find', name: '' }, lang: languageOf(c, gate) });
  })
  .post(`/${ID}/find`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const lang = languageOf(c, gate, null, body);
    const t = translator(lang);
    const name = text(body, 'name', 200);
    // Present (maybe empty) once it was asked for: the form keeps asking for it.
    const email = typeof body.email === 'string' ? body.email.slice(0, 320) : null;
    if (name.trim() === '') return renderPage(c, gate, { state: { view: 'find', name, email }, errors: { name: t('questions.error.name') }, lang }, 400);
    let match: Awaited<ReturnType<typeof lookupGuest>>;
    try {
      match = await lookupGuest(c.var.store, gate.found.wedding.id, clientIp(c), { name, email: email ?? undefined });
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      c.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
      return renderPage(c, gate, { state: { view: 'find', name, email }, errors: { name: error.message }, lang }, 429);
    }
    if (match.kind === 'email-needed') return renderPage(c, gate, { state: { view: 'find', name, email: email ?? '' }, notice: LOOKUP_EMAIL_NEEDED, lang });
    if (match.kind !== 'match') {
      const visitor = { name: name.replace(/\s+/g, ' ').trim(), email: email ?? '', message: '' };
      return renderPage(c, gate, {
        state: { view: 'new', visitor, acceptNewGuests: gate.settings.acceptNewGuests },
        notice: t('questions.notFoundByName'),
        lang,
      });
    }
    const guest = (await guestsRepository(c.var.store).find(gate.found.wedding.id, match.guestId))!;
    return c.redirect(withLang(`${baseOf(gate)}?token=${encodeURIComponent(rsvpToken(c.var.config, guest))}`, lang, gate), 303);
  })
  .post(`/${ID}`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const guest = await guestOfToken(c, gate.found.wedding.id, text(body, 'token', 200));
    const lang = languageOf(c, gate, guest, body);
    if (!guest) return renderPage(c, gate, { state: { view: 'find', name: '' }, notice: translator(lang)('questions.linkInvalid'), lang }, 400);
    let submitted: SpecialAnswers = {};
    try {
      submitted = readAnswers(body);
      await saveSpecialAnswers(c.var.store, {
        weddingId: gate.found.wedding.id,
        guestId: guest.id,
        answers: submitted,
        source: body.from === 'rsvp' ? 'rsvp' : 'questions',
      });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      const { state, stored } = await answerState(c, guest);
      const questions = await listSpecialQuestions(c.var.store, gate.found.wedding.id);
      const answers = mergeAnswers(questions, stored, submitted);
      const errors = error instanceof SpecialValidationError ? answerErrors(translator(lang), questions, answers) : { form: error.message };
      return renderPage(c, gate, { state, answers, errors, lang }, 400);
    }
    return c.redirect(withLang(`${baseOf(gate)}/submitted?token=${encodeURIComponent(rsvpToken(c.var.config, guest))}`, lang, gate), 303);
  })
  .post(`/${ID}/new`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const lang = languageOf(c, gate, null, body);
    const t = translator(lang);
    const visitor = { name: text(body, 'name', 200), email: text(body, 'email', 300), message: text(body, 'message', 2000) };
    const state: QuestionsView = { view: 'new', visitor, acceptNewGuests: gate.settings.acceptNewGuests };
    let answers: SpecialAnswers = {};
    const errors: Record<string, string> = {};
    const questions = await listSpecialQuestions(c.var.store, gate.found.wedding.id);
    try {
      answers = readAnswers(body);
      checkAnswers(questions, answers);
    } catch (error) {
      if (error instanceof SpecialValidationError) Object.assign(errors, answerErrors(t, questions, answers));
      else if (error instanceof UserError) errors.form = error.message;
      else throw error;
    }
    const parsed = guestRequestSchema.safeParse(visitor);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        errors[field] ??= visitorError(t, field, issue.message);
      }
    if (!parsed.success || Object.keys(errors).length > 0) return renderPage(c, gate, { state, answers, errors, lang }, 400);
    try {
      await takeLookup(c, gate.found.wedding.id);
      const outcome = await answerAsVisitor(c.var.store, {
        weddingId: gate.found.wedding.id,
        settings: gate.settings,
        visitor: parsed.data,
        answers,
      });
      if (outcome.kind === 'request') return c.redirect(withLang(`${baseOf(gate)}/submitted?note=sent`, lang, gate), 303);
      return c.redirect(withLang(`${baseOf(gate)}/submitted?token=${encodeURIComponent(rsvpToken(c.var.config, outcome.guest))}`, lang, gate), 303);
    } catch (error) {
      if (error instanceof SpecialValidationError) return renderPage(c, gate, { state, answers, errors: answerErrors(t, questions, answers), lang }, 400);
      if (error instanceof UserError) return renderPage(c, gate, { state, answers, errors: { form: error.message }, lang }, error.status === 429 ? 429 : 400);
      throw error;
    }
  })
  .get(`/${ID}/submitted`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const site = siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro });
    const token = c.req.query('token');
    const guest = await guestOfToken(c, gate.found.wedding.id, token);
    const lang = languageOf(c, gate, guest);
    const summary = guest
      ? {
          questions: await listSpecialQuestions(c.var.store, gate.found.wedding.id),
          answers: await specialAnswersOfGuest(c.var.store, guest.id),
          changeHref: withLang(`${baseOf(gate)}?token=${encodeURIComponent(token!)}`, lang, gate),
        }
      : null;
    return render(c, gate, <QuestionsSubmittedPage site={site} summary={summary} noteSent={c.req.query('note') === 'sent'} />, lang);
  });
