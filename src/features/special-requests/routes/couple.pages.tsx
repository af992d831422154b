// /app/special-request and its children (product.md §2: index, ask, rsvp, email, email/sent,
// responses) without JavaScript: every action is a form post that redirects back with a one-time
// toast, or renders the page again with the problem and what was typed.
import { Hono, type Context } from 'hono';
import { tryAgainAfter } from '../../../shared/email/texts';
import { bulkAvailableAt } from '../../email';
import { newId } from '../../../shared/ids';
import { listSpecialQuestions, specialQuestionFeature } from '../domain/questions';
import { specialResponsesOf } from '../domain/responses';
import { specialResponsesCsv } from '../domain/responses-csv';
import { specialQuestionInputSchema } from '../domain/schemas';
import { findQuestionsBatch, type QuestionsSendRequest, questionsSendStatuses, SEND_BLOCKED } from '../domain/send-questions';
import { specialRequestsRepository } from '../domain/repository';
import { readSpecialSettings } from '../domain/settings';
import { writingLanguages } from '../../../shared/i18n';
import { SpecialAskPage, type SpecialAskView } from '../views/app/SpecialAskPage';
import { SpecialEmailPage } from '../views/app/SpecialEmailPage';
import { SpecialIndexPage } from '../views/app/SpecialIndexPage';
import { SpecialResponsesPage } from '../views/app/SpecialResponsesPage';
import { SpecialRsvpPage } from '../views/app/SpecialRsvpPage';
import { SpecialSentPage } from '../views/app/SpecialSentPage';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { dailyLimitResetAt, sendRefusedJson, sendSucceeded, wantsJson } from '../../announce/web';
import { setFlash } from '../../../core/http/flash';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings/web';
import { questionPageActions } from '../../questions/web';
import { saveSpecialSettings } from './settings.action';
import { registerActions } from '../../../core/actions/register-actions';
import { countsOf, csvFileName, sharedQuestionsUrl, timeFormatter } from './couple-shared';
import { type QuestionsSendAnswer, sendQuestionsAction } from './send.action';
import type { ActionForm } from '../../../core/actions/define-action';
import { apiError } from '../../../core/http/api/errors';
import { appText } from '../../../shared/i18n/app';
import { specialRepositories } from '../domain/repositories';

const BASE = '/app/special-request';
const ASK = `${BASE}/ask`;
const TITLE = appText('special-requests.pageTitle');
/** Child pages' titles (also their last breadcrumb, after Special Requests). */
const TITLES = {
  ask: appText('special-requests.pageTitle.ask'),
  rsvp: appText('special-requests.pageTitle.rsvp'),
  email: appText('special-requests.pageTitle.email'),
  sent: appText('special-requests.pageTitle.sent'),
  responses: appText('special-requests.pageTitle.responses'),
} as const;

async function renderAsk<E extends OwnerEnv>(c: Context<E>, options: Partial<SpecialAskView> = {}, status?: 400 | 404) {
  const wedding = c.var.wedding;
  const questions = await listSpecialQuestions(c.var.store, wedding.id);
  const editId = options.editId ?? c.req.query('edit') ?? null;
  const view: SpecialAskView = {
    questions,
    settings: await readSpecialSettings(specialRequestsRepository(c.var.store), wedding.id),
    questionsUrl: sharedQuestionsUrl(c, wedding.weddingUrl),
    languages: writingLanguages(wedding),
    ...options,
    editId: editId && questions.some((q) => q.id === editId) ? editId : null,
  };
  if (status) c.status(status);
  return appPage(c, TITLES.ask, <SpecialAskPage view={view} />);
}

/** Why the questions cannot be e-mailed now, or null. */
function sendBlocker(wedding: { weddingUrl: string | null; published: boolean }, questionCount: number): string | null {
  if (questionCount === 0) return SEND_BLOCKED.noQuestion;
  if (!wedding.weddingUrl) return SEND_BLOCKED.noAddress;
  if (!wedding.published) return SEND_BLOCKED.offline;
  return null;
}

async function renderEmail<E extends OwnerEnv>(c: Context<E>, error: string | null = null, status?: 400 | 403 | 404 | 429) {
  const wedding = c.var.wedding;
  const pro = c.var.pro;
  const questions = await listSpecialQuestions(c.var.store, wedding.id);
  const available = await bulkAvailableAt(c.var.store, wedding.id);
  if (status) c.status(status);
  return appPage(
    c,
    TITLES.email,
    <SpecialEmailPage
      view={{
        pro,
        statuses: await questionsSendStatuses(c.var.store, wedding.id),
        questionCount: questions.length,
        questionsUrl: sharedQuestionsUrl(c, wedding.weddingUrl),
        blocked: sendBlocker(wedding, questions.length),
        bulkAvailableAt: available ? available.toISOString() : null,
        requestIds: { single: newId(), bulk: newId() },
        error,
        formatTime: timeFormatter(wedding.timeZone),
      }}
    />,
  );
}

/** The e-mail page's send without JavaScript (or the SendDialogs island's fetch, which asks for JSON). */
const emailForm: ActionForm<OwnerEnv, QuestionsSendRequest, QuestionsSendAnswer> = {
  onSuccess: (c, result) => {
    const target = `${BASE}/email/sent?batch=${encodeURIComponent(result.batchId)}`;
    if (result.msg) return sendSucceeded(c, target, result.msg);
    return wantsJson(c) ? c.json({ msg: '', redirect: target }) : c.redirect(target, 303);
  },
  onError: (c, problem) => {
    if (wantsJson(c)) return problem.error ? sendRefusedJson(c, problem.error) : apiError(c, 'input.invalid', problem.msg);
    const limitResetAt = problem.error ? dailyLimitResetAt(problem.error) : null;
    const message = limitResetAt
      ? appText('special-requests.email.dailyLimit', { reason: problem.msg, retry: tryAgainAfter(timeFormatter(c.var.wedding.timeZone)(limitResetAt)) })
      : problem.msg;
    return renderEmail(c, message, problem.status as 400 | 403 | 404 | 429);
  },
};

/** After a saved settings form: back with the toast. */
function back<E extends OwnerEnv>(c: Context<E>, to: string) {
  setFlash(c, appText('special-requests.ask.saved'));
  return c.redirect(to, 303);
}

/** A ticked box as the form sent it (an unticked one reads 'false'). */
function ticked(value: unknown) {
  return value === 'true' || value === 'on';
}

/** Mounted at /app/special-request. */
export const coupleSpecialPages = new Hono<AppEnv>()
  // The question forms are actions that guard themselves (before the router's guard, so it runs once).
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [
      saveSpecialSettings({
        method: 'POST',
        path: '/ask',
        guard: requirePageOwner,
        form: {
          checkboxes: ['acceptNewGuests'],
          onSuccess: (c) => back(c, ASK),
          onError: (c, problem, submitted) => {
            if (problem.error) throw problem.error;
            const settingsTyped = { intro: typeof submitted.intro === 'string' ? submitted.intro : '', acceptNewGuests: ticked(submitted.acceptNewGuests) };
            return renderAsk(c, { settingsError: problem.msg, settingsTyped }, 400);
          },
        },
      }),
      saveSpecialSettings({
        method: 'POST',
        path: '/rsvp',
        guard: requirePageOwner,
        form: { checkboxes: ['showInRsvp'], onSuccess: (c) => back(c, `${BASE}/rsvp`) },
      }),
      sendQuestionsAction({ path: '/email', guard: requirePageOwner, form: emailForm }),
    ]),
  )
  .route(
    '/ask',
    registerActions(
      new Hono<OwnerEnv>(),
      questionPageActions(
        { schema: specialQuestionInputSchema, patchListsQuestions: false, questions: specialQuestionFeature },
        { path: ASK, withScope: false, render: renderAsk },
      ),
    ),
  )
  .use(requirePageOwner)
  .get('/', async (c) => {
    const wedding = c.var.wedding;
    const pro = c.var.pro;
    return appPage(
      c,
      TITLE,
      <SpecialIndexPage
        view={{
          questions: await listSpecialQuestions(c.var.store, wedding.id),
          settings: await readSpecialSettings(specialRequestsRepository(c.var.store), wedding.id),
          counts: await countsOf(c, wedding.id),
          pro,
          questionsUrl: sharedQuestionsUrl(c, wedding.weddingUrl),
          published: wedding.published,
        }}
      />,
    );
  })
  .get('/ask', (c) => renderAsk(c))
  .get('/rsvp', async (c) => {
    const wedding = c.var.wedding;
    const settings = await readSpecialSettings(specialRequestsRepository(c.var.store), wedding.id);
    const rsvpUrl = wedding.weddingUrl ? `${publicOrigin(c)}/${wedding.weddingUrl}/rsvp` : null;
    const questionCount = (await listSpecialQuestions(c.var.store, wedding.id)).length;
    return appPage(c, TITLES.rsvp, <SpecialRsvpPage showInRsvp={settings.showInRsvp} questionCount={questionCount} rsvpUrl={rsvpUrl} />);
  })
  .get('/email', (c) => renderEmail(c))
  .get('/email/sent', async (c) => {
    const wedding = c.var.wedding;
    const batch = c.req.query('batch');
    const result = batch ? await findQuestionsBatch(c.var.store, wedding.id, batch) : null;
    return appPage(
      c,
      TITLES.sent,
      <SpecialSentPage result={result} statuses={await questionsSendStatuses(c.var.store, wedding.id)} formatTime={timeFormatter(wedding.timeZone)} />,
    );
  })
  .get('/responses', async (c) => {
    const wedding = c.var.wedding;
    const pro = c.var.pro;
    const data = pro ? await specialResponsesOf(specialRepositories(c.var.store), wedding.id) : null;
    const counts = await countsOf(c, wedding.id);
    return appPage(c, TITLES.responses, <SpecialResponsesPage data={data} counts={counts} formatTime={timeFormatter(wedding.timeZone)} />);
  })
  .get('/responses.csv', async (c) => {
    const wedding = c.var.wedding;
    const pro = c.var.pro;
    if (!pro) {
      c.status(403);
      const counts = await countsOf(c, wedding.id);
      return appPage(c, TITLES.responses, <SpecialResponsesPage data={null} counts={counts} formatTime={timeFormatter(wedding.timeZone)} />);
    }
    return c.body(await specialResponsesCsv(specialRepositories(c.var.store), wedding.id), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(wedding.weddingUrl)}"`,
      'cache-control': 'private, no-store',
    });
  });
