import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { rsvpManagerApi } from './manager.api';
import { recordAnswer } from './record-answer.action';
import { saveRsvpSettings } from './settings.action';
import { approveRequest, dismissRequest } from './requests.action';
import { questionApiActions } from '../../questions/web';
import { rsvpQuestionFeature } from '../domain/questions';
import { questionInputSchema } from '../../../shared/rsvp/schemas';
import { rsvpSettingsApi } from './settings.api';

/** Mounted at /api/v1/rsvp: the couple's settings, questions, summary, answers and requests (owner only). */
export const rsvpApi = new Hono<AppEnv>()
  // Actions guard themselves (before the router's guard, so it runs once).
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [
      recordAnswer({ method: 'PATCH', path: '/answers', guard: requireApiOwner }),
      saveRsvpSettings({ method: 'PATCH', path: '/settings', guard: requireApiOwner }),
      approveRequest({ path: '/requests/:id/approve', guard: requireApiOwner }),
      dismissRequest({ path: '/requests/:id/dismiss', guard: requireApiOwner }),
      ...questionApiActions({ schema: questionInputSchema, patchListsQuestions: true, questions: rsvpQuestionFeature }),
    ]),
  )
  .use(requireApiOwner)
  .route('/', rsvpSettingsApi)
  .route('/', rsvpManagerApi);
