// The live slideshow (issue 26 item 4): full screen, the shared photos one after another; every 10 s it
// asks once for what was shared since its last answer (GET /api/v1/public/{weddingUrl}/photos?since=),
// and a new photo is shown next. Pausable (the button, a click, or the space bar: a TV remote's OK).
// Its words are the page's language's (issue 27): the server sends the language and the photos.live.* messages.
import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { createTranslator } from '../src/shared/i18n/translate';
import { SLIDESHOW_POLL_MS } from '../src/shared/photos/rules';

const slide = z.object({ id: z.string(), src: z.string(), by: z.string() });
type Slide = z.output<typeof slide>;

export const photoSlideshowPropsSchema = z.object({
  weddingUrl: z.string(),
  photos: z.array(slide),
  /** The server's moment of the first answer: the first poll asks from here. */
  since: z.string(),
  names: z.string(),
  /** The page's language and the slideshow's messages in it (messagesFor(lang, PHOTO_LIVE_MESSAGES)). */
  lang: z.enum(['en', 'es', 'fr', 'de', 'it', 'pt', 'ar']),
  messages: z.record(z.string(), z.string()),
});
type PhotoSlideshowProps = z.output<typeof photoSlideshowPropsSchema>;

const SHOW_MS = 7000;

function PhotoSlideshow({ weddingUrl, photos: initial, since: initialSince, names, lang, messages }: PhotoSlideshowProps) {
  const t = useMemo(() => createTranslator(lang, messages), [lang, messages]);
  const [photos, setPhotos] = useState<Slide[]>(initial);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const since = useRef(initialSince);
  const upNext = useRef<Slide[]>([]);

  useEffect(() => {
    const poll = setInterval(async () => {
      try {
        const res = await fetch(`/api/v1/public/${encodeURIComponent(weddingUrl)}/photos?since=${encodeURIComponent(since.current)}`, {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        if (!res.ok) return;
        const body = (await res.json()) as { photos: Slide[]; now: string };
        since.current = body.now;
        if (body.photos.length === 0) return;
        upNext.current.push(...body.photos);
        setPhotos((all) => [...all.filter((p) => !body.photos.some((n) => n.id === p.id)), ...body.photos]);
      } catch {
        /* offline for a moment: the next poll asks again from the same moment */
      }
    }, SLIDESHOW_POLL_MS);
    return () => clearInterval(poll);
  }, [weddingUrl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer is re-armed for each slide shown and when photos arrive
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => {
      setPhotos((all) => {
        // A photo that just arrived is shown next; otherwise the next in order.
        const next = upNext.current.shift();
        const at = next ? all.findIndex((p) => p.id === next.id) : -1;
        setIndex((i) => (at >= 0 ? at : all.length === 0 ? 0 : (i + 1) % all.length));
        return all;
      });
    }, SHOW_MS);
    return () => clearTimeout(timer);
  }, [paused, index, photos.length]);

  useEffect(() => {
    const key = (event: KeyboardEvent) => {
      if (event.key === ' ' || event.key === 'Enter' || event.key === 'MediaPlayPause') {
        event.preventDefault();
        setPaused((p) => !p);
      }
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, []);

  const current = photos[Math.min(index, photos.length - 1)];
  return (
    <div className="slideshow" data-paused={paused ? 'true' : 'false'}>
      {current ? (
        <figure className="slideshow__slide" key={current.id} data-photo={current.id} onClick={() => setPaused((p) => !p)}>
          <img src={current.src} alt={t('photos.sharedBy', { name: current.by })} />
          <figcaption>{current.by}</figcaption>
        </figure>
      ) : (
        <p className="slideshow__empty">{t('photos.live.empty')}</p>
      )}
      <div className="slideshow__bar">
        <span className="slideshow__names">{names}</span>
        <button type="button" className="slideshow__pause" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? t('photos.live.play') : t('photos.live.pause')}
        </button>
      </div>
    </div>
  );
}

export default defineIsland('PhotoSlideshow', photoSlideshowPropsSchema, PhotoSlideshow, { bundle: 'guest' });
