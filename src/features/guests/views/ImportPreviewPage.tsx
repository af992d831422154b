import type { ImportRow } from '../domain/csv-import';
import type { ImportPreview } from '../domain/guest-list';
import { GUEST_LIMIT_PRO } from '../../../shared/plans';

/** What the page shows of a row: the preview's, as the import answers it too. */
type PreviewRow = Pick<ImportRow, 'line' | 'name' | 'email' | 'household' | 'plusOneAllowed' | 'plusOneName' | 'errors' | 'duplicate'>;
type Preview = Omit<ImportPreview, 'rows'> & { rows: PreviewRow[] };

function rowResult(row: PreviewRow) {
  if (row.errors.length > 0) return { kind: 'error', text: row.errors.join('; ') };
  if (row.duplicate?.of === 'list') return { kind: 'duplicate', text: 'Already on your list' };
  if (row.duplicate?.of === 'file') return { kind: 'duplicate', text: `Same as row ${row.duplicate.line}` };
  return { kind: 'ok', text: 'Will be added' };
}

/** What an import will do, row by row, with the button that commits it (the CSV travels back hidden). */
export function ImportPreviewPage({ preview, csv, pro, error }: { preview: Preview; csv: string; pro: boolean; error?: string | null }) {
  const { summary } = preview;
  const canImport = summary.fitsLimit && summary.toImport > 0;
  return (
    <div className="guest-page">
      <section className="card app-card">
        <h2>Import preview</h2>
        <ul className="guest-import__summary" data-testid="import-summary">
          <li>
            <strong>{summary.toImport}</strong> to add
          </li>
          <li>
            <strong>{summary.duplicates}</strong> duplicates skipped
          </li>
          <li>
            <strong>{summary.invalid}</strong> rows with errors skipped
          </li>
          <li>
            After the import: <strong>{summary.seatsUsed + summary.seatsToAdd}</strong> of {summary.guestLimit} guests (plus-ones included)
          </li>
        </ul>
        {(error ?? preview.msg) && (
          <p className="form-error" role="alert">
            {error ?? preview.msg}
            {!summary.fitsLimit && !pro && (
              <>
                {' '}
                <a href="/app/payments/checkout">Upgrade to Pro for up to {GUEST_LIMIT_PRO} guests</a>
              </>
            )}
          </p>
        )}
        <form method="post" action="/app/guest-list/import" className="guest-import__commit">
          <textarea name="csv" hidden readOnly defaultValue={csv} />
          <button type="submit" className="btn btn--primary" disabled={!canImport}>
            {summary.toImport === 1 ? 'Import 1 guest' : `Import ${summary.toImport} guests`}
          </button>
          <a className="btn btn--ghost" href="/app/guest-list#import">
            Cancel
          </a>
        </form>
      </section>
      <section className="card app-card">
        <table className="table guest-table" data-testid="import-rows">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Household</th>
              <th scope="col">Plus one</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => {
              const result = rowResult(row);
              return (
                <tr key={row.line} className={`import-row import-row--${result.kind}`}>
                  <td>{row.line}</td>
                  <td>{row.name}</td>
                  <td>{row.email ?? ''}</td>
                  <td>{row.household ?? ''}</td>
                  <td>{row.plusOneAllowed ? (row.plusOneName ?? 'yes') : 'no'}</td>
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
