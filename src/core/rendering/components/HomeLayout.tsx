import type { ReactNode } from 'react';
import { useViewer } from './viewer';

/** The shared layout of the public information pages (landing, about, faq, …). */
export function HomeLayout({ children }: { children: ReactNode }) {
  // A signed-in couple is one click from their dashboard, not asked to log in or sign up again.
  const viewer = useViewer();
  return (
    <div className="home min-h-screen flex flex-col">
      <header className="home__header flex items-center justify-between px-6 py-4">
        <a href="/" className="home__brand text-2xl font-semibold">
          Vowly
        </a>
        <nav className="flex gap-4 items-center">
          <a href="/designs">Designs</a>
          <a href="/faq" className="home__faq">
            FAQ
          </a>
          {viewer ? (
            <a className="btn btn--primary" href="/app">
              My dashboard
            </a>
          ) : (
            <>
              <a href="/login">Log in</a>
              <a className="btn btn--primary" href="/register">
                Create your site
              </a>
            </>
          )}
        </nav>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="home__footer px-6 py-8 text-sm opacity-80 flex flex-wrap gap-4 justify-center">
        <a href="/about">About</a>
        <a href="/faq">FAQ</a>
        <a href="/policy">Privacy Policy</a>
        <a href="/terms">Terms</a>
        <span>© Vowly</span>
      </footer>
    </div>
  );
}
