import type { ReactNode } from 'react';
import type { AdminPage, appStats, listEmails, listUsers, listWeddings } from '../domain/admin-queries';
import type { EmailRow } from '../../../core/db/schema';
import { deliveryStatusOf } from '../../email';
import { DELIVERY_STATUS_LABELS } from '../../../shared/email/delivery-labels';
import { useAppText } from '../../../shared/i18n/app';

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
  const t = useAppText();
  return (
    <form method="get" action={action} className="admin-search">
      <input className="field__input" type="search" name="search" defaultValue={search} placeholder={t('admin.search')} aria-label={t('admin.search')} />
      <button className="btn" type="submit">
        {t('admin.search')}
      </button>
    </form>
  );
}

export function AdminStatsView({ stats }: { stats: Awaited<ReturnType<typeof appStats>> }) {
  const t = useAppText();
  const tiles: [string, string | number][] = [
    [t('admin.stats.users'), stats.totalUsers],
    [t('admin.stats.free'), stats.usersByRole.userFree ?? 0],
    [t('admin.stats.pro'), stats.usersByRole.userPaid ?? 0],
    [t('admin.stats.admins'), stats.usersByRole.admin ?? 0],
    [t('admin.stats.weddings'), stats.totalWeddings],
    [t('admin.stats.withAddress'), stats.weddingsWithAddress],
    [t('admin.stats.guests'), stats.totalGuests],
    [t('admin.stats.emailsSent'), stats.emailsByStatus.sent ?? 0],
    [t('admin.stats.emailsFailed'), stats.emailsByStatus.failed ?? 0],
    [t('admin.stats.payments'), stats.payments],
    [t('admin.stats.revenue'), t('admin.stats.revenueValue', { amount: (stats.revenueCents / 100).toFixed(2) })],
    [t('admin.stats.testPayments'), stats.testPayments],
    [t('admin.stats.support'), stats.supportMessages],
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
  const t = useAppText();
  const href = (cursor: string) => `${action}?${new URLSearchParams({ ...(search ? { search } : {}), cursor })}`;
  if (total == null && !page.prevCursor && !page.nextCursor) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.label', { noun })}>
      {total != null && <span className="admin-pager__total">{t('admin.pager.total', { total, noun })}</span>}
      <span className="admin-pager__links">
        {page.prevCursor && (
          <a className="btn" href={href(page.prevCursor)} rel="prev">
            {t('admin.pager.newer')}
          </a>
        )}
        {page.nextCursor && (
          <a className="btn" href={href(page.nextCursor)} rel="next">
            {t('admin.pager.older')}
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
  const t = useAppText();
  return (
    <section className="card app-card">
      {intro}
      <SearchForm action={action} search={search} />
      <div className="admin-table" role="region" aria-label={t('admin.table.label', { noun })} tabIndex={0}>
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
  const t = useAppText();
  return (
    <SearchTable
      action="/app/admin/all-users"
      search={search}
      headings={[
        t('admin.users.name'),
        t('admin.users.email'),
        t('admin.users.role'),
        t('admin.users.verified'),
        t('admin.users.website'),
        t('admin.users.joined'),
      ]}
      page={page}
      total={page.total}
      noun={t('admin.users.noun')}
      rowKey={(user) => user._id}
      empty={t('admin.users.none')}
      cells={(user) => (
        <>
          <td>{user.name}</td>
          <td>{user.email}</td>
          <td>{user.role}</td>
          <td>{t(user.verified ? 'admin.yes' : 'admin.no')}</td>
          <SiteLink weddingUrl={user.weddingUrl} />
          <td>{when(user.createdAt)}</td>
        </>
      )}
    />
  );
}

export function AdminWeddingsView({ page, search }: { page: Awaited<ReturnType<typeof listWeddings>>; search?: string }) {
  const t = useAppText();
  return (
    <SearchTable
      action="/app/admin/all-weddings"
      search={search}
      headings={[
        t('admin.weddings.address'),
        t('admin.weddings.owner'),
        t('admin.weddings.plan'),
        t('admin.weddings.theme'),
        t('admin.weddings.date'),
        t('admin.weddings.guests'),
        t('admin.weddings.updated'),
      ]}
      page={page}
      total={page.total}
      noun={t('admin.weddings.noun')}
      rowKey={(wedding) => wedding._id}
      empty={t('admin.weddings.none')}
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
  const t = useAppText();
  return (
    <SearchTable
      action="/app/admin/email-controller"
      search={search}
      intro={<p>{t('admin.emails.intro')}</p>}
      headings={[
        t('admin.emails.created'),
        t('admin.emails.kind'),
        t('admin.emails.to'),
        t('admin.emails.subject'),
        t('admin.emails.status'),
        t('admin.emails.via'),
      ]}
      page={page}
      noun={t('admin.emails.noun')}
      rowKey={(email) => email._id}
      empty={t('admin.emails.none')}
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
  const t = useAppText();
  return (
    <section className="card app-card">
      <dl className="email-meta">
        <dt>{t('admin.emails.to')}</dt>
        <dd>{email.to}</dd>
        <dt>{t('admin.emails.subject')}</dt>
        <dd>{email.subject}</dd>
        <dt>{t('admin.emails.status')}</dt>
        <dd>
          {statusText(email)}
          {email.error ? ` — ${email.error}` : ''}
          {email.deliveryNote ? ` — ${email.deliveryNote}` : ''}
        </dd>
        <dt>{t('admin.emails.created')}</dt>
        <dd>{when(email.createdAt)}</dd>
      </dl>
      <iframe className="email-preview" title={t('admin.emails.preview')} sandbox="" src={`/app/admin/email-controller/${email.id}/html`} />
      <h2>{t('admin.emails.plainText')}</h2>
      <pre className="email-text">{email.text}</pre>
    </section>
  );
}
