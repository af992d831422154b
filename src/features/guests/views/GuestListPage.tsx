import GuestList from '../../../../islands/GuestList';
import type { GuestListProps } from '../../../../islands/guests/props';
import { Island } from '../../../core/rendering/hydration/Island';
import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';

/** /app/guest-list: the list island (plain forms without JavaScript) and the CSV import/export card. */
export function GuestListPage({ list, importError }: { list: GuestListProps; importError?: string | null }) {
  const t = useAppText();
  const column = (key: 'name' | 'email' | 'household' | 'plusOne') => <strong>{t(`guests.import.column.${key}`)}</strong>;
  return (
    <div className="guest-page">
      <Island island={GuestList} props={list} />
      <section className="card app-card guest-import" id="import">
        <h2>{t('guests.import.heading')}</h2>
        <p>
          {richText(t, 'guests.import.intro', {
            name: column('name'),
            email: column('email'),
            household: column('household'),
            plusOne: column('plusOne'),
          })}
        </p>
        {importError && (
          <p className="form-error" role="alert">
            {importError}
          </p>
        )}
        <form method="post" action="/app/guest-list/import/preview" encType="multipart/form-data" className="guest-import__form">
          <input type="file" name="file" accept=".csv,text/csv,text/plain" required aria-label={t('guests.import.file')} />
          <button type="submit" className="btn">
            {t('guests.import.preview')}
          </button>
        </form>
        <p>
          <a className="btn btn--ghost" href="/api/v1/guest-list/export.csv" download>
            {t('guests.export.csv')}
          </a>{' '}
          <span className="field__hint">{t('guests.export.hint')}</span>
        </p>
        <p>
          <a className="btn btn--ghost" href="/app/guest-list/qr">
            {t('guests.qr.print')}
          </a>{' '}
          <span className="field__hint">{t('guests.qr.printHint')}</span>
        </p>
      </section>
    </div>
  );
}
