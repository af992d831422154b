import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { publishedWeddingAt } from '../domain/site-access';
import { siteRepository } from '../domain/repository';
import { type OfflineKind, OfflinePage, offlineTitle } from '../views/site/OfflinePage';
import { pageLanguage } from './page-language';
import { translator } from '../../../shared/i18n/catalogues';
import { toLang } from '../../../shared/i18n/languages';
import { siteDataFromWedding } from '../views/site/site-data';
import { WeddingFonts } from '../views/site/WeddingHead';
import type { AppEnv } from '../../../core/http/context';
import { canSeeSite } from './access';

/** ?w={weddingUrl}: the wedding the guest came from (anything else is ignored). */
const fromWedding = z.object({
  w: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/)
    .optional()
    .catch(undefined),
});

/**
 * The published wedding named by ?w=, in whose design the page is drawn (issue 22 item 15), when
 * this visitor may see its site; otherwise null (the plain page: nothing of a protected site shows).
 */
async function wedding<E extends AppEnv>(c: Context<E>) {
  const { w } = fromWedding.parse(c.req.query());
  const found = w ? await publishedWeddingAt(siteRepository(c.var.store), w) : null;
  if (!found || !canSeeSite(c, found.wedding)) return null;
  return siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro, ...pageLanguage(c, found.wedding) });
}

async function offline<E extends AppEnv>(c: Context<E>, kind: OfflineKind) {
  c.header('X-Robots-Tag', 'noindex');
  const site = await wedding(c);
  if (!site) {
    // Vowly's own page: English unless the link asked for a language.
    const lang = toLang(c.req.query('lang')) ?? 'en';
    const i18n = { lang, t: translator(lang) };
    return c.render(<OfflinePage kind={kind} i18n={i18n} />, { lang, title: offlineTitle(kind, i18n) });
  }
  c.header('Cache-Control', 'private, no-store');
  const i18n = site.i18n ?? { lang: 'en' as const, t: translator('en') };
  return c.render(<OfflinePage kind={kind} site={site} i18n={i18n} />, {
    lang: i18n.lang,
    title: offlineTitle(kind, i18n),
    head: <WeddingFonts site={site} />,
    bodyClass: 'wedding-page',
  });
}

/** /wedding-offline[?w=]: where an unknown or offline site's address leads. */
export const weddingOfflinePage = new Hono<AppEnv>().get('/', (c) => offline(c, 'wedding'));

/** /rsvp-offline[?w=]: where the RSVP page of a closed RSVP leads (?w= its wedding: its design and a way back). */
export const rsvpOfflinePage = new Hono<AppEnv>().get('/', (c) => offline(c, 'rsvp'));

/** The offline page of this wedding's RSVP. */
export function rsvpOfflinePath(weddingUrl: string): string {
  return `/rsvp-offline?w=${encodeURIComponent(weddingUrl)}`;
}
