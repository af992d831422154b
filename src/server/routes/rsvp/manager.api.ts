// The couple's RSVP manager (owner only):
//   GET   /rsvp/summary                    { counts, events (per event), guests, households, questions (with tallies), requests }
//   PATCH /rsvp/answers                    { guestId, members|status|…, householdAnswers } (the public PATCH's
//                                          shapes): an answer received by phone → { msg, guest }; no notice e-mail
//   POST  /rsvp/requests/{id}/approve      { household? } → 201 { msg: 'Guest Added', guest } (guest limit applies)
//   POST  /rsvp/requests/{id}/dismiss      → { msg }
import { Hono } from 'hono';
import { z } from 'zod';
import { guestJson } from '../../../domain/guests/guest-json';
import { GUEST_ADDED } from '../../../shared/guests/texts';
import { saveRsvp } from '../../../domain/rsvp/answer';
import { rsvpGuestJson } from '../../../domain/rsvp/household';
import { readSubmission } from '../../../domain/rsvp/read-submission';
import { approveGuestRequest, dismissGuestRequest } from '../../../domain/rsvp/requests';
import { rsvpSummary } from '../../../domain/rsvp/summary';
import { ANSWER_RECORDED, REQUEST_DISMISSED } from '../../../shared/rsvp/texts';
import { UserError } from '../../../domain/errors';
import { readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import { guestListOwner } from '../guests/owner';

const approveSchema = z.object({
  household: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(100).nullable().optional()),
});

export const rsvpManagerApi = new Hono<AppEnv>()
  .use('/rsvp/*', requireApiUser)
  .get('/rsvp/summary', (c) => {
    const { owner } = guestListOwner(c);
    return c.json(rsvpSummary(c.var.db, owner.weddingId));
  })
  .patch('/rsvp/answers', async (c) => {
    const { owner } = guestListOwner(c);
    const body = await readBody(c);
    const guestId = typeof body.guestId === 'string' ? body.guestId : '';
    if (!guestId) throw new UserError(400, 'guestId is required');
    const saved = saveRsvp(c.var.db, { weddingId: owner.weddingId, respondentId: guestId, patch: readSubmission(body, guestId), by: 'couple' });
    return c.json({ msg: ANSWER_RECORDED, guest: rsvpGuestJson(c.var.config, saved.view) });
  })
  .post('/rsvp/requests/:id/approve', async (c) => {
    const { owner } = guestListOwner(c);
    const parsed = approveSchema.safeParse(await readBody(c));
    if (!parsed.success) throw new UserError(400, 'Household names can be at most 100 characters');
    const guest = approveGuestRequest(c.var.db, owner, c.req.param('id'), { household: parsed.data.household });
    return c.json({ msg: GUEST_ADDED, guest: guestJson(c.var.config, guest) }, 201);
  })
  .post('/rsvp/requests/:id/dismiss', (c) => {
    const { owner } = guestListOwner(c);
    dismissGuestRequest(c.var.db, owner.weddingId, c.req.param('id'));
    return c.json({ msg: REQUEST_DISMISSED });
  });
