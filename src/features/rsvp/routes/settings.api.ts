// The couple's RSVP configuration (owner only, JSON or form data; part of the /api/v1/rsvp router,
// behind its requireApiOwner):
//   GET    /rsvp/settings                 { settings, questions }
//   PATCH  /rsvp/settings                 { allowRsvpResubmit?, rsvpOpen?, notifyCouple?, deadline?: 'yyyy-MM-dd' | '' | null } → { msg, settings }
//   POST   /rsvp/questions                { label, kind: text|yesno|choice, options?, required?, scope?: guest|household, eventId?: an event id or null for all events } → 201 { msg, question, questions }
//   PATCH  /rsvp/questions/{id}           same fields → { msg, question, questions }
//   DELETE /rsvp/questions/{id}           → { msg, questions }
//   POST   /rsvp/questions/{id}/move      { direction: up|down } → { msg, questions }
//   PUT    /rsvp/questions/order          { ids: [...] } → { msg, questions }
// settings.deadline is the day in the wedding's time zone; repliesUntil the instant the RSVP closes.
import { Hono } from 'hono';
import { listQuestions, rsvpQuestionFeature } from '../domain/questions';
import { questionInputSchema, rsvpSettingsInputSchema } from '../../../shared/rsvp/schemas';
import { readRsvpSettings } from '../domain/settings';
import { SETTINGS_SAVED } from '../../../shared/rsvp/texts';
import { settingsJson, updateRsvpSettings } from '../domain/update-settings';
import type { OwnerEnv } from '../../../core/http/context';
import { body } from '../../../core/http/validate';
import { questionApi } from '../../questions';

export const rsvpSettingsApi = new Hono<OwnerEnv>()
  .get('/settings', (c) => {
    const { id, timeZone } = c.var.wedding;
    return c.json({ settings: settingsJson(readRsvpSettings(c.var.db, id), timeZone), questions: listQuestions(c.var.db, id) });
  })
  .patch('/settings', body(rsvpSettingsInputSchema), (c) => {
    const { id, timeZone } = c.var.wedding;
    const input = c.req.valid('json');
    return c.json({ msg: SETTINGS_SAVED, settings: settingsJson(updateRsvpSettings(c.var.db, id, timeZone, input), timeZone) });
  })
  .route(
    '/',
    questionApi({
      schema: questionInputSchema,
      patchListsQuestions: true,
      questions: rsvpQuestionFeature,
    }),
  );
