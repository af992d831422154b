import type { ReactNode } from 'react';
import { DateText } from '../sections/WeddingHeader';
import { coupleNames, type WeddingSiteData } from '../wedding/site-data';
import { showsFooter } from '../wedding/WeddingSite';
import { themeKeyOf, weddingStyleVariables } from '../wedding/style-vars';

/** /questions/{weddingUrl} wears the wedding's theme, colours and fonts, like the RSVP pages (same card classes). */
export function QuestionsShell({ site, children }: { site: WeddingSiteData; children: ReactNode }) {
  const names = coupleNames(site.content);
  return (
    <div className="wsite rsvp-site questions-site" data-theme={themeKeyOf(site.weddingTheme)} style={weddingStyleVariables(site.content)}>
      <nav className="w-nav" aria-label="Wedding">
        <ul>
          <li>
            <a href={`/${site.weddingUrl ?? ''}`}>← {names || 'Our wedding'}</a>
          </li>
        </ul>
      </nav>
      <main className="w-section rsvp-main">
        <div className="w-card rsvp-card">
          <p className="w-header__kicker">Questions</p>
          <h1 className="w-names rsvp-card__names">{names || 'Our wedding'}</h1>
          <DateText site={site} />
          {children}
        </div>
      </main>
      {showsFooter(site) && (
        <footer className="w-footer">
          <a href="/" className="w-footer__brand">
            Made with Vowly
          </a>
        </footer>
      )}
    </div>
  );
}
