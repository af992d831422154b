import { Hono } from 'hono';
import { registerActions } from '../../../../core/actions/register-actions';
import { publicUser } from '../../../../core/auth/roles';
import { userStats } from '../../../guests';
import type { AppEnv, UserEnv } from '../../../../core/http/context';
import { currentMembership, requireApiUser } from '../../../../core/http/middleware/guards';
import { changePasswordAction, updateProfileAction } from '../settings.actions';

// /api/v1/users: the profile's and the password's actions (settings.actions.tsx, also the settings pages' forms)
export const usersApi = new Hono<AppEnv>()
  .route(
    '/',
    registerActions(new Hono<UserEnv>(), [
      updateProfileAction({ method: 'PATCH', path: '/update-user', guard: requireApiUser }),
      changePasswordAction({ method: 'PATCH', path: '/update-user-password', guard: requireApiUser }),
    ]),
  )
  .use(requireApiUser)
  .get('/current-user', (c) => c.json({ user: publicUser(c.var.user) }))
  // The stats of product.md §3 for the session's current wedding (as the dashboard); an account
  // without a wedding gets zeros and defaults (so no owner guard).
  .get('/user-stats', async (c) => c.json(await userStats(c.var.store, c.var.user, (await currentMembership(c))?.wedding)));
// Its /calendar is the events feature's (calendar.api.ts), mounted beside it by createApp.
