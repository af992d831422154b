/**
 * The wedding's languages (issue 27 item 2): the languages the couple writes their site in, the
 * first being the default (the language of every text field's own value; other languages are
 * translations beside it, src/shared/wedding/translations.ts). Island-safe.
 */
import { z } from 'zod';

/** The languages a couple may give their site in: the guests' side of Vowly speaks each of them. */
export const SITE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const DEFAULT_SITE_LANGUAGES: readonly SiteLanguage[] = ['en'];

export const LANGUAGE_MESSAGES = {
  unknown: `Languages must be among: ${SITE_LANGUAGES.join(', ')}`,
  empty: 'Choose at least one language',
  repeated: 'Each language can be chosen once',
} as const;

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

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

/** What a save may send: the default language first, then the others; unknown or repeated ones refused. */
export const siteLanguagesSchema = z.preprocess(
  languageList,
  z
    .array(z.enum(SITE_LANGUAGES, { error: LANGUAGE_MESSAGES.unknown }), { error: LANGUAGE_MESSAGES.unknown })
    .min(1, LANGUAGE_MESSAGES.empty)
    .refine((list) => new Set(list).size === list.length, LANGUAGE_MESSAGES.repeated),
);

/** A stored list of any shape as the wedding's languages: unknown and repeated ones dropped, ['en'] when none is left. */
export function readSiteLanguages(stored: unknown): SiteLanguage[] {
  const list = Array.isArray(stored) ? [...new Set(stored.filter(isSiteLanguage))] : [];
  return list.length > 0 ? list : [...DEFAULT_SITE_LANGUAGES];
}
