import type { Wedding } from '../../../db/queries/weddings';

export function DashboardPage({ name, pro, wedding, siteUrl }: { name: string; pro: boolean; wedding: Wedding | null; siteUrl: string | null }) {
  return (
    <div className="dashboard">
      <p className="dashboard__hello">Welcome back, {name}.</p>
      <div className="app-grid">
        <section className="card app-card">
          <h2>Your website</h2>
          {siteUrl ? (
            <p>
              Live at <a href={siteUrl}>{siteUrl}</a>
            </p>
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
          <h2>Plan</h2>
          <p>{pro ? 'Pro' : 'Free'}</p>
          {!pro && <a href="/app/payments/checkout">Upgrade to Pro</a>}
        </section>
        {wedding && (
          <section className="card app-card">
            <h2>Theme</h2>
            <p>{wedding.weddingTheme}</p>
            <a href="/app/designs">Browse designs</a>
          </section>
        )}
      </div>
    </div>
  );
}
