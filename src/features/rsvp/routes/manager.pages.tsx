// /app/rsvp (the RSVP manager) and its form posts, all without JavaScript (router mounted at /app/rsvp):
//   GET  /app/rsvp[?status=]                   counts, requests, guests by answer, answers per question, households
//   GET  /app/rsvp/record/{guestId}            the household's answer form for an answer given by phone
//   POST /app/rsvp/record/{guestId}            → 303 /app/rsvp with 'Answer recorded' (record-answer.action.tsx)
//   POST /app/rsvp/requests/{id}/approve       → the guest is added (limit applies) → 303 /app/rsvp#requests
//   POST /app/rsvp/requests/{id}/dismiss
import { Hono } from 'hono';
import { rsvpSummary, STATUS_ORDER } from '../domain/summary';
import { rsvpRepositories } from '../domain/repositories';
import { RsvpManagerPage } from '../views/app/RsvpManagerPage';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings/web';
import { appText } from '../../../shared/i18n/app';
import { recordAnswer, renderRecord } from './record-answer.action';
import { approveRequest, dismissRequest } from './requests.action';
import { registerActions } from '../../../core/actions/register-actions';

/** Mounted at /app/rsvp. */
export const rsvpManagerPages = new Hono<AppEnv>()
  // The answer taken by phone guards itself (before the router's guard, so it runs once).
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [
      recordAnswer({ method: 'POST', path: '/record/:guestId', guard: requirePageOwner }),
      approveRequest({ path: '/requests/:id/approve', guard: requirePageOwner, page: true }),
      dismissRequest({ path: '/requests/:id/dismiss', guard: requirePageOwner, page: true }),
    ]),
  )
  .use(requirePageOwner)
  .get('/', async (c) => {
    const { wedding } = c.var;
    const requested = c.req.query('status') ?? '';
    const status = (STATUS_ORDER as readonly string[]).includes(requested) ? requested : '';
    const view = {
      summary: await rsvpSummary(rsvpRepositories(c.var.store), wedding.id),
      status,
      rsvpUrl: wedding.weddingUrl ? `${publicOrigin(c)}/${wedding.weddingUrl}/rsvp` : null,
      pro: c.var.pro,
    };
    return appPage(c, appText('rsvp.title'), <RsvpManagerPage view={view} />);
  })
  .get('/record/:guestId', (c) => renderRecord(c, c.req.param('guestId')));
