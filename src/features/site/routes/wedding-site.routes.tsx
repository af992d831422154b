import { Hono, type Context } from 'hono';
import { rsvpAvailability, rsvpSettingsOf } from '../../rsvp';
import { isPasswordProtected, type PublishedWedding, siteVisit } from '../domain/site-access';
import { siteRepository } from '../domain/repository';
import { ComingSoonPage, PreviewBar } from '../views/site/Unpublished';
import { WeddingPage } from '../views/site/WeddingPage';
import { langQuery, siteDataFromWedding, type SiteEvent, type WeddingSiteData } from '../views/site/site-data';
import { prepareNamesFont } from '../views/site/font-faces';
import { scheduleEvents } from '../../events/web';
import { guestPhotosForSite, photosRepository } from '../../photos';
import { WeddingFonts, WeddingHead, weddingDescription, weddingTitle } from '../views/site/WeddingHead';
import type { AppEnv } from '../../../core/http/context';
import { canSeeSite, hasPendingFlash } from './access';
import { requestOrigin, setWeddingPageHeaders } from './headers';
import { weddingPageCache } from './page-cache';
import { offerGuestPage } from '../guest-pages/guest-page-cache';
import { publicPageVersion } from '../guest-pages/page-version';
import { type PageLanguage, pageLanguage, varyByLanguage } from './page-language';
import { appText } from '../../../shared/i18n/app';

export const OFFLINE_PATH = '/wedding-offline';

/**
 * Indexing: never for now. `published` says the site is online, not that the couple wants it in
 * search engines, and the record has no such opt-in yet; privacy is the default.
 */
export function isIndexable(_found: PublishedWedding): boolean {
  return false;
}

/** The guest photos section's photos (issue 26), read only when the couple turned the section on. */
function sectionPhotos<E extends AppEnv>(c: Context<E>, found: PublishedWedding) {
  return found.wedding.content.guestPhotosSection ? guestPhotosForSite(photosRepository(c.var.store), found.wedding) : Promise.resolve(undefined);
}

/** The page with its names' own small font file (made once per names and face, from the stored wedding). */
export async function withNamesFont<E extends AppEnv>(c: Context<E>, site: WeddingSiteData): Promise<WeddingSiteData> {
  const namesFont = await prepareNamesFont(site, c.var.config.dataDir);
  return namesFont ? { ...site, namesFont } : site;
}

async function renderWeddingHtml<E extends AppEnv>(
  c: Context<E>,
  found: PublishedWedding,
  rsvpOpen: boolean,
  events: SiteEvent[] | undefined,
  language: PageLanguage,
): Promise<string> {
  const site = await withNamesFont(
    c,
    siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro, rsvpOpen, events, guestPhotos: await sectionPhotos(c, found), ...language }),
  );
  const path = `/${found.wedding.weddingUrl}`;
  const response = await c.render(<WeddingPage site={site} />, {
    lang: language.i18n.lang,
    title: weddingTitle(site),
    description: weddingDescription(site) || undefined,
    head: <WeddingHead site={site} origin={requestOrigin(c)} path={path} indexable={isIndexable(found)} />,
    bodyClass: 'wedding-page',
    inlineCss: true,
  });
  return response.text();
}

/**
 * The couple's (or an admin's) own view of a site not published yet: the real site under the
 * preview bar, rendered for this request only (never kept in a cache, never stored by a browser).
 */
async function renderPreview<E extends AppEnv>(c: Context<E>, found: PublishedWedding) {
  setWeddingPageHeaders(c, { privateCache: true });
  const rsvpOpen = rsvpAvailability(await rsvpSettingsOf(c.var.store, found.wedding.id)).open;
  const language = pageLanguage(c, found.wedding);
  const site = await withNamesFont(
    c,
    siteDataFromWedding(found.wedding, {
      ownerPro: found.ownerPro,
      rsvpOpen,
      events: await scheduleEvents(c.var.store, found, language.i18n.lang),
      guestPhotos: await sectionPhotos(c, found),
      ...language,
    }),
  );
  return c.render(
    <>
      <PreviewBar weddingUrl={found.wedding.weddingUrl ?? ''} />
      <WeddingPage site={site} />
    </>,
    {
      lang: language.i18n.lang,
      title: appText('site.preview.title', { title: weddingTitle(site) }),
      head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/${found.wedding.weddingUrl}`} />,
      bodyClass: 'wedding-page',
      inlineCss: true,
    },
  );
}

/** Guests at the address of a site not published yet (and its RSVP page): the coming-soon card, 200, never indexed or stored. */
export function renderComingSoon<E extends AppEnv>(c: Context<E>, found: PublishedWedding) {
  setWeddingPageHeaders(c, { privateCache: true });
  const language = pageLanguage(c, found.wedding);
  const site = siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro, ...language });
  return c.render(<ComingSoonPage site={site} showDate={!isPasswordProtected(found.wedding)} />, {
    lang: language.i18n.lang,
    title: `${weddingTitle(site)} · ${language.i18n.t('site.comingSoon')}`,
    head: <WeddingFonts site={site} />,
    bodyClass: 'wedding-page',
    noindex: true,
  });
}

/** / (GET /{weddingUrl}, the wedding site): mounted last, after every named route. */
export const weddingSiteRoutes = new Hono<AppEnv>().get('/:weddingUrl{[A-Za-z0-9][A-Za-z0-9-]*}', async (c) => {
  const weddingUrl = c.req.param('weddingUrl').toLowerCase();
  const visit = await siteVisit(siteRepository(c.var.store), weddingUrl, c.var.session?.user);
  if (!visit) return c.redirect(OFFLINE_PATH);
  if (visit.kind === 'comingSoon') return renderComingSoon(c, visit.found);
  if (visit.preview) return renderPreview(c, visit.found);
  const { found } = visit;
  const { wedding } = found;
  const protectedSite = isPasswordProtected(wedding);
  const language = pageLanguage(c, wedding);
  if (protectedSite && !canSeeSite(c, wedding)) return c.redirect(`/password/${encodeURIComponent(weddingUrl)}${langQuery(language)}`);

  setWeddingPageHeaders(c, { indexable: isIndexable(found), privateCache: protectedSite });
  varyByLanguage(c, language);
  // The top bar's RSVP button shows only while answers are taken (switch and deadline).
  const settings = await rsvpSettingsOf(c.var.store, wedding.id);
  const rsvpOpen = rsvpAvailability(settings).open;
  // A one-time toast (e.g. 'Welcome!' after the password gate) is part of this render only.
  // The public events of the schedule section (never a private one: this page is the same for everyone).
  const events = await scheduleEvents(c.var.store, found, language.i18n.lang);
  if (hasPendingFlash(c)) return c.html(await renderWeddingHtml(c, found, rsvpOpen, events, language));

  // Every write that changes this page bumps its generation (events, RSVP settings and the plan included).
  const key = publicPageVersion({ generation: wedding.pageGeneration, deadline: settings.deadline }, Date.now());
  // One rendered page per wedding and language.
  const slot = `${wedding.id} ${language.i18n.lang}`;
  let html = weddingPageCache.get(slot, key);
  if (!html) {
    html = await renderWeddingHtml(c, found, rsvpOpen, events, language);
    weddingPageCache.set(slot, key, html);
  }
  if (!protectedSite) offerGuestPage(c, html);
  return c.html(html);
});
