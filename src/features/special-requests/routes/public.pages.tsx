// /questions/{weddingUrl} and /questions/{weddingUrl}/submitted as plain HTML forms (JavaScript off is
// the only mode: the page has no island).
//   GET  /questions/{w}[?token=]  the find-by-name form, or the guest's answer form for a valid link
//   POST /questions/{w}/find      name → 303 to the personal link, or the name-and-email form (never a list)
//                                 (an action answering fetch with JSON too: find.action.tsx)
//   POST /questions/{w}           token + answers → 303 …/submitted?token=…, or the form again with errors
//   POST /questions/{w}/new       name, e-mail, answers → 303 …/submitted?token=… (a guest) or ?note=sent
//                                 (both actions, answering the API's calls too: answers.action.tsx)
// The id is the weddingUrl (as for /{id} and /{id}/rsvp). Unknown or offline wedding → /, protected
// without the access cookie → /password/{w}, as the site and the RSVP do.
import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import { translator } from '../../../shared/i18n';
import { specialAnswersOfGuest } from '../domain/answers';
import { listSpecialQuestions } from '../domain/questions';
import { QuestionsSubmittedPage } from '../views/public/QuestionsSubmittedPage';
import { siteDataFromWedding } from '../../site/web';
import type { AppEnv } from '../../../core/http/context';
import { guestOfToken } from './access';
import { answerAsVisitorAction, answerByLink, type QuestionsGateEnv, questionsPageGate } from './answers.action';
import { findQuestionsAction } from './find.action';
import { answerState, baseOf, ID, languageOf, pageGate, render, renderPage, withLang } from './public-render';
import { specialRepositories } from '../domain/repositories';

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
          answers: await specialAnswersOfGuest(specialRepositories(c.var.store), guest.id),
          changeHref: withLang(`${baseOf(gate)}?token=${encodeURIComponent(token!)}`, lang, gate),
        }
      : null;
    return render(c, gate, <QuestionsSubmittedPage site={site} summary={summary} noteSent={c.req.query('note') === 'sent'} />, lang);
  })
  .route(
    '/',
    registerActions(new Hono<QuestionsGateEnv>(), [
      answerByLink({ method: 'POST', path: `/${ID}`, guard: questionsPageGate }),
      answerAsVisitorAction({ method: 'POST', path: `/${ID}/new`, guard: questionsPageGate }),
      findQuestionsAction,
    ]),
  );
