import type { ActivityEntry } from '../domain/log';
import { useAppText } from '../../../shared/i18n/app';

/** /app/activity: who did what and when, newest first, one page at a time. */
export function ActivityPage({
  entries,
  olderHref,
  newestHref,
  formatTime,
}: {
  entries: ActivityEntry[];
  olderHref: string | null;
  /** Set on a later page: back to the newest entries. */
  newestHref: string | null;
  formatTime: (iso: string) => string;
}) {
  const t = useAppText();
  return (
    <section className="card app-card activity" data-testid="activity">
      <p className="activity-intro">{t('activity.intro')}</p>
      {entries.length === 0 ? (
        <p>{t('activity.empty')}</p>
      ) : (
        <ol className="activity-list">
          {entries.map((entry) => (
            <li key={entry.id} className="activity-entry" data-kind={entry.kind}>
              <time dateTime={entry.at}>{formatTime(entry.at)}</time>
              <span>{entry.text}</span>
            </li>
          ))}
        </ol>
      )}
      {olderHref || newestHref ? (
        <nav className="activity-pages" aria-label={t('activity.pages')}>
          {newestHref ? (
            <a className="btn btn--ghost" href={newestHref}>
              {t('activity.newest')}
            </a>
          ) : null}
          {olderHref ? (
            <a className="btn" href={olderHref}>
              {t('activity.older')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
