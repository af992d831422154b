// The device gate (product.md §1): with APP_GATE_PASSWORD set, the whole app stays behind one
// shared password, e.g. for a private beta. The right value is remembered on the device in a
// long-lived signed cookie; the server refuses pages and API calls without it. Guesses are rate
// limited per address and over all addresses (src/core/rate-limit).
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { safeEqual, signValue } from '../../secrets';
import { GatePage } from '../../rendering/components/GatePage';
import { apiError } from '../api/errors';
import { readBody } from '../api/parse-body';
import type { AppEnv } from '../context';
import { safeRedirectTarget } from '../safe-redirect';
import { deviceGateBuckets, recordFailure, retryAfterSeconds, throttledMessage, waitFor } from '../../rate-limit';
import { clientIp } from '../request-info';
import { secureCookies } from './session';
import { appText } from '../../../shared/i18n/app';

export const GATE_COOKIE = 'vowly_gate';
const OPEN_PATHS = ['/healthz', '/favicon.ico', '/favicon.svg', '/robots.txt'];

export const deviceGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const password = c.var.config.APP_GATE_PASSWORD;
  if (!password) return next();
  const path = c.req.path;
  if (OPEN_PATHS.includes(path) || path.startsWith('/assets/')) return next();
  const expected = signValue(c.var.config, 'device-gate', password);

  if (path === '/gate' && c.req.method === 'POST') {
    const body = await readBody(c);
    const given = typeof body.password === 'string' ? body.password : '';
    const nextPath = safeRedirectTarget(body.next, '/');
    // Rate limited like every password (src/core/rate-limit): per address, and all addresses together.
    const buckets = deviceGateBuckets(clientIp(c));
    const wait = await waitFor(c.var.store, buckets);
    if (wait > 0) {
      c.status(429);
      c.header('Retry-After', retryAfterSeconds(wait));
      return c.render(<GatePage next={nextPath} error={throttledMessage(wait)} />, { title: appText('common.gate.title'), noindex: true });
    }
    if (safeEqual(signValue(c.var.config, 'device-gate', given), expected)) {
      setCookie(c, GATE_COOKIE, expected, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secureCookies(c), maxAge: 400 * 24 * 60 * 60 });
      return c.redirect(nextPath, 303);
    }
    await recordFailure(c.var.store, buckets);
    c.status(401);
    return c.render(<GatePage next={nextPath} error={appText('common.gate.wrongPassword')} />, { title: appText('common.gate.title'), noindex: true });
  }

  const cookie = getCookie(c, GATE_COOKIE);
  if (cookie && safeEqual(cookie, expected)) return next();
  if (path.startsWith('/api/')) return apiError(c, 'site.device-locked', appText('common.gate.locked'));
  c.status(401);
  const url = new URL(c.req.url);
  return c.render(<GatePage next={url.pathname + url.search} />, { title: appText('common.gate.title'), noindex: true });
};
