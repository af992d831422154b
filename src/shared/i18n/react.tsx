import { createContext, type ReactNode, useContext } from 'react';
import type { Lang } from './languages';
import { en } from './locales/en';
import { createTranslator, type Translate } from './translate';

export interface I18n {
  lang: Lang;
  t: Translate;
}

/** English: what a page without a negotiated language (the builder preview, the app) writes. */
export const ENGLISH: I18n = { lang: 'en', t: createTranslator('en', en) };
const I18nContext = createContext<I18n>(ENGLISH);

/**
 * The page's language for the views below it (the server wraps a guest page in it with `translator(lang)`); without
 * one, views write English (the couple's builder preview, the app).
 */
export function I18nProvider({ lang, t, children }: I18n & { children: ReactNode }) {
  return <I18nContext.Provider value={{ lang, t }}>{children}</I18nContext.Provider>;
}

/** @public */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
