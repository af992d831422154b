import type { ThemeCatalogueEntry } from '../../../../shared/wedding';
import { WeddingSite } from '../../../site/web';
import type { WeddingSiteData } from '../../../site/web';
import { UseDesignForm } from './AppDesignsPage';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';

/** /app/designs/{id}: the couple's own site in one design, under a bar to use it or go back. */
export function AppDesignPreviewPage({ entry, site, current }: { entry: ThemeCatalogueEntry; site: WeddingSiteData; current: boolean }) {
  const t = useAppText();
  return (
    <>
      <div className="demo-bar" role="region" aria-label={t('weddings.designs.bar')}>
        <a className="demo-bar__back" href="/app/designs">
          {t('weddings.designs.back')}
        </a>
        <p className="demo-bar__title">{richText(t, 'weddings.designs.yourSiteIn', { design: <strong>{entry.displayedTitle}</strong> })}</p>
        <UseDesignForm entry={entry} current={current} />
      </div>
      <WeddingSite site={site} />
    </>
  );
}
