// Who may use a wedding's RSVP: the same rules as its site (src/features/site/routes), then the
// couple's RSVP switches. The API answers with product.md §4's statuses (404 unknown, 403 public
// path of a protected site, 401 private path without the access cookie, 423 closed); the pages
// turn the same answers into the redirects of §4 (home, /password/{id}, /rsvp-offline).
import type { Context } from 'hono';
import { CREDENTIALS_MESSAGE, isPasswordProtected, NOT_FOUND_MESSAGE, PROTECTED_MESSAGE, type PublishedWedding } from '../../site';
import { rsvpAvailability, rsvpSettingsOf, type RsvpSettings } from '../domain/settings';
import { publishedWeddingAt, siteRepository, siteVisit } from '../../site';
import { RSVP_CLOSED } from '../../../shared/rsvp/texts';
import type { AppEnv } from '../../../core/http/context';
import { guestOfToken } from '../domain/guest-token';
import { admitGuest, canSeeSite } from '../../site/web';
import { rsvpOfflinePath } from '../../site/web';
import { pageBehaviourOf, type ErrorCode } from '../../../core/error-codes';

export type RsvpGateRefusal = Extract<ErrorCode, 'wedding.not-found' | 'site.protected' | 'site.password-required' | 'rsvp.closed'>;

export type RsvpGate =
  | { ok: true; found: PublishedWedding; settings: RsvpSettings; preview?: boolean }
  | { ok: false; code: RsvpGateRefusal; msg: string; weddingUrl: string; comingSoon?: PublishedWedding };

/**
 * kind: which API path was called ('page' behaves as the private path: the cookie decides).
 * guestToken: a personal RSVP link; valid for a guest of this wedding, it opens a protected RSVP
 * without the password and gives the site's pass (issue 22 item 11).
 */
export async function rsvpGate<E extends AppEnv>(
  c: Context<E>,
  weddingUrl: string,
  kind: 'public' | 'private' | 'page',
  options: { ignoreClosed?: boolean; guestToken?: string } = {},
): Promise<RsvpGate> {
  const url = weddingUrl.toLowerCase();
  const site = siteRepository(c.var.store);
  // The pages: a site not published yet shows its couple a preview and guests its coming-soon page (issue 22 item 12).
  const visit = kind === 'page' ? await siteVisit(site, url, c.var.session?.user) : null;
  if (visit?.kind === 'comingSoon') return { ok: false, code: 'wedding.not-found', msg: NOT_FOUND_MESSAGE, weddingUrl: url, comingSoon: visit.found };
  const preview = visit?.kind === 'site' && visit.preview;
  const found = visit?.kind === 'site' ? visit.found : await publishedWeddingAt(site, url);
  if (!found) return { ok: false, code: 'wedding.not-found', msg: NOT_FOUND_MESSAGE, weddingUrl: url };
  // The couple previewing their own site needs no password.
  if (isPasswordProtected(found.wedding) && !preview) {
    if (kind === 'public') return { ok: false, code: 'site.protected', msg: PROTECTED_MESSAGE, weddingUrl: url };
    if (!canSeeSite(c, found.wedding)) {
      const invited = options.guestToken ? await guestOfToken(c.var.store, c.var.config, found.wedding.id, options.guestToken) : null;
      if (!invited) return { ok: false, code: 'site.password-required', msg: CREDENTIALS_MESSAGE, weddingUrl: url };
      admitGuest(c, found.wedding);
    }
  }
  const settings = await rsvpSettingsOf(c.var.store, found.wedding.id);
  if (!options.ignoreClosed && !rsvpAvailability(settings).open) return { ok: false, code: 'rsvp.closed', msg: RSVP_CLOSED, weddingUrl: url };
  return preview ? { ok: true, found, settings, preview } : { ok: true, found, settings };
}

/** Where a page goes when the gate is shut (product.md §4). */
export function pageRedirectFor(gate: Extract<RsvpGate, { ok: false }>): string {
  switch (pageBehaviourOf(gate.code)) {
    case 'redirect-password':
      return `/password/${encodeURIComponent(gate.weddingUrl)}`;
    case 'redirect-offline':
      return rsvpOfflinePath(gate.weddingUrl);
    default:
      return '/';
  }
}
