// The site's "Guest photos" section (issue 26 item 6): the newest shared photos with the album's address, only
// while guests may see the album (its mode and opening moment) and it has a photo; undefined otherwise.
import { responsiveImage } from '../../../shared/images/responsive';
import type { SiteGuestPhotos } from '../../../shared/photos/site-photos';
import type { PhotosRepository } from './repository';
import { albumOpen, readPhotoSettings } from './settings';

export const SITE_SECTION_PHOTOS = 6;

export async function guestPhotosForSite(
  photos: PhotosRepository,
  wedding: { id: string; weddingUrl: string | null },
  now = new Date(),
): Promise<SiteGuestPhotos | undefined> {
  if (!wedding.weddingUrl || !albumOpen(await readPhotoSettings(photos, wedding.id), now)) return undefined;
  const newest = await photos.list(wedding.id, { status: 'shared' }, { offset: 0, limit: SITE_SECTION_PHOTOS });
  if (newest.length === 0) return undefined;
  return {
    href: `/${wedding.weddingUrl}/photos`,
    photos: newest.map((photo) => {
      const image = responsiveImage(photo.url);
      return { src: image.src, srcSet: image.srcSet, sharedBy: photo.uploaderName };
    }),
  };
}
