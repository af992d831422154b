import { isLang, type Lang, toLang } from './languages';
import type { SiteLanguages } from './site-languages';

/** An Accept-Language header's languages, best first (q=0 means "not this one"); the order of ties is kept. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

export interface LanguageRequest {
  /** `?lang=xx`: the visitor picked it (the switcher's links); any language Vowly speaks. */
  explicit?: string | null;
  /** The guest's preferred language (set by the couple or the guest), when the visit is a known guest's. */
  guest?: string | null;
  /** The browser's Accept-Language header: only the site's own languages count. */
  acceptLanguage?: string | null;
}

/**
 * The language a guest-facing page is written in: an explicit ?lang= first, then the guest's preferred language, then
 * the first of the browser's languages the site is offered in, then the site's default.
 */
export function negotiateLanguage(request: LanguageRequest, site: SiteLanguages): Lang {
  const explicit = toLang(request.explicit);
  if (explicit) return explicit;
  const guest = toLang(request.guest);
  if (guest) return guest;
  // A one-language site has nothing to choose from the browser's list (and the guest pages' hot path skips parsing it).
  const choices = site.languages.length > 1 ? acceptedLanguages(request.acceptLanguage) : [];
  for (const tag of choices) {
    const lang = toLang(tag);
    if (lang && site.languages.includes(lang)) return lang;
  }
  return isLang(site.defaultLanguage) ? site.defaultLanguage : 'en';
}
