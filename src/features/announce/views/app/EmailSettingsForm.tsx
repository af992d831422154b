/** The couple's e-mail settings on the Announce pages: whether opens are counted (off by default). */
export function EmailSettingsForm({ trackOpens, redirect }: { trackOpens: boolean; redirect: string }) {
  return (
    <section className="card app-card" data-testid="email-settings">
      <h2>Delivery</h2>
      <p className="field__hint">
        Each email shows whether it was delivered, bounced or marked as spam. A bounced address is flagged in your guest list so you can correct it.
      </p>
      <form method="post" action="/app/announce/email-settings" className="announce__row">
        <input type="hidden" name="redirect" value={redirect} />
        <label className="announce__row">
          <input type="checkbox" name="trackOpens" defaultChecked={trackOpens} />
          Count opens
        </label>
        <button type="submit" className="btn">
          Save
        </button>
      </form>
      <p className="field__hint">
        {trackOpens
          ? 'Opens are counted. Some mail apps load images on their own or block them, so opens are a hint, not proof.'
          : 'Opens are not counted. Turn this on to see which guests opened your emails.'}
      </p>
    </section>
  );
}
