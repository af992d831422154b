import { FormError } from '../../../../core/rendering/components/Form';
import { languageDir } from '../../../../shared/i18n';
import { LANGUAGE_NAMES_IN_ENGLISH, type SiteLanguage } from '../../../../shared/wedding/languages';
import { defaultTextHint, type Translations } from '../../../../shared/wedding/translations';
import type { WritingLanguages } from '../../../../shared/i18n';

/**
 * One question form for the RSVP questions and the special requests. `scope` (each guest or once
 * per household) exists only for RSVP questions; without it the form asks nothing about scope.
 */
export interface QuestionFormValues {
  label: string;
  kind: string;
  options: string;
  required: boolean;
  scope?: string;
  /** RSVP questions: the event asked about ('' for all events). */
  eventId?: string;
  /**
   * RSVP questions: "Show to the caterer". Known (a boolean) when editing: a hidden 'false' goes before the box
   * so unticking is sent; undefined on the add form: unticked leaves the choice to the label's words.
   */
  forCaterer?: boolean;
  /** The label and the options (one per line, in the options' order) in the wedding's other languages (issue 27 item 2). */
  translations?: Record<string, { label: string; options: string }>;
}

/** A question's stored translations as the form's fields. */
function translationValues(question: { options: string[]; translations?: Translations }): QuestionFormValues['translations'] {
  const result: NonNullable<QuestionFormValues['translations']> = {};
  for (const [lang, texts] of Object.entries(question.translations ?? {})) {
    result[lang] = {
      label: texts?.label ?? '',
      options: question.options
        .map((_, index) => texts?.[`options.${index}`] ?? '')
        .join('\n')
        .replace(/\n+$/, ''),
    };
  }
  return result;
}

export function questionValues(question: {
  label: string;
  kind: string;
  options: string[];
  required: boolean;
  scope?: string;
  eventId?: string | null;
  forCaterer?: boolean;
  translations?: Translations;
}): QuestionFormValues {
  const values: QuestionFormValues = {
    label: question.label,
    kind: question.kind,
    options: question.options.join('\n'),
    required: question.required,
    translations: translationValues(question),
  };
  if (question.scope !== undefined) values.scope = question.scope;
  if (question.scope !== undefined) values.eventId = question.eventId ?? '';
  if (question.scope !== undefined) values.forCaterer = question.forCaterer ?? false;
  return values;
}

export const EMPTY_QUESTION: QuestionFormValues = { label: '', kind: 'text', options: '', required: false, scope: 'guest', eventId: '' };
export const EMPTY_SPECIAL_QUESTION: QuestionFormValues = { label: '', kind: 'text', options: '', required: false };

const KIND_LABELS = { text: 'Short text', yesno: 'Yes / no', choice: 'Single choice' } as const;
export const kindLabel = (kind: string) => KIND_LABELS[kind as keyof typeof KIND_LABELS] ?? kind;

/** Add or edit one question (plain form; options one per line, used by single choice only). */
export function QuestionForm({
  action,
  values,
  error,
  submitLabel,
  testId,
  cancelHref,
  examples = { label: 'Any dietary needs?', options: 'Chicken\nFish\nVegetarian' },
  requiredLabel = 'Required for guests who attend',
  events = [],
  languages,
}: {
  action: string;
  values: QuestionFormValues;
  error?: string | null;
  submitLabel: string;
  testId: string;
  cancelHref?: string;
  examples?: { label: string; options: string };
  requiredLabel?: string;
  /** The wedding's events: with two or more, a question can be about one of them. */
  events?: { id: string; title: string }[];
  /** The wedding's languages: with more than one, a field per other language beside the default's. */
  languages?: WritingLanguages;
}) {
  return (
    <form method="post" action={action} className="rsvp-question-form" data-testid={testId}>
      <FormError message={error} />
      <div className="rsvp-question-form__grid">
        <label className="field rsvp-question-form__label">
          <span className="field__label">Question</span>
          <input className="field__input" name="label" defaultValue={values.label} maxLength={200} required placeholder={examples.label} />
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
        {values.scope !== undefined && (
          <label className="field">
            <span className="field__label">Ask</span>
            <select className="field__input" name="scope" defaultValue={values.scope}>
              <option value="guest">Each guest</option>
              <option value="household">Once per household</option>
            </select>
          </label>
        )}
        {values.scope !== undefined && events.length >= 2 && (
          <label className="field">
            <span className="field__label">About</span>
            <select className="field__input" name="eventId" defaultValue={values.eventId ?? ''}>
              <option value="">All events</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
            <span className="field__hint">A question about one event is asked only of guests invited to it.</span>
          </label>
        )}
        <label className="field rsvp-question-form__options">
          <span className="field__label">Options (single choice)</span>
          <textarea className="field__input" name="options" rows={3} defaultValue={values.options} placeholder={examples.options} />
          <span className="field__hint">One option per line; at least two.</span>
        </label>
        <label className="field field--check">
          <input type="checkbox" name="required" value="true" defaultChecked={values.required} />
          <span>{requiredLabel}</span>
        </label>
        {values.scope !== undefined && (
          <label className="field field--check">
            {values.forCaterer !== undefined && <input type="hidden" name="forCaterer" value="false" />}
            <input type="checkbox" name="forCaterer" value="true" defaultChecked={values.forCaterer ?? false} />
            <span>
              Show to the caterer
              <br />
              <span className="field__hint">
                {values.forCaterer === undefined
                  ? 'Questions about meals or diets are shown anyway; untick one after adding to hide it.'
                  : 'The caterer’s view lists the answers with names, never contact details.'}
              </span>
            </span>
          </label>
        )}
      </div>
      {languages?.others.map((lang) => (
        <TranslationFields key={lang} lang={lang} defaultLanguage={languages.defaultLanguage} values={values} />
      ))}
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

/** One other language's fields, beside the default text each translates (shown as the field's placeholder and hint). */
function TranslationFields({ lang, defaultLanguage, values }: { lang: SiteLanguage; defaultLanguage: SiteLanguage; values: QuestionFormValues }) {
  const name = LANGUAGE_NAMES_IN_ENGLISH[lang];
  const typed = values.translations?.[lang];
  const fallback = `Left empty, guests reading ${name} see the ${LANGUAGE_NAMES_IN_ENGLISH[defaultLanguage]} text.`;
  return (
    <fieldset className="rsvp-question-form__grid rsvp-question-form__language" data-lang={lang}>
      <legend className="field__label">{`In ${name}`}</legend>
      <label className="field rsvp-question-form__label">
        <span className="field__label">{`Question in ${name}`}</span>
        <input
          className="field__input"
          name={`translations.${lang}.label`}
          lang={lang}
          dir={languageDir(lang)}
          defaultValue={typed?.label ?? ''}
          maxLength={200}
          placeholder={defaultTextHint(values.label, lang, defaultLanguage)}
        />
        <span className="field__hint">{values.label ? `${LANGUAGE_NAMES_IN_ENGLISH[defaultLanguage]}: ${values.label}. ${fallback}` : fallback}</span>
      </label>
      <label className="field rsvp-question-form__options">
        <span className="field__label">{`Options in ${name} (single choice)`}</span>
        <textarea
          className="field__input"
          name={`translations.${lang}.options`}
          lang={lang}
          dir={languageDir(lang)}
          rows={3}
          defaultValue={typed?.options ?? ''}
          placeholder={defaultTextHint(values.options, lang, defaultLanguage)}
        />
        <span className="field__hint">One per line, in the same order as the options above.</span>
      </label>
    </fieldset>
  );
}
