import type { ThemeCatalogueEntry } from '../../../../shared/wedding';
import { WeddingSite } from '../../../site';
import type { WeddingSiteData } from '../../../site';
import { UseDesignForm } from './AppDesignsPage';

/** /app/designs/{id}: the couple's own site in one design, under a bar to use it or go back. */
export function AppDesignPreviewPage({ entry, site, current }: { entry: ThemeCatalogueEntry; site: WeddingSiteData; current: boolean }) {
  return (
    <>
      <div className="demo-bar" role="region" aria-label="Design preview">
        <a className="demo-bar__back" href="/app/designs">
          ← All designs
        </a>
        <p className="demo-bar__title">
          Your site in <strong>{entry.displayedTitle}</strong>
        </p>
        <UseDesignForm entry={entry} current={current} />
      </div>
      <WeddingSite site={site} />
    </>
  );
}
