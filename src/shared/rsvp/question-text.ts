/**
 * A question as a guest reads it (issue 27 item 2): its label and choices in the page's language where the couple
 * wrote them (`translations`, src/shared/rsvp/question-language.ts), the default text elsewhere. A choice's value
 * stays the default's. No zod: the RSVP island imports it.
 */
/** Per language, per path (`label`, `options.N`), the couple's text (src/shared/wedding/translations.ts's Translations). */
export type QuestionTranslations = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

export interface TranslatableQuestion {
  label: string;
  options: string[];
  translations?: QuestionTranslations;
}

function translated(question: TranslatableQuestion, lang: string | undefined, path: string): string | undefined {
  if (!lang) return undefined;
  const text = question.translations?.[lang]?.[path];
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The question's label in `lang`, the default text where the couple wrote none. */
export function questionLabel(question: TranslatableQuestion, lang: string | undefined): string {
  return translated(question, lang, 'label') ?? question.label;
}

/** How a stored answer (a default-language option) reads in `lang`; any other answer as given. */
export function optionLabel(question: TranslatableQuestion, value: string, lang: string | undefined): string {
  const index = question.options.indexOf(value);
  return index < 0 ? value : (translated(question, lang, `options.${index}`) ?? value);
}
