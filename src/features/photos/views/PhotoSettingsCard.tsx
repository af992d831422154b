import type { PhotoSettings } from '../domain/settings';

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
  return (
    <section className="card app-card" id="settings" aria-labelledby="photo-settings-title">
      <h2 id="photo-settings-title">Guests’ photos</h2>
      {weddingUrl && (
        <p className="photos-links">
          <a className="btn btn--primary" href="/app/photos/qr">
            Table QR codes
          </a>
          <a className="btn" href={`/${weddingUrl}/photos`} target="_blank" rel="noopener">
            The album
          </a>
          <a className="btn" href={`/${weddingUrl}/photos/live`} target="_blank" rel="noopener">
            Live slideshow
          </a>
        </p>
      )}
      <form method="post" action="/app/photos/settings" className="form photos-settings">
        <fieldset className="field">
          <legend className="field__label">What guests see</legend>
          <label className="field field--check">
            <input type="radio" name="mode" value="dropbox" defaultChecked={settings.mode === 'dropbox'} />
            <span>Drop box: guests only share; the photos are for you</span>
          </label>
          <label className="field field--check">
            <input type="radio" name="mode" value="album" defaultChecked={settings.mode === 'album'} />
            <span>Shared album: guests see the photos you share</span>
          </label>
          <label className="field field--check">
            <input type="radio" name="mode" value="after" defaultChecked={settings.mode === 'after'} />
            <span>The album opens after the wedding, at:</span>
          </label>
          <input className="field__input" type="datetime-local" name="opensAt" defaultValue={local(settings.opensAt)} aria-label="The album opens at" />
        </fieldset>
        <fieldset className="field">
          <legend className="field__label">Moderation</legend>
          <label className="field field--check">
            <input type="radio" name="moderation" value="pre" defaultChecked={settings.moderation === 'pre'} />
            <span>Each photo waits for my approval</span>
          </label>
          <label className="field field--check">
            <input type="radio" name="moderation" value="post" defaultChecked={settings.moderation === 'post'} />
            <span>Share photos at once; I hide what I don’t want</span>
          </label>
        </fieldset>
        <div className="photos-settings__row">
          <label className="field">
            <span className="field__label">Uploads open</span>
            <input className="field__input" type="datetime-local" name="uploadFrom" defaultValue={local(settings.uploadFrom)} />
          </label>
          <label className="field">
            <span className="field__label">Uploads close</span>
            <input className="field__input" type="datetime-local" name="uploadTo" defaultValue={local(settings.uploadTo)} />
          </label>
          <label className="field">
            <span className="field__label">Photos per guest</span>
            <input className="field__input" type="number" name="perGuestLimit" min={1} max={500} defaultValue={settings.perGuestLimit} required />
          </label>
        </div>
        <span className="field__hint">Leave the dates empty to take photos at any time. Times are your wedding’s time zone.</span>
        <button className="btn btn--primary" type="submit">
          Save
        </button>
      </form>
    </section>
  );
}
