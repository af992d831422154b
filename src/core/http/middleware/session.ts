import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { validateSessionToken, type ValidSession } from '../../auth/sessions';
import { requestIsHttps } from '../client-address';
import type { AppEnv } from '../context';

export const SESSION_COOKIE = 'vowly_session';

/** Secure cookies when the site is https: PUBLIC_URL says so, or the request (X-Forwarded-Proto only from a trusted proxy). */
export function secureCookies<E extends AppEnv>(c: Context<E>): boolean {
  const publicUrl = c.var.config.PUBLIC_URL;
  if (publicUrl) return publicUrl.startsWith('https:');
  return requestIsHttps(c, c.var.config);
}

export function setSessionCookie<E extends AppEnv>(c: Context<E>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(c),
    path: '/',
    expires: expiresAt,
  });
}

export function deleteSessionCookie<E extends AppEnv>(c: Context<E>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookies(c) });
}

/** Reads the session (if any) into c.var.session; renews the cookie when the expiry moved. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  let session: ValidSession | null = null;
  if (token) {
    session = await validateSessionToken(c.var.store, token);
    if (!session) deleteSessionCookie(c);
    else if (session.renewed) setSessionCookie(c, token, session.expiresAt);
  }
  c.set('session', session);
  await next();
};
