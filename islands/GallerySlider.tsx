import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { z } from 'zod/mini';
import { responsiveImage } from '../src/domain/images/responsive';
import { defineIsland } from '../src/hydration/define-island';

/** Gallery thumbnails show 3 slides per view (site-editor.md §2). */
export const SLIDES_PER_VIEW = 3;

export const gallerySliderPropsSchema = z.object({
  images: z.array(z.string()),
  label: z.string(),
});
type GallerySliderProps = z.output<typeof gallerySliderPropsSchema>;

const SIZES = '(min-width: 768px) 33vw, 50vw';

/**
 * A scroll-snap strip: it already swipes (and scrolls) without JavaScript; hydration adds the
 * previous/next buttons, arrow keys and the position read-out.
 */
function GallerySlider({ images, label }: GallerySliderProps) {
  const track = useRef<HTMLUListElement>(null);
  const [first, setFirst] = useState(0);
  const [ready, setReady] = useState(false);
  const count = images.length;
  const lastStart = Math.max(0, count - SLIDES_PER_VIEW);

  const slideOffset = (list: HTMLUListElement, index: number) => {
    const slides = list.children as HTMLCollectionOf<HTMLElement>;
    return (slides[index]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
  };

  useEffect(() => {
    setReady(true);
    const list = track.current;
    if (!list) return;
    const onScroll = () => {
      let nearest = 0;
      for (let i = 1; i < list.children.length; i += 1) {
        if (Math.abs(slideOffset(list, i) - list.scrollLeft) < Math.abs(slideOffset(list, nearest) - list.scrollLeft)) nearest = i;
      }
      // At the end of the strip the last view is showing, even if it does not start on a page.
      const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
      setFirst(atEnd ? lastStart : Math.min(nearest, lastStart));
    };
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => list.removeEventListener('scroll', onScroll);
  }, [lastStart]);

  const goTo = useCallback(
    (index: number) => {
      const list = track.current;
      if (!list) return;
      const target = Math.max(0, Math.min(lastStart, index));
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      list.scrollTo({ left: slideOffset(list, target), behavior: reduce ? 'auto' : 'smooth' });
      setFirst(target);
    },
    [lastStart],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: first + SLIDES_PER_VIEW,
      ArrowLeft: first - SLIDES_PER_VIEW,
      Home: 0,
      End: lastStart,
    };
    if (event.key in moves) {
      event.preventDefault();
      goTo(moves[event.key]!);
    }
  };

  const last = Math.min(first + SLIDES_PER_VIEW, count);
  const paged = count > SLIDES_PER_VIEW;
  return (
    <div className="w-slider" role="region" aria-roledescription="carousel" aria-label={label} tabIndex={0} onKeyDown={onKeyDown}>
      <ul className="w-slider__track" ref={track}>
        {images.map((src, index) => {
          const image = responsiveImage(src);
          return (
            <li key={`${index}-${src}`} className="w-slider__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
              <picture>
                {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} sizes={SIZES} />}
                <img
                  className="w-slider__img"
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? SIZES : undefined}
                  width={960}
                  height={640}
                  alt={`${label}, photo ${index + 1} of ${count}`}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              </picture>
            </li>
          );
        })}
      </ul>
      {paged && (
        <div className="w-slider__controls" hidden={!ready}>
          <button type="button" className="w-slider__prev" aria-label="Previous photos" disabled={first === 0} onClick={() => goTo(first - SLIDES_PER_VIEW)}>
            ‹
          </button>
          <span className="w-slider__status" aria-live="polite">
            {`${first + 1}–${last} of ${count}`}
          </span>
          <button type="button" className="w-slider__next" aria-label="Next photos" disabled={first >= lastStart} onClick={() => goTo(first + SLIDES_PER_VIEW)}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}

export default defineIsland('GallerySlider', gallerySliderPropsSchema, GallerySlider, { load: 'visible' });
