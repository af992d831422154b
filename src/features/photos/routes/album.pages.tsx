// The guests' side of the shared photos (issue 26 items 3, 4 and 5), under /{weddingUrl}/photos:
//   GET  /           the album (shared photos, newest first), while the couple's mode shows it
//   GET  /live       the live slideshow (the PhotoSlideshow island polls the API every 10 s)
//   POST /{id}/report  a guest reports a photo: hidden until the couple looks (report.action.ts)
// Closed album → home; a protected site without its pass → the password page (the QR token opens the
// upload only). The couple always sees their own.
import { type Context, Hono, type Next } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { UserError } from '../../../core/errors';
import { Island } from '../../../core/rendering/hydration/Island';
import { responsiveImage } from '../../../shared/images/responsive';
import PhotoSlideshow from '../../../../islands/PhotoSlideshow';
import { siteI18n, weddingTitle } from '../../site/web';
import { messagesFor } from '../../../shared/i18n';
import { PHOTO_LIVE_MESSAGES } from '../../../shared/photos/texts';
import { isReservedWeddingUrl } from '../../weddings';
import { photosRepository } from '../domain/repository';
import { AlbumPage } from '../views/AlbumPage';
import { type AlbumGate, albumGate } from './access';
import { reportPageActions } from './report.action';
import { renderPhotosPage } from './render';
import { registerActions } from '../../../core/actions/register-actions';

const ALBUM_SIZE = 200;
const SLIDESHOW_START = 100;

/** The gate for a page: refusals become redirects (home, or the password page). */
async function pageGate<E extends AppEnv>(c: Context<E>, next: Next): Promise<AlbumGate | Response> {
  const weddingUrl = c.req.param('weddingUrl') ?? '';
  try {
    return await albumGate(c, weddingUrl);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    if (error.code === 'wedding.not-found' && isReservedWeddingUrl(weddingUrl)) {
      await next();
      return c.res;
    }
    if (error.code === 'site.password-required') return c.redirect(`/password/${encodeURIComponent(weddingUrl.toLowerCase())}`, 302);
    if (error.code === 'photos.album-closed') return c.redirect(`/${encodeURIComponent(weddingUrl.toLowerCase())}`, 302);
    throw error;
  }
}

export const photoAlbumPages = new Hono<AppEnv>()
  .get('/', async (c, next) => {
    const gate = await pageGate(c, next);
    if (gate instanceof Response) return gate;
    const wedding = gate.found.wedding;
    const photos = await photosRepository(c.var.store).list(wedding.id, { status: 'shared' }, { offset: 0, limit: ALBUM_SIZE });
    return renderPhotosPage(
      c,
      { found: gate.found, preview: gate.preview, title: 'photos.albumKicker', path: `/${wedding.weddingUrl}/photos`, bodyClass: 'photos-page' },
      (site) => <AlbumPage site={site} photos={photos} canReport={!gate.couple} />,
    );
  })
  .get('/live', async (c, next) => {
    const gate = await pageGate(c, next);
    if (gate instanceof Response) return gate;
    const wedding = gate.found.wedding;
    const since = new Date().toISOString();
    const photos = (await photosRepository(c.var.store).list(wedding.id, { status: 'shared' }, { offset: 0, limit: SLIDESHOW_START })).reverse();
    return renderPhotosPage(
      c,
      { found: gate.found, preview: false, title: 'photos.live.title', path: `/${wedding.weddingUrl}/photos/live`, bodyClass: 'photos-live' },
      (site) => (
        <div className="wsite" data-theme="dark">
          <Island
            island={PhotoSlideshow}
            props={{
              weddingUrl: wedding.weddingUrl ?? '',
              since,
              names: weddingTitle(site),
              lang: siteI18n(site).lang,
              messages: messagesFor(siteI18n(site).lang, PHOTO_LIVE_MESSAGES),
              photos: photos.map((p) => ({ id: p.id, src: responsiveImage(p.url).src, by: p.uploaderName })),
            }}
          />
        </div>
      ),
    );
  })
  .route('/', registerActions(new Hono<AppEnv>(), reportPageActions));
