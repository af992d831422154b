import { useAppText } from '../../../shared/i18n/app';

/** /app/settings/notifications: the signed-in person's own notice e-mails for the current wedding. */
export function NoticeSettingsPage({ rsvpNotices }: { rsvpNotices: boolean }) {
  const t = useAppText();
  return (
    <section className="card app-card" data-testid="notice-settings">
      <h2>{t('notifications.settings.heading')}</h2>
      <form method="post" action="/app/settings/notifications" className="form-stack">
        <label className="notice-settings__row">
          <input type="checkbox" name="rsvpNotices" defaultChecked={rsvpNotices} />
          {t('notifications.settings.rsvp')}
        </label>
        <p className="field__hint">{t('notifications.settings.hint')}</p>
        <div>
          <button type="submit" className="btn btn--primary">
            {t('notifications.settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
