// /api/v1/seating (issue 24 item 8): GET /{eventId} reads an event's chart (tables, who sits where, who is
// still to seat, grouped by household, and the checks before print); the writes are actions
// (seating.actions.ts). Only the wedding's couple.
import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { readChart } from '../domain/chart';
import { seatingRepository } from '../domain/repository';
import { seatingApiActions } from './seating.actions';

export const seatingApi = new Hono<AppEnv>()
  .get('/:eventId', requireApiOwner, async (c) => c.json(await readChart(seatingRepository(c.var.store), c.var.wedding, c.req.param('eventId'))))
  .route('/', registerActions(new Hono<OwnerEnv>(), seatingApiActions));
