import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { COLOR_DEBOUNCE_MS } from '../../../src/domain/wedding/limits';
import { hexToOklch, oklchToHex } from '../../../src/domain/wedding/oklch';
import { COLOR_FIELDS } from '../../../src/domain/wedding/palette';
import { contrastWarnings } from '../state/contrast';
import { discardEditsAtom, draftAtom, editAtom, optimisticChangeAtom, saveAtom } from '../state/draft';
import { useIsLoading } from '../state/use-draft';

const LABELS: Record<string, string> = {
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
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const save = useSetAtom(saveAtom);
  const reset = useSetAtom(optimisticChangeAtom);
  const discard = useSetAtom(discardEditsAtom);
  const loading = useIsLoading();
  const pending = useRef<Set<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [waiting, setWaiting] = useState(false);

  const hexes = useMemo(() => {
    const result: Record<string, string | null> = {};
    for (const field of COLOR_FIELDS) {
      const value = draft?.[field];
      const hex = typeof value === 'string' ? oklchToHex(value) : null;
      if (value && !hex) console.warn(`Invalid OKLCH colour in ${field}: ${String(value)}`);
      result[field] = hex;
    }
    return result;
  }, [draft]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const flush = () => {
    const fields = [...pending.current];
    pending.current.clear();
    setWaiting(false);
    if (fields.length) void save({ fields });
  };

  const change = (field: string, hex: string) => {
    const value = hexToOklch(hex);
    if (!value) return;
    edit({ [field]: value });
    pending.current.add(field);
    setWaiting(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, COLOR_DEBOUNCE_MS);
  };

  const resolved = COLOR_FIELDS.every((field) => hexes[field] !== undefined);
  if (!draft || !resolved) return <p className="b-spinner" role="status">Loading colours…</p>;
  const warnings = contrastWarnings(draft);
  return (
    <div className="b-colours">
      <div className="b-colour-grid">
        {COLOR_FIELDS.map((field) => (
          <label key={field} className="b-colour">
            <input type="color" name={field} value={hexes[field] ?? '#000000'} onChange={(e) => change(field, e.target.value)} />
            <span>{LABELS[field]}</span>
          </label>
        ))}
      </div>
      {waiting && <p className="b-note">Saving colours…</p>}
      {warnings.map((warning) => (
        <p key={warning.label} className="b-warning" role="alert">
          {warning.label} are hard to read (contrast {warning.ratio.toFixed(1)}:1, AA needs 4.5:1).
          {warning.suggestion && (
            <button type="button" className="btn b-small" onClick={() => change(warning.text, oklchToHex(warning.suggestion!)!)}>
              Use a readable shade
            </button>
          )}
        </p>
      ))}
      <button
        type="button"
        className="btn b-small"
        disabled={loading}
        onClick={() => {
          if (timer.current) clearTimeout(timer.current);
          pending.current.clear();
          setWaiting(false);
          discard([...COLOR_FIELDS]);
          void reset({ fields: { resetColors: true, weddingTheme: draft.weddingTheme }, failureText: 'Unable to reset colours' });
        }}
      >
        Reset colours
      </button>
    </div>
  );
}
