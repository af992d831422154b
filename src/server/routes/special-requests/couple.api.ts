// The couple's special-request API (owner only; every id is looked up within their own wedding,
// so another couple's question is simply not found).
//   GET    /special-requests                       { settings, questions, counts, questionsUrl }
//   PATCH  /special-requests/settings              { intro?, showInRsvp?, acceptNewGuests? }
//   POST   /special-requests/questions             { label, kind, options, required } → 201
//   PUT    /special-requests/questions/order       { ids }
//   PATCH  /special-requests/questions/{id}        same body as POST
//   DELETE /special-requests/questions/{id}
//   POST   /special-requests/questions/{id}/move   { direction: up|down }
//   GET    /special-requests/responses             Pro: { questions, responses, responded, guests, tallies }
//   GET    /special-requests/responses.csv         Pro
//   POST   /special-requests/send                  Pro: { guestIds: [ids] | 'bulk', newCampaign?, requestId? }
import { Hono } from 'hono';
import { listSpecialQuestions, specialQuestionFeature } from '../../../domain/special-requests/questions';
import { specialResponsesCsv, specialResponsesOf } from '../../../domain/special-requests/responses';
import { specialQuestionInputSchema, specialSettingsInputSchema } from '../../../domain/special-requests/schemas';
import { questionsSendSchema, sendQuestions } from '../../../domain/special-requests/send-questions';
import { readSpecialSettings, updateSpecialSettings } from '../../../domain/special-requests/settings';
import { SETTINGS_SAVED } from '../../../domain/special-requests/texts';
import { EMAIL_SENT } from '../../../shared/email/texts';
import { parseBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import { questionApi } from '../questions/question-api';
import { assertTracking, countsOf, csvFileName, sendDeps, senderOf, sharedQuestionsUrl, specialOwner } from './owner';

const BASE = '/special-requests';

export const coupleSpecialApi = new Hono<AppEnv>()
  .use(BASE, requireApiUser)
  .use(`${BASE}/*`, requireApiUser)
  .get(BASE, (c) => {
    const { wedding } = specialOwner(c);
    return c.json({
      settings: readSpecialSettings(c.var.db, wedding.id),
      questions: listSpecialQuestions(c.var.db, wedding.id),
      counts: countsOf(c, wedding.id),
      questionsUrl: sharedQuestionsUrl(c, wedding.weddingUrl),
    });
  })
  .patch(`${BASE}/settings`, async (c) => {
    const { wedding } = specialOwner(c);
    const input = await parseBody(c, specialSettingsInputSchema);
    return c.json({ msg: SETTINGS_SAVED, settings: updateSpecialSettings(c.var.db, wedding.id, input) });
  })
  .route(
    '/',
    questionApi({
      base: BASE,
      owner: specialOwner,
      schema: specialQuestionInputSchema,
      patchListsQuestions: false,
      questions: specialQuestionFeature,
    }),
  )
  .get(`${BASE}/responses`, (c) => {
    const { wedding } = assertTracking(c);
    const data = specialResponsesOf(c.var.db, wedding.id);
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
  .get(`${BASE}/responses.csv`, (c) => {
    const { wedding } = assertTracking(c);
    return c.body(specialResponsesCsv(c.var.db, wedding.id), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(wedding.weddingUrl)}"`,
      'cache-control': 'private, no-store',
    });
  })
  .post(`${BASE}/send`, async (c) => {
    const { user } = specialOwner(c);
    const request = await parseBody(c, questionsSendSchema);
    const result = await sendQuestions(sendDeps(c), senderOf(user), request);
    return c.json({ msg: EMAIL_SENT, ...result });
  });
