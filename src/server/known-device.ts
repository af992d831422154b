// The owner's way through an account-wide login lock (src/domain/rate-limit/policies.ts): a
// browser that logged in to an account before carries a signed, HttpOnly cookie naming it (a MAC
// of the user id; up to MAX_ACCOUNTS accounts per browser). Such a login is limited only by its
// own small bucket, so a distributed attack on the account cannot keep the owner out. The
// e-mailed password reset link also marks the browser, for an owner on a new device.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { safeEqual, signValue } from '../domain/secrets';
import type { AppEnv } from './context';
import { secureCookies } from './middleware/session';

export const KNOWN_DEVICE_COOKIE = 'vowly_device';
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function mark<E extends AppEnv>(c: Context<E>, userId: string): string {
  return signValue(c.var.config, 'known-device', userId);
}

function marks<E extends AppEnv>(c: Context<E>): string[] {
  return (getCookie(c, KNOWN_DEVICE_COOKIE) ?? '').split('.').filter(Boolean).slice(0, MAX_ACCOUNTS);
}

export function isKnownDevice<E extends AppEnv>(c: Context<E>, userId: string): boolean {
  const expected = mark(c, userId);
  return marks(c).some((value) => safeEqual(value, expected));
}

export function rememberDevice<E extends AppEnv>(c: Context<E>, userId: string): void {
  const value = mark(c, userId);
  const others = marks(c).filter((m) => !safeEqual(m, value));
  setCookie(c, KNOWN_DEVICE_COOKIE, [value, ...others].slice(0, MAX_ACCOUNTS).join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(c),
    maxAge: MAX_AGE_SECONDS,
  });
}
