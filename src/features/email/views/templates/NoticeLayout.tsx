import type { ReactNode } from 'react';

/** The plain layout of Vowly's own e-mails (account, RSVP notice): a white card on cream. */
export function NoticeLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <html lang="en">
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
