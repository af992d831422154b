import { useAtomValue } from 'jotai';
import { heroPhotoTarget, mainPhotoOpensPage } from '../../../src/shared/wedding/hero-photo';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/limits';
import { draftAtom } from '../state/draft';
import { Checkbox, Select } from './controls';
import { ImagePicker } from './ImagePicker';
import { SectionPanel } from './SectionPanel';

export const FILTER_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'grayscale', label: 'Grayscale' },
  { value: 'sepia', label: 'Sepia' },
  { value: 'dark', label: 'Darken' },
] as const;

/**
 * The one hero picker (issue 25 item 6): the photo behind the names, wherever it is stored (the
 * main photo when its section opens the page, else the Design tab's hero; hero-photo.ts decides,
 * as the public page does). The Design tab and the opening main photo panel show this same
 * picker, so they can never disagree.
 */
export function HeroPicker() {
  const draft = useAtomValue(draftAtom);
  const field = heroPhotoTarget(draft ?? {});
  return (
    <div className="b-hero-picker" data-testid="hero-picker">
      <ImagePicker field={field} target={{ flag: field }} label="Photo behind your names" emptyText={EDITOR_MESSAGES.noMainImage} />
      <Select name={field === 'mainImg' ? 'mainImgFilter' : 'heroImgFilter'} label="Filter" options={FILTER_OPTIONS} />
    </div>
  );
}

/** The main photo section: the hero picker when it opens the page, otherwise a photo of its own further down. */
export function MainPhotoPanel() {
  const draft = useAtomValue(draftAtom);
  const opens = mainPhotoOpensPage(draft ?? {});
  return (
    <SectionPanel sectionKey="mainPhoto">
      {opens ? (
        <HeroPicker />
      ) : (
        <>
          <ImagePicker field="mainImg" target={{ flag: 'mainImg' }} label="Photo" emptyText={EDITOR_MESSAGES.noMainImage} />
          <Select name="mainImgFilter" label="Filter" options={FILTER_OPTIONS} />
        </>
      )}
    </SectionPanel>
  );
}

export function TextOverImagePanel() {
  return (
    <SectionPanel sectionKey="customSix">
      <ImagePicker field="fixedImg" target={{ flag: 'fixedImg' }} label="Background image" emptyText={EDITOR_MESSAGES.noBackgroundImage} />
      <Checkbox name="darkTextOverImg" label="Darken Image" />
      <Checkbox name="textWhite" label="White Text" />
    </SectionPanel>
  );
}
