import { DEFAULT_LANGUAGE, type Lang } from './languages';

/** The languages a wedding's site is offered in: its default first, then the others the couple added. */
export interface SiteLanguages {
  defaultLanguage: Lang;
  /** Every language of the site, the default included (first). */
  languages: readonly Lang[];
}

const ENGLISH_ONLY: SiteLanguages = { defaultLanguage: DEFAULT_LANGUAGE, languages: [DEFAULT_LANGUAGE] };

/**
 * The wedding's languages. Until the couple can choose them (issue 27 item 2, stored on the wedding), every site is
 * English only; this accessor is the one place that reads them, so the negotiation, the switcher and hreflang follow.
 * @public
 */
export function siteLanguages(_wedding: object): SiteLanguages {
  return ENGLISH_ONLY;
}
