import type { EmailContent } from '../../domain/content';
import { NoticeButton, NoticeLayout, smallPrint } from './NoticeLayout';

type Props = Extract<EmailContent, { template: 'rsvp-confirmation' }>;

const link = { color: '#7c5cbf' } as const;

/** A guest's confirmation of their RSVP: their answers, the events with "Add to calendar", the link to change it. */
export function RsvpConfirmationEmail({ heading, intro, people, householdAnswers, events, change }: Props) {
  return (
    <NoticeLayout heading={heading}>
      <p style={{ lineHeight: '1.5' }}>{intro}</p>
      {people.map((person) => (
        <div key={person.name} style={{ margin: '0 0 12px' }}>
          <strong>{person.name}</strong>
          <ul style={{ margin: '4px 0 0', paddingLeft: '20px', lineHeight: '1.5' }}>
            {person.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
      {householdAnswers.length > 0 && (
        <ul style={{ paddingLeft: '20px', lineHeight: '1.5' }}>
          {householdAnswers.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      {events.map((event) => (
        <div key={event.title + event.when} style={{ borderTop: '1px solid #eee', padding: '12px 0' }}>
          <strong>{event.title}</strong>
          <br />
          {event.when}
          {event.where && (
            <>
              <br />
              {event.where}
            </>
          )}
          <br />
          <span style={{ fontSize: '14px' }}>
            Add to calendar:{' '}
            <a href={event.icsHref} style={link}>
              Apple / .ics
            </a>{' '}
            ·{' '}
            <a href={event.googleHref} style={link}>
              Google
            </a>{' '}
            ·{' '}
            <a href={event.outlookHref} style={link}>
              Outlook
            </a>
          </span>
        </div>
      ))}
      {change && (
        <>
          <NoticeButton href={change.href}>Change my answer</NoticeButton>
          <p style={smallPrint}>{change.note}</p>
        </>
      )}
    </NoticeLayout>
  );
}

export function rsvpConfirmationText({ heading, intro, people, householdAnswers, events, change }: Props): string {
  const answered = people.map((p) => `${p.name}\n${p.lines.map((l) => `- ${l}`).join('\n')}`).join('\n\n');
  const household = householdAnswers.length ? `\n\n${householdAnswers.map((l) => `- ${l}`).join('\n')}` : '';
  const calendar = events
    .map(
      (e) =>
        `${e.title}\n${e.when}${e.where ? `\n${e.where}` : ''}\nAdd to calendar: ${e.icsHref}\nGoogle Calendar: ${e.googleHref}\nOutlook: ${e.outlookHref}`,
    )
    .join('\n\n');
  return `${heading}\n\n${intro}\n\n${answered}${household}\n${calendar ? `\n${calendar}\n` : ''}${change ? `\nChange my answer: ${change.href}\n${change.note}\n` : ''}`;
}
