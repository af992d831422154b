import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Wedding } from '../../weddings';
import { ACCESS_MAX_AGE_SECONDS, accessCookieName, guestAccessToken, hasSiteAccess, isPasswordProtected, type SiteDoor } from '../domain/site-access';
import type { AppEnv } from '../../../core/http/context';
import { FLASH_COOKIE } from '../../../core/http/flash';
import { clientIp } from '../../../core/http/request-info';

/** The client's address for rate limits (see src/core/http/client-address.ts). */
export function clientAddress<E extends AppEnv>(c: Context<E>): string | undefined {
  return clientIp(c);
}

export function canSeeSite<E extends AppEnv>(c: Context<E>, wedding: SiteDoor): boolean {
  return hasSiteAccess(c.var.config, wedding, getCookie(c, accessCookieName(wedding.id)));
}

/** The access pass: HttpOnly, Lax, for the whole origin (the page and the API), named per wedding. */
export function setAccessCookie<E extends AppEnv>(c: Context<E>, wedding: Wedding, token: string) {
  setCookie(c, accessCookieName(wedding.id), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.isProduction,
    maxAge: ACCESS_MAX_AGE_SECONDS,
  });
}

/**
 * A guest who came with their own signed link (RSVP page, calendar feed, card page: issue 22 item
 * 11) gets the site's pass, as if they had typed the password: their invitation is the proof. The
 * caller has checked the link; nothing happens on an open site or for a visitor already in.
 */
export function admitGuest<E extends AppEnv>(c: Context<E>, wedding: Wedding) {
  if (!isPasswordProtected(wedding) || canSeeSite(c, wedding) || admitted.has(c)) return;
  admitted.add(c);
  setAccessCookie(c, wedding, guestAccessToken(c.var.config, wedding));
}
/** Requests that already carry the pass in their answer (one Set-Cookie however often the gate is asked). */
const admitted = new WeakSet<Context>();

// A page carrying a one-time toast is rendered fresh, never cached.

export function hasPendingFlash<E extends AppEnv>(c: Context<E>): boolean {
  return getCookie(c, FLASH_COOKIE) !== undefined;
}
