import type { ReactNode } from 'react';

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
  children: ReactNode;
}

/** The logged-in app shell (/app/*): side menu, top bar, content. Filled in by the accounts work. */
export function AppLayout({ title, children }: AppLayoutProps) {
  return (
    <div className="app-shell">
      <main className="app-shell__content">
        <h1 className="app-shell__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
