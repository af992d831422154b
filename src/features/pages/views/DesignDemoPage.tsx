import type { ThemeCatalogueEntry } from '../../../shared/wedding';
import { WeddingSite } from '../../site';
import type { WeddingSiteData } from '../../site';

/** /designs/{id}: the demo wedding in one design, under a bar to choose it or go back. */
export function DesignDemoPage({ entry, site }: { entry: ThemeCatalogueEntry; site: WeddingSiteData }) {
  return (
    <>
      <div className="demo-bar" role="region" aria-label="Design preview">
        <a className="demo-bar__back" href="/designs">
          ← All designs
        </a>
        <p className="demo-bar__title">
          Previewing <strong>{entry.displayedTitle}</strong>
        </p>
        <a className="btn btn--primary demo-bar__use" href={`/app/designs/${entry.id}`}>
          Use this design
        </a>
      </div>
      <WeddingSite site={site} />
    </>
  );
}
