import type { userStats } from '../../../guests';
import { THEME_CATALOGUE } from '../../../../shared/wedding';
import { PUBLISH_TEXTS } from '../../../../shared/wedding/publish';

export type DashboardStats = Awaited<ReturnType<typeof userStats>>;

function Stat({ label, value, href }: { label: string; value: string | number; href?: string }) {
  const body = (
    <>
      <span className="stat__value">{value}</span>
      <span className="stat__label">{label}</span>
    </>
  );
  return <li className="stat">{href ? <a href={href}>{body}</a> : body}</li>;
}

function themeTitle(key: string) {
  return THEME_CATALOGUE.find((entry) => entry.title === key)?.displayedTitle ?? key;
}

/** The Publish step's button (issue 22 item 12): a plain form, back to the dashboard. */
function PublishForm({ published }: { published: boolean }) {
  return (
    <form method="post" action="/app/quick-settings/publish" className="inline-form">
      <input type="hidden" name="published" value={String(published)} />
      <input type="hidden" name="next" value="/app" />
      <button className={published ? 'btn btn--primary' : 'btn'} type="submit">
        {published ? PUBLISH_TEXTS.publish : PUBLISH_TEXTS.unpublish}
      </button>
    </form>
  );
}

/** /app: where the wedding stands at a glance, with the next useful step. */
export function DashboardPage({
  stats,
  pro,
  siteUrl,
  needsSetup = false,
  hasWedding = true,
  returning = true,
}: {
  stats: DashboardStats;
  pro: boolean;
  siteUrl: string | null;
  needsSetup?: boolean;
  /** False for a person who belongs to no wedding: "Start setup" makes one of their own first. */
  hasWedding?: boolean;
  /** Logged in before this session: 'Welcome back'; on the first login just 'Welcome'. */
  returning?: boolean;
}) {
  const days = stats.daysUntilWedding;
  return (
    <div className="dashboard">
      <p className="dashboard__hello">
        {returning ? 'Welcome back' : 'Welcome'}, {stats.username}.
      </p>
      {needsSetup && (
        <section className="card app-card setup-callout">
          <h2>Set up your website in five short steps</h2>
          <p>Your names, the date and place, a web address, a design, then preview and publish. Everything can be changed later.</p>
          {hasWedding ? (
            <a className="btn btn--primary" href="/app/setup">
              Start setup
            </a>
          ) : (
            // A person in no wedding (issue 23: registered from an invitation, then left) gets one of their own first.
            <form method="post" action="/app/current-wedding/new" className="inline-form">
              <button className="btn btn--primary" type="submit">
                Start setup
              </button>
            </form>
          )}
        </section>
      )}
      <ul className="stats" aria-label="Wedding at a glance">
        <Stat
          label={days === null ? 'Set your wedding date' : days === 1 ? 'day to go' : 'days to go'}
          value={days === null ? '–' : days}
          href="/app/quick-settings"
        />
        <Stat label={`guests of ${stats.guestLimit} seats (${stats.seatsUsed} used)`} value={stats.totalGuests} href="/app/guest-list" />
        <Stat label="accepted" value={stats.Accepted} href="/app/rsvp" />
        <Stat label="awaiting" value={stats.Awaiting} href="/app/rsvp" />
        <Stat label="declined" value={stats.Declined} href="/app/rsvp" />
      </ul>
      <div className="app-grid">
        <section className="card app-card">
          <h2>Your website</h2>
          {siteUrl && stats.weddingPublished ? (
            <>
              <p>
                {PUBLISH_TEXTS.publishedAt} <a href={siteUrl}>{siteUrl}</a>
              </p>
              <PublishForm published={false} />
            </>
          ) : siteUrl ? (
            <div className="dashboard__publish" data-testid="publish-step">
              <p>{PUBLISH_TEXTS.notPublished}</p>
              <div className="dashboard__publish-actions">
                <a className="btn" href={siteUrl} target="_blank" rel="noopener">
                  {PUBLISH_TEXTS.preview}
                </a>
                <PublishForm published={true} />
              </div>
            </div>
          ) : (
            <p>
              Your site has no web address yet. <a href="/app/quick-settings">Choose one</a>.
            </p>
          )}
          <p>
            <a className="btn btn--primary" href="/builder">
              Open the Website Builder
            </a>
          </p>
        </section>
        <section className="card app-card">
          <h2>Design</h2>
          <p>{themeTitle(stats.weddingTheme)}</p>
          <a href="/app/designs">Change design</a>
        </section>
        {stats.events.length >= 2 && (
          <section className="card app-card" data-testid="dashboard-events">
            <h2>Events</h2>
            <ul className="dashboard__events">
              {stats.events.map((e) => (
                <li key={e.id}>
                  <a href="/app/rsvp#events">{e.title}</a>
                  {`: ${e.attending} attending · ${e.awaiting} awaiting of ${e.invited} invited`}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="card app-card">
          <h2>Plan</h2>
          <p>{pro ? 'Pro' : 'Free'}</p>
          {!pro && <a href="/app/payments/checkout">Upgrade to Pro</a>}
        </section>
      </div>
    </div>
  );
}
