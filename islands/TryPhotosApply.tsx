import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { appText, useAppText } from '../src/shared/i18n/app';
import { imageApiCall, signAndUpload, UploadError } from '../src/shared/client/upload-image';
import { clearTriedDesign, forgetTriedPhotos, readTriedPhotos } from '../src/shared/client/try-photos';
import { IMAGE_MESSAGES } from '../src/shared/images/messages';

// /app/designs/{id}/your-photos (issue 25 item 5): the photos tried on /designs/{id} before the account existed go up
// through the normal signed upload and onto the site: the design is used, the first photo opens the page and the
// others fill the gallery. A site that already has an opening photo asks first; a new one is done at once.
export const tryPhotosApplyPropsSchema = z.object({
  weddingId: z.string(),
  designId: z.number(),
  designName: z.string(),
  hasOpeningPhoto: z.boolean(),
});
type TryPhotosApplyProps = z.output<typeof tryPhotosApplyPropsSchema>;

type Step = { kind: 'reading' } | { kind: 'none' } | { kind: 'ask' } | { kind: 'working'; done: number } | { kind: 'done' } | { kind: 'failed'; msg: string };

async function useDesign(designId: number) {
  const res = await fetch(`/app/designs/${designId}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new UploadError(appText('builder.tryApply.designFailed'));
}

function TryPhotosApply({ weddingId, designId, designName, hasOpeningPhoto }: TryPhotosApplyProps) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'reading' });
  // Photos already on the site (a retry after a failure does not upload them twice).
  const placed = useRef(0);
  const designUsed = useRef(false);
  const t = useAppText();

  async function apply(files: File[]) {
    setStep({ kind: 'working', done: placed.current });
    try {
      if (!designUsed.current) await useDesign(designId);
      designUsed.current = true;
      const base = `/weddings/${encodeURIComponent(weddingId)}`;
      for (let i = placed.current; i < files.length; i += 1) {
        const { secure_url: asset } = await signAndUpload(`${base}/sign-upload`, files[i]);
        await imageApiCall('PATCH', base, i === 0 ? { asset, mainImg: true } : { asset, section: 'imagesSection' }, IMAGE_MESSAGES.uploadFailed);
        placed.current = i + 1;
        setStep({ kind: 'working', done: placed.current });
      }
      const shown: Record<string, boolean> = { mainPhotoSection: true };
      if (files.length > 1) shown.imagesSection = true;
      await imageApiCall('PATCH', base, shown, IMAGE_MESSAGES.uploadFailed);
      await forgetTriedPhotos();
      clearTriedDesign();
      setStep({ kind: 'done' });
    } catch (error) {
      setStep({ kind: 'failed', msg: error instanceof UploadError && error.message ? error.message : IMAGE_MESSAGES.uploadFailed });
    }
  }

  // Once, on arrival (apply keeps its progress in refs).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once
  useEffect(() => {
    let urls: string[] = [];
    void readTriedPhotos().then((kept) => {
      if (!kept) return setStep({ kind: 'none' });
      urls = kept.photos.map((photo) => URL.createObjectURL(photo));
      setPhotos(kept.photos);
      setPreviews(urls);
      if (hasOpeningPhoto) setStep({ kind: 'ask' });
      else void apply(kept.photos);
    });
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  async function discard() {
    await forgetTriedPhotos();
    clearTriedDesign();
    window.location.assign('/app');
  }

  if (step.kind === 'reading') return <p className="try-apply__status">{t('builder.tryApply.reading')}</p>;
  if (step.kind === 'none')
    return (
      <div className="try-apply">
        <p>{t('builder.tryApply.none')}</p>
        <p className="try-apply__actions">
          <a className="btn btn--primary" href="/builder">
            {t('builder.tryApply.openBuilder')}
          </a>
        </p>
      </div>
    );
  return (
    <div className="try-apply">
      <ul className="try-apply__photos" aria-label={t('builder.tryApply.photos')}>
        {previews.map((url, index) => (
          <li key={url}>
            <img src={url} alt={index === 0 ? t('builder.tryApply.openingPhoto') : t('builder.tryApply.galleryPhoto', { n: index })} />
          </li>
        ))}
      </ul>
      {step.kind === 'ask' && (
        <>
          <p>{t('builder.tryApply.ask', { design: designName })}</p>
          <p className="try-apply__actions">
            <button type="button" className="btn btn--primary" onClick={() => apply(photos)}>
              {t('builder.tryApply.put')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={discard}>
              {t('builder.tryApply.notNow')}
            </button>
          </p>
        </>
      )}
      {step.kind === 'working' && (
        <p className="try-apply__status" role="status">
          {t('builder.tryApply.working', { done: step.done, count: photos.length })}
        </p>
      )}
      {step.kind === 'failed' && (
        <>
          <p className="try-apply__status" role="alert">
            {step.msg}
          </p>
          <p className="try-apply__actions">
            <button type="button" className="btn btn--primary" onClick={() => apply(photos)}>
              {t('builder.tryApply.retry')}
            </button>
          </p>
        </>
      )}
      {step.kind === 'done' && (
        <>
          <p className="try-apply__status" role="status">
            {t('builder.tryApply.done', { design: designName })}
          </p>
          <p className="try-apply__actions">
            <a className="btn btn--primary" href="/builder">
              {t('builder.tryApply.openBuilder')}
            </a>
            <a className="btn btn--ghost" href="/app">
              {t('builder.tryApply.dashboard')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}

export default defineIsland('TryPhotosApply', tryPhotosApplyPropsSchema, TryPhotosApply, { ssr: false });
