import { useAtomValue } from 'jotai';
import { useAppText } from '../../../src/shared/i18n/app';
import { THEME_CATALOGUE } from '../../../src/shared/wedding/themes';
import { draftAtom, saveAtom } from '../state/draft';
import { useSetAtom } from 'jotai';
import { SaveButton } from './controls';
import { HeroPicker } from './ImageSectionPanels';

export function DesignTab() {
  const draft = useAtomValue(draftAtom);
  const save = useSetAtom(saveAtom);
  const theme = String(draft?.weddingTheme ?? 'light');
  const entry = THEME_CATALOGUE.find((e) => e.title === theme);
  const t = useAppText();
  return (
    <div className="b-tab">
      <a className="b-theme-card card" href="/app/designs" data-theme={theme}>
        <span className="b-field__label">{t('builder.design.theme')}</span>
        <strong>{entry?.displayedTitle ?? theme}</strong>
        <span className="b-note">{t('builder.design.change')}</span>
      </a>
      <HeroPicker />
      <SaveButton onClick={() => save({ fields: ['mainImgFilter', 'heroImgFilter'] })} />
    </div>
  );
}
