import { GuestCardShell, langQuery, siteI18n, type WeddingSiteData } from '../../site/web';
import { responsiveImage } from '../../../shared/images/responsive';
import type { Photo } from '../domain/repository';

/**
 * /{weddingUrl}/photos: the shared photos, newest first; a tap opens one large (a :target lightbox, no JavaScript needed).
 * In the page's language; the report button names it, so its thanks come back in it.
 */
export function AlbumPage({ site, photos, canReport }: { site: WeddingSiteData; photos: Photo[]; canReport: boolean }) {
  const { lang, t } = siteI18n(site);
  const weddingUrl = site.weddingUrl ?? '';
  return (
    <GuestCardShell site={site} kicker={t('photos.albumKicker')} className="photo-album-site">
      <p className="photo-album__links">
        <a className="w-button" href={`/${weddingUrl}/photos/add${langQuery(site)}`}>
          {t('photos.share')}
        </a>
      </p>
      {photos.length === 0 ? (
        <p className="photo-album__empty">{t('photos.empty')}</p>
      ) : (
        <ul className="photo-album__grid">
          {photos.map((photo) => {
            const image = responsiveImage(photo.url);
            return (
              <li key={photo.id} data-photo={photo.id}>
                <a href={`#photo-${photo.id}`} className="photo-album__thumb">
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes="(max-width: 640px) 50vw, 240px"
                    alt={t('photos.sharedBy', { name: photo.uploaderName })}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
                <div
                  className="photo-album__lightbox"
                  id={`photo-${photo.id}`}
                  role="dialog"
                  aria-label={t('photos.photoSharedBy', { name: photo.uploaderName })}
                >
                  <a className="photo-album__close" href="#album" aria-label={t('photos.close')}>
                    ×
                  </a>
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes="100vw"
                    alt={t('photos.sharedBy', { name: photo.uploaderName })}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className="photo-album__caption">
                    {photo.uploaderName}
                    {canReport && (
                      <form method="post" action={`/${weddingUrl}/photos/${photo.id}/report?lang=${lang}`} className="photo-album__report">
                        <button type="submit">{t('photos.report')}</button>
                      </form>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </GuestCardShell>
  );
}
