/** An honest placeholder for an app page whose feature is still being built. */
export function ComingSoon({ what, next }: { what: string; next?: { label: string; href: string } }) {
  return (
    <section className="card app-card">
      <p>
        <strong>Coming soon.</strong> {what}
      </p>
      {next && (
        <p>
          <a className="btn btn--primary" href={next.href}>
            {next.label}
          </a>
        </p>
      )}
    </section>
  );
}
