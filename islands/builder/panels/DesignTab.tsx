import { useAtomValue } from 'jotai';
import { THEME_CATALOGUE } from '../../../src/shared/wedding/themes';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/limits';
import { draftAtom, saveAtom } from '../state/draft';
import { useSetAtom } from 'jotai';
import { SaveButton, Select } from './controls';
import { FILTER_OPTIONS } from './ImageSectionPanels';
import { ImagePicker } from './ImagePicker';

export function DesignTab() {
  const draft = useAtomValue(draftAtom);
  const save = useSetAtom(saveAtom);
  const theme = String(draft?.weddingTheme ?? 'light');
  const entry = THEME_CATALOGUE.find((t) => t.title === theme);
  return (
    <div className="b-tab">
      <a className="b-theme-card card" href="/app/designs" data-theme={theme}>
        <span className="b-field__label">Theme</span>
        <strong>{entry?.displayedTitle ?? theme}</strong>
        <span className="b-note">Change the design</span>
      </a>
      <ImagePicker field="heroImg" target={{ flag: 'heroImg' }} label="Hero image" emptyText={EDITOR_MESSAGES.noMainImage} />
      <Select name="heroImgFilter" label="Hero filter" options={FILTER_OPTIONS} />
      <SaveButton onClick={() => save({ fields: ['heroImgFilter'] })} />
    </div>
  );
}
