import { Island } from '../../../core/rendering/hydration/Island';
import { GuestCardShell, siteI18n, type WeddingSiteData } from '../../site/web';
import PhotoUpload from '../../../../islands/PhotoUpload';
import { messagesFor } from '../../../shared/i18n';
import { PHOTO_UPLOAD_MESSAGES, type PhotoRefusal, photoRefusalText } from '../../../shared/photos/texts';

export interface AddPhotosProps {
  site: WeddingSiteData;
  token: string;
  table: string;
  name: string;
  shared?: number;
  /** What refused the no-JavaScript post (written here in the page's language). */
  refusal?: PhotoRefusal;
}

/** /{weddingUrl}/photos/add: the guest's name, the photos, and "Share photos" (issue 26 item 1), in the page's language. */
export function AddPhotosPage({ site, token, table, name, shared, refusal }: AddPhotosProps) {
  const { lang, t } = siteI18n(site);
  const error = refusal ? photoRefusalText(t, refusal) : '';
  return (
    <GuestCardShell site={site} kicker={t('photos.share')}>
      <p className="photo-add__intro">{t('photos.addIntro')}</p>
      <Island
        island={PhotoUpload}
        props={{
          weddingUrl: site.weddingUrl ?? '',
          token,
          table,
          name,
          ...(shared ? { shared } : {}),
          ...(error ? { error } : {}),
          lang,
          messages: messagesFor(lang, PHOTO_UPLOAD_MESSAGES),
        }}
      />
    </GuestCardShell>
  );
}
