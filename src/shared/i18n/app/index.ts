// The couple's app's strings (issue 27 item 4): English today, every string in a catalogue so other languages can
// follow. Views call useAppText(); other code (refusals, flashes, the couple's e-mails) calls appText().
/** @public */
export { APP_CATALOGUES, APP_LANGUAGE, type AppTranslate, appText, appTranslator } from './catalogues';
/** @public */
export { APP_AREAS, type AppCatalogue, type AppMessageKey, appEn } from './en';
/** @public */
export { useAppText } from './react';
