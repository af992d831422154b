import { Hono } from 'hono';
import { findWeddingByOwner } from '../../../../core/db/weddings';
import { changePassword, updateProfile } from '../../domain/accounts';
import { updatePasswordSchema, updateUserSchema } from '../../domain/credentials';
import { emailChangeSent } from '../../domain/email-change';
import { publicUser } from '../../../../core/auth/roles';
import { userStats } from '../../../guests';
import type { AppEnv } from '../../../../core/http/context';
import { requireApiUser } from '../../../../core/http/middleware/guards';
import { accountDeps } from '../account-deps';
import { currentSessionId } from '../current-session';
import { body } from '../../../../core/http/validate';

// /api/v1/users
export const usersApi = new Hono<AppEnv>()
  .use(requireApiUser)
  .get('/current-user', (c) => c.json({ user: publicUser(c.var.user) }))
  .patch('/update-user', body(updateUserSchema), async (c) => {
    const user = await updateProfile(accountDeps(c), c.var.user, c.req.valid('json'));
    // A new e-mail waits for its confirmation link; the current one stays the login.
    const pending = user.pendingEmail ? { msg: emailChangeSent(user.pendingEmail), pendingEmail: user.pendingEmail } : { msg: 'Profile updated successfully' };
    return c.json({ ...pending, user: publicUser(user) });
  })
  .patch('/update-user-password', body(updatePasswordSchema), async (c) => {
    await changePassword(c.var.store, c.var.user, currentSessionId(c), c.req.valid('json'));
    return c.json({ msg: 'Password changed successfully' });
  })
  // The stats of product.md §3; an account without a wedding gets zeros and defaults (so no owner guard).
  .get('/user-stats', async (c) => c.json(await userStats(c.var.store, c.var.db, c.var.user, findWeddingByOwner(c.var.db, c.var.user.id))));
// Its /calendar is the events feature's (calendar.api.ts), mounted beside it by createApp.
