import type { SpecialQuestion } from '../../../domain/special-requests/model';
import { FormError } from '../../components/Form';

export interface SpecialQuestionValues {
  label: string;
  kind: string;
  options: string;
  required: boolean;
}

export function questionValues(question: SpecialQuestion): SpecialQuestionValues {
  return { label: question.label, kind: question.kind, options: question.options.join('\n'), required: question.required };
}

export const EMPTY_QUESTION: SpecialQuestionValues = { label: '', kind: 'text', options: '', required: false };

const KIND_LABELS = { text: 'Short text', yesno: 'Yes / no', choice: 'Single choice' } as const;
export const kindLabel = (kind: string) => KIND_LABELS[kind as keyof typeof KIND_LABELS] ?? kind;

/** Add or edit one question (plain form; options one per line, used by single choice only). */
export function SpecialQuestionForm({
  action,
  values,
  error,
  submitLabel,
  testId,
  cancelHref,
}: {
  action: string;
  values: SpecialQuestionValues;
  error?: string | null;
  submitLabel: string;
  testId: string;
  cancelHref?: string;
}) {
  return (
    <form method="post" action={action} className="rsvp-question-form" data-testid={testId}>
      <FormError message={error} />
      <div className="rsvp-question-form__grid">
        <label className="field rsvp-question-form__label">
          <span className="field__label">Question</span>
          <input className="field__input" name="label" defaultValue={values.label} maxLength={200} required placeholder="Any dietary needs or allergies?" />
        </label>
        <label className="field">
          <span className="field__label">Type</span>
          <select className="field__input" name="kind" defaultValue={values.kind}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--check">
          <input type="checkbox" name="required" value="true" defaultChecked={values.required} />
          <span>Required</span>
        </label>
        <label className="field rsvp-question-form__options">
          <span className="field__label">Options (single choice)</span>
          <textarea className="field__input" name="options" rows={3} defaultValue={values.options} placeholder={'Vegetarian\nVegan\nNo restrictions'} />
          <span className="field__hint">One option per line; at least two.</span>
        </label>
      </div>
      <div className="rsvp-question-form__actions">
        <button className="btn btn--primary" type="submit">
          {submitLabel}
        </button>
        {cancelHref && (
          <a className="btn btn--ghost" href={cancelHref}>
            Cancel
          </a>
        )}
      </div>
    </form>
  );
}
