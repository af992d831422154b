import { useAtomValue, useSetAtom } from 'jotai';
import { useAppText } from '../../../src/shared/i18n/app';
import { oklchToHex } from '../../../src/shared/wedding/oklch';
import { COLOR_FIELDS, type ColorField } from '../../../src/shared/wedding/palette';
import {
  changeColourAtom,
  colourHexesAtom,
  effectiveColoursAtom,
  pendingColoursAtom,
  resetColoursAtom,
  retryColoursAtom,
  unsentColoursAtom,
} from '../state/colours';
import { contrastWarnings } from '../state/contrast';
import { useIsLoading } from '../state/use-draft';
import { BusyButton } from './controls';

const LABELS = {
  mainHeadingColor: 'builder.colour.mainHeading',
  navColor: 'builder.colour.menu',
  sectionColor: 'builder.colour.sectionHeadings',
  paragraphColor: 'builder.colour.paragraphs',
  backgroundColorOne: 'builder.colour.backgroundOne',
  backgroundColorTwo: 'builder.colour.backgroundTwo',
  subAccentColor: 'builder.colour.subAccent',
  mainAccentColor: 'builder.colour.mainAccent',
} as const satisfies Record<ColorField, string>;

/** Eight pickers in hex, stored as OKLCH; changes go to the server once, 2 s after the last one. */
export function ColourScheme() {
  const colours = useAtomValue(effectiveColoursAtom);
  const hexes = useAtomValue(colourHexesAtom);
  const waiting = useAtomValue(pendingColoursAtom).length > 0;
  const unsent = useAtomValue(unsentColoursAtom).length > 0;
  const retry = useSetAtom(retryColoursAtom);
  const change = useSetAtom(changeColourAtom);
  const reset = useSetAtom(resetColoursAtom);
  const loading = useIsLoading();
  const t = useAppText();

  // The pickers appear once all eight colours have resolved to hex.
  if (!colours || !hexes) {
    return (
      <p className="b-spinner" role="status">
        <span className="b-spinner__dot" aria-hidden="true" /> {t('builder.colour.loading')}
      </p>
    );
  }
  const warnings = contrastWarnings(colours);
  return (
    <div className="b-colours">
      <div className="b-colour-grid">
        {COLOR_FIELDS.map((field) => (
          <label key={field} className="b-colour">
            <input type="color" name={field} value={hexes[field] ?? '#000000'} onChange={(e) => change({ field, hex: e.target.value })} />
            <span>{t(LABELS[field])}</span>
          </label>
        ))}
      </div>
      {waiting && (
        <p className="b-note" role="status">
          {t('builder.colour.savingSoon')}
        </p>
      )}
      {unsent && !waiting && (
        <div className="b-warning" role="alert">
          <p className="b-note">{t('builder.colour.unsent')}</p>
          <button type="button" className="btn btn--primary b-small" disabled={loading} onClick={() => void retry()}>
            {t('builder.colour.save')}
          </button>
        </div>
      )}
      {warnings.map((warning) => (
        <p key={warning.label} className="b-warning" role="alert">
          {t('builder.colour.hardToRead', { label: warning.label, ratio: warning.ratio.toFixed(1), min: warning.min })}
          {warning.suggestion && (
            <button type="button" className="btn b-small" onClick={() => change({ field: warning.text, hex: oklchToHex(warning.suggestion!)! })}>
              <span className="b-swatch" style={{ background: warning.suggestion }} aria-hidden="true" />
              {t('builder.colour.nearestShade')}
            </button>
          )}
        </p>
      ))}
      <BusyButton className="btn b-small b-save" disabled={loading} busyText={t('builder.colour.resetting')} onClick={() => reset()}>
        {t('builder.colour.reset')}
      </BusyButton>
    </div>
  );
}
