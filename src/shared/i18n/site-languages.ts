import { readSiteLanguages } from '../wedding/languages';
import type { Lang } from './languages';

/** The languages a wedding's site is offered in: its default first, then the others the couple added. */
export interface SiteLanguages {
  defaultLanguage: Lang;
  /** Every language of the site, the default included (first). */
  languages: readonly Lang[];
}

/**
 * The wedding's languages (issue 27 item 2: stored on the wedding, `weddings.languages`, the default first; a
 * wedding row or a read Wedding). This accessor is the one place that reads them, so the negotiation, the switcher
 * and hreflang follow. A wedding without the field (or with none known) is English only.
 * @public
 */
export function siteLanguages(wedding: object): SiteLanguages {
  const languages = readSiteLanguages((wedding as { languages?: unknown }).languages);
  return { defaultLanguage: languages[0]!, languages };
}

/** The languages the couple writes their texts in beside the default (the app's per-language fields, issue 27 item 2). */
export interface WritingLanguages {
  /** The language of every text's own value. */
  defaultLanguage: Lang;
  /** The site's other languages: a translation field each. */
  others: readonly Lang[];
}

/** The wedding's default language and its others. */
export function writingLanguages(wedding: object): WritingLanguages {
  const { defaultLanguage, languages } = siteLanguages(wedding);
  return { defaultLanguage, others: languages.filter((lang) => lang !== defaultLanguage) };
}
