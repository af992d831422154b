// The couple's RSVP configuration (owner only; JSON or form data):
//   GET    /rsvp/settings                 { settings, questions }
//   PATCH  /rsvp/settings                 { allowRsvpResubmit?, rsvpOpen?, notifyCouple?, deadline?: 'yyyy-MM-dd' | '' | null } → { msg, settings }
//   POST   /rsvp/questions                { label, kind: text|yesno|choice, options?, required?, scope?: guest|household, eventId?: an event id or null for all events } → 201 { msg, question, questions }
//   PATCH  /rsvp/questions/{id}           same fields → { msg, question, questions }
//   DELETE /rsvp/questions/{id}           → { msg, questions }
//   POST   /rsvp/questions/{id}/move      { direction: up|down } → { msg, questions }
//   PUT    /rsvp/questions/order          { ids: [...] } → { msg, questions }
// settings.deadline is the day in the wedding's time zone; repliesUntil the instant the RSVP closes.
import { Hono, type Context } from 'hono';
import { addQuestion, deleteQuestion, listQuestions, moveQuestion, reorderQuestions, updateQuestion } from '../../../domain/rsvp/questions';
import { moveQuestionSchema, questionInputSchema, questionOrderSchema, rsvpSettingsInputSchema } from '../../../domain/rsvp/schemas';
import { readRsvpSettings } from '../../../domain/rsvp/settings';
import { QUESTION_ADDED, QUESTION_DELETED, QUESTION_MOVED, QUESTION_SAVED, SETTINGS_SAVED } from '../../../shared/rsvp/texts';
import { settingsJson, updateRsvpSettings } from '../../../domain/rsvp/update-settings';
import { parseBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import { guestListOwner } from '../guests/owner';

function owned(c: Context<AppEnv>) {
  const { wedding } = guestListOwner(c);
  return { weddingId: wedding.id, timeZone: wedding.timeZone };
}

export const rsvpSettingsApi = new Hono<AppEnv>()
  .use('/rsvp/*', requireApiUser)
  .get('/rsvp/settings', (c) => {
    const { weddingId, timeZone } = owned(c);
    return c.json({ settings: settingsJson(readRsvpSettings(c.var.db, weddingId), timeZone), questions: listQuestions(c.var.db, weddingId) });
  })
  .patch('/rsvp/settings', async (c) => {
    const { weddingId, timeZone } = owned(c);
    const input = await parseBody(c, rsvpSettingsInputSchema);
    return c.json({ msg: SETTINGS_SAVED, settings: settingsJson(updateRsvpSettings(c.var.db, weddingId, timeZone, input), timeZone) });
  })
  .post('/rsvp/questions', async (c) => {
    const { weddingId } = owned(c);
    const question = addQuestion(c.var.db, weddingId, await parseBody(c, questionInputSchema));
    return c.json({ msg: QUESTION_ADDED, question, questions: listQuestions(c.var.db, weddingId) }, 201);
  })
  .put('/rsvp/questions/order', async (c) => {
    const { weddingId } = owned(c);
    const { ids } = await parseBody(c, questionOrderSchema);
    return c.json({ msg: QUESTION_MOVED, questions: reorderQuestions(c.var.db, weddingId, ids) });
  })
  .patch('/rsvp/questions/:id', async (c) => {
    const { weddingId } = owned(c);
    const question = updateQuestion(c.var.db, weddingId, c.req.param('id'), await parseBody(c, questionInputSchema));
    return c.json({ msg: QUESTION_SAVED, question, questions: listQuestions(c.var.db, weddingId) });
  })
  .delete('/rsvp/questions/:id', (c) => {
    const { weddingId } = owned(c);
    deleteQuestion(c.var.db, weddingId, c.req.param('id'));
    return c.json({ msg: QUESTION_DELETED, questions: listQuestions(c.var.db, weddingId) });
  })
  .post('/rsvp/questions/:id/move', async (c) => {
    const { weddingId } = owned(c);
    const { direction } = await parseBody(c, moveQuestionSchema);
    return c.json({ msg: QUESTION_MOVED, questions: moveQuestion(c.var.db, weddingId, c.req.param('id'), direction) });
  });
