// /app/wedding/edit/rsvp without JavaScript: every action is a form post that redirects back
// with a one-time toast, or renders the page again with the problem and what was typed.
import { Hono, type Context } from 'hono';
import { weddingEventsOf } from '../domain/event-answers';
import { addQuestion, deleteQuestion, listQuestions, moveQuestion, updateQuestion } from '../domain/questions';
import { questionInputSchema, rsvpSettingsInputSchema } from '../../../shared/rsvp/schemas';
import { deadlineDay, readRsvpSettings } from '../domain/settings';
import { SETTINGS_SAVED } from '../../../shared/rsvp/texts';
import { updateRsvpSettings } from '../domain/update-settings';
import { RsvpSettingsPage, type RsvpSettingsView } from '../views/app/RsvpSettingsPage';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings';
import { checkbox, questionPages } from '../../questions';

const BASE = '/app/wedding/edit/rsvp';
const TITLE = 'RSVP settings';

function render<E extends OwnerEnv>(c: Context<E>, options: Partial<RsvpSettingsView> = {}, status?: 400 | 404) {
  const wedding = c.var.wedding;
  const settings = readRsvpSettings(c.var.db, wedding.id);
  const questions = listQuestions(c.var.db, wedding.id);
  const editId = options.editId ?? c.req.query('edit') ?? null;
  const view: RsvpSettingsView = {
    settings: { ...settings, deadline: deadlineDay(settings.deadline, wedding.timeZone) },
    timeZone: wedding.timeZone,
    questions,
    events: weddingEventsOf(c.var.db, wedding.id).events.map((e) => ({ id: e.id, title: e.title })),
    rsvpUrl: wedding.weddingUrl ? `${publicOrigin(c)}/${wedding.weddingUrl}/rsvp` : null,
    ...options,
    editId: editId && questions.some((q) => q.id === editId) ? editId : null,
  };
  if (status) c.status(status);
  return appPage(c, TITLE, <RsvpSettingsPage view={view} />);
}

/** Mounted at /app/wedding/edit/rsvp. */
export const rsvpSettingsPages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/', (c) => render(c))
  .post('/', async (c) => {
    const wedding = c.var.wedding;
    const body = await readBody(c);
    const parsed = rsvpSettingsInputSchema.safeParse({
      rsvpOpen: checkbox(body, 'rsvpOpen'),
      allowRsvpResubmit: checkbox(body, 'allowRsvpResubmit'),
      notifyCouple: checkbox(body, 'notifyCouple'),
      deadline: typeof body.deadline === 'string' ? body.deadline : '',
    });
    if (!parsed.success) return render(c, { settingsError: firstIssue(parsed.error) }, 400);
    updateRsvpSettings(c.var.db, wedding.id, wedding.timeZone, parsed.data);
    setFlash(c, SETTINGS_SAVED);
    return c.redirect(BASE, 303);
  })
  .route(
    '/',
    questionPages({
      path: BASE,
      withScope: true,
      render,
      schema: questionInputSchema,
      add: addQuestion,
      update: updateQuestion,
      remove: deleteQuestion,
      move: moveQuestion,
    }),
  );
