import type { appStats, listEmails, listUsers, listWeddings } from '../../../domain/admin/admin-queries';
import type { EmailRow } from '../../../db/schema';
import { deliveryStatusOf } from '../../../domain/email/delivery-status';
import { DELIVERY_STATUS_LABELS } from '../../../shared/email/delivery-labels';

/** The stored status, then what the provider (or the outbox's simulation) reported after sending. */
function statusText(email: Parameters<typeof deliveryStatusOf>[0]): string {
  const delivery = deliveryStatusOf(email);
  return delivery === email.status ? email.status : `${email.status} · ${DELIVERY_STATUS_LABELS[delivery]}`;
}

function when(date: Date | null | undefined) {
  return date ? date.toISOString().replace('T', ' ').slice(0, 16) : '—';
}

function SearchForm({ action, search }: { action: string; search?: string }) {
  return (
    <form method="get" action={action} className="admin-search">
      <input className="field__input" type="search" name="search" defaultValue={search} placeholder="Search" aria-label="Search" />
      <button className="btn" type="submit">
        Search
      </button>
    </form>
  );
}

export function AdminStatsView({ stats }: { stats: ReturnType<typeof appStats> }) {
  const tiles: [string, string | number][] = [
    ['Users', stats.totalUsers],
    ['Free', stats.usersByRole.userFree ?? 0],
    ['Pro', stats.usersByRole.userPaid ?? 0],
    ['Admins', stats.usersByRole.admin ?? 0],
    ['Weddings', stats.totalWeddings],
    ['With a web address', stats.weddingsWithAddress],
    ['Guests', stats.totalGuests],
    ['Emails sent', stats.emailsByStatus.sent ?? 0],
    ['Emails failed', stats.emailsByStatus.failed ?? 0],
    ['Payments', stats.payments],
    ['Revenue', `$${(stats.revenueCents / 100).toFixed(2)}`],
    ['Support messages', stats.supportMessages],
  ];
  return (
    <div className="stat-grid">
      {tiles.map(([label, value]) => (
        <div key={label} className="card stat">
          <span className="stat__label">{label}</span>
          <span className="stat__value">{value}</span>
        </div>
      ))}
    </div>
  );
}

export function AdminUsersView({ users, search }: { users: ReturnType<typeof listUsers>; search?: string }) {
  return (
    <section className="card app-card">
      <SearchForm action="/app/admin/all-users" search={search} />
      <table className="table">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Role</th>
            <th>Verified</th>
            <th>Website</th>
            <th>Joined</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id}>
              <td>{user.name}</td>
              <td>{user.email}</td>
              <td>{user.role}</td>
              <td>{user.verified ? 'yes' : 'no'}</td>
              <td>{user.weddingUrl ? <a href={`/${user.weddingUrl}`}>/{user.weddingUrl}</a> : '—'}</td>
              <td>{when(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {users.length === 0 && <p>No users match.</p>}
    </section>
  );
}

export function AdminWeddingsView({ weddings, search }: { weddings: ReturnType<typeof listWeddings>; search?: string }) {
  return (
    <section className="card app-card">
      <SearchForm action="/app/admin/all-weddings" search={search} />
      <table className="table">
        <thead>
          <tr>
            <th>Web address</th>
            <th>Owner</th>
            <th>Plan</th>
            <th>Theme</th>
            <th>Date</th>
            <th>Guests</th>
            <th>Updated</th>
          </tr>
        </thead>
        <tbody>
          {weddings.map((wedding) => (
            <tr key={wedding._id}>
              <td>{wedding.weddingUrl ? <a href={`/${wedding.weddingUrl}`}>/{wedding.weddingUrl}</a> : '—'}</td>
              <td>
                {wedding.ownerName} &lt;{wedding.ownerEmail}&gt;
              </td>
              <td>{wedding.ownerRole}</td>
              <td>{wedding.weddingTheme}</td>
              <td>{when(wedding.weddingDate)}</td>
              <td>{wedding.guests}</td>
              <td>{when(wedding.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {weddings.length === 0 && <p>No weddings match.</p>}
    </section>
  );
}

export function AdminEmailLogView({ emails, search }: { emails: ReturnType<typeof listEmails>; search?: string }) {
  return (
    <section className="card app-card">
      <p>Every e-mail the app sent or queued. Without RESEND_API_KEY they stay here, in the local outbox.</p>
      <SearchForm action="/app/admin/email-controller" search={search} />
      <table className="table">
        <thead>
          <tr>
            <th>Created</th>
            <th>Kind</th>
            <th>To</th>
            <th>Subject</th>
            <th>Status</th>
            <th>Via</th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr key={email._id}>
              <td>{when(email.createdAt)}</td>
              <td>{email.kind}</td>
              <td>{email.to}</td>
              <td>
                <a href={`/app/admin/email-controller/${email._id}`}>{email.subject}</a>
              </td>
              <td>{statusText(email)}</td>
              <td>{email.provider ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {emails.length === 0 && <p>No e-mails yet.</p>}
    </section>
  );
}

export function AdminEmailView({ email }: { email: EmailRow }) {
  return (
    <section className="card app-card">
      <dl className="email-meta">
        <dt>To</dt>
        <dd>{email.to}</dd>
        <dt>Subject</dt>
        <dd>{email.subject}</dd>
        <dt>Status</dt>
        <dd>
          {statusText(email)}
          {email.error ? ` — ${email.error}` : ''}
          {email.deliveryNote ? ` — ${email.deliveryNote}` : ''}
        </dd>
        <dt>Created</dt>
        <dd>{when(email.createdAt)}</dd>
      </dl>
      <iframe className="email-preview" title="E-mail preview" sandbox="" src={`/app/admin/email-controller/${email.id}/html`} />
      <h2>Plain text</h2>
      <pre className="email-text">{email.text}</pre>
    </section>
  );
}
