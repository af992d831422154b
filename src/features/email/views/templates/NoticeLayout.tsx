import type { ReactNode } from 'react';
import { languageDir, type Lang } from '../../../../shared/i18n';

/** The plain layout of Vowly's own e-mails (account, RSVP notice): a white card on cream, in the reader's language. */
export function NoticeLayout({ heading, lang = 'en', children }: { heading: string; lang?: Lang; children: ReactNode }) {
  return (
    <html lang={lang} dir={languageDir(lang)}>
      <body style={{ fontFamily: 'Georgia,serif', background: '#faf7f2', padding: '24px', color: '#2b2b2b' }}>
        <div style={{ maxWidth: '520px', margin: 'auto', background: '#fff', borderRadius: '12px', padding: '32px' }}>
          <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>{heading}</h1>
          {children}
        </div>
      </body>
    </html>
  );
}

export function NoticeButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '28px 0' }}>
      <a href={href} style={{ background: '#7c5cbf', color: '#fff', padding: '12px 20px', borderRadius: '8px', textDecoration: 'none' }}>
        {children}
      </a>
    </p>
  );
}

export const smallPrint = { fontSize: '13px', color: '#666' } as const;
