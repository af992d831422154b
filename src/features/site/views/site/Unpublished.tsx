import { PUBLISH_TEXTS } from '../../../../shared/wedding/publish';
import { GuestCardShell } from './GuestCardShell';
import { siteI18n, type WeddingSiteData } from './site-data';
import { useAppText } from '../../../../shared/i18n/app';

/**
 * What guests see at the address of a site that is not published yet (issue 22 item 12): a card in
 * the wedding's design with the couple's names and date, and nothing else of the site (a site the
 * couple will protect with a password shows only the names, as its gate does).
 */
export function ComingSoonPage({ site, showDate = true }: { site: WeddingSiteData; showDate?: boolean }) {
  const { t } = siteI18n(site);
  return (
    <GuestCardShell site={site} kicker={t('site.comingSoon')} className="coming-soon-site" backLink={false} showDate={showDate}>
      <p className="coming-soon__text">{t('site.comingSoonText')}</p>
    </GuestCardShell>
  );
}

/**
 * Above the couple's own view of their unpublished site (and its RSVP page): what this is, and the
 * Publish button (a plain form: it works without JavaScript).
 */
export function PreviewBar({ weddingUrl }: { weddingUrl: string }) {
  const t = useAppText();
  return (
    <aside className="w-preview-bar" aria-label={t('site.preview.bar')} data-testid="preview-bar">
      <p className="w-preview-bar__text">
        <strong>{PUBLISH_TEXTS.previewBar}</strong> <span>{PUBLISH_TEXTS.previewBarDetail}</span>
      </p>
      <div className="w-preview-bar__actions">
        <a className="w-preview-bar__link" href="/builder">
          {t('site.preview.builder')}
        </a>
        <form method="post" action="/app/quick-settings/publish">
          <input type="hidden" name="published" value="true" />
          <input type="hidden" name="next" value={`/${weddingUrl}`} />
          <button className="w-preview-bar__publish" type="submit">
            {PUBLISH_TEXTS.publish}
          </button>
        </form>
      </div>
    </aside>
  );
}
