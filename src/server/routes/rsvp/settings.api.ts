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
import { listQuestions, rsvpQuestionFeature } from '../../../domain/rsvp/questions';
import { questionInputSchema, rsvpSettingsInputSchema } from '../../../domain/rsvp/schemas';
import { readRsvpSettings } from '../../../domain/rsvp/settings';
import { SETTINGS_SAVED } from '../../../shared/rsvp/texts';
import { settingsJson, updateRsvpSettings } from '../../../domain/rsvp/update-settings';
import { parseBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import { guestListOwner } from '../guests/owner';
import { questionApi } from '../questions/question-api';

function owned<E extends AppEnv>(c: Context<E>) {
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
  .route(
    '/',
    questionApi({
      base: '/rsvp',
      owner: guestListOwner,
      schema: questionInputSchema,
      patchListsQuestions: true,
      questions: rsvpQuestionFeature,
    }),
  );
