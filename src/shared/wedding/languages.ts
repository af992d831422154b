/**
 * The wedding's languages (issue 27 item 2): the languages the couple writes their site in, the
 * first being the default (the language of every text field's own value; other languages are
 * translations beside it, src/shared/wedding/translations.ts). Island-safe. The languages
 * themselves are the guests' side's (src/shared/i18n/languages.ts).
 */
import { z } from 'zod';
import { appText } from '../i18n/app';
import { DEFAULT_LANGUAGE, isLang, LANGUAGE_CODES, type Lang } from '../i18n/languages';

export type SiteLanguage = Lang;
export const SITE_LANGUAGES: readonly SiteLanguage[] = LANGUAGE_CODES;

/** Each language's name in the couple's app's language (English for now, issue 27 item 4). */
export const LANGUAGE_NAMES_IN_ENGLISH: Readonly<Record<SiteLanguage, string>> = {
  en: appText('builder.language.en'),
  es: appText('builder.language.es'),
  fr: appText('builder.language.fr'),
  de: appText('builder.language.de'),
  it: appText('builder.language.it'),
  pt: appText('builder.language.pt'),
  ar: appText('builder.language.ar'),
};

export const LANGUAGE_MESSAGES = {
  unknown: appText('builder.language.unknown', { languages: SITE_LANGUAGES.join(', ') }),
  empty: appText('builder.language.empty'),
  repeated: appText('builder.language.repeated'),
} as const;

export const isSiteLanguage = isLang;

/** Form data sends the list as text: "es,en" or JSON. */
function languageList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text === '' ? [] : text.split(',').map((part) => part.trim());
}

const language = z.string({ error: LANGUAGE_MESSAGES.unknown }).refine(isLang, LANGUAGE_MESSAGES.unknown) as unknown as z.ZodType<SiteLanguage>;

/** What a save may send: the default language first, then the others; unknown or repeated ones refused. */
export const siteLanguagesSchema = z.preprocess(
  languageList,
  z
    .array(language, { error: LANGUAGE_MESSAGES.unknown })
    .min(1, LANGUAGE_MESSAGES.empty)
    .refine((list) => new Set(list).size === list.length, LANGUAGE_MESSAGES.repeated),
);

/** A stored list of any shape as the wedding's languages: unknown and repeated ones dropped, English when none is left. */
export function readSiteLanguages(stored: unknown): SiteLanguage[] {
  const list = Array.isArray(stored) ? [...new Set(stored.filter(isLang))] : [];
  return list.length > 0 ? list : [DEFAULT_LANGUAGE];
}
