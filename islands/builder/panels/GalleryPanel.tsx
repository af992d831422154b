import { ImageFileButton, ImageFileInput } from './controls';
import { arrayMove } from '@dnd-kit/sortable';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useAppText } from '../../../src/shared/i18n/app';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/editor-messages';
import { GALLERY_MAX_IMAGES } from '../../../src/shared/wedding/limits';
import { SortableItem, SortableList } from '../dnd/SortableList';
import { draftAtom, editAtom, noticeAtom, optimisticChangeAtom, saveAtom } from '../state/draft';
import { deleteImageAtom, galleryAdds, uploadGalleryImagesAtom, uploadImageAtom, uploadsAtom } from '../state/images';
import { useIsLoading } from '../state/use-draft';
import { SectionPanel, sectionSaveFields } from './SectionPanel';

const LAYOUTS = [
  { value: 'slider', label: 'builder.gallery.slider' },
  { value: 'columns', label: 'builder.gallery.columns' },
  { value: 'stacked', label: 'builder.gallery.stacked' },
] as const;

/**
 * Gallery and second gallery: tagline, layout picker, reorderable images, add (several at once,
 * each with its own preview and progress, up to 10), replace and delete.
 */
export function GalleryPanel({ sectionKey }: { sectionKey: 'images' | 'customTwo' }) {
  const section = sectionKey === 'images' ? 'imagesSection' : 'customTwoSection';
  const listField = sectionKey === 'images' ? 'images' : 'customTwoImages';
  const layoutField = sectionKey === 'images' ? 'imagesLayout' : 'customTwoLayout';
  const draft = useAtomValue(draftAtom);
  const uploads = useAtomValue(uploadsAtom);
  const edit = useSetAtom(editAtom);
  const save = useSetAtom(saveAtom);
  const changeLayout = useSetAtom(optimisticChangeAtom);
  const upload = useSetAtom(uploadImageAtom);
  const uploadMany = useSetAtom(uploadGalleryImagesAtom);
  const remove = useSetAtom(deleteImageAtom);
  const setNotice = useSetAtom(noticeAtom);
  const loading = useIsLoading();
  const inputId = useId();
  const t = useAppText();
  if (!draft) return null;
  const images = (draft[listField] as string[]) ?? [];
  const layout = draft[layoutField] as string;
  const adding = galleryAdds(uploads, section);

  const add = (files: File[]) => {
    if (files.length === 0) return;
    if (images.length + adding.length >= GALLERY_MAX_IMAGES) {
      setNotice({ kind: 'warning', text: EDITOR_MESSAGES.galleryLimit });
      return;
    }
    void uploadMany({ files, section });
  };

  return (
    <SectionPanel sectionKey={sectionKey} saveLabel={t('builder.gallery.save')} onSave={() => save({ fields: sectionSaveFields(sectionKey) })}>
      <div className="b-field" role="radiogroup" aria-label={t('builder.gallery.layout')}>
        <span className="b-field__label">{t('builder.gallery.layout')}</span>
        <div className="b-row">
          {LAYOUTS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={layout === option.value}
              className={`btn b-small${layout === option.value ? ' btn--primary' : ''}`}
              disabled={loading}
              onClick={() => void changeLayout({ fields: { [layoutField]: option.value }, failureText: EDITOR_MESSAGES.unableToUpdateLayout })}
            >
              {t(option.label)}
            </button>
          ))}
        </div>
      </div>
      <SortableList
        id={`gallery-${sectionKey}`}
        items={images}
        onMove={(from, to) => edit({ [listField]: arrayMove(images, images.indexOf(from), images.indexOf(to)) })}
      >
        {images.map((url, index) => {
          const replacing = uploads[`${section}:${url}`];
          return (
            <SortableItem key={url} id={url} label={t('builder.gallery.image', { n: index + 1 })}>
              <img className="b-thumb" src={replacing?.preview ?? url} alt={t('builder.gallery.imageAlt', { n: index + 1 })} />
              {replacing && <progress className="b-progress" max={100} value={replacing.progress} />}
              <ImageFileButton disabled={loading} onFile={(file) => void upload({ file, target: { section, replaceTarget: url } })}>
                {t('builder.gallery.replace')}
              </ImageFileButton>
              <button type="button" className="btn b-small" disabled={loading} onClick={() => void remove({ address: url, target: { section } })}>
                {t('builder.gallery.delete')}
              </button>
            </SortableItem>
          );
        })}
      </SortableList>
      {adding.length > 0 && (
        <ul className="b-uploads" aria-label={t('builder.gallery.uploading')}>
          {adding.map(([slot, state], index) => (
            <li key={slot} className="b-row" data-upload={slot}>
              <img className="b-thumb" src={state.preview} alt={t('builder.gallery.uploading')} />
              <progress
                className="b-progress"
                max={100}
                value={state.progress}
                aria-label={t('builder.gallery.progress', { n: index + 1, count: adding.length })}
              />
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="btn b-small" aria-disabled={loading}>
        {t('builder.gallery.add', { count: images.length, max: GALLERY_MAX_IMAGES })}
      </label>
      <ImageFileInput id={inputId} testId={`${sectionKey}-add-image`} multiple disabled={loading} onFiles={add} />
    </SectionPanel>
  );
}
