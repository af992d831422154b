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
import { LOOKUP_EMAIL_NEEDED, NAME_REQUIRED, QUESTIONS_LINK_INVALID, QUESTIONS_NOT_FOUND_BY_NAME } from '../../../shared/rsvp/texts';
import { checkAnswers, mergeAnswers, readAnswers, saveSpecialAnswers, SpecialValidationError, specialAnswersOfGuest } from '../domain/answers';
import type { SpecialAnswers } from '../domain/model';
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

function render<E extends AppEnv>(c: Context<E>, gate: Gate, body: React.ReactElement, status: Status = 200) {
  const site = siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro });
  setWeddingPageHeaders(c, { privateCache: true });
  c.status(status);
  return c.render(body, {
    title: `Questions · ${weddingTitle(site)}`,
    head: <WeddingHead site={site} origin={requestOrigin(c)} path={baseOf(gate)} />,
    bodyClass: 'wedding-page rsvp-page questions-page',
  });
}

async function renderPage<E extends AppEnv>(
  c: Context<E>,
  gate: Gate,
  options: { state: QuestionsView; answers?: SpecialAnswers; errors?: Record<string, string>; notice?: string | null },
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
  return render(c, gate, <QuestionsPage {...props} />, status);
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
      if (!guest) return renderPage(c, gate, { state: { view: 'find', name: '' }, notice: QUESTIONS_LINK_INVALID });
      const { state, stored } = await answerState(c, guest);
      return renderPage(c, gate, { state, answers: stored });
    }
    return renderPage(c, gate, { state: { view: 'find', name: '' } });
  })
  .post(`/${ID}/find`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const name = text(body, 'name', 200);
    // Present (maybe empty) once it was asked for: the form keeps asking for it.
    const email = typeof body.email === 'string' ? body.email.slice(0, 320) : null;
    if (name.trim() === '') return renderPage(c, gate, { state: { view: 'find', name, email }, errors: { name: NAME_REQUIRED } }, 400);
    let match: Awaited<ReturnType<typeof lookupGuest>>;
    try {
      match = await lookupGuest(c.var.store, gate.found.wedding.id, clientIp(c), { name, email: email ?? undefined });
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      c.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
      return renderPage(c, gate, { state: { view: 'find', name, email }, errors: { name: error.message } }, 429);
    }
    if (match.kind === 'email-needed') return renderPage(c, gate, { state: { view: 'find', name, email: email ?? '' }, notice: LOOKUP_EMAIL_NEEDED });
    if (match.kind !== 'match') {
      const visitor = { name: name.replace(/\s+/g, ' ').trim(), email: email ?? '', message: '' };
      return renderPage(c, gate, { state: { view: 'new', visitor, acceptNewGuests: gate.settings.acceptNewGuests }, notice: QUESTIONS_NOT_FOUND_BY_NAME });
    }
    const guest = (await guestsRepository(c.var.store).find(gate.found.wedding.id, match.guestId))!;
    return c.redirect(`${baseOf(gate)}?token=${encodeURIComponent(rsvpToken(c.var.config, guest))}`, 303);
  })
  .post(`/${ID}`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const guest = await guestOfToken(c, gate.found.wedding.id, text(body, 'token', 200));
    if (!guest) return renderPage(c, gate, { state: { view: 'find', name: '' }, notice: QUESTIONS_LINK_INVALID }, 400);
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
      const answers = mergeAnswers(await listSpecialQuestions(c.var.store, gate.found.wedding.id), stored, submitted);
      const errors = error instanceof SpecialValidationError ? error.errors : { form: error.message };
      return renderPage(c, gate, { state, answers, errors }, 400);
    }
    return c.redirect(`${baseOf(gate)}/submitted?token=${encodeURIComponent(rsvpToken(c.var.config, guest))}`, 303);
  })
  .post(`/${ID}/new`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const visitor = { name: text(body, 'name', 200), email: text(body, 'email', 300), message: text(body, 'message', 2000) };
    const state: QuestionsView = { view: 'new', visitor, acceptNewGuests: gate.settings.acceptNewGuests };
    let answers: SpecialAnswers = {};
    const errors: Record<string, string> = {};
    try {
      answers = readAnswers(body);
      checkAnswers(await listSpecialQuestions(c.var.store, gate.found.wedding.id), answers);
    } catch (error) {
      if (error instanceof SpecialValidationError) Object.assign(errors, error.errors);
      else if (error instanceof UserError) errors.form = error.message;
      else throw error;
    }
    const parsed = guestRequestSchema.safeParse(visitor);
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
    if (!parsed.success || Object.keys(errors).length > 0) return renderPage(c, gate, { state, answers, errors }, 400);
    try {
      await takeLookup(c, gate.found.wedding.id);
      const outcome = await answerAsVisitor(c.var.store, {
        weddingId: gate.found.wedding.id,
        settings: gate.settings,
        visitor: parsed.data,
        answers,
      });
      if (outcome.kind === 'request') return c.redirect(`${baseOf(gate)}/submitted?note=sent`, 303);
      return c.redirect(`${baseOf(gate)}/submitted?token=${encodeURIComponent(rsvpToken(c.var.config, outcome.guest))}`, 303);
    } catch (error) {
      if (error instanceof SpecialValidationError) return renderPage(c, gate, { state, answers, errors: error.errors }, 400);
      if (error instanceof UserError) return renderPage(c, gate, { state, answers, errors: { form: error.message } }, error.status === 429 ? 429 : 400);
      throw error;
    }
  })
  .get(`/${ID}/submitted`, async (c) => {
    const gate = await pageGate(c);
    if (gate instanceof Response) return gate;
    const site = siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro });
    const token = c.req.query('token');
    const guest = await guestOfToken(c, gate.found.wedding.id, token);
    const summary = guest
      ? {
          questions: await listSpecialQuestions(c.var.store, gate.found.wedding.id),
          answers: await specialAnswersOfGuest(c.var.store, guest.id),
          changeHref: `${baseOf(gate)}?token=${encodeURIComponent(token!)}`,
        }
      : null;
    return render(c, gate, <QuestionsSubmittedPage site={site} summary={summary} noteSent={c.req.query('note') === 'sent'} />);
  });
