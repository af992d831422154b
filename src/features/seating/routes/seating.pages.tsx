// /app/seating (issue 24): GET / goes to the first event's chart; GET /{eventId} is the chart as plain
// forms (views/SeatingPage.tsx); GET /{eventId}/auto shows auto-seat's proposal to apply or discard.
// The forms' writes are actions (seating.actions.ts).
import { Hono, type Context } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { appPage } from '../../weddings';
import { proposeSeats, readChart, seatingEvents } from '../domain/chart';
import { seatingRepository } from '../domain/repository';
import QRCode from 'qrcode';
import { toCsv } from '../../guests';
import { requestOrigin } from '../../site';
import { chartRows, PRINT_KINDS, PRINT_SIZES, PrintPage, type PrintKind, type PrintSize } from '../views/PrintPages';
import { ProposalPage } from '../views/ProposalPage';
import { type ListFilter, SeatingPage } from '../views/SeatingPage';
import { seatingPageActions } from './seating.actions';

const FILTERS: ListFilter[] = ['attending', 'awaiting', 'all'];

async function chartPage(c: Context<OwnerEnv>) {
  const chart = await readChart(seatingRepository(c.var.store), c.var.wedding, c.req.param('eventId') ?? '');
  const asked = c.req.query('filter') as ListFilter;
  const filter = FILTERS.includes(asked) ? asked : 'attending';
  const q = (c.req.query('q') ?? '').trim().slice(0, 100);
  return appPage(c, `Seating: ${chart.event.title}`, <SeatingPage view={{ chart, filter, q }} />);
}

async function proposalPage(c: Context<OwnerEnv>) {
  const repository = seatingRepository(c.var.store);
  const eventId = c.req.param('eventId') ?? '';
  const chart = await readChart(repository, c.var.wedding, eventId);
  const proposal = await proposeSeats(repository, c.var.wedding, eventId, { keepTogether: [], keepApart: [] });
  return appPage(c, `Seating: ${chart.event.title}`, <ProposalPage chart={chart} proposal={proposal} />);
}

async function printPage(c: Context<OwnerEnv>) {
  const chart = await readChart(seatingRepository(c.var.store), c.var.wedding, c.req.param('eventId') ?? '');
  const kind = c.req.param('kind') as PrintKind;
  if (!PRINT_KINDS.includes(kind)) return c.notFound();
  const askedSize = c.req.query('size') as PrintSize;
  const size: PrintSize = askedSize in PRINT_SIZES ? askedSize : 'a4';
  const weddingUrl = c.var.wedding.weddingUrl;
  let qr: { svg: string; url: string } | null = null;
  if (kind === 'board' && chart.showToGuests && weddingUrl) {
    const url = `${requestOrigin(c)}/${weddingUrl}/seat`;
    qr = { url, svg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  }
  c.header('cache-control', 'private, no-store');
  return appPage(c, `Print: ${chart.event.title}`, <PrintPage chart={chart} kind={kind} size={size} qr={qr} />);
}

async function csvExport(c: Context<OwnerEnv>) {
  const chart = await readChart(seatingRepository(c.var.store), c.var.wedding, c.req.param('eventId') ?? '');
  const name =
    chart.event.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'event';
  return c.body(toCsv(chartRows(chart)), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="seating-${name}.csv"`,
    'cache-control': 'private, no-store',
  });
}

async function firstChart(c: Context<OwnerEnv>) {
  const events = await seatingEvents(seatingRepository(c.var.store), c.var.wedding);
  if (events.length === 0)
    return appPage(
      c,
      'Seating',
      <section className="card app-card">
        <p>
          Seating charts are made per event. Set your wedding date or add an event on the <a href="/app/events">Events</a> page first.
        </p>
      </section>,
    );
  return c.redirect(`/app/seating/${encodeURIComponent(events[0]!.id)}`, 302);
}

/** Mounted at /app/seating. */
export const seatingPages = new Hono<AppEnv>()
  .get('/', requirePageOwner, firstChart)
  .get('/:eventId', requirePageOwner, chartPage)
  .get('/:eventId/auto', requirePageOwner, proposalPage)
  .get('/:eventId/print/:kind', requirePageOwner, printPage)
  .get('/:eventId/export.csv', requirePageOwner, csvExport)
  .route('/', registerActions(new Hono<OwnerEnv>(), seatingPageActions));
