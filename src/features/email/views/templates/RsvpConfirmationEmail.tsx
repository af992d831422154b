import type { EmailContent } from '../../domain/content';
import { NoticeButton, NoticeLayout, smallPrint } from './NoticeLayout';
import { translator } from '../../../../shared/i18n';

type Props = Extract<EmailContent, { template: 'rsvp-confirmation' }>;

const link = { color: '#7c5cbf' } as const;

/** A guest's confirmation of their RSVP: their answers, the events with "Add to calendar", the link to change it. */
export function RsvpConfirmationEmail({ lang, heading, intro, people, householdAnswers, events, change }: Props) {
  const t = translator(lang);
  return (
    <NoticeLayout heading={heading} lang={lang}>
      <p style={{ lineHeight: '1.5' }}>{intro}</p>
      {people.map((person) => (
        <div key={person.name} style={{ margin: '0 0 12px' }}>
          <strong>{person.name}</strong>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: '20px', lineHeight: '1.5' }}>
            {person.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
      {householdAnswers.length > 0 && (
        <ul style={{ paddingInlineStart: '20px', lineHeight: '1.5' }}>
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
            {t('email.rsvp.addToCalendar')}:{' '}
            <a href={event.icsHref} style={link}>
              {t('email.rsvp.calendar.apple')}
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
          <NoticeButton href={change.href}>{t('email.rsvp.changeAnswer')}</NoticeButton>
          <p style={smallPrint}>{change.note}</p>
        </>
      )}
    </NoticeLayout>
  );
}

export function rsvpConfirmationText({ lang, heading, intro, people, householdAnswers, events, change }: Props): string {
  const t = translator(lang);
  const answered = people.map((p) => `${p.name}\n${p.lines.map((l) => `- ${l}`).join('\n')}`).join('\n\n');
  const household = householdAnswers.length ? `\n\n${householdAnswers.map((l) => `- ${l}`).join('\n')}` : '';
  const calendar = events
    .map(
      (e) =>
        `${e.title}\n${e.when}${e.where ? `\n${e.where}` : ''}\n${t('email.rsvp.addToCalendar')}: ${e.icsHref}\nGoogle Calendar: ${e.googleHref}\nOutlook: ${e.outlookHref}`,
    )
    .join('\n\n');
  return `${heading}\n\n${intro}\n\n${answered}${household}\n${calendar ? `\n${calendar}\n` : ''}${change ? `\n${t('email.rsvp.changeAnswer')}: ${change.href}\n${change.note}\n` : ''}`;
}
