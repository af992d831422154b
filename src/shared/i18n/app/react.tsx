import { createContext, useContext } from 'react';
import { type AppTranslate, appTranslator } from './catalogues';

/**
 * The app's translator for the views below. English for now: the app has no other language yet, so no page sets a
 * provider; when one follows, the app's layout provides `appTranslator(lang)` here and every view follows.
 */
const AppTextContext = createContext<AppTranslate>(appTranslator());

/** `const t = useAppText(); t('guests.add')`: the couple's app's strings, in server views and islands alike. */
export function useAppText(): AppTranslate {
  return useContext(AppTextContext);
}
