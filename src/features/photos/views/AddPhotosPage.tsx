import { Island } from '../../../core/rendering/hydration/Island';
import { GuestCardShell, type WeddingSiteData } from '../../site';
import PhotoUpload from '../../../../islands/PhotoUpload';
import { useI18n } from '../../../shared/i18n';

export interface AddPhotosProps {
  site: WeddingSiteData;
  token: string;
  table: string;
  name: string;
  shared?: number;
  error?: string;
}

/** /{weddingUrl}/photos/add: the guest's name, the photos, and "Share photos" (issue 26 item 1). */
export function AddPhotosPage({ site, token, table, name, shared, error }: AddPhotosProps) {
  const { t } = useI18n();
  return (
    <GuestCardShell site={site} kicker={t('photos.share')}>
      <p className="photo-add__intro">{t('photos.addIntro')}</p>
      <Island
        island={PhotoUpload}
        props={{ weddingUrl: site.weddingUrl ?? '', token, table, name, ...(shared ? { shared } : {}), ...(error ? { error } : {}) }}
      />
    </GuestCardShell>
  );
}
