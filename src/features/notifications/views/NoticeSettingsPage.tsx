/** /app/settings/notifications: the signed-in person's own notice e-mails for the current wedding. */
export function NoticeSettingsPage({ rsvpNotices }: { rsvpNotices: boolean }) {
  return (
    <section className="card app-card" data-testid="notice-settings">
      <h2>E-mail notifications</h2>
      <form method="post" action="/app/settings/notifications" className="form-stack">
        <label className="notice-settings__row">
          <input type="checkbox" name="rsvpNotices" defaultChecked={rsvpNotices} />
          E-mail me each RSVP answer
        </label>
        <p className="field__hint">Only for you: everyone planning this wedding chooses for themselves. The bell counts what you have not seen yet.</p>
        <div>
          <button type="submit" className="btn btn--primary">
            Save
          </button>
        </div>
      </form>
    </section>
  );
}
