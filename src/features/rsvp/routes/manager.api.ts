// The couple's RSVP manager (owner only; part of the /api/v1/rsvp router, behind its requireApiOwner):
//   GET   /rsvp/summary                    { counts, events (per event), guests, households, questions (with tallies), requests }
//   PATCH /rsvp/answers                    an answer received by phone: the action in record-answer.action.tsx
//   POST  /rsvp/requests/{id}/approve|dismiss   the actions in requests.action.ts
import { Hono } from 'hono';
import { rsvpSummary } from '../domain/summary';
import { rsvpRepositories } from '../domain/repositories';
import type { OwnerEnv } from '../../../core/http/context';

export const rsvpManagerApi = new Hono<OwnerEnv>().get('/summary', async (c) => c.json(await rsvpSummary(rsvpRepositories(c.var.store), c.var.wedding.id)));
