import { GUEST_STATUSES } from '../../src/shared/guests/status';
import { useAppText } from '../../src/shared/i18n/app';
import { GUEST_LIMIT_PRO } from '../../src/shared/plans';
import { UPGRADE_HREF } from './GuestForm';
import { queryString, type ListQuery, type Totals } from './props';

/** Seats used of the plan's limit and the count of each RSVP status (links filter the list). */
export function GuestSummary({ totals, pro, query }: { totals: Totals; pro: boolean; query: ListQuery }) {
  const t = useAppText();
  const { counts, seatsUsed, guestLimit } = totals;
  const unknown = counts.total - counts.Awaiting - counts.Accepted - counts.Declined;
  const full = seatsUsed >= guestLimit;
  return (
    <section className="card app-card guest-summary" aria-label={t('guests.summary.label')}>
      <div className="guest-summary__usage">
        <p>
          <strong data-testid="guest-usage">{t('guests.summary.usage', { used: seatsUsed, limit: guestLimit })}</strong> {t('guests.summary.guests')}{' '}
          <span className="field__hint">{t('guests.summary.plusOnesIncluded')}</span>
        </p>
        <meter min={0} max={guestLimit} value={Math.min(seatsUsed, guestLimit)} high={guestLimit * 0.9} aria-label={t('guests.summary.meter')} />
        {!pro && (
          <p className="field__hint">
            {full ? `${t('guests.summary.full')} ` : ''}
            <a href={UPGRADE_HREF}>{t('guests.summary.upgrade', { max: GUEST_LIMIT_PRO })}</a>
          </p>
        )}
      </div>
      <ul className="guest-summary__counts">
        {GUEST_STATUSES.map((status) => (
          <li key={status}>
            <a
              href={`/app/guest-list?${queryString({ ...query, status: query.status === status ? '' : status })}`}
              className={`status-count status-count--${status.toLowerCase()}`}
              aria-current={query.status === status ? 'true' : undefined}
              data-testid={`count-${status}`}
            >
              <span>{t(`guests.status.${status}`)}</span> <strong>{counts[status]}</strong>
            </a>
          </li>
        ))}
        {unknown > 0 && (
          <li className="status-count status-count--error">
            <span>{t('guests.status.ERROR')}</span> <strong>{unknown}</strong>
          </li>
        )}
      </ul>
    </section>
  );
}
