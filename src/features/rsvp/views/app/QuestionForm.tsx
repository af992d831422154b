import { FormError } from '../../../../core/rendering/components/Form';
import { languageDir } from '../../../../shared/i18n';
import { LANGUAGE_NAMES_IN_ENGLISH, type SiteLanguage } from '../../../../shared/wedding/languages';
import { defaultTextHint, type Translations } from '../../../../shared/wedding/translations';
import type { WritingLanguages } from '../../../../shared/i18n';
import { appText, useAppText } from '../../../../shared/i18n/app';

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

const KINDS = ['text', 'yesno', 'choice'] as const;
export const kindLabel = (kind: string) => (KINDS.includes(kind as never) ? appText(`rsvp.question.kind.${kind as (typeof KINDS)[number]}`) : kind);

/** Add or edit one question (plain form; options one per line, used by single choice only). */
export function QuestionForm({
  action,
  values,
  error,
  submitLabel,
  testId,
  cancelHref,
  examples,
  requiredLabel,
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
  const t = useAppText();
  const example = examples ?? { label: t('rsvp.question.exampleLabel'), options: t('rsvp.question.exampleOptions') };
  return (
    <form method="post" action={action} className="rsvp-question-form" data-testid={testId}>
      <FormError message={error} />
      <div className="rsvp-question-form__grid">
        <label className="field rsvp-question-form__label">
          <span className="field__label">{t('rsvp.question.label')}</span>
          <input className="field__input" name="label" defaultValue={values.label} maxLength={200} required placeholder={example.label} />
        </label>
        <label className="field">
          <span className="field__label">{t('rsvp.question.type')}</span>
          <select className="field__input" name="kind" defaultValue={values.kind}>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`rsvp.question.kind.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {values.scope !== undefined && (
          <label className="field">
            <span className="field__label">{t('rsvp.question.ask')}</span>
            <select className="field__input" name="scope" defaultValue={values.scope}>
              <option value="guest">{t('rsvp.question.eachGuest')}</option>
              <option value="household">{t('rsvp.question.oncePerHousehold')}</option>
            </select>
          </label>
        )}
        {values.scope !== undefined && events.length >= 2 && (
          <label className="field">
            <span className="field__label">{t('rsvp.question.about')}</span>
            <select className="field__input" name="eventId" defaultValue={values.eventId ?? ''}>
              <option value="">{t('rsvp.question.allEvents')}</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
            <span className="field__hint">{t('rsvp.question.aboutHint')}</span>
          </label>
        )}
        <label className="field rsvp-question-form__options">
          <span className="field__label">{t('rsvp.question.options')}</span>
          <textarea className="field__input" name="options" rows={3} defaultValue={values.options} placeholder={example.options} />
          <span className="field__hint">{t('rsvp.question.optionsHint')}</span>
        </label>
        <label className="field field--check">
          <input type="checkbox" name="required" value="true" defaultChecked={values.required} />
          <span>{requiredLabel ?? t('rsvp.question.requiredForAttending')}</span>
        </label>
        {values.scope !== undefined && (
          <label className="field field--check">
            {values.forCaterer !== undefined && <input type="hidden" name="forCaterer" value="false" />}
            <input type="checkbox" name="forCaterer" value="true" defaultChecked={values.forCaterer ?? false} />
            <span>
              {t('rsvp.question.forCaterer')}
              <br />
              <span className="field__hint">{values.forCaterer === undefined ? t('rsvp.question.forCatererAddHint') : t('rsvp.question.forCatererHint')}</span>
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
            {t('rsvp.question.cancel')}
          </a>
        )}
      </div>
    </form>
  );
}

/** One other language's fields, beside the default text each translates (shown as the field's placeholder and hint). */
function TranslationFields({ lang, defaultLanguage, values }: { lang: SiteLanguage; defaultLanguage: SiteLanguage; values: QuestionFormValues }) {
  const t = useAppText();
  const name = LANGUAGE_NAMES_IN_ENGLISH[lang];
  const defaultName = LANGUAGE_NAMES_IN_ENGLISH[defaultLanguage];
  const typed = values.translations?.[lang];
  const fallback = t('rsvp.question.fallback', { language: name, defaultLanguage: defaultName });
  return (
    <fieldset className="rsvp-question-form__grid rsvp-question-form__language" data-lang={lang}>
      <legend className="field__label">{t('rsvp.question.in', { language: name })}</legend>
      <label className="field rsvp-question-form__label">
        <span className="field__label">{t('rsvp.question.labelIn', { language: name })}</span>
        <input
          className="field__input"
          name={`translations.${lang}.label`}
          lang={lang}
          dir={languageDir(lang)}
          defaultValue={typed?.label ?? ''}
          maxLength={200}
          placeholder={defaultTextHint(values.label, lang, defaultLanguage)}
        />
        <span className="field__hint">
          {values.label ? t('rsvp.question.defaultText', { defaultLanguage: defaultName, text: values.label, fallback }) : fallback}
        </span>
      </label>
      <label className="field rsvp-question-form__options">
        <span className="field__label">{t('rsvp.question.optionsIn', { language: name })}</span>
        <textarea
          className="field__input"
          name={`translations.${lang}.options`}
          lang={lang}
          dir={languageDir(lang)}
          rows={3}
          defaultValue={typed?.options ?? ''}
          placeholder={defaultTextHint(values.options, lang, defaultLanguage)}
        />
        <span className="field__hint">{t('rsvp.question.optionsInHint')}</span>
      </label>
    </fieldset>
  );
}
