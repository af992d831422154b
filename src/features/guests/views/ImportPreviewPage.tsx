import { richText } from '../../../shared/i18n';
import type { ImportRow } from '../domain/csv-import';
import type { ImportPreview } from '../domain/guest-list';
import { type AppTranslate, useAppText } from '../../../shared/i18n/app';
import { GUEST_LIMIT_PRO } from '../../../shared/plans';

/** What the page shows of a row: the preview's, as the import answers it too. */
type PreviewRow = Pick<ImportRow, 'line' | 'name' | 'email' | 'household' | 'plusOneAllowed' | 'plusOneName' | 'errors' | 'duplicate'>;
type Preview = Omit<ImportPreview, 'rows'> & { rows: PreviewRow[] };

function rowResult(row: PreviewRow, t: AppTranslate) {
  if (row.errors.length > 0) return { kind: 'error', text: row.errors.join('; ') };
  if (row.duplicate?.of === 'list') return { kind: 'duplicate', text: t('guests.import.onList') };
  if (row.duplicate?.of === 'file') return { kind: 'duplicate', text: t('guests.import.sameAsRow', { line: row.duplicate.line }) };
  return { kind: 'ok', text: t('guests.import.willAdd') };
}

/** What an import will do, row by row, with the button that commits it (the CSV travels back hidden). */
export function ImportPreviewPage({ preview, csv, pro, error }: { preview: Preview; csv: string; pro: boolean; error?: string | null }) {
  const t = useAppText();
  const { summary } = preview;
  const canImport = summary.fitsLimit && summary.toImport > 0;
  return (
    <div className="guest-page">
      <section className="card app-card">
        <h2>{t('guests.import.previewHeading')}</h2>
        <ul className="guest-import__summary" data-testid="import-summary">
          <li>{richText(t, 'guests.import.toAdd', { count: <strong>{summary.toImport}</strong> })}</li>
          <li>{richText(t, 'guests.import.duplicates', { count: <strong>{summary.duplicates}</strong> })}</li>
          <li>{richText(t, 'guests.import.invalid', { count: <strong>{summary.invalid}</strong> })}</li>
          <li>{richText(t, 'guests.import.after', { used: <strong>{summary.seatsUsed + summary.seatsToAdd}</strong> }, { limit: summary.guestLimit })}</li>
        </ul>
        {(error ?? preview.msg) && (
          <p className="form-error" role="alert">
            {error ?? preview.msg}
            {!summary.fitsLimit && !pro && (
              <>
                {' '}
                <a href="/app/payments/checkout">{t('guests.upgrade', { max: GUEST_LIMIT_PRO })}</a>
              </>
            )}
          </p>
        )}
        <form method="post" action="/app/guest-list/import" className="guest-import__commit">
          <textarea name="csv" hidden readOnly defaultValue={csv} />
          <button type="submit" className="btn btn--primary" disabled={!canImport}>
            {t('guests.import.commit', { count: summary.toImport })}
          </button>
          <a className="btn btn--ghost" href="/app/guest-list#import">
            {t('guests.import.cancel')}
          </a>
        </form>
      </section>
      <section className="card app-card">
        <table className="table guest-table" data-testid="import-rows">
          <thead>
            <tr>
              <th scope="col">{t('guests.import.row')}</th>
              <th scope="col">{t('guests.import.name')}</th>
              <th scope="col">{t('guests.import.email')}</th>
              <th scope="col">{t('guests.import.household')}</th>
              <th scope="col">{t('guests.import.plusOne')}</th>
              <th scope="col">{t('guests.import.result')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => {
              const result = rowResult(row, t);
              return (
                <tr key={row.line} className={`import-row import-row--${result.kind}`}>
                  <td>{row.line}</td>
                  <td>{row.name}</td>
                  <td>{row.email ?? ''}</td>
                  <td>{row.household ?? ''}</td>
                  <td>{row.plusOneAllowed ? (row.plusOneName ?? t('guests.import.yes')) : t('guests.import.no')}</td>
                  <td>{result.text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
