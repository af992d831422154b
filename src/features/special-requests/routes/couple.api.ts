// The couple's special-request API, mounted at /api/v1/special-requests (owner only; every id is
// looked up within their own wedding, so another couple's question is simply not found).
//   GET    /                      { settings, questions, counts, questionsUrl }
//   PATCH  /settings              { intro?, showInRsvp?, acceptNewGuests? }
//   POST   /questions             { label, kind, options, required } → 201
//   PUT    /questions/order       { ids }
//   PATCH  /questions/{id}        same body as POST
//   DELETE /questions/{id}
//   POST   /questions/{id}/move   { direction: up|down }
//   GET    /responses             Pro: { questions, responses, responded, guests, tallies }
//   GET    /responses.csv         Pro
//   POST   /send                  Pro: { guestIds: [ids] | 'bulk', newCampaign?, requestId? }
import { Hono } from 'hono';
import { listSpecialQuestions, specialQuestionFeature } from '../domain/questions';
import { specialResponsesOf } from '../domain/responses';
import { specialResponsesCsv } from '../domain/responses-csv';
import { specialQuestionInputSchema } from '../domain/schemas';
import { specialRequestsRepository } from '../domain/repository';
import { readSpecialSettings } from '../domain/settings';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { questionApiActions } from '../../questions/web';
import { saveSpecialSettings } from './settings.action';
import { registerActions } from '../../../core/actions/register-actions';
import { countsOf, csvFileName, requireTracking, sharedQuestionsUrl } from './couple-shared';
import { sendQuestionsAction } from './send.action';
import { specialRepositories } from '../domain/repositories';

export const coupleSpecialApi = new Hono<AppEnv>()
  // The questions are actions that guard themselves (before the router's guard, so it runs once).
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [
      saveSpecialSettings({ method: 'PATCH', path: '/settings', guard: requireApiOwner }),
      ...questionApiActions({ schema: specialQuestionInputSchema, patchListsQuestions: false, questions: specialQuestionFeature }),
      sendQuestionsAction({ path: '/send', guard: requireApiOwner }),
    ]),
  )
  .use(requireApiOwner)
  .get('/', async (c) => {
    const wedding = c.var.wedding;
    return c.json({
      settings: await readSpecialSettings(specialRequestsRepository(c.var.store), wedding.id),
      questions: await listSpecialQuestions(c.var.store, wedding.id),
      counts: await countsOf(c, wedding.id),
      questionsUrl: sharedQuestionsUrl(c, wedding.weddingUrl),
    });
  })
  .get('/responses', requireTracking, async (c) => {
    const data = await specialResponsesOf(specialRepositories(c.var.store), c.var.wedding.id);
    return c.json({
      questions: data.questions,
      responded: data.responded,
      guests: data.guests,
      responses: data.rows.map((row) => ({
        ...row,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt?.toISOString() ?? null,
      })),
      tallies: data.tallies.map((t) => ({ questionId: t.question.id, answered: t.answered, counts: t.counts, texts: t.texts })),
    });
  })
  .get('/responses.csv', requireTracking, async (c) => {
    const wedding = c.var.wedding;
    return c.body(await specialResponsesCsv(specialRepositories(c.var.store), wedding.id), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(wedding.weddingUrl)}"`,
      'cache-control': 'private, no-store',
    });
  });
