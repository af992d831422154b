import { GATE_COOKIE } from '../../../core/http/middleware/device-gate';
import { SESSION_COOKIE } from '../../../core/http/middleware/session';
import { FLASH_COOKIE } from '../../../core/http/flash';

/** Cookies that make a page personal (a session) or one-off (a toast, the device gate): no shared answer then. */
const PERSONAL_COOKIES = new RegExp(`(?:^|;\\s*)(?:${[SESSION_COOKIE, FLASH_COOKIE, GATE_COOKIE].join('|')})=`);

export function isPersonalVisit(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && PERSONAL_COOKIES.test(cookieHeader);
}

/** If-None-Match (a list, weak or strong) names this strong ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
