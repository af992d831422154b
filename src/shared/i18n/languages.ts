/**
 * The languages Vowly writes the guests' side in (issue 27): code, own name and writing direction.
 * English is the source language; every other catalogue translates English's keys.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const LANGUAGE_CODES: readonly Lang[] = LANGUAGES.map((language) => language.code);
export const DEFAULT_LANGUAGE: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** "es", "ES", "es-MX" and "es_MX" are Spanish; anything else is not a language Vowly speaks. */
export function toLang(value: string | null | undefined): Lang | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : null;
}

export function languageDir(lang: Lang): TextDirection {
  return LANGUAGES.find((language) => language.code === lang)?.dir ?? 'ltr';
}

/** The language's name in itself ("Español"), as a language switcher shows it. @public */
export function languageName(lang: Lang): string {
  return LANGUAGES.find((language) => language.code === lang)?.name ?? lang;
}
