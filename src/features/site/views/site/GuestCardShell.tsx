import type { ReactNode } from 'react';
import { DateText } from '../sections/WeddingHeader';
import { languageDir } from '../../../../shared/i18n/languages';
import { coupleNames } from '../../../../shared/wedding/couple-names';
import { langQuery, siteI18n, type WeddingSiteData } from './site-data';
import { showsFooter, WeddingFooter } from './WeddingSite';
import { weddingRootProps } from './style-vars';

/**
 * A guest's card page (RSVP, questions, the password gate, the offline pages) in the wedding's own
 * theme, colours and fonts, with a way back to the site. `kicker` names the page above the
 * couple's names. The gate shows neither the way back (it leads to the gate) nor the date.
 */
export function GuestCardShell({
  site,
  kicker,
  className,
  children,
  backLink = true,
  showDate = true,
}: {
  site: WeddingSiteData;
  kicker: string;
  className?: string;
  children: ReactNode;
  backLink?: boolean;
  showDate?: boolean;
}) {
  const names = coupleNames(site.content);
  const { t, lang } = siteI18n(site);
  return (
    <div className={className ? `wsite rsvp-site ${className}` : 'wsite rsvp-site'} {...weddingRootProps(site)}>
      {backLink && (
        <nav className="w-nav" aria-label={t('site.nav.wedding')}>
          <ul>
            <li>
              <a href={`/${site.weddingUrl ?? ''}${langQuery(site)}`}>{`${languageDir(lang) === 'rtl' ? '→' : '←'} ${names || t('site.ourWedding')}`}</a>
            </li>
          </ul>
        </nav>
      )}
      <main className="w-section rsvp-main">
        <div className="w-card rsvp-card">
          <p className="w-header__kicker">{kicker}</p>
          <h1 className="w-names rsvp-card__names">{names || t('site.ourWedding')}</h1>
          {showDate && <DateText site={site} />}
          {children}
        </div>
      </main>
      {showsFooter(site) && <WeddingFooter site={site} />}
    </div>
  );
}
