import type { ActivityEntry } from '../domain/log';

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
  return (
    <section className="card app-card activity" data-testid="activity">
      <p className="activity-intro">Who changed what on this wedding, newest first.</p>
      {entries.length === 0 ? (
        <p>Nothing has changed yet.</p>
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
        <nav className="activity-pages" aria-label="Activity pages">
          {newestHref ? (
            <a className="btn btn--ghost" href={newestHref}>
              Newest
            </a>
          ) : null}
          {olderHref ? (
            <a className="btn" href={olderHref}>
              Older
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
