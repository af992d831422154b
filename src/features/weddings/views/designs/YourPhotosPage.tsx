import TryPhotosApply from '../../../../../islands/TryPhotosApply';
import { Island } from '../../../../core/rendering/hydration/Island';
import type { ThemeCatalogueEntry } from '../../../../shared/wedding';

/** /app/designs/{id}/your-photos: the photos tried on the design's demo go onto the couple's site (TryPhotosApply). */
export function YourPhotosPage({ entry, weddingId, hasOpeningPhoto }: { entry: ThemeCatalogueEntry; weddingId: string; hasOpeningPhoto: boolean }) {
  return (
    <section className="card try-apply-page">
      <h2>Your photos in {entry.displayedTitle}</h2>
      <Island island={TryPhotosApply} props={{ weddingId, designId: entry.id, designName: entry.displayedTitle, hasOpeningPhoto }} />
      <noscript>
        <p>Your photos wait in this browser; putting them on your site needs JavaScript. You can add photos in the website builder.</p>
      </noscript>
    </section>
  );
}
