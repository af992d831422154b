import { moreTiers, navEntries, navTiers } from './nav-entries';
import { SectionList } from './SectionList';
import { LanguageSwitcher } from './LanguageSwitcher';
import { langQuery, rsvpHref, siteI18n, type WeddingSiteData } from './site-data';
import { weddingRootProps } from './style-vars';

/** "A & J": the first letter of each name with the couple's joiner. */
function monogram(site: WeddingSiteData): string {
  const letters = [site.content.brideGroomOneName, site.content.brideGroomTwoName].map((name) => name.trim().charAt(0).toUpperCase()).filter(Boolean);
  return letters.join(` ${site.content.joiner.trim() || '&'} `);
}

export const MENU_ID = 'w-menu';
const MORE_ID = 'w-more';

/**
 * The sticky top bar, one row at every width: the couple's monogram, the sections menu and, while
 * RSVP is open, the RSVP button. On phones the menu folds behind a Menu link that opens it with
 * :target (no JavaScript); picking a section moves the target, which closes it. From 768 px the
 * links that fit sit in the row and the rest fold under "More" the same way (nav-entries.ts says
 * which fit from which width; the stylesheet shows each where it belongs).
 */
function WeddingNav({ site }: { site: WeddingSiteData }) {
  const { t } = siteI18n(site);
  const entries = navEntries(site);
  const rsvp = site.rsvpOpen !== false;
  if (entries.length === 0 && !rsvp) return null;
  const initials = monogram(site);
  const tiers = navTiers(entries);
  const more = moreTiers(tiers);
  const tierClass = (index: number) => `w-bar__item w-bar__item--${tiers[index] ?? 'more'}`;
  return (
    <div className="w-bar">
      <div className="w-bar__inner">
        {entries.length > 0 && (
          <a className="w-bar__toggle" href={`#${MENU_ID}`} aria-controls={MENU_ID}>
            <svg className="w-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
            </svg>
            <span>{t('site.menu')}</span>
          </a>
        )}
        {initials && (
          <a className="w-bar__monogram" href="#w-top" aria-label={t('site.backToTop', { initials })}>
            {initials}
          </a>
        )}
        {entries.length > 0 && (
          <nav className="w-bar__menu" id={MENU_ID} aria-label={t('site.sections')}>
            <ul className="w-bar__links">
              {entries.map(({ anchor, label }, index) => (
                <li key={anchor} className={tierClass(index)}>
                  <a href={`#${anchor}`}>{label}</a>
                </li>
              ))}
            </ul>
            <a className="w-bar__close" href="#w-menu-closed">
              {t('site.closeMenu')}
            </a>
          </nav>
        )}
        {more.length > 0 && (
          <div className={`w-bar__more ${more.map((tier) => `w-bar__more--${tier}`).join(' ')}`}>
            <a className="w-bar__more-toggle" href={`#${MORE_ID}`} aria-controls={MORE_ID}>
              {t('site.more')}
            </a>
            <nav className="w-bar__more-panel" id={MORE_ID} aria-label={t('site.moreSections')}>
              <ul className="w-bar__more-links">
                {entries.map(({ anchor, label }, index) =>
                  tiers[index] === 768 ? null : (
                    <li key={anchor} className={tierClass(index)}>
                      <a href={`#${anchor}`}>{label}</a>
                    </li>
                  ),
                )}
              </ul>
              <a className="w-bar__more-close" href="#w-menu-closed">
                {t('site.closeMenu')}
              </a>
            </nav>
          </div>
        )}
        {/* biome-ignore lint/a11y/useAnchorContent: the dimmed page behind the open menu; a tap on it closes the menu (the visible Close menu link is the accessible way) */}
        {entries.length > 0 && <a className="w-bar__backdrop" href="#w-menu-closed" aria-hidden="true" tabIndex={-1} />}
        {rsvp && (
          <a className="w-button w-bar__rsvp" href={rsvpHref(site.weddingUrl, langQuery(site))}>
            {t('site.rsvp')}
          </a>
        )}
      </div>
    </div>
  );
}

/** Branding shows unless a Pro owner switched the footer off. */
export function showsFooter(site: WeddingSiteData): boolean {
  return site.content.enableFooter || !site.ownerPro;
}

export function WeddingFooter({ site }: { site: WeddingSiteData }) {
  return (
    <footer className="w-footer">
      <a href="/" className="w-footer__brand">
        {siteI18n(site).t('site.madeWithVowly')}
      </a>
    </footer>
  );
}

/** The whole public wedding page body, themed by data-theme and the couple's own styles. */
export function WeddingSite({ site }: { site: WeddingSiteData }) {
  return (
    <div className="wsite" id="w-top" {...weddingRootProps(site)}>
      <WeddingNav site={site} />
      <LanguageSwitcher site={site} />
      <SectionList site={site} />
      {showsFooter(site) && <WeddingFooter site={site} />}
    </div>
  );
}
