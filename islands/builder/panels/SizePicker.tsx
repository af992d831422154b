import { TEXT_SIZES, type TextSize } from '../../../src/shared/wedding/limits';
import { useAppText } from '../../../src/shared/i18n/app';
import { useDraftField } from '../state/use-draft';
import type { WeddingField } from '../state/api';
import { SIZE_LABELS, SIZE_SAMPLE_PX } from './options';

/**
 * A text size as the couple sees it: five named choices (Extra small … Huge), each with an "Aa"
 * drawn at its step, instead of a list of stored keys and pixel sizes.
 */
export function SizePicker({ name, label }: { name: WeddingField; label: string }) {
  const [value, setValue] = useDraftField<TextSize>(name);
  const t = useAppText();
  return (
    <fieldset className="b-sizes">
      <legend className="b-field__label">{label}</legend>
      <div className="b-sizes__row">
        {TEXT_SIZES.map((size) => (
          <label key={size} className={`b-sizes__option${value === size ? ' is-checked' : ''}`}>
            <input type="radio" name={name} value={size} checked={value === size} onChange={() => setValue(size)} />
            <span className="b-sizes__sample" style={{ fontSize: `${SIZE_SAMPLE_PX[size]}px` }} aria-hidden="true">
              {t('builder.size.sample')}
            </span>
            <span className="b-sizes__name">{t(SIZE_LABELS[size])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
