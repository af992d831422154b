import type { RsvpSummary } from '../../domain/summary';
import { STATUS_ORDER } from '../../domain/summary';
import { plusOneComing } from '../../../../shared/rsvp/model';
import { AnswerTally } from '../../../questions';
import { plusOneLabel } from '../../domain/counted-answers';

export interface ManagerView {
  summary: RsvpSummary;
  /** Only this status in the table ('' = all). */
  status: string;
  rsvpUrl: string | null;
  pro: boolean;
}

function answerText(value: string | undefined) {
  if (value === undefined) return '';
  return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function badgeClass(label: string) {
  return `status-badge status-badge--${label.toLowerCase()}`;
}

function Counts({ summary, status }: { summary: RsvpSummary; status: string }) {
  const { counts } = summary;
  const links = [
    { key: '', label: 'All guests', value: counts.total },
    { key: 'Accepted', label: 'Accepted', value: counts.Accepted },
    { key: 'Awaiting', label: 'Awaiting', value: counts.Awaiting },
    { key: 'Declined', label: 'Declined', value: counts.Declined },
    ...(counts.ERROR > 0 ? [{ key: 'ERROR', label: 'ERROR', value: counts.ERROR }] : []),
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
        <strong>{counts.attending}</strong> attending ({plural(counts.Accepted, 'guest')} and {plural(counts.plusOnesComing, 'plus-one')}) ·{' '}
        {summary.households.filter((h) => h.replied).length} of {summary.households.length} households replied
      </p>
    </section>
  );
}

const EVENT_ANSWER: Record<string, string> = { Accepted: 'Attending', Declined: 'Not attending', Awaiting: 'Awaiting' };

/** Counts per event, when the wedding has more than one (issue 16 item 3). */
function EventCounts({ summary }: { summary: RsvpSummary }) {
  if (summary.events.length < 2) return null;
  return (
    <section className="card app-card" id="events">
      <h2>By event</h2>
      <div className="rsvp-table-wrap" role="region" aria-label="Answers by event" tabIndex={0}>
        <table className="table rsvp-table" data-testid="rsvp-events">
          <thead>
            <tr>
              <th>Event</th>
              <th>Invited</th>
              <th>Attending</th>
              <th>Not attending</th>
              <th>Awaiting</th>
            </tr>
          </thead>
          <tbody>
            {summary.events.map((e) => (
              <tr key={e.id} data-event={e.id}>
                <td data-label="Event">
                  <span className="guest-table__name">{e.title}</span>
                  <span className="guest-table__plus">{e.when}</span>
                </td>
                <td data-label="Invited">{e.invited}</td>
                <td data-label="Attending">
                  <strong>{e.attending}</strong> ({plural(e.accepted, 'guest')} and {plural(e.plusOnesComing, 'plus-one')})
                </td>
                <td data-label="Not attending">{e.declined}</td>
                <td data-label="Awaiting">{e.awaiting}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function GuestTable({ view }: { view: ManagerView }) {
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
      <h2>Guests by answer</h2>
      {groups.length === 0 ? (
        <p className="guest-table__empty">{summary.guests.length === 0 ? 'No guests yet. Add them in your guest list.' : 'No guests with this answer.'}</p>
      ) : (
        <div className="rsvp-table-wrap" role="region" aria-label="Guests by answer" tabIndex={0}>
          <table className="table guest-table rsvp-table" data-testid="rsvp-table">
            <thead>
              <tr>
                <th>Guest</th>
                <th>Answer</th>
                <th>Plus-one</th>
                {events.map((e) => (
                  <th key={e.id}>{e.title}</th>
                ))}
                {[...guestQuestions, ...householdQuestions].map((q) => (
                  <th key={q.id}>{q.label}</th>
                ))}
                <th>Replied</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.label} data-status={group.label}>
                <tr className="rsvp-table__group">
                  <th colSpan={columns} scope="colgroup">
                    {group.label} ({group.guests.length})
                  </th>
                </tr>
                {group.guests.map((guest) => (
                  <tr key={guest.guestId} id={`guest-${guest.guestId}`}>
                    <td data-label="Guest">
                      <span className="guest-table__name">{guest.name}</span>
                      {guest.household && <span className="guest-table__plus">{guest.household}</span>}
                    </td>
                    <td data-label="Answer">
                      <span className={badgeClass(guest.label)}>{guest.label}</span>
                    </td>
                    <td data-label="Plus-one">
                      {guest.plusOneAllowed
                        ? plusOneComing(guest)
                          ? `${guest.plusOneName || 'Guest'} (coming)`
                          : guest.plusOneStatus === 'Declined'
                            ? 'Not coming'
                            : guest.plusOneName || 'Allowed'
                        : ''}
                    </td>
                    {events.map((e) => (
                      <td key={e.id} data-label={e.title} data-event={e.id}>
                        {guest.events[e.id] ? EVENT_ANSWER[guest.events[e.id]!] : 'Not invited'}
                      </td>
                    ))}
                    {[...guestQuestions, ...householdQuestions].map((q) => (
                      <td key={q.id} data-label={q.label}>
                        {answerText(guest.answers[q.id])}
                        {guest.plusOneAnswers[q.id] !== undefined && (
                          <span className="guest-table__plus">
                            {plusOneLabel(guest)}: {answerText(guest.plusOneAnswers[q.id])}
                          </span>
                        )}
                      </td>
                    ))}
                    <td data-label="Replied">{guest.respondedAt ? guest.respondedAt.slice(0, 10) : ''}</td>
                    <td>
                      <a className="btn btn--ghost" href={`/app/rsvp/record/${guest.guestId}`} aria-label={`Record answer for ${guest.name}`}>
                        Record answer
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
  if (summary.questions.length === 0) {
    return (
      <section className="card app-card">
        <h2>Answers per question</h2>
        <p>
          No questions yet. <a href="/app/wedding/edit/rsvp#questions">Add questions</a> such as dietary needs or song wishes.
        </p>
      </section>
    );
  }
  return (
    <section className="card app-card">
      <h2>Answers per question</h2>
      <div className="app-grid" data-testid="rsvp-question-summaries">
        {summary.questions.map((q) => (
          <article key={q.id} className="rsvp-question-summary" data-question={q.id}>
            <h3>{q.label}</h3>
            <p className="field__hint">
              {q.answered} {q.scope === 'household' ? (q.answered === 1 ? 'household' : 'households') : q.answered === 1 ? 'answer' : 'answers'}
              {eventTitle(summary, q.eventId) ? ` from ${q.scope === 'household' ? 'households' : 'guests'} attending ${eventTitle(summary, q.eventId)}` : ''}
            </p>
            <AnswerTally counts={q.tally.map((t) => ({ ...t, label: answerText(t.value) }))} texts={q.responses} />
            {q.byEvent && q.tally.length > 0 && (
              <ul className="rsvp-tally rsvp-tally--events" aria-label={`${q.label} by event`}>
                {q.byEvent.map((e) => (
                  <li key={e.eventId} data-event={e.eventId}>
                    {e.title}:{' '}
                    {e.tally.map((t, i) => (
                      <span key={t.value}>
                        {i > 0 ? ' · ' : ''}
                        {answerText(t.value)} <strong>{t.count}</strong>
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
  if (summary.households.length === 0) return null;
  return (
    <section className="card app-card">
      <h2>Households</h2>
      <ul className="rsvp-households" data-testid="rsvp-households">
        {summary.households.map((h) => (
          <li key={h.name}>
            <strong>{h.name}</strong> {h.replied ? '· replied' : '· waiting'}
            <span className="guest-table__plus">{h.members.map((m) => `${m.name} (${m.label})`).join(', ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Requests({ summary }: { summary: RsvpSummary }) {
  return (
    <section className="card app-card" id="requests">
      <h2>Requests from guests not on your list</h2>
      {summary.requests.length === 0 ? (
        <p className="guest-table__empty">No requests. Visitors who cannot find their name on the RSVP page can leave one here.</p>
      ) : (
        <table className="table guest-table" data-testid="rsvp-requests">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Message</th>
              <th>Sent</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.requests.map((r) => (
              <tr key={r.id} id={`request-${r.id}`}>
                <td data-label="Name">{r.name}</td>
                <td data-label="Email">{r.email}</td>
                <td data-label="Message" className="guest-table__notes">
                  {r.message}
                </td>
                <td data-label="Sent">{r.createdAt.slice(0, 10)}</td>
                <td className="guest-table__actions">
                  <form method="post" action={`/app/rsvp/requests/${r.id}/approve`}>
                    <button className="btn btn--primary" type="submit" aria-label={`Add ${r.name} to the guest list`}>
                      Approve
                    </button>
                  </form>
                  <form method="post" action={`/app/rsvp/requests/${r.id}/dismiss`}>
                    <button className="btn btn--ghost" type="submit" aria-label={`Dismiss the request of ${r.name}`}>
                      Dismiss
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
  return (
    <div className="rsvp-manager">
      <p className="rsvp-manager__links">
        <a className="btn" href="/app/wedding/edit/rsvp">
          RSVP settings and questions
        </a>{' '}
        {view.rsvpUrl && (
          <a className="btn btn--ghost" href={view.rsvpUrl}>
            Open the RSVP page
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
