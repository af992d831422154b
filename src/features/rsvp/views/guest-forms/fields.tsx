import type { ReactNode } from 'react';
import type { Translate } from '../../../../shared/i18n/translate';
import { useI18n } from '../../../../shared/i18n/react';
import { optionLabel, type QuestionTranslations, questionLabel } from '../../../../shared/rsvp/question-text';

/** Props of a field that is controlled when the form is live (hydrated) and plain HTML otherwise. */
export function valueProps(value: string, onChange?: (value: string) => void) {
  return onChange ? { value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) } : { defaultValue: value };
}

export function checkedProps(checked: boolean, onCheck?: () => void) {
  return onCheck ? { checked, onChange: onCheck } : { defaultChecked: checked };
}

export function fieldId(name: string) {
  return `rsvp-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export function ErrorText({ name, errors }: { name: string; errors: Record<string, string> }) {
  const message = errors[name];
  if (!message) return null;
  return (
    <span className="rsvp-field__error" id={`${fieldId(name)}-error`} role="alert">
      {message}
    </span>
  );
}

/** aria attributes tying a field to its error message. */
export function invalidProps(name: string, errors: Record<string, string>) {
  return errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {};
}

/** The guest's name and e-mail fields: the same limits wherever a guest types them. */
export const NAME_FIELD = { name: 'name', autoComplete: 'name', maxLength: 100, required: true } as const;
export const EMAIL_FIELD = { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254, required: true } as const;

/** One labelled text field of the guest forms (a textarea when it has rows), with its hint and error. */
export function TextField({
  name,
  id = name,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  required,
  rows,
  hint,
  value,
  errors,
  onChange,
}: {
  /** The form field's name and its key in errors. */
  name: string;
  /** The element id, before fieldId (defaults to the name). */
  id?: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength: number;
  required?: boolean;
  rows?: number;
  hint?: string;
  value: string;
  errors: Record<string, string>;
  onChange?: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the input or textarea rendered inside
    <label className="rsvp-field">
      <span className="rsvp-field__label">{label}</span>
      {rows ? (
        <textarea
          className="rsvp-field__input"
          name={name}
          id={fieldId(id)}
          rows={rows}
          maxLength={maxLength}
          {...invalidProps(name, errors)}
          {...valueProps(value, onChange)}
        />
      ) : (
        <input
          className="rsvp-field__input"
          type={type}
          name={name}
          id={fieldId(id)}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required={required}
          {...invalidProps(name, errors)}
          {...valueProps(value, onChange)}
        />
      )}
      {hint && <span className="rsvp-field__hint">{hint}</span>}
      <ErrorText name={name} errors={errors} />
    </label>
  );
}

export function Choices({
  name,
  legend,
  options,
  value,
  errors,
  onChange,
  required,
}: {
  name: string;
  legend: ReactNode;
  options: { value: string; label: string }[];
  value: string;
  errors: Record<string, string>;
  onChange?: (value: string) => void;
  required?: boolean;
}) {
  return (
    <fieldset className="rsvp-choices" {...invalidProps(name, errors)}>
      <legend className="rsvp-choices__legend">{legend}</legend>
      <div className="rsvp-choices__options">
        {options.map((option) => (
          <label key={option.value} className="rsvp-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              {...checkedProps(value === option.value, onChange && (() => onChange(option.value)))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorText name={name} errors={errors} />
    </fieldset>
  );
}

/** Yes and no as the two choices of a question, in the page's language. */
export function yesNo(t: Translate) {
  return [
    { value: 'yes', label: t('rsvp.yes') },
    { value: 'no', label: t('rsvp.no') },
  ];
}

/** One question's answer field: short text, yes/no as two big radio buttons, or a select (RSVP and special requests alike). */
export function QuestionField({
  question,
  name,
  value,
  errors,
  onChange,
}: {
  question: { kind: string; label: string; options: string[]; required: boolean; translations?: QuestionTranslations };
  name: string;
  value: string;
  errors: Record<string, string>;
  onChange?: (value: string) => void;
}) {
  // The couple's words in the page's language where they wrote them; a choice's value stays the default's.
  const { t, lang } = useI18n();
  const label = (
    <>
      {questionLabel(question, lang)}
      {question.required ? <span className="rsvp-required"> {t('rsvp.required')}</span> : null}
    </>
  );
  if (question.kind === 'yesno') return <Choices name={name} legend={label} options={yesNo(t)} value={value} errors={errors} onChange={onChange} />;
  if (question.kind === 'choice') {
    return (
      <label className="rsvp-field">
        <span className="rsvp-field__label">{label}</span>
        <select className="rsvp-field__input" name={name} id={fieldId(name)} {...invalidProps(name, errors)} {...valueProps(value, onChange)}>
          <option value="">{t('rsvp.choose')}</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(question, option, lang)}
            </option>
          ))}
        </select>
        <ErrorText name={name} errors={errors} />
      </label>
    );
  }
  return (
    <label className="rsvp-field">
      <span className="rsvp-field__label">{label}</span>
      <input
        className="rsvp-field__input"
        type="text"
        name={name}
        id={fieldId(name)}
        maxLength={500}
        {...invalidProps(name, errors)}
        {...valueProps(value, onChange)}
      />
      <ErrorText name={name} errors={errors} />
    </label>
  );
}
