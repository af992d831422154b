import type { EmailContent } from '../../domain/content';
import { NoticeButton, NoticeLayout, smallPrint } from './NoticeLayout';
import { appText, useAppText } from '../../../../shared/i18n/app';

type Props = Extract<EmailContent, { template: 'rsvp-notice' }>;

const list = { lineHeight: '1.6', paddingLeft: '20px' } as const;

/** The couple's notice of one RSVP. */
export function RsvpNoticeEmail({ heading, lines, answers, managerUrl }: Props) {
  const t = useAppText();
  return (
    <NoticeLayout heading={heading}>
      <ul style={list}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {answers.length > 0 && (
        <>
          <h2 style={{ fontSize: '16px', margin: '20px 0 8px' }}>{t('email.rsvpNotice.answers')}</h2>
          <ul style={list}>
            {answers.map((answer, i) => (
              <li key={i}>{answer}</li>
            ))}
          </ul>
        </>
      )}
      <NoticeButton href={managerUrl}>{t('email.rsvpNotice.seeAll')}</NoticeButton>
      <p style={smallPrint}>{t('email.rsvpNotice.every')}</p>
    </NoticeLayout>
  );
}

export function rsvpNoticeText({ heading, lines, answers, managerUrl }: Props): string {
  return `${heading}\n\n${lines.join('\n')}\n${answers.length ? `\n${appText('email.rsvpNotice.answers')}\n${answers.join('\n')}\n` : ''}\n${appText('email.rsvpNotice.seeAll')}: ${managerUrl}\n`;
}
