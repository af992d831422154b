import { ImageFileInput } from './controls';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useAppText } from '../../../src/shared/i18n/app';
import { draftAtom } from '../state/draft';
import { deleteImageAtom, slotOf, uploadImageAtom, uploadsAtom, type ImageTarget } from '../state/images';
import { useIsLoading } from '../state/use-draft';
import { fieldValue, type WeddingField } from '../state/api';

/** One image (main photo, hero, background): preview, progress, change, delete. */
export function ImagePicker({ field, target, emptyText, label }: { field: WeddingField; target: ImageTarget; emptyText: string; label: string }) {
  const draft = useAtomValue(draftAtom);
  const uploads = useAtomValue(uploadsAtom);
  const upload = useSetAtom(uploadImageAtom);
  const remove = useSetAtom(deleteImageAtom);
  const loading = useIsLoading();
  const inputId = useId();
  const t = useAppText();
  const pending = uploads[slotOf(target)];
  const current = (fieldValue(draft, field) as string | undefined) ?? '';
  const shown = pending?.preview ?? current;
  return (
    <div className="b-image" data-image-field={field}>
      <span className="b-field__label">{label}</span>
      {shown ? <img className="b-image__preview" src={shown} alt="" /> : <p className="b-note">{emptyText}</p>}
      {pending && <progress className="b-progress" max={100} value={pending.progress} aria-label={t('builder.image.progress')} />}
      <div className="b-row">
        <label htmlFor={inputId} className="btn b-small">
          {current ? t('builder.image.change') : t('builder.image.upload')}
        </label>
        <ImageFileInput
          id={inputId}
          disabled={loading}
          onFiles={([file]) => {
            if (file) void upload({ file, target });
          }}
        />
        {current && (
          <button type="button" className="btn b-small" disabled={loading} onClick={() => void remove({ address: current, target })}>
            {t('builder.image.delete')}
          </button>
        )}
      </div>
    </div>
  );
}
