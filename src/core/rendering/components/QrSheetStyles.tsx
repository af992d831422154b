// The one print stylesheet of the app's QR sheets (the guest list's household codes, the guests' photos' table
// codes): on screen a grid of cards; printed, only the sheet (`.qr-sheet`), three cards a row, none split across
// pages, the screen-only controls gone. A sheet renders <QrSheetStyles /> once and uses these class names.
const QR_SHEET_CSS = `
.qr-sheet__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem;list-style:none;padding:0}
.qr-sheet__card{border:1px solid #ddd;border-radius:.5rem;padding:.75rem;text-align:center;background:#fff;break-inside:avoid;page-break-inside:avoid}
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

export function QrSheetStyles() {
  return <style>{QR_SHEET_CSS}</style>;
}
