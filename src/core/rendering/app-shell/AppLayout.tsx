import type { ReactNode } from 'react';
import NotificationCenter from '../../../../islands/NotificationCenter';
import ShareButton from '../../../../islands/ShareButton';
import type { WeddingRole } from '../../auth/role-rules';
import { useAppText } from '../../../shared/i18n/app';
import { Island } from '../hydration/Island';
import { breadcrumbsFor, isActivePath, isGroup, menuFor, type MenuEntry } from './menu';

export interface AppShellUser {
  name: string;
  email: string;
  role: 'userFree' | 'userPaid' | 'admin';
}

export interface AppLayoutProps {
  /** Page title, also the last breadcrumb. */
  title: string;
  /** The current path, to mark the menu entry and open its submenu. */
  path: string;
  user: AppShellUser;
  weddingUrl: string | null;
  /** Public origin for the Share link (product host + weddingUrl). */
  publicUrl: string;
  /** New RSVP answers and guest requests since the couple last looked; null hides the bell. */
  notificationCount?: number | null;
  /** The person's role on the current wedding: the menu leaves out what it may not open. */
  weddingRole?: WeddingRole;
  /** The weddings the person belongs to, when more than one: the top bar's switcher (issue 23 item 3). */
  weddings?: SwitcherWedding[];
  children: ReactNode;
}

export interface SwitcherWedding {
  id: string;
  name: string;
  /** The person's role on it, shown beside the name. */
  role: WeddingRole;
  current: boolean;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Which wedding this session works on; each other one is a form button (works without JavaScript). */
function WeddingSwitcher({ weddings }: { weddings: SwitcherWedding[] }) {
  const t = useAppText();
  const current = weddings.find((wedding) => wedding.current);
  return (
    <details className="wedding-switcher" data-testid="wedding-switcher">
      <summary className="btn btn--ghost wedding-switcher__current" aria-label={t('shell.switcher.label', { name: current?.name ?? t('shell.switcher.none') })}>
        <span className="wedding-switcher__name">{current ? capitalized(current.name) : t('shell.switcher.choose')}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className="wedding-switcher__list">
        {weddings.map((wedding) => (
          <li key={wedding.id}>
            <form method="post" action="/app/current-wedding">
              <input type="hidden" name="weddingId" value={wedding.id} />
              <button type="submit" className="wedding-switcher__choice" aria-current={wedding.current ? 'true' : undefined} disabled={wedding.current}>
                {capitalized(wedding.name)}
                <span className="wedding-switcher__role">{t(`shell.role.${wedding.role}`)}</span>
              </button>
            </form>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MenuItem({ entry, path }: { entry: MenuEntry; path: string }) {
  if (isGroup(entry)) {
    const open = entry.submenu.some((link) => isActivePath(link.path, path));
    return (
      <li>
        <details className="side-menu__group" open={open}>
          <summary>{entry.label}</summary>
          <ul>
            {entry.submenu.map((link) => (
              <li key={link.path}>
                <a href={link.path} aria-current={link.path === path ? 'page' : undefined} className="side-menu__link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li>
      <a href={entry.path} aria-current={isActivePath(entry.path, path) ? 'page' : undefined} className="side-menu__link">
        {entry.label}
      </a>
    </li>
  );
}

/** The logged-in app shell (/app/*): side menu, top bar, content, floating support button. */
export function AppLayout({ title, path, user, weddingUrl, publicUrl, notificationCount = null, weddingRole, weddings = [], children }: AppLayoutProps) {
  const siteUrl = weddingUrl ? `${publicUrl.replace(/\/$/, '')}/${weddingUrl}` : null;
  const initial = (user.name.trim()[0] ?? user.email[0] ?? '?').toUpperCase();
  const crumbs = breadcrumbsFor(path, title);
  const t = useAppText();
  return (
    <div className="app-shell" data-theme="silk">
      <input type="checkbox" id="app-menu-toggle" className="app-shell__toggle" aria-label={t('shell.layout.menuToggle')} />
      <aside className="side-menu">
        <a className="side-menu__brand" href="/app">
          Vowly
        </a>
        <a className="btn btn--primary side-menu__builder" href="/builder">
          {t('shell.layout.builder')}
        </a>
        <nav aria-label={t('shell.layout.appMenu')}>
          {menuFor(user.role, weddingRole).map((section) => (
            <div key={section.heading} className="side-menu__section">
              <h2 className="side-menu__heading">{section.heading}</h2>
              <ul>
                {section.entries.map((entry) => (
                  <MenuItem key={isGroup(entry) ? entry.label : entry.path} entry={entry} path={path} />
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="app-shell__main">
        <header className="top-bar">
          <label htmlFor="app-menu-toggle" className="top-bar__menu btn btn--ghost" aria-label={t('shell.layout.openMenu')}>
            ☰
          </label>
          <nav aria-label={t('shell.layout.breadcrumbs')} className="breadcrumbs">
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={`${crumb.path}-${index}`}>
                  {index === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <a href={crumb.path}>{crumb.label}</a>}
                </li>
              ))}
            </ol>
          </nav>
          {weddings.length > 1 && <WeddingSwitcher weddings={weddings} />}
          <div className="top-bar__actions">
            {siteUrl ? (
              <a className="btn btn--ghost top-bar__site" href={siteUrl} target="_blank" rel="noopener">
                {t('shell.layout.viewMyWebsite')}
              </a>
            ) : (
              <a className="btn btn--ghost top-bar__address" href="/app/quick-settings" aria-label={t('shell.layout.chooseAddress')}>
                <span className="top-bar__long">{t('shell.layout.chooseAddress')}</span>
                <span className="top-bar__short">{t('shell.layout.chooseAddressShort')}</span>
              </a>
            )}
            <a className="btn btn--ghost top-bar__refresh" href={path} aria-label={t('shell.layout.refresh')}>
              {t('shell.layout.refresh')}
            </a>
            {siteUrl && <Island island={ShareButton} props={{ url: siteUrl }} />}
            {notificationCount !== null && <Island island={NotificationCenter} props={{ count: notificationCount }} />}
            <details className="user-menu">
              <summary className="user-menu__initial" aria-label={t('shell.layout.accountMenu', { name: user.name })} data-testid="user-initial">
                {initial}
              </summary>
              <ul className="user-menu__list">
                <li className="user-menu__who">
                  <strong>{user.name}</strong>
                  <span>{user.email}</span>
                </li>
                <li>
                  <a href="/">{t('shell.layout.home')}</a>
                </li>
                {siteUrl && (
                  <li>
                    <Island island={ShareButton} props={{ url: siteUrl, label: t('shell.layout.share') }} />
                  </li>
                )}
                {siteUrl && (
                  <li>
                    <a href={siteUrl} target="_blank" rel="noopener">
                      {t('shell.layout.viewWebsite')}
                    </a>
                  </li>
                )}
                <li>
                  <form method="post" action="/logout">
                    <button type="submit" className="user-menu__logout">
                      {t('shell.layout.logout')}
                    </button>
                  </form>
                </li>
              </ul>
            </details>
          </div>
        </header>
        <main className="app-shell__content">
          <h1 className="app-shell__title">{title}</h1>
          {children}
        </main>
      </div>
      <a className="support-fab" href="/app/contact" aria-label={t('shell.layout.contactSupport')} title={t('shell.layout.contactSupport')}>
        ?
      </a>
    </div>
  );
}
