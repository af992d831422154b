import type { Lang } from './languages';
import { ar } from './locales/ar';
import { de } from './locales/de';
import { type Catalogue, en, type MessageKey } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { pt } from './locales/pt';
import { createTranslator, type Translate } from './translate';

/** Every language's catalogue. The server's; an island gets the messages it needs as props (`messagesFor`). */
export const CATALOGUES: Record<Lang, Catalogue> = { en, es, fr, de, it, pt, ar };

const translators = new Map<Lang, Translate>();

/** The language's translator, made once per process (its compiled messages are kept). */
export function translator(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator(lang, CATALOGUES[lang]);
    translators.set(lang, t);
  }
  return t;
}

/** The messages whose keys start with one of the prefixes ('rsvp.'), for an island's props. */
export function messagesFor(lang: Lang, prefixes: readonly string[]): Partial<Catalogue> {
  const catalogue = CATALOGUES[lang];
  const picked: Partial<Catalogue> = {};
  for (const key of Object.keys(catalogue) as MessageKey[]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = catalogue[key];
  }
  return picked;
}
