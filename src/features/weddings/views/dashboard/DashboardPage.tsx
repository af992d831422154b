import type { userStats } from '../../../guests';
import { THEME_CATALOGUE } from '../../../../shared/wedding';
import { PUBLISH_TEXTS } from '../../../../shared/wedding/publish';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';

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
  const t = useAppText();
  const days = stats.daysUntilWedding;
  return (
    <div className="dashboard">
      <p className="dashboard__hello">{t(returning ? 'weddings.dashboard.welcomeBack' : 'weddings.dashboard.welcome', { name: stats.username })}</p>
      {needsSetup && (
        <section className="card app-card setup-callout">
          <h2>{t('weddings.dashboard.setup.title')}</h2>
          <p>{t('weddings.dashboard.setup.text')}</p>
          {hasWedding ? (
            <a className="btn btn--primary" href="/app/setup">
              {t('weddings.dashboard.setup.start')}
            </a>
          ) : (
            // A person in no wedding (issue 23: registered from an invitation, then left) gets one of their own first.
            <form method="post" action="/app/current-wedding/new" className="inline-form">
              <button className="btn btn--primary" type="submit">
                {t('weddings.dashboard.setup.start')}
              </button>
            </form>
          )}
        </section>
      )}
      <ul className="stats" aria-label={t('weddings.dashboard.glance')}>
        <Stat
          label={days === null ? t('weddings.dashboard.noDate') : t('weddings.dashboard.daysToGo', { count: days })}
          value={days === null ? '–' : days}
          href="/app/quick-settings"
        />
        <Stat label={t('weddings.dashboard.guests', { limit: stats.guestLimit, used: stats.seatsUsed })} value={stats.totalGuests} href="/app/guest-list" />
        <Stat label={t('weddings.dashboard.accepted')} value={stats.Accepted} href="/app/rsvp" />
        <Stat label={t('weddings.dashboard.awaiting')} value={stats.Awaiting} href="/app/rsvp" />
        <Stat label={t('weddings.dashboard.declined')} value={stats.Declined} href="/app/rsvp" />
      </ul>
      <div className="app-grid">
        <section className="card app-card">
          <h2>{t('weddings.dashboard.website')}</h2>
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
            <p>{richText(t, 'weddings.dashboard.noAddress', { choose: <a href="/app/quick-settings">{t('weddings.dashboard.chooseAddress')}</a> })}</p>
          )}
          <p>
            <a className="btn btn--primary" href="/builder">
              {t('weddings.dashboard.builder')}
            </a>
          </p>
        </section>
        <section className="card app-card">
          <h2>{t('weddings.dashboard.design')}</h2>
          <p>{themeTitle(stats.weddingTheme)}</p>
          <a href="/app/designs">{t('weddings.dashboard.changeDesign')}</a>
        </section>
        {stats.events.length >= 2 && (
          <section className="card app-card" data-testid="dashboard-events">
            <h2>{t('weddings.dashboard.events')}</h2>
            <ul className="dashboard__events">
              {stats.events.map((e) => (
                <li key={e.id}>
                  {richText(
                    t,
                    'weddings.dashboard.event',
                    { event: <a href="/app/rsvp#events">{e.title}</a> },
                    { attending: e.attending, awaiting: e.awaiting, invited: e.invited },
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="card app-card">
          <h2>{t('weddings.dashboard.plan')}</h2>
          <p>{pro ? t('weddings.dashboard.pro') : t('weddings.dashboard.free')}</p>
          {!pro && <a href="/app/payments/checkout">{t('weddings.dashboard.upgrade')}</a>}
        </section>
      </div>
    </div>
  );
}
