import TryPhotos from '../../../../islands/TryPhotos';
import { Island } from '../../../core/rendering/hydration/Island';
import type { ThemeCatalogueEntry } from '../../../shared/wedding';
import { WeddingSite } from '../../site/web';
import type { WeddingSiteData } from '../../site/web';
import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';

/**
 * /designs/{id}: the demo wedding in one design, under a bar to choose it or go back; with JavaScript the bar also
 * lets the visitor try the design with their own photos (TryPhotos), which "Use this design" then carries.
 */
export function DesignDemoPage({ entry, site }: { entry: ThemeCatalogueEntry; site: WeddingSiteData }) {
  const t = useAppText();
  return (
    <>
      <div className="demo-bar" role="region" aria-label={t('pages.demo.bar')}>
        <a className="demo-bar__back" href="/designs">
          {richText(t, 'pages.demo.back', { all: <span className="demo-bar__all">{t('pages.demo.back.all')}</span> })}
        </a>
        <p className="demo-bar__title">{richText(t, 'pages.demo.previewing', { design: <strong>{entry.displayedTitle}</strong> })}</p>
        <Island island={TryPhotos} props={{ designId: entry.id }} />
        <a className="btn btn--primary demo-bar__use" href={`/app/designs/${entry.id}`}>
          {t('pages.demo.use')}
        </a>
      </div>
      <WeddingSite site={site} />
    </>
  );
}
