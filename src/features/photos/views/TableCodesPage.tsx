import { QrSheetStyles } from '../../../core/rendering/components/QrSheetStyles';
import type { TableCode } from '../domain/table-codes';

/** /app/photos/qr: one card per table with its QR code, ready to print (the QR sheets' print styles). */
export function TableCodesPage({ codes, names, hasAddress }: { codes: TableCode[]; names: string[]; hasAddress: boolean }) {
  return (
    <div className="qr-sheet photo-codes">
      <QrSheetStyles />
      <form method="get" action="/app/photos/qr" className="card app-card form qr-sheet__screen-only">
        <label className="field">
          <span className="field__label">Your tables, one a line</span>
          <textarea className="field__input" name="tables" rows={6} defaultValue={names.join('\n')} maxLength={5000} />
          <span className="field__hint">
            Each code opens the upload page and tags its photos with the table, so you can filter by it. Print this page (Ctrl+P or ⌘P).
          </span>
        </label>
        <button className="btn btn--primary" type="submit">
          Make the codes
        </button>{' '}
        <a href="/app/photos">Back to the photos</a>
      </form>
      {!hasAddress && <p>Choose your web address in Quick settings first: the codes open your site.</p>}
      <ul className="qr-sheet__grid">
        {codes.map((code) => (
          <li key={code.table || 'any'} className="qr-sheet__card" data-table={code.table} data-url={code.url}>
            <p className="photo-codes__title">Share your photos</p>
            {/* The SVG is written by the qrcode library from our own URL. */}
            <div
              className="qr-sheet__code"
              role="img"
              aria-label={`Photo upload code${code.table ? ` for ${code.table}` : ''}`}
              dangerouslySetInnerHTML={{ __html: code.svg }}
            />
            <strong>{code.table || 'Any table'}</strong>
            <p className="photo-codes__hint">Scan with your phone camera</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
