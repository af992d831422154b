import type { Area } from '../en';
import type { photos as en } from '../en/photos';

export const photos: Area<typeof en> = {
  'photos.albumKicker': 'Fotos de los invitados',
  'photos.share': 'Comparte tus fotos',
  'photos.empty': 'Aún no hay fotos.',
  'photos.sharedBy': 'Compartida por {name}',
  'photos.photoSharedBy': 'Foto compartida por {name}',
  'photos.close': 'Cerrar',
  'photos.report': 'Denunciar esta foto',
  'photos.addIntro': 'Añade las fotos que has hecho hoy. La pareja las verá todas.',
};
