import type { Area } from '../en';
import type { photos as en } from '../en/photos';

export const photos: Area<typeof en> = {
  'photos.albumKicker': 'Fotos der Gäste',
  'photos.share': 'Teile deine Fotos',
  'photos.empty': 'Noch keine Fotos.',
  'photos.sharedBy': 'Geteilt von {name}',
  'photos.photoSharedBy': 'Foto geteilt von {name}',
  'photos.close': 'Schließen',
  'photos.report': 'Dieses Foto melden',
  'photos.addIntro': 'Füge die Fotos hinzu, die du heute gemacht hast. Das Paar sieht sie alle.',
};
