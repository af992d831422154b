import type { HouseholdCode } from '../domain/household-qr';

// Print: only the sheet, codes in a grid that never splits across pages.
const PRINT_CSS = `
.qr-sheet__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem;list-style:none;padding:0}
.qr-sheet__card{border:1px solid #ddd;border-radius:.5rem;padding:.75rem;text-align:center;break-inside:avoid;page-break-inside:avoid}
.qr-sheet__code svg{width:100%;max-width:10rem;height:auto}
.qr-sheet__link{font-size:.65rem;word-break:break-all;color:#555}
@media print{
  body *{visibility:hidden}
  .qr-sheet,.qr-sheet *{visibility:visible}
  .qr-sheet{position:absolute;inset:0 auto auto 0;width:100%}
  .qr-sheet__screen-only{display:none}
  .qr-sheet__grid{grid-template-columns:repeat(3,1fr)}
  .qr-sheet__card{border-color:#999}
}`;

/** /app/guest-list/qr: every household's QR code with its names, ready to print (print CSS). */
export function QrSheetPage({ codes, hasAddress }: { codes: HouseholdCode[]; hasAddress: boolean }) {
  return (
    <div className="qr-sheet">
      <style>{PRINT_CSS}</style>
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
