import type { ReactNode } from 'react';
import { useAppText } from '../../../shared/i18n/app';
import { useViewer } from './viewer';

/** The shared layout of the public information pages (landing, about, faq, …). */
export function HomeLayout({ children }: { children: ReactNode }) {
  // A signed-in couple is one click from their dashboard, not asked to log in or sign up again.
  const viewer = useViewer();
  const t = useAppText();
  return (
    <div className="home min-h-screen flex flex-col">
      <header className="home__header flex items-center justify-between px-6 py-4">
        <a href="/" className="home__brand text-2xl font-semibold">
          Vowly
        </a>
        <nav className="flex gap-4 items-center">
          <a href="/designs">{t('shell.home.designs')}</a>
          <a href="/faq" className="home__faq">
            {t('shell.home.faq')}
          </a>
          {viewer ? (
            <a className="btn btn--primary" href="/app">
              {t('shell.home.dashboard')}
            </a>
          ) : (
            <>
              <a href="/login">{t('shell.home.login')}</a>
              <a className="btn btn--primary" href="/register">
                {t('shell.home.register')}
              </a>
            </>
          )}
        </nav>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="home__footer px-6 py-8 text-sm opacity-80 flex flex-wrap gap-4 justify-center">
        <a href="/about">{t('shell.home.about')}</a>
        <a href="/faq">{t('shell.home.faq')}</a>
        <a href="/policy">{t('shell.home.privacy')}</a>
        <a href="/terms">{t('shell.home.terms')}</a>
        <span>© Vowly</span>
      </footer>
    </div>
  );
}
