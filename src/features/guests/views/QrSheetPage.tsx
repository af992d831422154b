import { QrSheetStyles } from '../../../core/rendering/components/QrSheetStyles';
import type { HouseholdCode } from '../domain/household-qr';
import { useAppText } from '../../../shared/i18n/app';

/** /app/guest-list/qr: every household's QR code with its names, ready to print (print CSS). */
export function QrSheetPage({ codes, hasAddress }: { codes: HouseholdCode[]; hasAddress: boolean }) {
  const t = useAppText();
  return (
    <div className="qr-sheet">
      <QrSheetStyles />
      <p className="qr-sheet__screen-only">
        {hasAddress ? t('guests.qr.intro') : t('guests.qr.needsAddress')} <a href="/app/guest-list">{t('guests.qr.back')}</a>
      </p>
      {hasAddress && codes.length === 0 && <p>{t('guests.qr.empty')}</p>}
      <ul className="qr-sheet__grid">
        {codes.map((code) => (
          <li key={code.key} className="qr-sheet__card" data-household={code.key}>
            {/* The SVG is written by the qrcode library from our own URL. */}
            <div
              className="qr-sheet__code"
              role="img"
              aria-label={t('guests.qr.codeFor', { names: code.names.join(', ') })}
              dangerouslySetInnerHTML={{ __html: code.svg }}
            />
            {code.householdName && <strong>{code.householdName}</strong>}
            <p>{code.names.join(', ')}</p>
            <p className="qr-sheet__link">{code.url}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
