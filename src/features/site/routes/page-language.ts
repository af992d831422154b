import type { Context } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { translator } from '../../../shared/i18n/catalogues';
import type { Lang } from '../../../shared/i18n/languages';
import { negotiateLanguage } from '../../../shared/i18n/negotiate';
import type { I18n } from '../../../shared/i18n/react';
import { siteLanguages } from '../../../shared/i18n/site-languages';

export interface PageLanguage {
  i18n: I18n;
  /** The site's languages, its default first. */
  languages: readonly Lang[];
}

/**
 * A guest page's language (issue 27): `?lang=`, then the guest's own (when the page knows the guest), then the
 * browser's among the wedding's languages, then the wedding's default. The guest-page cache asks the same question
 * (`negotiateLanguage` with the same inputs) before the route runs.
 */
export function pageLanguage<E extends AppEnv>(c: Context<E>, wedding: object, guestLanguage?: string | null): PageLanguage {
  const site = siteLanguages(wedding);
  const lang = negotiateLanguage({ explicit: c.req.query('lang'), guest: guestLanguage, acceptLanguage: c.req.header('accept-language') }, site);
  return { i18n: { lang, t: translator(lang) }, languages: site.languages };
}

/** A page whose language follows Accept-Language says so to caches (only when the site has more than one). */
export function varyByLanguage<E extends AppEnv>(c: Context<E>, language: PageLanguage) {
  if (language.languages.length > 1) c.header('Vary', 'Accept-Language', { append: true });
}
