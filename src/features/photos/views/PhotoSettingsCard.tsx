import type { PhotoSettings } from '../domain/settings';
import { useAppText } from '../../../shared/i18n/app';

/** The couple's choices (issue 26 item 3): a plain form, saved by POST /app/photos/settings. */
export function PhotoSettingsCard({
  settings,
  local,
  weddingUrl,
}: {
  settings: PhotoSettings;
  local: (moment: Date | null) => string;
  weddingUrl: string | null;
}) {
  const t = useAppText();
  return (
    <section className="card app-card" id="settings" aria-labelledby="photo-settings-title">
      <h2 id="photo-settings-title">{t('photos.settings.title')}</h2>
      {weddingUrl && (
        <p className="photos-links">
          <a className="btn btn--primary" href="/app/photos/qr">
            {t('photos.settings.codes')}
          </a>
          <a className="btn" href={`/${weddingUrl}/photos`} target="_blank" rel="noopener">
            {t('photos.settings.album')}
          </a>
          <a className="btn" href={`/${weddingUrl}/photos/live`} target="_blank" rel="noopener">
            {t('photos.settings.live')}
          </a>
        </p>
      )}
      <form method="post" action="/app/photos/settings" className="form photos-settings">
        <fieldset className="field">
          <legend className="field__label">{t('photos.settings.mode')}</legend>
          <label className="field field--check">
            <input type="radio" name="mode" value="dropbox" defaultChecked={settings.mode === 'dropbox'} />
            <span>{t('photos.settings.mode.dropbox')}</span>
          </label>
          <label className="field field--check">
            <input type="radio" name="mode" value="album" defaultChecked={settings.mode === 'album'} />
            <span>{t('photos.settings.mode.album')}</span>
          </label>
          <label className="field field--check">
            <input type="radio" name="mode" value="after" defaultChecked={settings.mode === 'after'} />
            <span>{t('photos.settings.mode.after')}</span>
          </label>
          <input
            className="field__input"
            type="datetime-local"
            name="opensAt"
            defaultValue={local(settings.opensAt)}
            aria-label={t('photos.settings.opensAt')}
          />
        </fieldset>
        <fieldset className="field">
          <legend className="field__label">{t('photos.settings.moderation')}</legend>
          <label className="field field--check">
            <input type="radio" name="moderation" value="pre" defaultChecked={settings.moderation === 'pre'} />
            <span>{t('photos.settings.moderation.pre')}</span>
          </label>
          <label className="field field--check">
            <input type="radio" name="moderation" value="post" defaultChecked={settings.moderation === 'post'} />
            <span>{t('photos.settings.moderation.post')}</span>
          </label>
        </fieldset>
        <div className="photos-settings__row">
          <label className="field">
            <span className="field__label">{t('photos.settings.uploadFrom')}</span>
            <input className="field__input" type="datetime-local" name="uploadFrom" defaultValue={local(settings.uploadFrom)} />
          </label>
          <label className="field">
            <span className="field__label">{t('photos.settings.uploadTo')}</span>
            <input className="field__input" type="datetime-local" name="uploadTo" defaultValue={local(settings.uploadTo)} />
          </label>
          <label className="field">
            <span className="field__label">{t('photos.settings.perGuest')}</span>
            <input className="field__input" type="number" name="perGuestLimit" min={1} max={500} defaultValue={settings.perGuestLimit} required />
          </label>
        </div>
        <span className="field__hint">{t('photos.settings.hint')}</span>
        <button className="btn btn--primary" type="submit">
          {t('photos.settings.save')}
        </button>
      </form>
    </section>
  );
}
