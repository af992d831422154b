import TryPhotos from '../../../../islands/TryPhotos';
import { Island } from '../../../core/rendering/hydration/Island';
import type { ThemeCatalogueEntry } from '../../../shared/wedding';
import { WeddingSite } from '../../site';
import type { WeddingSiteData } from '../../site';

/**
 * /designs/{id}: the demo wedding in one design, under a bar to choose it or go back; with JavaScript the bar also
 * lets the visitor try the design with their own photos (TryPhotos), which "Use this design" then carries.
 */
export function DesignDemoPage({ entry, site }: { entry: ThemeCatalogueEntry; site: WeddingSiteData }) {
  return (
    <>
      <div className="demo-bar" role="region" aria-label="Design preview">
        <a className="demo-bar__back" href="/designs">
          ← <span className="demo-bar__all">All </span>designs
        </a>
        <p className="demo-bar__title">
          Previewing <strong>{entry.displayedTitle}</strong>
        </p>
        <Island island={TryPhotos} props={{ designId: entry.id }} />
        <a className="btn btn--primary demo-bar__use" href={`/app/designs/${entry.id}`}>
          Use this design
        </a>
      </div>
      <WeddingSite site={site} />
    </>
  );
}
