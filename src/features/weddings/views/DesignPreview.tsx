import type { ThemeCatalogueEntry } from '../../../shared/wedding';

/** Intrinsic size of a catalogue preview picture (its `image`): a 4:3 crop of the design's hero and first sections. */
export const PREVIEW_BOX = { width: 640, height: 480 } as const;

/**
 * A design's preview picture (the catalogue entry's `image`, made from the design itself) over a
 * swatch in the design's own colours, which shows while the picture loads.
 */
export function DesignPreview({ entry, eager = false }: { entry: ThemeCatalogueEntry; eager?: boolean }) {
  return (
    <div className="design-preview" data-theme={entry.title} aria-hidden="true">
      <span className="design-preview__swatch" />
      <img
        className="design-preview__img"
        src={entry.image}
        width={PREVIEW_BOX.width}
        height={PREVIEW_BOX.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </div>
  );
}
