// The couple's RSVP configuration (owner only, JSON or form data; part of the /api/v1/rsvp router,
// behind its requireApiOwner):
//   GET    /rsvp/settings                 { settings, questions }
//   PATCH  /rsvp/settings (settings.action.tsx, mounted in ./index.ts)                 { allowRsvpResubmit?, rsvpOpen?, notifyCouple?, deadline?: 'yyyy-MM-dd' | '' | null } → { msg, settings }
//   The questions (question-actions.ts, mounted in ./index.ts):
//   POST   /rsvp/questions                { label, kind: text|yesno|choice, options?, required?, scope?: guest|household, eventId?: an event id or null for all events } → 201 { msg, question, questions }
//   PATCH  /rsvp/questions/{id}           same fields → { msg, question, questions }
//   DELETE /rsvp/questions/{id}           → { msg, questions }
//   POST   /rsvp/questions/{id}/move      { direction: up|down } → { msg, questions }
//   PUT    /rsvp/questions/order          { ids: [...] } → { msg, questions }
// settings.deadline is the day in the wedding's time zone; repliesUntil the instant the RSVP closes.
import { Hono } from 'hono';
import { listQuestions } from '../domain/questions';
import { rsvpSettingsOf } from '../domain/settings';
import { settingsJson } from '../domain/update-settings';
import type { OwnerEnv } from '../../../core/http/context';

export const rsvpSettingsApi = new Hono<OwnerEnv>().get('/settings', async (c) => {
  const { id, timeZone } = c.var.wedding;
  return c.json({ settings: settingsJson(await rsvpSettingsOf(c.var.store, id), timeZone), questions: await listQuestions(c.var.store, id) });
});
