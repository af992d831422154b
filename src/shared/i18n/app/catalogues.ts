import type { Lang } from '../languages';
import { createTranslator, type Translate } from '../translate';
import { type AppCatalogue, type AppMessageKey, appEn } from './en';

/** The couple's app writes English for now (issue 27 item 4); its strings are all in catalogues so it can follow. */
export const APP_LANGUAGE: Lang = 'en';

/** The app's catalogues: English only today. A language added here must have every key of English (the test says). */
export const APP_CATALOGUES: Partial<Record<Lang, AppCatalogue>> = { en: appEn };

export type AppTranslate = Translate<AppMessageKey>;

const translators = new Map<Lang, AppTranslate>();

/** The app's translator in a language it has (English otherwise), made once per process. */
export function appTranslator(lang: Lang = APP_LANGUAGE): AppTranslate {
  const has = APP_CATALOGUES[lang] ? lang : APP_LANGUAGE;
  let t = translators.get(has);
  if (!t) {
    t = createTranslator<AppMessageKey>(has, APP_CATALOGUES[has] ?? appEn);
    translators.set(has, t);
  }
  return t;
}

/**
 * `appText('guests.added')`: an app string outside a React view (a refusal the domain throws, a flash, an e-mail to
 * the couple, a shared text an island also shows). Views use `useAppText()` instead.
 */
export const appText: AppTranslate = (key, values) => appTranslator()(key, values);
