// The printable pages of a seating chart (issue 24 item 6): the find-your-seat board (alphabetical by
// last name, with a QR code to the wedding's find-your-table page), table cards, place cards and the
// caterer's sheet per table. Print CSS shows only the sheet, on A4, US Letter or a poster (18 × 24 in).
import type { SeatedPerson, SeatingChart } from '../domain/chart';
import { richText } from '../../../shared/i18n';
import { appText, useAppText } from '../../../shared/i18n/app';

export const PRINT_KINDS = ['board', 'table-cards', 'place-cards', 'caterer'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];
export const PRINT_SIZES = { a4: '210mm 297mm', letter: '8.5in 11in', poster: '18in 24in' } as const;
export type PrintSize = keyof typeof PRINT_SIZES;

function printCss(size: PrintSize) {
  const poster = size === 'poster';
  return `
@page{size:${PRINT_SIZES[size]};margin:${poster ? '18mm' : '12mm'}}
.seat-print{font-family:var(--font-display,Georgia,serif);color:#222}
.seat-print h2{text-align:center;font-weight:500;font-size:${poster ? '3rem' : '2rem'};margin:.5rem 0 1rem}
.seat-print__board{columns:${poster ? 3 : 2};column-gap:2rem;list-style:none;padding:0;font-size:${poster ? '1.5rem' : '1rem'}}
.seat-print__board li{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px dotted #bbb;padding:.2rem 0;break-inside:avoid}
.seat-print__letter{display:block!important;font-weight:700;border-bottom:0!important;margin-top:.6rem;break-after:avoid-column;break-after:avoid}
.seat-print__qr{display:flex;align-items:center;justify-content:center;gap:1rem;margin:1.5rem auto 0;break-inside:avoid}
.seat-print__qr svg{width:${poster ? '9rem' : '6rem'};height:auto}
.seat-print__cards{display:grid;grid-template-columns:repeat(2,1fr);gap:0;list-style:none;padding:0}
.seat-print__place{border:1px dashed #bbb;height:5.5cm;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;break-inside:avoid;position:relative}
.seat-print__place strong{font-size:1.6rem;font-weight:500}
.seat-print__meal{position:absolute;right:.6rem;bottom:.5rem;font-family:system-ui,sans-serif;font-size:.8rem;border:1px solid #999;border-radius:999px;padding:0 .5rem}
.seat-print__table-card{min-height:40vh;display:flex;flex-direction:column;align-items:center;justify-content:center;border:1px solid #ddd;margin-bottom:1rem;break-after:page;page-break-after:always}
.seat-print__table-card strong{font-size:${poster ? '8rem' : '5rem'};font-weight:500;line-height:1.1}
.seat-print__caterer{break-after:page;page-break-after:always;font-family:system-ui,sans-serif;margin-bottom:2rem}
.seat-print__caterer table{width:100%;border-collapse:collapse}
.seat-print__caterer td,.seat-print__caterer th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}
@media print{
  body *{visibility:hidden}
  .seat-print,.seat-print *{visibility:visible}
  .seat-print{position:absolute;inset:0 auto auto 0;width:100%}
  .seat-print__screen-only{display:none}
  .seat-print__table-card{min-height:90vh;border:0}
}`;
}

/** The people sitting at each table, in table order. */
function byTable(chart: SeatingChart) {
  return chart.tables.map((table) => ({ table, people: chart.people.filter((p) => p.tableId === table.id && p.attendance === 'attending') }));
}

function seatedAlphabetically(chart: SeatingChart) {
  const names = new Map(chart.tables.map((t) => [t.id, t.name]));
  return chart.people
    .filter((p) => p.tableId && p.attendance === 'attending')
    .map((p) => ({ person: p, table: names.get(p.tableId!) ?? '' }))
    .sort((a, b) => a.person.lastName.localeCompare(b.person.lastName) || a.person.name.localeCompare(b.person.name));
}

function Board({ chart, qr }: { chart: SeatingChart; qr: { svg: string; url: string } | null }) {
  const rows = seatedAlphabetically(chart);
  const t = useAppText();
  let letter = '';
  return (
    <>
      <h2>{t('seating.print.boardTitle')}</h2>
      <ul className="seat-print__board" data-testid="board">
        {rows.flatMap(({ person, table }) => {
          const initial = person.lastName.charAt(0).toUpperCase();
          const heading = initial !== letter;
          letter = initial;
          return [
            ...(heading
              ? [
                  <li key={`letter-${initial}`} className="seat-print__letter" aria-hidden="true">
                    {initial}
                  </li>,
                ]
              : []),
            <li key={person.id}>
              <span>{person.name}</span>
              <span>{table}</span>
            </li>,
          ];
        })}
      </ul>
      {qr && (
        <div className="seat-print__qr">
          {/* The SVG is written by the qrcode library from our own URL. */}
          <div role="img" aria-label={t('seating.print.qr')} dangerouslySetInnerHTML={{ __html: qr.svg }} />
          <p>
            {t('seating.print.qrHint')}
            <br />
            {qr.url}
          </p>
        </div>
      )}
    </>
  );
}

function TableCards({ chart }: { chart: SeatingChart }) {
  return (
    <div data-testid="table-cards">
      {chart.tables.map((table) => (
        <section key={table.id} className="seat-print__table-card">
          <strong>{table.name}</strong>
        </section>
      ))}
    </div>
  );
}

function mealMark(person: SeatedPerson) {
  return person.meal ? person.meal : null;
}

function PlaceCards({ chart }: { chart: SeatingChart }) {
  return (
    <ul className="seat-print__cards" data-testid="place-cards">
      {byTable(chart).flatMap(({ table, people }) =>
        people.map((person) => (
          <li key={person.id} className="seat-print__place">
            <strong>{person.name}</strong>
            <span>{table.name}</span>
            {mealMark(person) && <span className="seat-print__meal">{mealMark(person)}</span>}
          </li>
        )),
      )}
    </ul>
  );
}

function Caterer({ chart }: { chart: SeatingChart }) {
  const t = useAppText();
  const noAnswer = t('seating.print.noMeal');
  return (
    <div data-testid="caterer">
      {byTable(chart).map(({ table, people }) => {
        const meals = new Map<string, number>();
        for (const p of people) meals.set(p.meal ?? noAnswer, (meals.get(p.meal ?? noAnswer) ?? 0) + 1);
        const notes = people.filter((p) => p.diet);
        return (
          <section key={table.id} className="seat-print__caterer">
            <h3>{t('seating.print.tableGuests', { table: table.name, count: people.length, n: String(people.length) })}</h3>
            <table>
              <tbody>
                {[...meals.entries()].map(([meal, n]) => (
                  <tr key={meal}>
                    <th>{meal}</th>
                    <td>{n}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {notes.length > 0 && (
              <>
                <h4>{t('seating.print.notes')}</h4>
                <ul>
                  {notes.map((p) => (
                    <li key={p.id}>
                      {p.name}: {p.diet}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}

export function PrintPage({ chart, kind, size, qr }: { chart: SeatingChart; kind: PrintKind; size: PrintSize; qr: { svg: string; url: string } | null }) {
  const base = `/app/seating/${encodeURIComponent(chart.event.id)}`;
  const t = useAppText();
  return (
    <div className="seat-print" data-kind={kind} data-size={size}>
      <style>{printCss(size)}</style>
      <div className="seat-print__screen-only card app-card">
        <p>
          {richText(
            t,
            'seating.print.intro',
            { back: <a href={base}>{t('seating.print.back')}</a> },
            { kind: t(`seating.print.kind.${kind}`), event: chart.event.title },
          )}
        </p>
        <p>
          {PRINT_KINDS.map((k) => (
            <a key={k} className="status-count" href={`${base}/print/${k}?size=${size}`} aria-current={k === kind ? 'true' : undefined}>
              {t(`seating.print.kind.${k}`)}
            </a>
          ))}
        </p>
        <p>
          {t('seating.print.paper')}{' '}
          {(Object.keys(PRINT_SIZES) as PrintSize[]).map((s) => (
            <a key={s} className="status-count" href={`${base}/print/${kind}?size=${s}`} aria-current={s === size ? 'true' : undefined}>
              {t(`seating.print.size.${s}`)}
            </a>
          ))}{' '}
          · <a href={`${base}/export.csv`}>{t('seating.print.downloadCsv')}</a>
        </p>
        {chart.changedSincePrinted && <p className="status-badge status-badge--declined">{t('seating.changedSincePrinted')}</p>}
        {kind === 'board' && !qr && <p className="field__hint">{t('seating.print.noQr')}</p>}
      </div>
      {kind === 'board' && <Board chart={chart} qr={qr} />}
      {kind === 'table-cards' && <TableCards chart={chart} />}
      {kind === 'place-cards' && <PlaceCards chart={chart} />}
      {kind === 'caterer' && <Caterer chart={chart} />}
    </div>
  );
}

/** The chart as CSV: one row per person attending, seated or not (no contact details). */
export function chartRows(chart: SeatingChart): string[][] {
  const names = new Map(chart.tables.map((t) => [t.id, t.name]));
  return [
    [appText('seating.csv.name'), appText('seating.csv.household'), appText('seating.csv.table'), appText('seating.csv.meal'), appText('seating.csv.notes')],
    ...chart.people
      .filter((p) => p.attendance === 'attending')
      .map((p) => [p.name, p.household ? p.partyName : '', p.tableId ? (names.get(p.tableId) ?? '') : '', p.meal ?? '', p.diet ?? '']),
  ];
}
