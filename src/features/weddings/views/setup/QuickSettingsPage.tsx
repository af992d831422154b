import ConfirmChanges from '../../../../../islands/ConfirmChanges';
import TimeZoneField from '../../../../../islands/TimeZoneField';
import { zoneNotChosen } from '../../../../shared/wedding/time-zone-guess';
import { Island } from '../../../../core/rendering/hydration/Island';
import { FormError } from '../../../../core/rendering/components/Form';
import { WeddingUrlField } from '../WeddingUrlField';
import { useAppText } from '../../../../shared/i18n/app';

export interface QuickSettingsValues {
  date: string;
  time: string;
  timeZone: string;
  weddingUrl: string;
  published: boolean;
  version: number;
}

/** /app/quick-settings: the wedding day, the web address and whether the site is online. */
export function QuickSettingsPage({
  values,
  saved,
  timeZones,
  origin,
  previousUrls = [],
  timeZone,
  venue = '',
  error,
}: {
  values: QuickSettingsValues;
  /** What is stored: a change of the date or the address asks first (ConfirmChanges). */
  saved: { date: string; time: string; timeZone: string; weddingUrl: string };
  timeZones: string[];
  origin: string;
  /** Old addresses that still redirect to this wedding (issue 22 item 6). */
  previousUrls?: { weddingUrl: string; heldUntil: Date }[];
  timeZone: string;
  /** The venue's place as saved, for "Use the venue's time zone". */
  venue?: string;
  error?: string | null;
}) {
  const t = useAppText();
  const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
  return (
    <section className="card app-card quick-settings">
      <form method="post" action="/app/quick-settings" className="form" id="quick-settings-form">
        <FormError message={error} />
        <input type="hidden" name="version" value={values.version} />
        <fieldset className="form__group">
          <legend>{t('weddings.quick.day')}</legend>
          <label className="field">
            <span className="field__label">{t('weddings.quick.date')}</span>
            <input className="field__input" type="date" name="date" defaultValue={values.date} />
            <span className="field__hint">{t('weddings.quick.date.hint')}</span>
          </label>
          <label className="field">
            <span className="field__label">{t('weddings.quick.time')}</span>
            <input className="field__input" type="time" name="time" defaultValue={values.time} />
            <span className="field__hint">{t('weddings.quick.time.hint')}</span>
          </label>
          <Island
            island={TimeZoneField}
            props={{
              value: values.timeZone,
              zones: timeZones,
              guess: zoneNotChosen(values.timeZone, values.date),
              place: venue,
              hint: t('weddings.quick.timeZone.hint'),
            }}
          />
        </fieldset>
        <fieldset className="form__group">
          <legend>{t('weddings.quick.address')}</legend>
          <WeddingUrlField origin={origin} value={values.weddingUrl} hint={t('weddings.quick.address.hint')} />
          <label className="field field--check">
            <input type="checkbox" name="published" value="true" defaultChecked={values.published} />
            <span>{t('weddings.quick.published')}</span>
          </label>
        </fieldset>
        <button className="btn btn--primary" type="submit">
          {t('weddings.quick.save')}
        </button>
      </form>
      {previousUrls.length > 0 && (
        <section className="form__group previous-addresses" aria-labelledby="previous-addresses-title">
          <h2 id="previous-addresses-title" className="previous-addresses__title">
            {t('weddings.quick.previous')}
          </h2>
          <p className="field__hint">{t('weddings.quick.previous.hint')}</p>
          <ul className="previous-addresses__list">
            {previousUrls.map(({ weddingUrl, heldUntil }) => (
              <li key={weddingUrl} className="previous-addresses__item">
                <span className="previous-addresses__address">
                  {origin}/{weddingUrl}
                  <span className="field__hint">{t('weddings.quick.previous.until', { date: day(heldUntil) })}</span>
                </span>
                <form method="post" action={`/app/quick-settings/previous-addresses/${encodeURIComponent(weddingUrl)}/release`}>
                  <button className="btn" type="submit" aria-label={t('weddings.quick.previous.releaseLabel', { address: `${origin}/${weddingUrl}` })}>
                    {t('weddings.quick.previous.release')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Island island={ConfirmChanges} props={{ formId: 'quick-settings-form', origin, initial: saved }} />
    </section>
  );
}
