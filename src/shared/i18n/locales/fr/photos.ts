import type { Area } from '../en';
import type { photos as en } from '../en/photos';

export const photos: Area<typeof en> = {
  'photos.albumKicker': 'Photos des invités',
  'photos.share': 'Partagez vos photos',
  'photos.empty': 'Pas encore de photos.',
  'photos.sharedBy': 'Partagée par {name}',
  'photos.photoSharedBy': 'Photo partagée par {name}',
  'photos.close': 'Fermer',
  'photos.report': 'Signaler cette photo',
  'photos.addIntro': 'Ajoutez les photos que vous avez prises aujourd’hui. Les mariés les verront toutes.',
};
