import { WEDDING_URL_INPUT_PATTERN, WEDDING_URL_INPUT_TITLE } from '../domain/wedding-url';
import { useAppText } from '../../../shared/i18n/app';

/** "Your website address": the origin, then the wedding's address (setup wizard, quick settings). */
export function WeddingUrlField({ origin, value, required, hint }: { origin: string; value: string; required?: boolean; hint: string }) {
  const t = useAppText();
  return (
    <label className="field">
      <span className="field__label">{t('weddings.url.label')}</span>
      <span className="field__affix">
        <span className="field__prefix">{origin}/</span>
        <input
          className="field__input"
          name="weddingUrl"
          defaultValue={value}
          placeholder={t('weddings.url.placeholder')}
          autoComplete="off"
          spellCheck={false}
          required={required}
          pattern={WEDDING_URL_INPUT_PATTERN}
          title={WEDDING_URL_INPUT_TITLE}
        />
      </span>
      <span className="field__hint">{hint}</span>
    </label>
  );
}
