// The owner's way through an account-wide login lock (src/core/rate-limit/policies.ts): a
// browser that logged in to an account before carries an HttpOnly cookie with a random value of
// its own per account (up to MAX_ACCOUNTS), stored server-side as a hash (src/features/accounts/domain/known-devices.ts)
// and forgotten on a password change or reset. Such a login is limited only by its own small
// bucket, so a distributed attack on the account cannot keep the owner out. The e-mailed password
// reset and one-time login links also mark the browser, for an owner on a new device.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { addKnownDevice, knownDeviceOf } from '../domain/known-devices';
import { accountsRepository } from '../domain/repository';
import type { AppEnv } from '../../../core/http/context';
import { secureCookies } from '../../../core/http/middleware/session';

export const KNOWN_DEVICE_COOKIE = 'vowly_device';
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function values<E extends AppEnv>(c: Context<E>): string[] {
  return (getCookie(c, KNOWN_DEVICE_COOKIE) ?? '')
    .split('.')
    .filter((value) => /^[a-z2-7]{32}$/.test(value))
    .slice(0, MAX_ACCOUNTS);
}

export async function isKnownDevice<E extends AppEnv>(c: Context<E>, userId: string): Promise<boolean> {
  return (await knownDeviceOf(accountsRepository(c.var.store), userId, values(c))) !== undefined;
}

export async function rememberDevice<E extends AppEnv>(c: Context<E>, userId: string): Promise<void> {
  const current = values(c);
  const accounts = accountsRepository(c.var.store);
  const value = (await knownDeviceOf(accounts, userId, current)) ?? (await addKnownDevice(accounts, userId));
  const others = current.filter((v) => v !== value);
  setCookie(c, KNOWN_DEVICE_COOKIE, [value, ...others].slice(0, MAX_ACCOUNTS).join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(c),
    maxAge: MAX_AGE_SECONDS,
  });
}
