import { Hono } from 'hono';
import { authenticate, registerUser, requestLoginLink, requestPasswordReset, resetPassword } from '../domain/accounts';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../domain/credentials';
import { publicUser } from '../../../core/auth/roles';
import { createSession, invalidateSession } from '../../../core/auth/sessions';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { deleteSessionCookie, setSessionCookie } from '../../../core/http/middleware/session';
import { isKnownDevice, rememberDevice } from './known-device';
import { clientIp } from '../../../core/http/request-info';
import { accountDeps } from './account-deps';
import { body } from '../../../core/http/validate';

// /api/v1/auth (no guard: signing up, in and out, and the password reset)
export const authApi = new Hono<AppEnv>()
  .post('/register', body(registerSchema), async (c) => {
    const user = await registerUser(accountDeps(c), c.req.valid('json'), clientIp(c));
    return c.json({ msg: 'Please check your email to confirm your account', user: publicUser(user) }, 201);
  })
  .post('/login', body(loginSchema), async (c) => {
    const user = await authenticate(accountDeps(c), { ...c.req.valid('json'), ip: clientIp(c), knownDevice: (id) => isKnownDevice(c, id) });
    const { token, session } = await createSession(c.var.store, user.id);
    setSessionCookie(c, token, session.expiresAt);
    await rememberDevice(c, user.id);
    return c.json({ msg: 'logged in successfully', user: publicUser(user) });
  })
  .delete('/logout', async (c) => {
    if (c.var.session) await invalidateSession(c.var.store, c.var.session.sessionId);
    deleteSessionCookie(c);
    if (c.req.query('reason') === 'expired') setFlash(c, 'session expired. Please log in again', 'warning');
    return c.json({ msg: 'Logged out successfully' });
  })
  .post('/forgot-password', body(forgotPasswordSchema), async (c) => {
    await requestPasswordReset(accountDeps(c), c.req.valid('json').email, clientIp(c));
    return c.json({ msg: 'If an account uses that email, a reset link is on its way' });
  })
  // A one-time login link, offered on the login lock screen (issue 28 item 15): the same answer whatever happened.
  .post('/login-link', body(forgotPasswordSchema), async (c) => {
    await requestLoginLink(accountDeps(c), c.req.valid('json').email, clientIp(c));
    return c.json({ msg: 'If an account uses that email, a login link is on its way' });
  })
  .post('/reset-password', body(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const user = await resetPassword(c.var.store, token, password);
    deleteSessionCookie(c);
    await rememberDevice(c, user.id);
    return c.json({ msg: 'Password reset. Please log in again' });
  });
