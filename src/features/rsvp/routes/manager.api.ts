// The couple's RSVP manager (owner only; part of the /api/v1/rsvp router, behind its requireApiOwner):
//   GET   /rsvp/summary                    { counts, events (per event), guests, households, questions (with tallies), requests }
//   PATCH /rsvp/answers                    { guestId, members|status|…, householdAnswers } (the public PATCH's
//                                          shapes): an answer received by phone → { msg, guest }; no notice e-mail
//   POST  /rsvp/requests/{id}/approve      { household? } → 201 { msg: 'Guest Added', guest } (guest limit applies)
//   POST  /rsvp/requests/{id}/dismiss      → { msg }
import { Hono } from 'hono';
import { z } from 'zod';
import { guestJson } from '../../guests';
import { GUEST_ADDED } from '../../../shared/guests/texts';
import { saveRsvp } from '../domain/answer';
import { rsvpGuestJson } from '../domain/household';
import { readSubmission } from '../domain/read-submission';
import { approveGuestRequest, dismissGuestRequest } from '../domain/requests';
import { rsvpSummary } from '../domain/summary';
import { ANSWER_RECORDED, REQUEST_DISMISSED } from '../../../shared/rsvp/texts';
import { UserError } from '../../../core/errors';
import { readBody } from '../../../core/http/api/parse-body';
import type { OwnerEnv } from '../../../core/http/context';
import { body } from '../../../core/http/validate';
import { listOwner } from '../../guests';

const HOUSEHOLD_TOO_LONG = 'Household names can be at most 100 characters';
const approveSchema = z.object({
  household: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: HOUSEHOLD_TOO_LONG }).trim().max(100, HOUSEHOLD_TOO_LONG).nullable().optional(),
  ),
});

export const rsvpManagerApi = new Hono<OwnerEnv>()
  .get('/summary', (c) => c.json(rsvpSummary(c.var.db, c.var.wedding.id)))
  .patch('/answers', async (c) => {
    // readSubmission takes the public PATCH's shapes (JSON, form fields or an `updates` string): read as is.
    const body = await readBody(c);
    const guestId = typeof body.guestId === 'string' ? body.guestId : '';
    if (!guestId) throw new UserError(400, 'guestId is required');
    const saved = saveRsvp(c.var.db, { weddingId: c.var.wedding.id, respondentId: guestId, patch: readSubmission(body, guestId), by: 'couple' });
    return c.json({ msg: ANSWER_RECORDED, guest: rsvpGuestJson(c.var.config, saved.view) });
  })
  .post('/requests/:id/approve', body(approveSchema), (c) => {
    const { household } = c.req.valid('json');
    const guest = approveGuestRequest(c.var.db, listOwner(c), c.req.param('id'), { household });
    return c.json({ msg: GUEST_ADDED, guest: guestJson(c.var.config, guest) }, 201);
  })
  .post('/requests/:id/dismiss', (c) => {
    dismissGuestRequest(c.var.db, c.var.wedding.id, c.req.param('id'));
    return c.json({ msg: REQUEST_DISMISSED });
  });
