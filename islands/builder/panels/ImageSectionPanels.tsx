import { useAtomValue } from 'jotai';
import { useAppText } from '../../../src/shared/i18n/app';
import { heroPhotoTarget, mainPhotoOpensPage } from '../../../src/shared/wedding/hero-photo';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/editor-messages';
import { draftAtom } from '../state/draft';
import { Checkbox, Select } from './controls';
import { ImagePicker } from './ImagePicker';
import { SectionPanel } from './SectionPanel';

const FILTERS = [
  { value: 'none', label: 'builder.filter.none' },
  { value: 'grayscale', label: 'builder.filter.grayscale' },
  { value: 'sepia', label: 'builder.filter.sepia' },
  { value: 'dark', label: 'builder.filter.darken' },
] as const;

/** The photo filters, in the couple's words. */
function useFilterOptions() {
  const t = useAppText();
  return FILTERS.map(({ value, label }) => ({ value, label: t(label) }));
}

/**
 * The one hero picker (issue 25 item 6): the photo behind the names, wherever it is stored (the
 * main photo when its section opens the page, else the Design tab's hero; hero-photo.ts decides,
 * as the public page does). The Design tab and the opening main photo panel show this same
 * picker, so they can never disagree.
 */
export function HeroPicker() {
  const draft = useAtomValue(draftAtom);
  const field = heroPhotoTarget(draft ?? {});
  const t = useAppText();
  const filters = useFilterOptions();
  return (
    <div className="b-hero-picker" data-testid="hero-picker">
      <ImagePicker field={field} target={{ flag: field }} label={t('builder.image.behindNames')} emptyText={EDITOR_MESSAGES.noMainImage} />
      <Select name={field === 'mainImg' ? 'mainImgFilter' : 'heroImgFilter'} label={t('builder.image.filter')} options={filters} />
    </div>
  );
}

/** The main photo section: the hero picker when it opens the page, otherwise a photo of its own further down. */
export function MainPhotoPanel() {
  const draft = useAtomValue(draftAtom);
  const opens = mainPhotoOpensPage(draft ?? {});
  const t = useAppText();
  const filters = useFilterOptions();
  return (
    <SectionPanel sectionKey="mainPhoto">
      {opens ? (
        <HeroPicker />
      ) : (
        <>
          <ImagePicker field="mainImg" target={{ flag: 'mainImg' }} label={t('builder.image.photo')} emptyText={EDITOR_MESSAGES.noMainImage} />
          <Select name="mainImgFilter" label={t('builder.image.filter')} options={filters} />
        </>
      )}
    </SectionPanel>
  );
}

export function TextOverImagePanel() {
  const t = useAppText();
  return (
    <SectionPanel sectionKey="customSix">
      <ImagePicker field="fixedImg" target={{ flag: 'fixedImg' }} label={t('builder.image.background')} emptyText={EDITOR_MESSAGES.noBackgroundImage} />
      <Checkbox name="darkTextOverImg" label={t('builder.image.darken')} />
      <Checkbox name="textWhite" label={t('builder.image.whiteText')} />
    </SectionPanel>
  );
}
