import { Hono } from 'hono';
import { authenticate, changePassword, registerUser, requestPasswordReset, resetPassword, updateProfile } from '../../../domain/auth/accounts';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateUserSchema,
} from '../../../domain/auth/credentials';
import { publicUser } from '../../../domain/auth/roles';
import { createSession, invalidateSession } from '../../../domain/auth/sessions';
import { parseBody } from '../../api/parse-body';
import { emailChangeSent } from '../../../domain/auth/email-change';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { requireApiUser } from '../../middleware/guards';
import { deleteSessionCookie, setSessionCookie } from '../../middleware/session';
import { isKnownDevice, rememberDevice } from '../../known-device';
import { accountDeps, clientIp } from '../../request-info';

export const authRoutes = new Hono<AppEnv>()
  .post('/auth/register', async (c) => {
    const body = await parseBody(c, registerSchema);
    const user = await registerUser(accountDeps(c), body);
    return c.json({ msg: 'Please check your email to confirm your account', user: publicUser(user) }, 201);
  })
  .post('/auth/login', async (c) => {
    const body = await parseBody(c, loginSchema);
    const user = await authenticate(accountDeps(c), { ...body, ip: clientIp(c), knownDevice: (id) => isKnownDevice(c, id) });
    const { token, session } = createSession(c.var.db, user.id);
    setSessionCookie(c, token, session.expiresAt);
    rememberDevice(c, user.id);
    return c.json({ msg: 'logged in successfully', user: publicUser(user) });
  })
  .delete('/auth/logout', (c) => {
    if (c.var.session) invalidateSession(c.var.db, c.var.session.sessionId);
    deleteSessionCookie(c);
    if (c.req.query('reason') === 'expired') setFlash(c, 'session expired. Please log in again', 'warning');
    return c.json({ msg: 'Logged out successfully' });
  })
  .post('/auth/forgot-password', async (c) => {
    const body = await parseBody(c, forgotPasswordSchema);
    await requestPasswordReset(accountDeps(c), body.email);
    return c.json({ msg: 'If an account uses that email, a reset link is on its way' });
  })
  .post('/auth/reset-password', async (c) => {
    const body = await parseBody(c, resetPasswordSchema);
    const user = await resetPassword(c.var.db, body.token, body.password);
    deleteSessionCookie(c);
    rememberDevice(c, user.id);
    return c.json({ msg: 'Password reset. Please log in again' });
  });

export const userRoutes = new Hono<AppEnv>()
  .use('/users/*', requireApiUser)
  .get('/users/current-user', (c) => c.json({ user: publicUser(c.var.session!.user) }))
  .patch('/users/update-user', async (c) => {
    const body = await parseBody(c, updateUserSchema);
    const user = await updateProfile(accountDeps(c), c.var.session!.user, body);
    // A new e-mail waits for its confirmation link; the current one stays the login.
    const pending = user.pendingEmail ? { msg: emailChangeSent(user.pendingEmail), pendingEmail: user.pendingEmail } : { msg: 'Profile updated successfully' };
    return c.json({ ...pending, user: publicUser(user) });
  })
  .patch('/users/update-user-password', async (c) => {
    const body = await parseBody(c, updatePasswordSchema);
    await changePassword(c.var.db, c.var.session!.user, c.var.session!.sessionId, body);
    return c.json({ msg: 'Password changed successfully' });
  });
