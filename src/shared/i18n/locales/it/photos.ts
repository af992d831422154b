import type { Area } from '../en';
import type { photos as en } from '../en/photos';

export const photos: Area<typeof en> = {
  'photos.albumKicker': 'Foto degli invitati',
  'photos.share': 'Condividi le tue foto',
  'photos.empty': 'Ancora nessuna foto.',
  'photos.sharedBy': 'Condivisa da {name}',
  'photos.photoSharedBy': 'Foto condivisa da {name}',
  'photos.close': 'Chiudi',
  'photos.report': 'Segnala questa foto',
  'photos.addIntro': 'Aggiungi le foto che hai scattato oggi. Gli sposi le vedranno tutte.',
};
