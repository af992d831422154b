// /app/rsvp (the RSVP manager) and its form posts, all without JavaScript (router mounted at /app/rsvp):
//   GET  /app/rsvp[?status=]                   counts, requests, guests by answer, answers per question, households
//   GET  /app/rsvp/record/{guestId}            the household's answer form for an answer given by phone
//   POST /app/rsvp/record/{guestId}            → 303 /app/rsvp with 'Answer recorded'
//   POST /app/rsvp/requests/{id}/approve       → the guest is added (limit applies) → 303 /app/rsvp#requests
//   POST /app/rsvp/requests/{id}/dismiss
import { Hono, type Context } from 'hono';
import { findGuest } from '../../guests';
import { isPro } from '../../../core/auth/roles';
import { GUEST_ADDED } from '../../../shared/guests/texts';
import { RsvpValidationError, saveRsvp } from '../domain/answer';
import { loadHousehold } from '../domain/household';
import { draftFromMembers } from '../../../shared/rsvp/model';
import { listQuestions } from '../domain/questions';
import { applyPatch, draftForDisplay, readSubmission, type DraftPatch } from '../domain/read-submission';
import { approveGuestRequest, dismissGuestRequest } from '../domain/requests';
import { readRsvpSettings } from '../domain/settings';
import { rsvpSummary, STATUS_ORDER } from '../domain/summary';
import { ANSWER_RECORDED, REQUEST_DISMISSED } from '../../../shared/rsvp/texts';
import { RecordAnswerPage } from '../views/app/RecordAnswerPage';
import { RsvpManagerPage } from '../views/app/RsvpManagerPage';
import { UserError } from '../../../core/errors';
import { readBody } from '../../../core/http/api/parse-body';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings';
import { listOwner } from '../../guests';

function renderRecord<E extends OwnerEnv>(c: Context<E>, guestId: string, options: { patch?: DraftPatch; errors?: Record<string, string> } = {}) {
  const weddingId = c.var.wedding.id;
  const guest = findGuest(c.var.db, weddingId, guestId);
  if (!guest) throw new UserError(404, 'Guest not found');
  const settings = { ...readRsvpSettings(c.var.db, weddingId), allowRsvpResubmit: true };
  const view = loadHousehold(c.var.db, guest, listQuestions(c.var.db, weddingId), settings);
  const stored = draftFromMembers(view.members, view.householdAnswers);
  if (options.errors) c.status(400);
  return appPage(
    c,
    `Record an answer: ${guest.name}`,
    <RecordAnswerPage
      guestId={guest.id}
      householdName={view.householdName}
      members={view.members}
      events={view.events}
      questions={view.questions}
      draft={options.patch ? draftForDisplay(applyPatch(stored, options.patch)) : stored}
      errors={options.errors ?? {}}
    />,
  );
}

/** Mounted at /app/rsvp. */
export const rsvpManagerPages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/', (c) => {
    const { wedding, user } = c.var;
    const requested = c.req.query('status') ?? '';
    const status = (STATUS_ORDER as readonly string[]).includes(requested) ? requested : '';
    const view = {
      summary: rsvpSummary(c.var.db, wedding.id),
      status,
      rsvpUrl: wedding.weddingUrl ? `${publicOrigin(c)}/${wedding.weddingUrl}/rsvp` : null,
      pro: isPro(user.role),
    };
    return appPage(c, 'RSVP', <RsvpManagerPage view={view} />);
  })
  .get('/record/:guestId', (c) => renderRecord(c, c.req.param('guestId')))
  .post('/record/:guestId', async (c) => {
    const guestId = c.req.param('guestId');
    const patch = readSubmission(await readBody(c), guestId);
    try {
      saveRsvp(c.var.db, { weddingId: c.var.wedding.id, respondentId: guestId, patch, by: 'couple' });
    } catch (error) {
      if (error instanceof RsvpValidationError) return renderRecord(c, guestId, { patch, errors: error.errors });
      throw error;
    }
    setFlash(c, ANSWER_RECORDED);
    return c.redirect(`/app/rsvp#guest-${guestId}`, 303);
  })
  .post('/requests/:id/approve', (c) => {
    try {
      approveGuestRequest(c.var.db, listOwner(c), c.req.param('id'));
      setFlash(c, GUEST_ADDED);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      setFlash(c, error.message, 'error');
    }
    return c.redirect('/app/rsvp#requests', 303);
  })
  .post('/requests/:id/dismiss', (c) => {
    try {
      dismissGuestRequest(c.var.db, c.var.wedding.id, c.req.param('id'));
      setFlash(c, REQUEST_DISMISSED, 'info');
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      setFlash(c, error.message, 'error');
    }
    return c.redirect('/app/rsvp#requests', 303);
  });
