import { QrSheetStyles } from '../../../core/rendering/components/QrSheetStyles';
import type { TableCode } from '../domain/table-codes';
import { useAppText } from '../../../shared/i18n/app';

/** /app/photos/qr: one card per table with its QR code, ready to print (the QR sheets' print styles). */
export function TableCodesPage({ codes, names, hasAddress }: { codes: TableCode[]; names: string[]; hasAddress: boolean }) {
  const t = useAppText();
  return (
    <div className="qr-sheet photo-codes">
      <QrSheetStyles />
      <form method="get" action="/app/photos/qr" className="card app-card form qr-sheet__screen-only">
        <label className="field">
          <span className="field__label">{t('photos.codes.tables')}</span>
          <textarea className="field__input" name="tables" rows={6} defaultValue={names.join('\n')} maxLength={5000} />
          <span className="field__hint">{t('photos.codes.hint')}</span>
        </label>
        <button className="btn btn--primary" type="submit">
          {t('photos.codes.make')}
        </button>{' '}
        <a href="/app/photos">{t('photos.codes.back')}</a>
      </form>
      {!hasAddress && <p>{t('photos.codes.noAddress')}</p>}
      <ul className="qr-sheet__grid">
        {codes.map((code) => (
          <li key={code.table || 'any'} className="qr-sheet__card" data-table={code.table} data-url={code.url}>
            <p className="photo-codes__title">{t('photos.codes.cardTitle')}</p>
            {/* The SVG is written by the qrcode library from our own URL. */}
            <div
              className="qr-sheet__code"
              role="img"
              aria-label={code.table ? t('photos.codes.codeFor', { table: code.table }) : t('photos.codes.code')}
              dangerouslySetInnerHTML={{ __html: code.svg }}
            />
            <strong>{code.table || t('photos.codes.anyTable')}</strong>
            <p className="photo-codes__hint">{t('photos.codes.scan')}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
