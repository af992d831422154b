// /app/seating (issue 24): GET / goes to the first event's chart; GET /{eventId} is the chart as plain
// forms (views/SeatingPage.tsx); GET /{eventId}/auto shows auto-seat's proposal to apply or discard.
// The forms' writes are actions (seating.actions.ts).
import { appText } from '../../../shared/i18n/app';
import { richText } from '../../../shared/i18n';
import { Hono, type Context } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { appPage } from '../../weddings/web';
import { proposeSeats, readChart, seatingEvents } from '../domain/chart';
import type { AutoRules } from '../domain/auto-seat';
import { proposalQuerySchema } from '../../../shared/seating/schemas';
import { seatingRepository } from '../domain/repository';
import QRCode from 'qrcode';
import { toCsv } from '../../guests';
import { requestOrigin } from '../../site/web';
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
  return appPage(c, appText('seating.chartTitle', { event: chart.event.title }), <SeatingPage view={{ chart, filter, q }} />);
}

/** The proposal's rules from the address: the pairs so far plus the one just added (a bad address: none). */
function proposalRules(c: Context<OwnerEnv>): AutoRules {
  const parsed = proposalQuerySchema.safeParse({
    together: c.req.queries('together'),
    apart: c.req.queries('apart'),
    rule: c.req.query('rule') || undefined,
    a: c.req.query('a') || undefined,
    b: c.req.query('b') || undefined,
  });
  if (!parsed.success) return { keepTogether: [], keepApart: [] };
  const { together, apart, rule, a, b } = parsed.data;
  const same = (p: [string, string], q: [string, string]) => (p[0] === q[0] && p[1] === q[1]) || (p[0] === q[1] && p[1] === q[0]);
  const add = (list: [string, string][]) => (a && b && a !== b && !list.some((p) => same(p, [a, b])) ? [...list, [a, b] as [string, string]] : list);
  return { keepTogether: rule === 'together' ? add(together) : together, keepApart: rule === 'apart' ? add(apart) : apart };
}

async function proposalPage(c: Context<OwnerEnv>) {
  const repository = seatingRepository(c.var.store);
  const eventId = c.req.param('eventId') ?? '';
  const chart = await readChart(repository, c.var.wedding, eventId);
  const rules = proposalRules(c);
  const proposal = await proposeSeats(repository, c.var.wedding, eventId, rules);
  return appPage(c, appText('seating.chartTitle', { event: chart.event.title }), <ProposalPage chart={chart} proposal={proposal} rules={rules} />);
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
  return appPage(c, appText('seating.printTitle', { event: chart.event.title }), <PrintPage chart={chart} kind={kind} size={size} qr={qr} />);
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
      appText('seating.pageTitle'),
      <section className="card app-card">
        <p>{richText(appText, 'seating.noEvents', { events: <a href="/app/events">{appText('seating.noEvents.link')}</a> })}</p>
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
