import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { z } from 'zod/mini';
import { responsiveImage } from '../src/shared/images/responsive';
import { GALLERY_LAYOUTS } from '../src/shared/wedding/limits';
import { defineIsland } from '../src/core/rendering/hydration/define-island';

/** Gallery thumbnails show 3 slides per view (site-editor.md §2) on wider screens; phones show one large photo. */
export const SLIDES_PER_VIEW = 3;

/**
 * The gallery's words in the page's language (guest catalogue, site.gallery.*). The server formats each message with
 * its changing parts left as `{slots}` ({label}, {number}, {first}, {last}, {count}) and the island fills them, so this
 * small island does not carry the message format library (as Countdown's plural labels).
 */
const galleryTextsSchema = z.object({
  photo: z.string(),
  position: z.string(),
  range: z.string(),
  previousPhoto: z.string(),
  nextPhoto: z.string(),
  close: z.string(),
  previousPhotos: z.string(),
  nextPhotos: z.string(),
});
export type GalleryTexts = z.output<typeof galleryTextsSchema>;

/** A text's `{slots}` filled in one pass (a filled value is never read again as a slot). */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

export const gallerySliderPropsSchema = z.object({
  images: z.array(z.string()),
  label: z.string(),
  layout: z.optional(z.enum(GALLERY_LAYOUTS)),
  texts: galleryTextsSchema,
});
type GallerySliderProps = z.output<typeof gallerySliderPropsSchema>;

const SIZES: Record<(typeof GALLERY_LAYOUTS)[number], string> = {
  slider: '(min-width: 768px) 33vw, 100vw',
  columns: '(min-width: 768px) 33vw, 100vw',
  stacked: '(min-width: 960px) 960px, 100vw',
};
const BOX = { slider: [960, 640], columns: [960, 640], stacked: [1600, 1067] } as const;
/** A horizontal swipe longer than this (px) moves the lightbox to the next or previous photo. */
const SWIPE_PX = 40;

/** The largest variant of an image: what the photo's link opens, with or without JavaScript. */
export function largeImage(src: string): string {
  const set = responsiveImage(src).srcSet;
  if (!set) return src;
  return set.split(',').at(-1)!.trim().split(/\s+/)[0]!;
}

function Picture({
  src,
  sizes,
  alt,
  className,
  box,
  lazy = true,
}: {
  src: string;
  sizes: string;
  alt: string;
  className: string;
  box: readonly [number, number];
  lazy?: boolean;
}) {
  const image = responsiveImage(src);
  return (
    <picture>
      {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={box[0]}
        height={box[1]}
        alt={alt}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}

/**
 * A photo opened large: a modal <dialog> (the browser traps focus in it and Escape closes it),
 * arrow keys and swipes move between photos, and focus goes back to the photo that opened it.
 */
function Lightbox({
  images,
  label,
  index,
  texts,
  onMove,
  onClose,
}: {
  images: string[];
  label: string;
  index: number;
  texts: GalleryTexts;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const move = (by: number) => onMove((index + by + count) % count);

  useEffect(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // The dialog sits inside the slider: its keys must not page the strip behind it.
    event.stopPropagation();
    if (event.key === 'Tab') {
      // Focus cycles through the dialog's buttons rather than leaving for the browser's own UI.
      const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = buttons[(at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length];
      if (next) {
        event.preventDefault();
        next.focus();
      }
      return;
    }
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches.length === 1 ? event.touches[0]!.clientX : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    move(end < start ? 1 : -1);
  };
  // The photo fills the screen, so there is no backdrop to click: Close, Escape or the back of a phone closes it
  // (a swipe across the dark edge must never close it by accident).

  const src = images[index]!;
  const photo = fill(texts.photo, { label, number: index + 1, count });
  return (
    <dialog ref={dialog} className="w-lightbox" aria-label={photo} onClose={onClose} onKeyDown={onKeyDown} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <figure className="w-lightbox__frame">
        <Picture key={src} src={src} sizes="100vw" alt={photo} className="w-lightbox__img" box={BOX.stacked} lazy={false} />
        <figcaption className="w-lightbox__status" aria-live="polite">
          {fill(texts.position, { number: index + 1, count })}
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <button type="button" className="w-lightbox__prev" aria-label={texts.previousPhoto} onClick={() => move(-1)}>
            ‹
          </button>
          <button type="button" className="w-lightbox__next" aria-label={texts.nextPhoto} onClick={() => move(1)}>
            ›
          </button>
        </>
      )}
      <button type="button" className="w-lightbox__close" aria-label={texts.close} autoFocus onClick={() => dialog.current?.close()}>
        ×
      </button>
    </dialog>
  );
}

/** Where a slide starts in the strip, relative to the first. */
function slideOffset(list: HTMLUListElement, index: number): number {
  const slides = list.children as HTMLCollectionOf<HTMLElement>;
  return (slides[index]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
}

/**
 * A gallery whose every photo is a link to its large image (that is all it is without
 * JavaScript); hydrated, a photo opens in the lightbox. The slider is a scroll-snap strip that
 * swipes without JavaScript; hydration adds previous/next buttons, arrow keys and the read-out,
 * paging by as many photos as fit (one on a phone, three on wider screens).
 */
function GallerySlider({ images, label, layout = 'slider', texts }: GallerySliderProps) {
  const track = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [first, setFirst] = useState(0);
  const [perView, setPerView] = useState(SLIDES_PER_VIEW);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const slider = layout === 'slider';
  const lastStart = Math.max(0, count - perView);

  useEffect(() => {
    setReady(true);
    const list = track.current;
    if (!slider || !list) return;
    const measure = () => {
      const slide = list.children[0] as HTMLElement | undefined;
      if (slide && slide.offsetWidth > 0) setPerView(Math.max(1, Math.round(list.clientWidth / slide.offsetWidth)));
    };
    const onScroll = () => {
      let nearest = 0;
      for (let i = 1; i < list.children.length; i += 1) {
        if (Math.abs(slideOffset(list, i) - list.scrollLeft) < Math.abs(slideOffset(list, nearest) - list.scrollLeft)) nearest = i;
      }
      // At the end of the strip the last view is showing, even if it does not start on a page.
      const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
      const shown = Math.max(1, Math.round(list.clientWidth / ((list.children[0] as HTMLElement | undefined)?.offsetWidth || list.clientWidth)));
      setFirst(atEnd ? Math.max(0, list.children.length - shown) : Math.min(nearest, Math.max(0, list.children.length - shown)));
    };
    measure();
    list.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, [slider]);

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
    const moves: Record<string, number> = { ArrowRight: first + perView, ArrowLeft: first - perView, Home: 0, End: lastStart };
    if (event.key in moves) {
      event.preventDefault();
      goTo(moves[event.key]!);
    }
  };

  const openPhoto = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  const sizes = SIZES[layout];
  const photos = images.map((src, index) => (
    <li key={`${index}-${src}`} className={slider ? 'w-slider__slide' : 'w-gallery__item'}>
      <a className="w-gallery__open" href={largeImage(src)} onClick={openPhoto(index)}>
        <Picture
          src={src}
          sizes={sizes}
          alt={fill(texts.photo, { label, number: index + 1, count })}
          className={slider ? 'w-slider__img' : 'w-gallery__img'}
          box={BOX[layout]}
        />
      </a>
    </li>
  ));
  const lightbox = open !== null && <Lightbox images={images} label={label} index={open} texts={texts} onMove={setOpen} onClose={close} />;

  if (!slider) {
    return (
      <>
        <ul className={layout === 'columns' ? 'w-gallery__columns' : 'w-gallery__stack'} aria-label={label}>
          {photos}
        </ul>
        {lightbox}
      </>
    );
  }

  const last = Math.min(first + perView, count);
  const paged = count > 1;
  return (
    <div className="w-slider" role="region" aria-roledescription="carousel" aria-label={label} tabIndex={0} onKeyDown={onKeyDown}>
      <ul className="w-slider__track" ref={track}>
        {photos}
      </ul>
      {paged && (
        <div className="w-slider__controls" hidden={!ready || lastStart === 0}>
          <button type="button" className="w-slider__prev" aria-label={texts.previousPhotos} disabled={first === 0} onClick={() => goTo(first - perView)}>
            ‹
          </button>
          <span className="w-slider__status" aria-live="polite">
            {last - first > 1 ? fill(texts.range, { first: first + 1, last, count }) : fill(texts.position, { number: first + 1, count })}
          </span>
          <button type="button" className="w-slider__next" aria-label={texts.nextPhotos} disabled={first >= lastStart} onClick={() => goTo(first + perView)}>
            ›
          </button>
        </div>
      )}
      {lightbox}
    </div>
  );
}

export default defineIsland('GallerySlider', gallerySliderPropsSchema, GallerySlider, { load: 'visible', bundle: 'guest' });
