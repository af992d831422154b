// /app/wedding/edit/rsvp without JavaScript: every action is a form post that redirects back
// with a one-time toast, or renders the page again with the problem and what was typed.
import { Hono, type Context } from 'hono';
import { weddingEventsOf } from '../../../domain/rsvp/event-answers';
import { addQuestion, deleteQuestion, listQuestions, moveQuestion, updateQuestion } from '../../../domain/rsvp/questions';
import { moveQuestionSchema, questionInputSchema, rsvpSettingsInputSchema } from '../../../domain/rsvp/schemas';
import { deadlineDay, readRsvpSettings } from '../../../domain/rsvp/settings';
import { QUESTION_ADDED, QUESTION_DELETED, QUESTION_MOVED, QUESTION_SAVED, SETTINGS_SAVED } from '../../../shared/rsvp/texts';
import { updateRsvpSettings } from '../../../domain/rsvp/update-settings';
import type { QuestionFormValues } from '../../../views/app/rsvp/QuestionForm';
import { RsvpSettingsPage, type RsvpSettingsView } from '../../../views/app/rsvp/RsvpSettingsPage';
import { UserError } from '../../../domain/errors';
import { firstIssue, readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { requirePageUser } from '../../middleware/guards';
import { publicOrigin } from '../../request-info';
import { appPage } from '../app/app-page';
import { guestListOwner } from '../guests/owner';

const BASE = '/app/wedding/edit/rsvp';
const TITLE = 'RSVP settings';

function render(c: Context<AppEnv>, options: Partial<RsvpSettingsView> = {}, status?: 400 | 404) {
  const { wedding } = guestListOwner(c);
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

/** An HTML form sends a checkbox only when ticked: here its absence means "off". */
function checkbox(body: Record<string, unknown>, name: string) {
  return body[name] ? 'true' : 'false';
}

function questionForm(body: Record<string, unknown>): { input: Record<string, unknown>; values: QuestionFormValues } {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const values = {
    label: text('label'),
    kind: text('kind'),
    options: text('options'),
    required: Boolean(body.required),
    scope: text('scope'),
    eventId: text('eventId'),
  };
  return { input: { ...values, required: checkbox(body, 'required') }, values };
}

function failure(error: unknown): string {
  if (error instanceof UserError) return error.message;
  throw error;
}

export const rsvpSettingsPages = new Hono<AppEnv>()
  .use(BASE, requirePageUser)
  .use(`${BASE}/*`, requirePageUser)
  .get(BASE, (c) => render(c))
  .post(BASE, async (c) => {
    const { wedding } = guestListOwner(c);
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
  .post(`${BASE}/questions`, async (c) => {
    const { wedding } = guestListOwner(c);
    const { input, values } = questionForm(await readBody(c));
    const parsed = questionInputSchema.safeParse(input);
    if (!parsed.success) return render(c, { addForm: { values, error: firstIssue(parsed.error) } }, 400);
    try {
      addQuestion(c.var.db, wedding.id, parsed.data);
    } catch (error) {
      return render(c, { addForm: { values, error: failure(error) } }, 400);
    }
    setFlash(c, QUESTION_ADDED);
    return c.redirect(`${BASE}#questions`, 303);
  })
  .post(`${BASE}/questions/:id/delete`, (c) => {
    const { wedding } = guestListOwner(c);
    deleteQuestion(c.var.db, wedding.id, c.req.param('id'));
    setFlash(c, QUESTION_DELETED, 'info');
    return c.redirect(`${BASE}#questions`, 303);
  })
  .post(`${BASE}/questions/:id/move`, async (c) => {
    const { wedding } = guestListOwner(c);
    const parsed = moveQuestionSchema.safeParse(await readBody(c));
    if (!parsed.success) return render(c, {}, 400);
    const id = c.req.param('id');
    moveQuestion(c.var.db, wedding.id, id, parsed.data.direction);
    setFlash(c, QUESTION_MOVED, 'info');
    return c.redirect(`${BASE}#question-${id}`, 303);
  })
  .post(`${BASE}/questions/:id`, async (c) => {
    const { wedding } = guestListOwner(c);
    const id = c.req.param('id');
    const { input, values } = questionForm(await readBody(c));
    const parsed = questionInputSchema.safeParse(input);
    if (!parsed.success) return render(c, { editId: id, editForm: { values, error: firstIssue(parsed.error) } }, 400);
    try {
      updateQuestion(c.var.db, wedding.id, id, parsed.data);
    } catch (error) {
      if (error instanceof UserError && error.status === 404) throw error;
      return render(c, { editId: id, editForm: { values, error: failure(error) } }, 400);
    }
    setFlash(c, QUESTION_SAVED);
    return c.redirect(`${BASE}#question-${id}`, 303);
  });
