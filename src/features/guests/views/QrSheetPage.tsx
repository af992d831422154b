import { QrSheetStyles } from '../../../core/rendering/components/QrSheetStyles';
import type { HouseholdCode } from '../domain/household-qr';

/** /app/guest-list/qr: every household's QR code with its names, ready to print (print CSS). */
export function QrSheetPage({ codes, hasAddress }: { codes: HouseholdCode[]; hasAddress: boolean }) {
  return (
    <div className="qr-sheet">
      <QrSheetStyles />
      <p className="qr-sheet__screen-only">
        {hasAddress
          ? 'Each code opens that household’s personal RSVP link. Print this page (Ctrl+P or ⌘P) to cut out the codes for your invitations.'
          : 'Choose your web address in Quick settings first: the codes open your RSVP page.'}{' '}
        <a href="/app/guest-list">Back to the guest list</a>
      </p>
      {hasAddress && codes.length === 0 && <p>Add guests to your guest list to get their codes.</p>}
      <ul className="qr-sheet__grid">
        {codes.map((code) => (
          <li key={code.key} className="qr-sheet__card" data-household={code.key}>
            {/* The SVG is written by the qrcode library from our own URL. */}
            <div className="qr-sheet__code" role="img" aria-label={`RSVP code for ${code.names.join(', ')}`} dangerouslySetInnerHTML={{ __html: code.svg }} />
            {code.householdName && <strong>{code.householdName}</strong>}
            <p>{code.names.join(', ')}</p>
            <p className="qr-sheet__link">{code.url}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
