import type { ReactNode } from 'react';
import type { AdminPage, appStats, listEmails, listUsers, listWeddings } from '../domain/admin-queries';
import type { EmailRow } from '../../../core/db/schema';
import { deliveryStatusOf } from '../../email';
import { DELIVERY_STATUS_LABELS } from '../../../shared/email/delivery-labels';

/** The stored status, then what the provider (or the outbox's simulation) reported after sending. */
function statusText(email: Parameters<typeof deliveryStatusOf>[0]): string {
  const delivery = deliveryStatusOf(email);
  if (delivery === 'kept') return DELIVERY_STATUS_LABELS.kept;
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

export function AdminStatsView({ stats }: { stats: Awaited<ReturnType<typeof appStats>> }) {
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
    ['Test payments (not revenue)', stats.testPayments],
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

/** Where the list is: its total when known, and links to the newer and older pages (the search kept). */
function Pager({ action, search, page, total, noun }: { action: string; search?: string; page: AdminPage<unknown>; total?: number | null; noun: string }) {
  const href = (cursor: string) => `${action}?${new URLSearchParams({ ...(search ? { search } : {}), cursor })}`;
  if (total == null && !page.prevCursor && !page.nextCursor) return null;
  return (
    <nav className="admin-pager" aria-label={`Pages of ${noun}`}>
      {total != null && <span className="admin-pager__total">{`${total.toLocaleString('en-US')} ${noun}`}</span>}
      <span className="admin-pager__links">
        {page.prevCursor && (
          <a className="btn" href={href(page.prevCursor)} rel="prev">
            ← Newer
          </a>
        )}
        {page.nextCursor && (
          <a className="btn" href={href(page.nextCursor)} rel="next">
            Older →
          </a>
        )}
      </span>
    </nav>
  );
}

/** An admin list: the search form, a table of one page of the matches, the pager, and a line when there are none. */
function SearchTable<T>({
  action,
  search,
  headings,
  page,
  total,
  noun,
  rowKey,
  cells,
  empty,
  intro,
}: {
  action: string;
  search?: string;
  headings: string[];
  page: AdminPage<T>;
  /** The list's size when it is known without counting (no search). */
  total?: number | null;
  /** What the rows are, plural ('weddings'). */
  noun: string;
  rowKey: (item: T) => string;
  /** The row's cells (<td>s). */
  cells: (item: T) => ReactNode;
  empty: string;
  intro?: ReactNode;
}) {
  return (
    <section className="card app-card">
      {intro}
      <SearchForm action={action} search={search} />
      <div className="admin-table" role="region" aria-label={`The ${noun}`} tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading}>{heading}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={rowKey(item)}>{cells(item)}</tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.items.length === 0 && <p>{empty}</p>}
      <Pager action={action} search={search} page={page} total={total} noun={noun} />
    </section>
  );
}

function SiteLink({ weddingUrl }: { weddingUrl: string | null | undefined }) {
  return <td>{weddingUrl ? <a href={`/${weddingUrl}`}>/{weddingUrl}</a> : '—'}</td>;
}

export function AdminUsersView({ page, search }: { page: Awaited<ReturnType<typeof listUsers>>; search?: string }) {
  return (
    <SearchTable
      action="/app/admin/all-users"
      search={search}
      headings={['Name', 'Email', 'Role', 'Verified', 'Website', 'Joined']}
      page={page}
      total={page.total}
      noun="users"
      rowKey={(user) => user._id}
      empty="No users match."
      cells={(user) => (
        <>
          <td>{user.name}</td>
          <td>{user.email}</td>
          <td>{user.role}</td>
          <td>{user.verified ? 'yes' : 'no'}</td>
          <SiteLink weddingUrl={user.weddingUrl} />
          <td>{when(user.createdAt)}</td>
        </>
      )}
    />
  );
}

export function AdminWeddingsView({ page, search }: { page: Awaited<ReturnType<typeof listWeddings>>; search?: string }) {
  return (
    <SearchTable
      action="/app/admin/all-weddings"
      search={search}
      headings={['Web address', 'Owner', 'Plan', 'Theme', 'Date', 'Guests', 'Updated']}
      page={page}
      total={page.total}
      noun="weddings"
      rowKey={(wedding) => wedding._id}
      empty="No weddings match."
      cells={(wedding) => (
        <>
          <SiteLink weddingUrl={wedding.weddingUrl} />
          <td>
            {wedding.ownerName} &lt;{wedding.ownerEmail}&gt;
          </td>
          <td>{wedding.ownerRole}</td>
          <td>{wedding.weddingTheme}</td>
          <td>{when(wedding.weddingDate)}</td>
          <td>{wedding.guests}</td>
          <td>{when(wedding.updatedAt)}</td>
        </>
      )}
    />
  );
}

export function AdminEmailLogView({ page, search }: { page: Awaited<ReturnType<typeof listEmails>>; search?: string }) {
  return (
    <SearchTable
      action="/app/admin/email-controller"
      search={search}
      intro={
        <p>
          Every e-mail the app sent or queued. Without an e-mail service (RESEND_API_KEY or SMTP_URL) they stay here, in the local outbox, kept on this server.
        </p>
      }
      headings={['Created', 'Kind', 'To', 'Subject', 'Status', 'Via']}
      page={page}
      noun="e-mails"
      rowKey={(email) => email._id}
      empty="No e-mails yet."
      cells={(email) => (
        <>
          <td>{when(email.createdAt)}</td>
          <td>{email.kind}</td>
          <td>{email.to}</td>
          <td>
            <a href={`/app/admin/email-controller/${email._id}`}>{email.subject}</a>
          </td>
          <td>{statusText(email)}</td>
          <td>{email.provider ?? '—'}</td>
        </>
      )}
    />
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
