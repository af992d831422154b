import TryPhotosApply from '../../../../../islands/TryPhotosApply';
import { Island } from '../../../../core/rendering/hydration/Island';
import type { ThemeCatalogueEntry } from '../../../../shared/wedding';
import { useAppText } from '../../../../shared/i18n/app';

/** /app/designs/{id}/your-photos: the photos tried on the design's demo go onto the couple's site (TryPhotosApply). */
export function YourPhotosPage({ entry, weddingId, hasOpeningPhoto }: { entry: ThemeCatalogueEntry; weddingId: string; hasOpeningPhoto: boolean }) {
  const t = useAppText();
  return (
    <section className="card try-apply-page">
      <h2>{t('weddings.designs.yourPhotosIn', { design: entry.displayedTitle })}</h2>
      <Island island={TryPhotosApply} props={{ weddingId, designId: entry.id, designName: entry.displayedTitle, hasOpeningPhoto }} />
      <noscript>
        <p>{t('weddings.designs.yourPhotosNoScript')}</p>
      </noscript>
    </section>
  );
}
