import { useAtomValue, useSetAtom } from 'jotai';
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

const LABELS: Record<ColorField, string> = {
  mainHeadingColor: 'Main heading',
  navColor: 'Menu',
  sectionColor: 'Section headings',
  paragraphColor: 'Paragraphs',
  backgroundColorOne: 'Background one',
  backgroundColorTwo: 'Background two',
  subAccentColor: 'Sub accent',
  mainAccentColor: 'Main accent',
};

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

  // The pickers appear once all eight colours have resolved to hex.
  if (!colours || !hexes) {
    return (
      <p className="b-spinner" role="status">
        <span className="b-spinner__dot" aria-hidden="true" /> Loading colours…
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
            <span>{LABELS[field]}</span>
          </label>
        ))}
      </div>
      {waiting && (
        <p className="b-note" role="status">
          Colours are saved 2 seconds after your last change…
        </p>
      )}
      {unsent && !waiting && (
        <div className="b-warning" role="alert">
          <p className="b-note">Your colour changes are not saved yet. They are sent with your next save, or now:</p>
          <button type="button" className="btn btn--primary b-small" disabled={loading} onClick={() => void retry()}>
            Save colours
          </button>
        </div>
      )}
      {warnings.map((warning) => (
        <p key={warning.label} className="b-warning" role="alert">
          {warning.label} are hard to read (contrast {warning.ratio.toFixed(1)}:1, AA needs {warning.min}:1).
          {warning.suggestion && (
            <button type="button" className="btn b-small" onClick={() => change({ field: warning.text, hex: oklchToHex(warning.suggestion!)! })}>
              <span className="b-swatch" style={{ background: warning.suggestion }} aria-hidden="true" />
              Use the nearest readable shade
            </button>
          )}
        </p>
      ))}
      <BusyButton className="btn b-small b-save" disabled={loading} busyText="Resetting…" onClick={() => reset()}>
        Reset colours
      </BusyButton>
    </div>
  );
}
