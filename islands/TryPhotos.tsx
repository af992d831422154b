import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { z } from 'zod/mini';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { builderTryPhotos } from '../src/shared/i18n/app/en/builder-try-photos';
import { createTranslator } from '../src/shared/i18n/translate';
import { chooseTriedDesign, clearTriedDesign, forgetTriedPhotos, keepTriedPhotos, readTriedPhotos, TRY_PHOTOS_MAX } from '../src/shared/client/try-photos';

// "Try it with your own photos" on /designs/{id} (issue 25 item 5): the visitor's photos replace the demo's at once,
// in this browser only (object URLs); they are kept in IndexedDB, so every design shows them and they survive
// sign-up. Rendered only in the browser: without JavaScript there is no button.
export const tryPhotosPropsSchema = z.object({
  designId: z.number(),
});
type TryPhotosProps = z.output<typeof tryPhotosPropsSchema>;

/** Puts a picture in an <img> (and its <picture>'s sources) without changing the markup the page was hydrated with. */
function showIn(img: HTMLImageElement, url: string) {
  for (const source of img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelectorAll('source') : []) source.srcset = url;
  img.srcset = url;
  img.src = url;
  img.loading = 'eager';
  const link = img.closest('a');
  if (link) link.href = url;
}

/** The first photo opens the page; the others take the first places of the gallery. */
function showTriedPhotos(root: ParentNode, urls: string[]) {
  const [hero, ...gallery] = urls;
  const heroImg = root.querySelector<HTMLImageElement>('[data-section="mainPhoto"] img.w-hero__img');
  if (hero && heroImg) showIn(heroImg, hero);
  root.querySelectorAll<HTMLImageElement>('[data-section="images"] img').forEach((img, index) => {
    const url = gallery[index];
    if (url) showIn(img, url);
  });
}

// The app's English for this island only (a guest-bundle island never imports the whole app catalogue).
const t = createTranslator('en', builderTryPhotos);

function TryPhotos({ designId }: TryPhotosProps) {
  const input = useRef<HTMLInputElement>(null);
  const urls = useRef<string[]>([]);
  const [count, setCount] = useState(0);

  function show(photos: File[]) {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = photos.map((photo) => URL.createObjectURL(photo));
    showTriedPhotos(document, urls.current);
    setCount(photos.length);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: show only touches refs and state setters
  useEffect(() => {
    // Photos tried on another design (or before a reload) show here too.
    void readTriedPhotos().then((kept) => kept && show(kept.photos));
    // "Use this design" carries the photos: after sign-up the app puts them on the new site.
    const use = document.querySelector<HTMLAnchorElement>('.demo-bar__use');
    const onUse = (event: MouseEvent) => {
      if (urls.current.length === 0) return;
      event.preventDefault();
      chooseTriedDesign(designId);
      window.location.assign(`/app/designs/${designId}/your-photos`);
    };
    use?.addEventListener('click', onUse);
    return () => use?.removeEventListener('click', onUse);
  }, [designId]);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const photos = [...(event.target.files ?? [])].filter((file) => file.type.startsWith('image/')).slice(0, TRY_PHOTOS_MAX);
    event.target.value = '';
    if (photos.length === 0) return;
    show(photos);
    window.scrollTo({ top: 0 });
    await keepTriedPhotos(photos).catch(() => undefined);
  }

  async function remove() {
    await forgetTriedPhotos();
    clearTriedDesign();
    window.location.reload();
  }

  return (
    <div className="try-photos">
      <input ref={input} className="sr-only" type="file" accept="image/*" multiple tabIndex={-1} aria-hidden="true" onChange={pick} />
      <button type="button" className="btn btn--ghost try-photos__pick" onClick={() => input.current?.click()}>
        {count > 0 ? t('builder.try.change') : t('builder.try.pick')}
      </button>
      {count > 0 && (
        <button
          type="button"
          className="btn btn--ghost try-photos__remove"
          aria-label={t('builder.try.remove')}
          title={t('builder.try.remove')}
          onClick={remove}
        >
          ×
        </button>
      )}
      <p className="sr-only" role="status">
        {count > 0 ? t('builder.try.showing', { count }) : ''}
      </p>
    </div>
  );
}

export default defineIsland('TryPhotos', tryPhotosPropsSchema, TryPhotos, { ssr: false, bundle: 'guest' });
