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
  .route('/', registerActions(new Hono<OwnerEnv>(), seatingPageActions));
