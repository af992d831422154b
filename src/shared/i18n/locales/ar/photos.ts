import type { Area } from '../en';
import type { photos as en } from '../en/photos';

export const photos: Area<typeof en> = {
  'photos.albumKicker': 'صور الضيوف',
  'photos.share': 'شارك صورك',
  'photos.empty': 'لا صور بعد.',
  'photos.sharedBy': 'شاركها {name}',
  'photos.photoSharedBy': 'صورة شاركها {name}',
  'photos.close': 'إغلاق',
  'photos.report': 'الإبلاغ عن هذه الصورة',
  'photos.addIntro': 'أضف الصور التي التقطتها اليوم. سيراها العروسان كلها.',
};
