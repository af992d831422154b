import type { Area } from '../en';
import type { photos as en } from '../en/photos';

export const photos: Area<typeof en> = {
  'photos.albumKicker': 'Fotos dos convidados',
  'photos.share': 'Partilhe as suas fotos',
  'photos.empty': 'Ainda não há fotos.',
  'photos.sharedBy': 'Partilhada por {name}',
  'photos.photoSharedBy': 'Foto partilhada por {name}',
  'photos.close': 'Fechar',
  'photos.report': 'Denunciar esta foto',
  'photos.addIntro': 'Adicione as fotos que tirou hoje. Os noivos vão vê-las todas.',
};
