// The couple's RSVP switches and deadline, one action (issue 29 item 2) answering at two addresses:
//   PATCH /api/v1/rsvp/settings { allowRsvpResubmit?, rsvpOpen?, notifyCouple?, deadline?: 'yyyy-MM-dd' | '' | null }
//     → { msg, settings } (a field left out keeps its value);
//   POST  /app/wedding/edit/rsvp (the no-JS form: an unticked box is off) → 303 back with 'Settings saved',
//     or the page again with the problem.
// Also the settings page's render, shared with its GET and its question forms (settings.pages.tsx).
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { weddingEvents } from '../domain/event-reads';
import { listQuestions } from '../domain/questions';
import { rsvpSettingsInputSchema } from '../../../shared/rsvp/schemas';
import { deadlineDay, rsvpSettingsOf } from '../domain/settings';
import { rsvpRepository } from '../domain/repository';
import { settingsJson, updateRsvpSettings } from '../domain/update-settings';
import { appText } from '../../../shared/i18n/app';
import { writingLanguages } from '../../../shared/i18n';
import { RsvpSettingsPage, type RsvpSettingsView } from '../views/app/RsvpSettingsPage';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings/web';

export const RSVP_SETTINGS_PAGE = '/app/wedding/edit/rsvp';
const TITLE = appText('rsvp.settings.title');

export async function renderRsvpSettings<E extends OwnerEnv>(c: Context<E>, options: Partial<RsvpSettingsView> = {}, status?: 400 | 404) {
  const wedding = c.var.wedding;
  const settings = await rsvpSettingsOf(c.var.store, wedding.id);
  const questions = await listQuestions(c.var.store, wedding.id);
  const editId = options.editId ?? c.req.query('edit') ?? null;
  const view: RsvpSettingsView = {
    settings: { ...settings, deadline: deadlineDay(settings.deadline, wedding.timeZone) },
    timeZone: wedding.timeZone,
    questions,
    events: (await weddingEvents({ rsvp: rsvpRepository(c.var.store) }, wedding.id)).events.map((e) => ({ id: e.id, title: e.title })),
    rsvpUrl: wedding.weddingUrl ? `${publicOrigin(c)}/${wedding.weddingUrl}/rsvp` : null,
    languages: writingLanguages(wedding),
    ...options,
    editId: editId && questions.some((q) => q.id === editId) ? editId : null,
  };
  if (status) c.status(status);
  return appPage(c, TITLE, <RsvpSettingsPage view={view} />);
}

export function saveRsvpSettings(where: { method: 'PATCH' | 'POST'; path: string; guard: MiddlewareHandler<OwnerEnv> }) {
  return defineAction({
    ...where,
    summary: 'The RSVP switches and deadline; a field left out keeps its value',
    input: rsvpSettingsInputSchema,
    output: z.object({
      msg: z.string(),
      settings: z.looseObject({ allowRsvpResubmit: z.boolean(), rsvpOpen: z.boolean(), notifyCouple: z.boolean(), deadline: z.string().nullable() }),
    }),
    run: async (c: Context<OwnerEnv>, input) => {
      const { id, timeZone } = c.var.wedding;
      return {
        msg: appText('rsvp.settings.saved'),
        settings: settingsJson(await updateRsvpSettings(rsvpRepository(c.var.store), id, timeZone, input), timeZone),
      };
    },
    form: {
      checkboxes: ['rsvpOpen', 'allowRsvpResubmit', 'notifyCouple'],
      onSuccess: (c) => {
        setFlash(c, appText('rsvp.settings.saved'));
        return c.redirect(RSVP_SETTINGS_PAGE, 303);
      },
      onError: (c, problem) => {
        if (problem.error) throw problem.error;
        return renderRsvpSettings(c, { settingsError: problem.msg }, 400);
      },
    },
  });
}
