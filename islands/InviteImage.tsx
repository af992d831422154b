import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { showToast } from '../src/shared/client/toast';
import { useAppText } from '../src/shared/i18n/app';
import { deleteInviteImage, isSizeWarning, UploadError, uploadInviteImage } from '../src/shared/client/upload-image';
import { IMAGE_MESSAGES } from '../src/shared/images/messages';
import { defineIsland } from '../src/core/rendering/hydration/define-island';

export const inviteImagePropsSchema = z.object({
  /** The card photo's address, '' when there is none. */
  image: z.string(),
  /** The designs of this card that show the photo, for the hint. */
  photoDesigns: z.array(z.string()),
});
type InviteImageProps = z.output<typeof inviteImagePropsSchema>;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof UploadError && error.userFacing ? error.message : fallback;
}

/** The previews are rendered by the server with the photo: fetch this page again and swap them in. */
async function refreshPreviews() {
  try {
    const res = await fetch(window.location.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (!res.ok) return;
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const fresh = doc.querySelector('.announce__preview-wrap');
    const current = document.querySelector('.announce__preview-wrap');
    if (fresh && current) current.innerHTML = fresh.innerHTML;
  } catch {
    /* the previews show the photo after the next reload */
  }
}

/**
 * The card photo of the save-the-date and invitation (product.md §4 invite image): upload or
 * replace (sign, size check, upload with progress, register with PATCH /invite/image) and delete.
 * The preview shows at once; a failure puts the previous photo back.
 */
function InviteImage({ image: initial, photoDesigns }: InviteImageProps) {
  const [image, setImage] = useState(initial);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = async (file: File | undefined) => {
    if (!file || busy) return;
    const before = image;
    setBusy(true);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const result = await uploadInviteImage(file, setProgress);
      setImage(result.invite.image);
      showToast(IMAGE_MESSAGES.updated);
      void refreshPreviews();
    } catch (error) {
      setImage(before);
      if (isSizeWarning(error)) showToast((error as Error).message, 'warning');
      else showToast(messageOf(error, IMAGE_MESSAGES.uploadFailed), 'error');
    } finally {
      setPreview(null);
      setProgress(null);
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    if (busy || !image) return;
    const before = image;
    setBusy(true);
    setImage('');
    try {
      await deleteInviteImage();
      showToast(IMAGE_MESSAGES.removed, 'info');
      void refreshPreviews();
    } catch (error) {
      setImage(before);
      showToast(messageOf(error, IMAGE_MESSAGES.deleteFailed), 'error');
    } finally {
      setBusy(false);
    }
  };

  const t = useAppText();
  const shown = preview ?? image;
  return (
    <fieldset className="form__group invite-image" data-testid="invite-image">
      <legend>{t('uploads.invite.photo')}</legend>
      {shown ? (
        <img className="invite-image__photo" src={shown} alt={t('uploads.invite.photoAlt')} data-testid="invite-image-photo" />
      ) : (
        <p className="field__hint" data-testid="invite-image-empty">
          {photoDesigns.length > 0 ? t('uploads.invite.noneWith', { designs: photoDesigns.join(', ') }) : t('uploads.invite.none')}
        </p>
      )}
      {progress !== null && (
        <progress className="invite-image__progress" max={100} value={progress} aria-label={t('uploads.invite.progress')} data-testid="invite-image-progress">
          {progress}%
        </progress>
      )}
      <div className="announce__row">
        <label className={`btn${busy ? ' btn--disabled' : ''}`}>
          {t(image ? 'uploads.invite.replace' : 'uploads.invite.upload')}
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="invite-image__file"
            disabled={busy}
            data-testid="invite-image-input"
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
          />
        </label>
        {image && (
          <button type="button" className="btn btn--ghost" onClick={() => void remove()} disabled={busy}>
            {t('uploads.invite.remove')}
          </button>
        )}
      </div>
      <p className="field__hint">
        {photoDesigns.length > 0 ? t('uploads.invite.builtAround', { designs: photoDesigns.join(', ') }) : t('uploads.invite.above')}
      </p>
    </fieldset>
  );
}

export default defineIsland('InviteImage', inviteImagePropsSchema, InviteImage, { load: 'eager' });
