/**
 * The couple's questions in the wedding's other languages (issue 27 item 2), for the RSVP and the special
 * requests alike: a question's `translations` map (src/shared/wedding/translations.ts) holds its `label` and its
 * choices by index (`options.0`, `options.1`, …). A choice's stored answer is always the default-language option
 * (what the couple's lists, the caterer and the answer checks read); only what a guest reads is translated.
 * Island-safe.
 */
import { z } from 'zod';
import { readTranslations, translationsPatchSchema, type Translations } from '../wedding/translations';
import { LABEL_MAX, OPTION_MAX, OPTIONS_MAX } from './limits';
import { appText } from '../i18n/app';

/** How long a question's text at `path` may be (`label`, `options.N`), or undefined for no such text. */
export function questionTextLimit(path: string): number | undefined {
  if (path === 'label') return LABEL_MAX;
  const option = /^options\.(\d{1,2})$/.exec(path);
  return option && Number(option[1]) < OPTIONS_MAX ? OPTION_MAX : undefined;
}

/**
 * One language's texts as a form or the API sends them: `label`, and the choices either as `options.N` keys or as
 * `options` (a list, or text with one choice per line, in the order of the question's options).
 */
function spreadOptions(texts: unknown): unknown {
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) return texts;
  const { options, ...rest } = texts as Record<string, unknown>;
  if (options === undefined) return rest;
  const list = typeof options === 'string' ? options.split(/\r?\n/) : options;
  if (!Array.isArray(list)) return texts;
  const spread: Record<string, unknown> = { ...rest };
  list.forEach((text, index) => {
    if (typeof text !== 'string' || text.trim() !== '') spread[`options.${index}`] = typeof text === 'string' ? text.trim() : text;
  });
  return spread;
}

/** A question's translations as a save sends them: known languages, known texts, within their limits. */
export const questionTranslationsSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([lang, texts]) => [lang, spreadOptions(texts)]));
}, translationsPatchSchema(questionTextLimit));

/** A stored map as a question's translations (damaged entries dropped). */
export const readQuestionTranslations = (stored: unknown): Translations => readTranslations(stored, questionTextLimit);

/** A question's answered shape gets `translations` only when the couple wrote some (the others' shape is unchanged). */
export function translationsField(stored: unknown): { translations?: Translations } {
  const translations = readQuestionTranslations(stored);
  return Object.keys(translations).length > 0 ? { translations } : {};
}

/** A translation in a language the wedding is not written in (or its default, which the question's own texts are). */
export function questionLanguageMessage(others: readonly string[]): string {
  return others.length === 0 ? appText('rsvp.question.languageNone') : appText('rsvp.question.languageOthers', { languages: others.join(', ') });
}

/** The first `options.N` a question's translations name beyond its options (a save refuses it), or undefined. */
export function extraOptionPath(translations: Translations | undefined, optionCount: number): string | undefined {
  for (const texts of Object.values(translations ?? {}))
    for (const path of Object.keys(texts ?? {})) {
      const option = /^options\.(\d+)$/.exec(path);
      if (option && Number(option[1]) >= optionCount) return path;
    }
  return undefined;
}

/** The translations without any choice (a question that is not single choice has none). */
export function withoutOptions(translations: Translations): Translations {
  const result: Translations = {};
  for (const [lang, texts] of Object.entries(translations) as [keyof Translations, Record<string, string>][])
    result[lang] = Object.fromEntries(Object.entries(texts).filter(([path]) => !path.startsWith('options.')));
  return result;
}
