// The guests' side in their language (issue 27): languages, catalogues, the translator, Intl formats, negotiation.
// It is the public API the guest-facing features use (hence @public: knip must not drop what they are adopting).
// Islands import translate.ts, react.tsx and languages.ts directly: catalogues.ts holds every language (the server's).
/** @public */
export { CATALOGUES, messagesFor, translator } from './catalogues';
/** @public */
export { DATE_FULL, DATE_LONG, DATE_TIME, formatDate, formatNumber, formatTime, TIME_SHORT } from './format';
/** @public */
export { DEFAULT_LANGUAGE, isLang, LANGUAGE_CODES, LANGUAGES, type Lang, languageDir, languageName, type TextDirection, toLang } from './languages';
/** @public */
export type { Catalogue, MessageKey } from './locales/en';
/** @public */
export { acceptedLanguages, type LanguageRequest, negotiateLanguage } from './negotiate';
/** @public */
export { I18nProvider, useI18n } from './react';
/** @public */
export { type SiteLanguages, siteLanguages, type WritingLanguages, writingLanguages } from './site-languages';
/** @public */
export { createTranslator, type MessageValues, type Translate } from './translate';
/** @public */
export { richText } from './rich';
