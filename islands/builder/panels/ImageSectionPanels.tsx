import { EDITOR_MESSAGES } from '../../../src/shared/wedding/limits';
import { Checkbox, Select } from './controls';
import { ImagePicker } from './ImagePicker';
import { SectionPanel } from './SectionPanel';

export const FILTER_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'grayscale', label: 'Grayscale' },
  { value: 'sepia', label: 'Sepia' },
  { value: 'dark', label: 'Darken' },
] as const;

export function MainPhotoPanel() {
  return (
    <SectionPanel sectionKey="mainPhoto">
      <ImagePicker field="mainImg" target={{ flag: 'mainImg' }} label="Main photo" emptyText={EDITOR_MESSAGES.noMainImage} />
      <Select name="mainImgFilter" label="Filter" options={FILTER_OPTIONS} />
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
