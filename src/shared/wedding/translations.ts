/**
 * The couple's texts in their other languages (issue 27 item 2), one way for every record that has
 * texts (the page content, events, RSVP questions, cards): beside the default-language text, a map
 * `translations: { [lang]: { [path]: text } }`. A path names one text: a field (`ourStoryHeading`,
 * `title`), an item of a list by its index (`tasks.2.title`, `options.1`) or by its id
 * (`weddingParty.<id>.caption`). Nothing is stacked into one field; an empty or missing translation
 * reads as the default text. Island-safe: the builder, the app forms and every renderer use it.
 */
import { z } from 'zod';
import { appText } from '../i18n/app';
import { isSiteLanguage, LANGUAGE_MESSAGES, SITE_LANGUAGES, type SiteLanguage } from './languages';
import { tooLongMessage } from './editor-messages';
import { languageDir } from '../i18n/languages';

/** Per language, per path, the translated text. */
export type Translations = Partial<Record<SiteLanguage, Record<string, string>>>;

/** How long the text at a path may be, or undefined when the path names no translatable text. */
export type PathLimit = (path: string) => number | undefined;

export const TRANSLATION_MESSAGES = {
  unknownText: (path: string) => appText('builder.translations.unknownText', { path }),
  notText: appText('builder.translations.notText'),
} as const;

function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a save may send: known languages only, each path one the record has, each text within its
 * field's limit (refused with a message naming the problem). An empty text removes a translation.
 */
export function translationsPatchSchema(limitOf: PathLimit) {
  return z.preprocess(
    jsonText,
    z.record(z.string(), z.unknown(), { error: TRANSLATION_MESSAGES.notText }).transform((byLanguage, ctx): Translations => {
      const result: Translations = {};
      for (const [lang, texts] of Object.entries(byLanguage)) {
        if (!isSiteLanguage(lang)) {
          ctx.addIssue({ code: 'custom', message: LANGUAGE_MESSAGES.unknown, path: [lang] });
          return z.NEVER;
        }
        if (!isPlainObject(texts)) {
          ctx.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.notText, path: [lang] });
          return z.NEVER;
        }
        const kept: Record<string, string> = {};
        for (const [path, text] of Object.entries(texts)) {
          const max = limitOf(path);
          if (max === undefined) {
            ctx.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.unknownText(path), path: [lang, path] });
            return z.NEVER;
          }
          if (typeof text !== 'string') {
            ctx.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.notText, path: [lang, path] });
            return z.NEVER;
          }
          if (text.length > max) {
            ctx.addIssue({ code: 'custom', message: tooLongMessage(max), path: [lang, path] });
            return z.NEVER;
          }
          if (text.trim() !== '') kept[path] = text;
        }
        result[lang] = kept;
      }
      return result;
    }),
  );
}

/**
 * A stored map of any shape as translations: unknown languages and paths, non-texts and empty texts
 * dropped, over-long texts cut, so a damaged or older record still renders.
 */
export function readTranslations(stored: unknown, limitOf: PathLimit): Translations {
  const byLanguage = jsonText(stored);
  if (!isPlainObject(byLanguage)) return {};
  const result: Translations = {};
  for (const lang of SITE_LANGUAGES) {
    const texts = byLanguage[lang];
    if (!isPlainObject(texts)) continue;
    const kept: Record<string, string> = {};
    for (const [path, text] of Object.entries(texts)) {
      const max = limitOf(path);
      if (max === undefined || typeof text !== 'string' || text.trim() === '') continue;
      kept[path] = text.slice(0, max);
    }
    if (Object.keys(kept).length > 0) result[lang] = kept;
  }
  return result;
}

/** A save's translations over the stored ones: each language sent replaces that language's texts, the others stay. */
export function mergeTranslations(stored: Translations, patch: Translations): Translations {
  const merged: Translations = { ...stored, ...patch };
  for (const lang of Object.keys(merged) as SiteLanguage[]) if (Object.keys(merged[lang] ?? {}).length === 0) delete merged[lang];
  return merged;
}

/**
 * The default text shown inside a field written in `lang` (its placeholder), isolated (U+2068 … U+2069) when the two
 * languages run in opposite directions (each line: a choice list has one per line): "1 Kew Road" in an Arabic field
 * reads as typed, not "Kew Road 1".
 */
export function defaultTextHint(text: string, lang: SiteLanguage, defaultLanguage: SiteLanguage): string {
  if (!text || languageDir(lang) === languageDir(defaultLanguage)) return text;
  return text
    .split('\n')
    .map((line) => `\u2068${line}\u2069`)
    .join('\n');
}

/** The text at `path` in `lang`, or the default text when there is no translation. */
export function localizedText(defaultText: string, translations: Translations | undefined, lang: string | undefined, path: string): string {
  if (!lang || !isSiteLanguage(lang)) return defaultText;
  const text = translations?.[lang]?.[path];
  return text !== undefined && text.trim() !== '' ? text : defaultText;
}

/**
 * A copy of a record with every text that has a translation in `lang` replaced by it (the record's
 * own `translations` map, or the one given). Paths with a dot go into the record's lists: by index
 * (`tasks.2.title`) or, for items with an `id`, by id (`weddingParty.<id>.name`). Other values are untouched.
 */
export function localizeRecord<T extends object>(record: T, lang: string | undefined, translations?: Translations): T {
  const map = translations ?? (record as { translations?: Translations }).translations;
  if (!lang || !isSiteLanguage(lang)) return record;
  const texts = map?.[lang];
  if (!texts || Object.keys(texts).length === 0) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [path, text] of Object.entries(texts)) {
    if (text.trim() === '') continue;
    const [field, key, part] = path.split('.');
    if (key === undefined) {
      if (typeof copy[field!] === 'string') copy[field!] = text;
      continue;
    }
    const list = copy[field!];
    if (!Array.isArray(list)) continue;
    const index = list.findIndex((item, i) => (isPlainObject(item) && typeof item.id === 'string' ? item.id === key : String(i) === key));
    if (index < 0) continue;
    const item = list[index];
    const next = [...list];
    if (part === undefined) {
      if (typeof item === 'string') next[index] = text;
    } else if (isPlainObject(item) && typeof item[part] === 'string') {
      next[index] = { ...item, [part]: text };
    }
    copy[field!] = next;
  }
  return copy as T;
}
