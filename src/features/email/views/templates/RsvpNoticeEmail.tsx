import type { EmailContent } from '../../domain/content';
import { NoticeButton, NoticeLayout, smallPrint } from './NoticeLayout';

type Props = Extract<EmailContent, { template: 'rsvp-notice' }>;

const list = { lineHeight: '1.6', paddingLeft: '20px' } as const;

/** The couple's notice of one RSVP. */
export function RsvpNoticeEmail({ heading, lines, answers, managerUrl }: Props) {
  return (
    <NoticeLayout heading={heading}>
      <ul style={list}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {answers.length > 0 && (
        <>
          <h2 style={{ fontSize: '16px', margin: '20px 0 8px' }}>Answers</h2>
          <ul style={list}>
            {answers.map((answer, i) => (
              <li key={i}>{answer}</li>
            ))}
          </ul>
        </>
      )}
      <NoticeButton href={managerUrl}>See all RSVPs</NoticeButton>
      <p style={smallPrint}>You get this e-mail for every answer. Switch it off in your RSVP settings.</p>
    </NoticeLayout>
  );
}

export function rsvpNoticeText({ heading, lines, answers, managerUrl }: Props): string {
  return `${heading}\n\n${lines.join('\n')}\n${answers.length ? `\nAnswers\n${answers.join('\n')}\n` : ''}\nSee all RSVPs: ${managerUrl}\n`;
}
