import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Wedding } from '../../../domain/wedding/wedding';
import { ACCESS_MAX_AGE_SECONDS, accessCookieName, hasSiteAccess } from '../../../domain/site-access';
import type { AppEnv } from '../../context';
import { FLASH_COOKIE } from '../../flash';
import { clientIp } from '../../request-info';

/** The client's address for rate limits (see src/server/client-address.ts). */
export function clientAddress<E extends AppEnv>(c: Context<E>): string | undefined {
  return clientIp(c);
}

export function canSeeSite<E extends AppEnv>(c: Context<E>, wedding: Wedding): boolean {
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

// A page carrying a one-time toast is rendered fresh, never cached.

export function hasPendingFlash<E extends AppEnv>(c: Context<E>): boolean {
  return getCookie(c, FLASH_COOKIE) !== undefined;
}
