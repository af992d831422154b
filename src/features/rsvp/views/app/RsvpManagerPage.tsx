import type { RsvpSummary } from '../../domain/summary';
import { STATUS_ORDER } from '../../domain/summary';
import { plusOneComing } from '../../../../shared/rsvp/model';
import { AnswerTally } from '../../../questions/web';
import { plusOneLabel } from '../../domain/counted-answers';
import { richText } from '../../../../shared/i18n';
import { type AppTranslate, useAppText } from '../../../../shared/i18n/app';

export interface ManagerView {
  summary: RsvpSummary;
  /** Only this status in the table ('' = all). */
  status: string;
  rsvpUrl: string | null;
  pro: boolean;
}

function answerText(t: AppTranslate, value: string | undefined) {
  if (value === undefined) return '';
  return value === 'yes' ? t('rsvp.yes') : value === 'no' ? t('rsvp.no') : value;
}

function badgeClass(label: string) {
  return `status-badge status-badge--${label.toLowerCase()}`;
}

function Counts({ summary, status }: { summary: RsvpSummary; status: string }) {
  const t = useAppText();
  const { counts } = summary;
  const links = [
    { key: '', label: t('rsvp.manager.allGuests'), value: counts.total },
    { key: 'Accepted', label: t('guests.status.Accepted'), value: counts.Accepted },
    { key: 'Awaiting', label: t('guests.status.Awaiting'), value: counts.Awaiting },
    { key: 'Declined', label: t('guests.status.Declined'), value: counts.Declined },
    ...(counts.ERROR > 0 ? [{ key: 'ERROR', label: t('guests.status.ERROR'), value: counts.ERROR }] : []),
  ];
  return (
    <section className="card app-card rsvp-counts">
      <ul className="guest-summary__counts" data-testid="rsvp-counts">
        {links.map((link) => (
          <li key={link.key || 'all'}>
            <a
              className={`status-count status-count--${(link.key || 'all').toLowerCase()}`}
              href={link.key ? `/app/rsvp?status=${link.key}` : '/app/rsvp'}
              aria-current={status === link.key ? 'true' : undefined}
              data-testid={`rsvp-count-${link.key || 'all'}`}
            >
              {link.label} <strong>{link.value}</strong>
            </a>
          </li>
        ))}
      </ul>
      <p className="rsvp-counts__attending" data-testid="rsvp-attending">
        {richText(
          t,
          'rsvp.manager.attending',
          { attending: <strong>{counts.attending}</strong> },
          { guests: counts.Accepted, plusOnes: counts.plusOnesComing },
        )}{' '}
        · {t('rsvp.manager.householdsReplied', { replied: summary.households.filter((h) => h.replied).length, total: summary.households.length })}
      </p>
    </section>
  );
}

const EVENT_ANSWER = {
  Accepted: 'rsvp.manager.eventAttending',
  Declined: 'rsvp.manager.eventNotAttending',
  Awaiting: 'rsvp.manager.eventAwaiting',
} as const satisfies Record<string, `rsvp.${string}`>;

/** Counts per event, when the wedding has more than one (issue 16 item 3). */
function EventCounts({ summary }: { summary: RsvpSummary }) {
  const t = useAppText();
  if (summary.events.length < 2) return null;
  return (
    <section className="card app-card" id="events">
      <h2>{t('rsvp.manager.byEvent')}</h2>
      <div className="rsvp-table-wrap" role="region" aria-label={t('rsvp.manager.byEventLabel')} tabIndex={0}>
        <table className="table rsvp-table" data-testid="rsvp-events">
          <thead>
            <tr>
              <th>{t('rsvp.manager.event')}</th>
              <th>{t('rsvp.manager.invited')}</th>
              <th>{t('rsvp.manager.eventAttending')}</th>
              <th>{t('rsvp.manager.eventNotAttending')}</th>
              <th>{t('rsvp.manager.eventAwaiting')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.events.map((e) => (
              <tr key={e.id} data-event={e.id}>
                <td data-label={t('rsvp.manager.event')}>
                  <span className="guest-table__name">{e.title}</span>
                  <span className="guest-table__plus">{e.when}</span>
                </td>
                <td data-label={t('rsvp.manager.invited')}>{e.invited}</td>
                <td data-label={t('rsvp.manager.eventAttending')}>
                  {richText(t, 'rsvp.manager.attending', { attending: <strong>{e.attending}</strong> }, { guests: e.accepted, plusOnes: e.plusOnesComing })}
                </td>
                <td data-label={t('rsvp.manager.eventNotAttending')}>{e.declined}</td>
                <td data-label={t('rsvp.manager.eventAwaiting')}>{e.awaiting}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function GuestTable({ view }: { view: ManagerView }) {
  const t = useAppText();
  const { summary } = view;
  const events = summary.events.length >= 2 ? summary.events : [];
  const guestQuestions = summary.questions.filter((q) => q.scope === 'guest');
  const householdQuestions = summary.questions.filter((q) => q.scope === 'household');
  const groups = STATUS_ORDER.filter((label) => !view.status || view.status === label)
    .map((label) => ({ label, guests: summary.guests.filter((g) => g.label === label) }))
    .filter((group) => group.guests.length > 0);
  const columns = 5 + events.length + guestQuestions.length + householdQuestions.length;
  return (
    <section className="card app-card">
      <h2>{t('rsvp.manager.byAnswer')}</h2>
      {groups.length === 0 ? (
        <p className="guest-table__empty">{summary.guests.length === 0 ? t('rsvp.manager.noGuests') : t('rsvp.manager.noGuestsWithAnswer')}</p>
      ) : (
        <div className="rsvp-table-wrap" role="region" aria-label={t('rsvp.manager.byAnswer')} tabIndex={0}>
          <table className="table guest-table rsvp-table" data-testid="rsvp-table">
            <thead>
              <tr>
                <th>{t('rsvp.manager.guest')}</th>
                <th>{t('rsvp.manager.answer')}</th>
                <th>{t('rsvp.manager.plusOne')}</th>
                {events.map((e) => (
                  <th key={e.id}>{e.title}</th>
                ))}
                {[...guestQuestions, ...householdQuestions].map((q) => (
                  <th key={q.id}>{q.label}</th>
                ))}
                <th>{t('rsvp.manager.replied')}</th>
                <th>
                  <span className="sr-only">{t('rsvp.manager.actions')}</span>
                </th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.label} data-status={group.label}>
                <tr className="rsvp-table__group">
                  <th colSpan={columns} scope="colgroup">
                    {t('rsvp.manager.group', { status: t(`guests.status.${group.label}`), count: group.guests.length })}
                  </th>
                </tr>
                {group.guests.map((guest) => (
                  <tr key={guest.guestId} id={`guest-${guest.guestId}`}>
                    <td data-label={t('rsvp.manager.guest')}>
                      <span className="guest-table__name">{guest.name}</span>
                      {guest.household && <span className="guest-table__plus">{guest.household}</span>}
                    </td>
                    <td data-label={t('rsvp.manager.answer')}>
                      <span className={badgeClass(guest.label)}>{t(`guests.status.${guest.label}`)}</span>
                    </td>
                    <td data-label={t('rsvp.manager.plusOne')}>
                      {guest.plusOneAllowed
                        ? plusOneComing(guest)
                          ? t('rsvp.manager.plusOneComing', { name: guest.plusOneName || t('rsvp.manager.plusOneGuest') })
                          : guest.plusOneStatus === 'Declined'
                            ? t('rsvp.manager.plusOneNotComing')
                            : guest.plusOneName || t('rsvp.manager.plusOneAllowed')
                        : ''}
                    </td>
                    {events.map((e) => (
                      <td key={e.id} data-label={e.title} data-event={e.id}>
                        {guest.events[e.id] ? t(EVENT_ANSWER[guest.events[e.id] as keyof typeof EVENT_ANSWER]) : t('rsvp.manager.notInvited')}
                      </td>
                    ))}
                    {[...guestQuestions, ...householdQuestions].map((q) => (
                      <td key={q.id} data-label={q.label}>
                        {answerText(t, guest.answers[q.id])}
                        {guest.plusOneAnswers[q.id] !== undefined && (
                          <span className="guest-table__plus">
                            {plusOneLabel(guest)}: {answerText(t, guest.plusOneAnswers[q.id])}
                          </span>
                        )}
                      </td>
                    ))}
                    <td data-label={t('rsvp.manager.replied')}>{guest.respondedAt ? guest.respondedAt.slice(0, 10) : ''}</td>
                    <td>
                      <a className="btn btn--ghost" href={`/app/rsvp/record/${guest.guestId}`} aria-label={t('rsvp.manager.recordFor', { name: guest.name })}>
                        {t('rsvp.manager.record')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
}

/** The title of the event a question is about (none for a question about all events). */
function eventTitle(summary: RsvpSummary, eventId: string | null | undefined): string | null {
  return (eventId && summary.events.find((e) => e.id === eventId)?.title) || null;
}

function QuestionSummaries({ summary }: { summary: RsvpSummary }) {
  const t = useAppText();
  if (summary.questions.length === 0) {
    return (
      <section className="card app-card">
        <h2>{t('rsvp.manager.perQuestion')}</h2>
        <p>{richText(t, 'rsvp.manager.noQuestions', { link: <a href="/app/wedding/edit/rsvp#questions">{t('rsvp.manager.addQuestions')}</a> })}</p>
      </section>
    );
  }
  return (
    <section className="card app-card">
      <h2>{t('rsvp.manager.perQuestion')}</h2>
      <div className="app-grid" data-testid="rsvp-question-summaries">
        {summary.questions.map((q) => (
          <article key={q.id} className="rsvp-question-summary" data-question={q.id}>
            <h3>{q.label}</h3>
            <p className="field__hint">
              {eventTitle(summary, q.eventId)
                ? t('rsvp.manager.answeredAtEvent', { scope: q.scope, count: q.answered, event: eventTitle(summary, q.eventId) })
                : t('rsvp.manager.answered', { scope: q.scope, count: q.answered })}
            </p>
            <AnswerTally counts={q.tally.map((tally) => ({ ...tally, label: answerText(t, tally.value) }))} texts={q.responses} />
            {q.byEvent && q.tally.length > 0 && (
              <ul className="rsvp-tally rsvp-tally--events" aria-label={t('rsvp.manager.byEventOf', { question: q.label })}>
                {q.byEvent.map((e) => (
                  <li key={e.eventId} data-event={e.eventId}>
                    {e.title}:{' '}
                    {e.tally.map((tally, i) => (
                      <span key={tally.value}>
                        {i > 0 ? ' · ' : ''}
                        {answerText(t, tally.value)} <strong>{tally.count}</strong>
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

function Households({ summary }: { summary: RsvpSummary }) {
  const t = useAppText();
  if (summary.households.length === 0) return null;
  return (
    <section className="card app-card">
      <h2>{t('rsvp.manager.households')}</h2>
      <ul className="rsvp-households" data-testid="rsvp-households">
        {summary.households.map((h) => (
          <li key={h.name}>
            <strong>{h.name}</strong> {h.replied ? t('rsvp.manager.householdReplied') : t('rsvp.manager.householdWaiting')}
            <span className="guest-table__plus">
              {h.members.map((m) => t('rsvp.manager.member', { name: m.name, status: t(`guests.status.${m.label}`) })).join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Requests({ summary }: { summary: RsvpSummary }) {
  const t = useAppText();
  return (
    <section className="card app-card" id="requests">
      <h2>{t('rsvp.manager.requests')}</h2>
      {summary.requests.length === 0 ? (
        <p className="guest-table__empty">{t('rsvp.manager.noRequests')}</p>
      ) : (
        <table className="table guest-table" data-testid="rsvp-requests">
          <thead>
            <tr>
              <th>{t('rsvp.manager.name')}</th>
              <th>{t('rsvp.manager.email')}</th>
              <th>{t('rsvp.manager.message')}</th>
              <th>{t('rsvp.manager.sent')}</th>
              <th>
                <span className="sr-only">{t('rsvp.manager.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.requests.map((r) => (
              <tr key={r.id} id={`request-${r.id}`}>
                <td data-label={t('rsvp.manager.name')}>{r.name}</td>
                <td data-label={t('rsvp.manager.email')}>{r.email}</td>
                <td data-label={t('rsvp.manager.message')} className="guest-table__notes">
                  {r.message}
                </td>
                <td data-label={t('rsvp.manager.sent')}>{r.createdAt.slice(0, 10)}</td>
                <td className="guest-table__actions">
                  <form method="post" action={`/app/rsvp/requests/${r.id}/approve`}>
                    <button className="btn btn--primary" type="submit" aria-label={t('rsvp.manager.approveLabel', { name: r.name })}>
                      {t('rsvp.manager.approve')}
                    </button>
                  </form>
                  <form method="post" action={`/app/rsvp/requests/${r.id}/dismiss`}>
                    <button className="btn btn--ghost" type="submit" aria-label={t('rsvp.manager.dismissLabel', { name: r.name })}>
                      {t('rsvp.manager.dismiss')}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /app/rsvp: the couple's RSVP manager. */
export function RsvpManagerPage({ view }: { view: ManagerView }) {
  const t = useAppText();
  return (
    <div className="rsvp-manager">
      <p className="rsvp-manager__links">
        <a className="btn" href="/app/wedding/edit/rsvp">
          {t('rsvp.manager.settingsLink')}
        </a>{' '}
        {view.rsvpUrl && (
          <a className="btn btn--ghost" href={view.rsvpUrl}>
            {t('rsvp.manager.openPage')}
          </a>
        )}
      </p>
      <Counts summary={view.summary} status={view.status} />
      <EventCounts summary={view.summary} />
      <Requests summary={view.summary} />
      <GuestTable view={view} />
      <QuestionSummaries summary={view.summary} />
      <Households summary={view.summary} />
    </div>
  );
}
