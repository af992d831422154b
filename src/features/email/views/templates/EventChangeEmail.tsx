import type { EmailContent } from '../../domain/content';
import { NoticeButton, NoticeLayout, smallPrint } from './NoticeLayout';
import { translator } from '../../../../shared/i18n';

type Props = Extract<EmailContent, { template: 'event-change' }>;

const cell = { padding: '6px 8px', borderTop: '1px solid #eee', verticalAlign: 'top', lineHeight: '1.4' } as const;

/** Change of plans: what changed about one event, before and now, and the guest's own RSVP link. */
export function EventChangeEmail({ lang, heading, intro, changes, link, unsubscribeHref }: Props) {
  return (
    <NoticeLayout heading={heading} lang={lang}>
      <p style={{ lineHeight: '1.5' }}>{intro}</p>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', width: '100%', fontSize: '15px' }}>
        <tbody>
          {changes.map((change) => (
            <tr key={change.label}>
              <th scope="row" style={{ ...cell, textAlign: 'start', width: '22%' }}>
                {change.label}
              </th>
              <td style={cell}>
                <span style={{ color: '#888', textDecoration: 'line-through' }}>{change.before || '—'}</span>
                <br />
                <strong>{change.after || '—'}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {link && <NoticeButton href={link.href}>{link.label}</NoticeButton>}
      <p style={smallPrint}>
        <a href={unsubscribeHref} style={{ color: '#666' }}>
          {translator(lang)('email.footer.unsubscribe')}
        </a>
      </p>
    </NoticeLayout>
  );
}

export function eventChangeEmailText({ lang, heading, intro, changes, link, unsubscribeHref }: Props): string {
  const t = translator(lang);
  const lines = changes.map((c) => `${c.label}: ${c.after || '—'} (${t('email.change.was', { value: c.before || '—' })})`);
  return `${heading}\n\n${intro}\n\n${lines.join('\n')}\n${link ? `\n${link.label}: ${link.href}\n` : ''}\n${t('email.footer.unsubscribe')}: ${unsubscribeHref}\n`;
}
