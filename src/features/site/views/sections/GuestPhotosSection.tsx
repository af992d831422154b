import { siteI18n } from '../site/site-data';
import { SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';
import { appText } from '../../../../shared/i18n/app';

/**
 * Guest photos (issue 26 item 6): the newest photos the couple shared from their guests, each opening the album,
 * and a link to it. Guests see it only while the album is open to them and has a photo (the server leaves
 * `guestPhotos` out otherwise); the builder's preview says what will show there.
 */
export function GuestPhotosSection({ site }: SectionProps) {
  const album = site.guestPhotos;
  if (!album && !site.editing) return null;
  return (
    <SectionShell section="guestPhotos">
      <SectionHeading text={siteI18n(site).t('site.section.guestPhotos')} divider={site.content.dividerStyle} />
      {album ? (
        <>
          <ul className="w-guest-photos">
            {album.photos.map((photo) => (
              <li key={photo.src}>
                <a href={album.href}>
                  <img
                    src={photo.src}
                    srcSet={photo.srcSet}
                    sizes="(max-width: 640px) 50vw, 240px"
                    alt={siteI18n(site).t('photos.sharedBy', { name: photo.sharedBy })}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
          <p className="w-guest-photos__more">
            <a className="w-button" href={album.href}>
              {siteI18n(site).t('site.seeAllPhotos')}
            </a>
          </p>
        </>
      ) : (
        <p role="note">{appText('site.guestPhotos.empty')}</p>
      )}
    </SectionShell>
  );
}
