import { languageDir, languageName } from '../../../../shared/i18n/languages';
import { siteI18n, type WeddingSiteData } from './site-data';

/**
 * The site's languages as links (issue 27), shown when the couple offers more than one: each opens the same page with
 * `?lang=xx` (an explicit choice wins over the browser's languages), named in its own language. Plain links: no
 * JavaScript needed.
 */
export function LanguageSwitcher({ site, path }: { site: WeddingSiteData; path?: string }) {
  const languages = site.languages ?? [];
  if (languages.length < 2) return null;
  const { lang, t } = siteI18n(site);
  const base = path ?? `/${site.weddingUrl ?? ''}`;
  return (
    <nav className="w-langs" aria-label={t('site.language')}>
      <ul className="w-langs__list">
        {languages.map((code) => (
          <li key={code}>
            <a
              className="w-langs__link"
              href={`${base}?lang=${code}`}
              hrefLang={code}
              lang={code}
              dir={languageDir(code)}
              aria-current={code === lang ? 'true' : undefined}
            >
              {languageName(code)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `<link rel="alternate" hreflang>` between the page's language versions (and x-default: the plain address). */
export function LanguageAlternates({ site, href }: { site: WeddingSiteData; href: string }) {
  const languages = site.languages ?? [];
  if (languages.length < 2) return null;
  return (
    <>
      {languages.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={`${href}?lang=${code}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href} />
    </>
  );
}
