// /app/wedding/edit/rsvp without JavaScript: every action is a form post that redirects back
// with a one-time toast, or renders the page again with the problem and what was typed.
import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import { rsvpQuestionFeature } from '../domain/questions';
import { questionInputSchema } from '../../../shared/rsvp/schemas';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { questionPageActions } from '../../questions/web';
import { RSVP_SETTINGS_PAGE, renderRsvpSettings, saveRsvpSettings } from './settings.action';

/** Mounted at /app/wedding/edit/rsvp. */
export const rsvpSettingsPages = new Hono<AppEnv>()
  // The forms are actions that guard themselves (before the router's guard, so it runs once).
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [
      saveRsvpSettings({ method: 'POST', path: '/', guard: requirePageOwner }),
      ...questionPageActions(
        { schema: questionInputSchema, patchListsQuestions: true, questions: rsvpQuestionFeature },
        { path: RSVP_SETTINGS_PAGE, withScope: true, render: renderRsvpSettings },
      ),
    ]),
  )
  .use(requirePageOwner)
  .get('/', (c) => renderRsvpSettings(c));
