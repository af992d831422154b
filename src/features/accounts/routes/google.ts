import { decodeIdToken, Google, generateCodeVerifier, generateState } from 'arctic';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { accountForGoogle } from '../domain/google-account';
import { accountsRepository } from '../domain/repository';
import { createSession } from '../../../core/auth/sessions';
import type { Env as Config } from '../../../core/config/env';
import { UserError } from '../../../core/errors';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { setSessionCookie } from '../../../core/http/middleware/session';
import { publicOrigin } from '../../../core/http/request-info';
import { appText } from '../../../shared/i18n/app';

const STATE_COOKIE = 'vowly_google_state';
const VERIFIER_COOKIE = 'vowly_google_verifier';

export function googleEnabled(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function client(c: Parameters<typeof publicOrigin>[0]) {
  const config = c.var.config;
  return new Google(config.GOOGLE_CLIENT_ID!, config.GOOGLE_CLIENT_SECRET!, `${publicOrigin(c)}/auth/google/callback`);
}

// /auth/google: sign in with Google (authorization code + PKCE), shown only when the keys are set.
export const googleSignInPages = new Hono<AppEnv>()
  .get('/', (c) => {
    if (!googleEnabled(c.var.config)) return c.redirect('/login');
    const state = generateState();
    const verifier = generateCodeVerifier();
    const url = client(c).createAuthorizationURL(state, verifier, ['openid', 'profile', 'email']);
    const options = { path: '/', httpOnly: true, sameSite: 'Lax' as const, maxAge: 600, secure: publicOrigin(c).startsWith('https:') };
    setCookie(c, STATE_COOKIE, state, options);
    setCookie(c, VERIFIER_COOKIE, verifier, options);
    return c.redirect(url.toString());
  })
  .get('/callback', async (c) => {
    if (!googleEnabled(c.var.config)) return c.redirect('/login');
    const { code, state } = c.req.query();
    const storedState = getCookie(c, STATE_COOKIE);
    const verifier = getCookie(c, VERIFIER_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: '/' });
    deleteCookie(c, VERIFIER_COOKIE, { path: '/' });
    if (!code || !state || !storedState || !verifier || state !== storedState) {
      setFlash(c, appText('accounts.google.failed'), 'error');
      return c.redirect('/login');
    }
    try {
      const tokens = await client(c).validateAuthorizationCode(code, verifier);
      const claims = decodeIdToken(tokens.idToken()) as { sub: string; email?: string; email_verified?: boolean; name?: string };
      const user = await accountForGoogle(accountsRepository(c.var.store), {
        sub: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        name: claims.name,
      });
      const { token, session } = await createSession(c.var.store, user.id);
      setSessionCookie(c, token, session.expiresAt);
      setFlash(c, appText('accounts.login.done'));
      return c.redirect('/app');
    } catch (error) {
      if (!(error instanceof UserError)) console.error('[auth] google sign-in failed:', error);
      setFlash(c, error instanceof UserError ? error.message : appText('accounts.google.failed'), 'error');
      return c.redirect('/login');
    }
  });
