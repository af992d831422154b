import { useAppText } from '../../../../shared/i18n/app';

/** The couple's e-mail settings on the Announce pages: whether opens are counted (off by default). */
export function EmailSettingsForm({ trackOpens, redirect }: { trackOpens: boolean; redirect: string }) {
  const t = useAppText();
  return (
    <section className="card app-card" data-testid="email-settings">
      <h2>{t('announce.settings.title')}</h2>
      <p className="field__hint">{t('announce.settings.explain')}</p>
      <form method="post" action="/app/announce/email-settings" className="announce__row">
        <input type="hidden" name="redirect" value={redirect} />
        <label className="announce__row">
          <input type="checkbox" name="trackOpens" defaultChecked={trackOpens} />
          {t('announce.settings.countOpens')}
        </label>
        <button type="submit" className="btn">
          {t('announce.settings.save')}
        </button>
      </form>
      <p className="field__hint">{t(trackOpens ? 'announce.settings.opensOn' : 'announce.settings.opensOff')}</p>
    </section>
  );
}
